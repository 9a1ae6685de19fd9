// How often one client may ask for what (docs/security.md R7, decision 0029). Every limit is
// counted in the database when there is one, so all workers and instances share it; refusals are
// 429 with Retry-After and the IETF draft's RateLimit and RateLimit-Policy headers. A client
// once refused is refused again before Express for the rest of its window, and a sign-in is
// refused at once while the password hashing queue is full (R40): a flood costs next to nothing.
import type { Request, RequestHandler } from 'express';
import {
  ipKeyGenerator,
  rateLimit,
  type Options,
  type RateLimitInfo,
  type Store,
} from 'express-rate-limit';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import proxyAddress from 'proxy-addr';
import type { Db } from '~/db/create-db.server';
import { hashingRetryAfterSeconds, hashingSemaphore } from '~/features/auth/password.server';
import {
  readCookie,
  secureSessionCookieName,
  sessionCookieName,
} from '~/features/auth/session-cookie.server';
import { hashSessionToken } from '~/features/auth/sessions.server';
import { fallbackContentSecurityPolicy } from '~/lib/content-security-policy.server';
import { DatabaseRateLimitStore } from './rate-limit-store';
import { routePathOf } from './request-limits';

const minute = 60_000;

/** What one client may send a minute (docs/security.md R7). */
export const requestsPerMinute = {
  /** Changes in the admin, per staff session and address. */
  staffChanges: 100,
  /** Share links made, per staff session and address (also staff changes). */
  shareLinks: 30,
  /** Posts that check or set a password (sign-in and its second step), per address. */
  signIn: 10,
  /** Every other request the page cache does not answer, per address. */
  requests: 1000,
};

/**
 * Anyone may turn match alerts on, change or turn them off, so one address gets a few changes
 * every ten minutes (a browser makes one per visit at most); reading the key is not limited.
 */
export const alertChangesPerTenMinutes = 20;

export interface RateLimitOptions {
  /** Sign-in posts a minute per address; default `requestsPerMinute.signIn` (SIGN_IN_LIMIT). */
  signInLimit?: number;
  /** Other requests a minute per address; default `requestsPerMinute.requests` (REQUEST_LIMIT). */
  requestLimit?: number;
  /** Where counts are kept, shared by every worker; in memory without it (tests). */
  db?: Db;
  /** The public origin: it names the session cookie the staff limits count by (default https). */
  siteUrl?: string;
  /** Which proxies' X-Forwarded-For to believe, as Express's `trust proxy fn`. */
  trusted: (address: string, hop: number) => boolean;
  logger: Logger;
}

export interface RateLimits {
  /** For the host's Express app, after static files: only what the app answers is counted. */
  handlers: RequestHandler[];
  /**
   * For the host's own request handler, after page-cache hits: answers at once, before Express
   * (whose routing costs several times the refusal), a sign-in while the hashing queue is full
   * (503) and a request of a kind its client was already refused in this window (429); returns
   * true when it did.
   */
  refuseEarly(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * Shares this process's counts now: adds them to the database's and reads back every process's,
   * as each limit does by itself a second after a count. Tests call it rather than wait.
   */
  share(): Promise<void>;
}

/** Clients remembered as refused, per limit; beyond this many the rest are refused in Express. */
const maxRememberedRefusals = 10_000;

const changeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Sign-in and the pages where an account sets its password all compute a password hash.
const passwordRoutes = new Set(['/login', '/join', '/reset-password']);

/** A change posted to a page that checks or sets a password: the sign-in limit's, no other's. */
function isSignIn(method: string, route: string): boolean {
  return changeMethods.has(method) && passwordRoutes.has(route);
}

/** A change in the admin, counted per staff session. */
function isStaffChange(method: string, route: string): boolean {
  return changeMethods.has(method) && (route === '/admin' || route.startsWith('/admin/'));
}

/** The route an Express request is for, as the router sees it. */
function routeOf(req: Request): string {
  return routePathOf(req.path);
}

/** The client's address, as express-rate-limit keys it (an IPv6 client by its /56). */
function addressKey(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '');
}

/** The 429 itself: a sentence as plain text, or the JSON error an API client reads. */
const refuse: Options['handler'] = (_req, res, _next, used) => {
  res.status(used.statusCode);
  if (typeof used.message === 'string') res.type('text');
  res.send(used.message);
};

/** The headers of an answer written before Express: those of any answer without a page. */
function earlyHeaders(retryAfterSeconds: number): OutgoingHttpHeaders {
  return {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Security-Policy': fallbackContentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    'Retry-After': String(retryAfterSeconds),
  };
}

/**
 * A limit per client address whose refused clients are refused again before Express until their
 * window ends, for the kinds of request `early` names.
 */
interface AddressLimit {
  name: string;
  limit: number;
  message: string;
  /** The requests this limit counts. */
  counts: (method: string, route: string) => boolean;
  /** Those of them refused before Express once their client has been refused. */
  early: (method: string, route: string) => boolean;
  /** Clients refused, by key, until when. */
  refused: Map<string, number>;
}

/** Remembers a refused client, forgetting ended windows first when the map is full. */
function rememberRefusal(limit: AddressLimit, key: string, until: number): void {
  if (limit.refused.size >= maxRememberedRefusals) {
    const now = Date.now();
    for (const [known, end] of limit.refused) if (end <= now) limit.refused.delete(known);
    if (limit.refused.size >= maxRememberedRefusals) return;
  }
  limit.refused.set(key, until);
}

/**
 * The limiters: the host mounts the handlers after static files, so only requests the app
 * answers are counted (the page cache answers its hits before any of them), and asks
 * refuseEarly before Express.
 */
export function createRateLimits({
  db,
  siteUrl,
  trusted,
  logger,
  signInLimit = requestsPerMinute.signIn,
  requestLimit = requestsPerMinute.requests,
}: RateLimitOptions): RateLimits {
  const sessionCookie = siteUrl ? sessionCookieName(siteUrl) : secureSessionCookieName;
  /** Per staff session and address: a session is one person's (a digest, never the token). */
  const staffKey = (req: Request) => {
    const token = readCookie(req.headers.cookie, sessionCookie);
    return `${addressKey(req)}|${token === null ? '-' : hashSessionToken(token).slice(0, 32)}`;
  };
  const stores: DatabaseRateLimitStore[] = [];
  /** Counts in the database when there is one, so every worker and instance shares them. */
  const storeFor = (name: string) => {
    if (!db) return undefined;
    const store = new DatabaseRateLimitStore(db, name, {
      onError: (error) => logger.warn({ err: error }, `rate limit ${name}: counts not saved`),
    });
    stores.push(store);
    return store;
  };
  const limit = (name: string, options: Partial<Options> & { store?: Store }): RequestHandler =>
    rateLimit({
      windowMs: minute,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: addressKey,
      message: 'Too many requests from this address. Please try again in a minute.',
      // The policy's name in the RateLimit headers.
      identifier: name,
      handler: refuse,
      // Counted in the database when there is one, so every worker and instance shares the count;
      // in memory and written once a second, so no request waits on the database to be counted.
      store: storeFor(name),
      ...options,
    });
  /** An address limit in Express, remembering whom it refuses for refuseEarly. */
  const addressLimit = (settings: AddressLimit): RequestHandler =>
    limit(settings.name, {
      limit: settings.limit,
      message: settings.message,
      skip: (req) => !settings.counts(req.method, routeOf(req)),
      handler: (req, res, next, used) => {
        const { key, resetTime } = (req as Request & { rateLimit: RateLimitInfo }).rateLimit;
        if (resetTime) rememberRefusal(settings, key, resetTime.getTime());
        refuse(req, res, next, used);
      },
    });

  const signIn: AddressLimit = {
    name: 'sign-in',
    limit: signInLimit,
    message: 'Too many sign-in attempts from this address. Please try again in a minute.',
    counts: isSignIn,
    early: isSignIn,
    refused: new Map(),
  };
  const requests: AddressLimit = {
    name: 'requests',
    limit: requestLimit,
    message: 'Too many requests from this address. Please try again in a minute.',
    counts: (method, route) => !isSignIn(method, route) && !isStaffChange(method, route),
    // Changes go through Express, which counts and refuses them; so do hashed assets, which
    // Express serves before any limit.
    early: (method, route) =>
      (method === 'GET' || method === 'HEAD') && !route.startsWith('/assets/'),
    refused: new Map(),
  };

  const handlers = [
    limit('alerts', {
      windowMs: 10 * minute,
      limit: alertChangesPerTenMinutes,
      skip: (req) => !changeMethods.has(req.method) || routeOf(req) !== '/api/alerts',
      message: { error: 'Too many changes to match alerts from this address. Try again later.' },
    }),
    addressLimit(signIn),
    limit('staff', {
      limit: requestsPerMinute.staffChanges,
      skip: (req) => !isStaffChange(req.method, routeOf(req)),
      keyGenerator: staffKey,
    }),
    limit('share-links', {
      limit: requestsPerMinute.shareLinks,
      skip: (req) => !changeMethods.has(req.method) || routeOf(req) !== '/admin/share-link',
      keyGenerator: staffKey,
    }),
    addressLimit(requests),
  ];

  return {
    handlers,
    async share() {
      for (const store of stores) await store.flush();
    },
    refuseEarly(req, res) {
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      const queryAt = url.indexOf('?');
      const route = routePathOf(queryAt === -1 ? url : url.slice(0, queryAt));
      // R40: a storm of sign-ins costs nothing once as many as may wait are waiting for a hash.
      if (isSignIn(method, route) && hashingSemaphore.full) {
        res.writeHead(503, earlyHeaders(hashingRetryAfterSeconds));
        res.end('Signing in is busy right now. Please try again in a moment.');
        return true;
      }
      for (const settings of [signIn, requests]) {
        if (!settings.early(method, route)) continue;
        const key = ipKeyGenerator(proxyAddress(req, trusted));
        const until = settings.refused.get(key);
        if (until === undefined) return false;
        const seconds = Math.ceil((until - Date.now()) / 1000);
        if (seconds <= 0) {
          settings.refused.delete(key);
          return false;
        }
        // As the limiter words it, without the policy's partition key.
        const policy = `"${settings.name}"`;
        res.writeHead(429, {
          ...earlyHeaders(seconds),
          RateLimit: `${policy}; r=0; t=${seconds}`,
          'RateLimit-Policy': `${policy}; q=${settings.limit}; w=${minute / 1000}`,
        });
        res.end(method === 'HEAD' ? undefined : settings.message);
        return true;
      }
      return false;
    },
  };
}
