import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import onHeaders from 'on-headers';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Db } from '~/db/create-db.server';
import { busyRetryAfter } from '~/lib/service-busy.server';
import type { TrustProxy } from './config';
import {
  insecureSessionCookieName,
  readCookie,
  sessionCookieName,
} from '~/features/auth/session-cookie.server';
import { isStaffPath, privatePage, signedInPage } from '~/lib/page-caching';
import { isEncodedByPageCache, type PageCache } from './page-cache';
import { createRateLimits } from './rate-limits';
import { auditStaffRefusals, requestLimits } from './request-limits';
import {
  httpsRedirect,
  securityHeaders,
  serviceWorkerContentSecurityPolicy,
} from './security-headers';

export interface Host {
  /** The address it listens on, e.g. `http://127.0.0.1:3000`. */
  url: string;
  /** Stops taking connections, lets requests in flight finish (up to a cap), then resolves. */
  close(): Promise<void>;
  /** Shares the rate-limit counts now, as it does a second after a count (tests: not to wait). */
  shareRateLimitCounts(): Promise<void>;
}

interface HostOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Serves the built client (production); in development Vite serves it instead. */
  clientDirectory?: string;
  /** Mounted before the app, e.g. Vite's dev middleware. */
  before?: RequestHandler[];
  app: RequestHandler;
  /** Where rate-limit counts are kept, shared by every worker; in memory without it (tests). */
  db?: Db;
  /** Answers anonymous requests for public pages from memory (production). */
  pageCache?: PageCache;
  /** Which proxies' X-Forwarded-* headers to believe (config TRUST_PROXY); default none. */
  trustProxy?: TrustProxy;
  /** The public origin; when it is https, plain http requests are redirected there. */
  siteUrl?: string;
  /** Sign-in posts a minute per address (config SIGN_IN_LIMIT). */
  signInLimit?: number;
  /** Other requests the app answers a minute per address (config REQUEST_LIMIT). */
  requestLimit?: number;
  shutdownTimeoutMs?: number;
}

/**
 * The HTTP host: the https redirect, request ids, page cache hits, JSON access logs, security
 * headers, no-store for staff pages, request limits, page cache misses, compression, static
 * files, rate limits, then the app.
 */
export async function startHost(options: HostOptions): Promise<Host> {
  const app = express();
  app.disable('x-powered-by');
  // Believed only from the proxies named: req.ip, req.protocol and req.hostname (and so
  // throttling, secure cookies and React Router's same-origin check) then follow X-Forwarded-*.
  app.set('trust proxy', options.trustProxy ?? false);
  const trusted = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const rateLimits = createRateLimits({
    db: options.db,
    siteUrl: options.siteUrl,
    trusted,
    logger: options.logger,
    signInLimit: options.signInLimit,
    requestLimit: options.requestLimit,
  });
  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId: (req, res) => {
        if (req.id !== undefined) return req.id; // given before asking the page cache
        const id = randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // Static assets are not worth a log line each.
      autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(securityHeaders);
  // Without a site address (tests), the host serves plain http: the cookie's name there.
  const sessionCookie = options.siteUrl
    ? sessionCookieName(options.siteUrl)
    : insecureSessionCookieName;
  // docs/security.md R27: nothing at a staff or sign-in address is stored by a browser or a proxy,
  // including the redirects, resource routes and refusals no route's declaration reaches; and a
  // public page rendered for a signed-in member of staff is theirs alone (app/lib/page-caching.ts).
  // Both are set as the headers go out, so they replace what the route's answer says.
  app.use((req, res, next) => {
    if (isStaffPath(req.path)) {
      onHeaders(res, () => res.setHeader('Cache-Control', privatePage));
    } else if (readCookie(req.headers.cookie, sessionCookie) !== null) {
      onHeaders(res, () => {
        if (/\bpublic\b/i.test(String(res.getHeader('Cache-Control') ?? ''))) {
          res.setHeader('Cache-Control', signedInPage);
        }
      });
    }
    next();
  });
  // Before compression: a hit is sent already encoded (gzip and brotli are computed once per
  // page), so it must not pass through compression at all. On a miss the cache keeps the page
  // as the app wrote it and encodes it itself, so compression must skip that response.
  if (options.db) app.use(auditStaffRefusals(options.db));
  app.use(requestLimits);
  if (options.pageCache) app.use(options.pageCache.middleware);
  app.use(
    compression({
      filter: (req, res) => !isEncodedByPageCache(res) && compression.filter(req, res),
    }),
  );
  for (const handler of options.before ?? []) app.use(handler);
  if (options.clientDirectory) {
    // Hashed file names: a new build gets new URLs, so these can be cached for a year. Sent as
    // the brotli or gzip copy the build made (vite.config.ts) when the browser takes it. Only
    // GET and HEAD: it names the copy's encoding before serving, and any other method would
    // go on to the app with that header still set.
    const assets = expressStaticGzip(`${options.clientDirectory}/assets`, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false },
    });
    app.use('/assets', (req, res, next) => {
      if (req.method === 'GET' || req.method === 'HEAD') assets(req, res, next);
      else next();
    });
    app.use(
      express.static(options.clientDirectory, {
        maxAge: '1h',
        index: false,
        setHeaders: (res, path) => {
          if (!path.endsWith('/sw.js')) return;
          // A worker runs under the policy it was served with: it may fetch this site only.
          // Browsers check for a new worker on every visit rather than trust a cached one.
          res.setHeader('Content-Security-Policy', serviceWorkerContentSecurityPolicy);
          res.setHeader('Cache-Control', 'no-cache');
        },
      }),
    );
  }
  // After static files: only what the app answers counts against a client's allowance.
  app.use(rateLimits.handlers);
  app.use(options.app);
  // Express's own last resort replaces our headers with its own policy; this keeps them, and shows
  // the visitor only a reference to the log line (R28: no details in the body).
  const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
    req.log.error({ err: error as unknown }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // The database was busy (e.g. a rate-limit count found no connection free): come back later.
    const retryAfter = busyRetryAfter(error);
    if (retryAfter !== null) res.status(503).set('Retry-After', String(retryAfter));
    else res.status(500);
    res.type('text').send(`Something went wrong. Reference: ${String(req.id)}`);
  };
  app.use(lastResort);

  const { pageCache, logger, siteUrl = '' } = options;
  const server = createServer((req, res) => {
    const redirect = httpsRedirect(req, isSecure(req, trusted), siteUrl);
    if (redirect !== null) {
      res.writeHead(301, { Location: redirect, 'Content-Length': 0 }).end();
      return;
    }
    // A cache hit, or a refusal that needs nothing of the app (server/rate-limits.ts), is
    // answered before Express: its router and the per-request child logger cost several times
    // what either does itself (docs/performance.md P1). Same id, same log line.
    const started = performance.now();
    req.id = randomUUID();
    res.setHeader('X-Request-Id', req.id);
    if (pageCache?.serveHit(req, res) || rateLimits.refuseEarly(req, res)) {
      logger.info(
        {
          req: { id: req.id, method: req.method, url: req.url },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        'request completed',
      );
      return;
    }
    void app(req, res);
  });
  server.listen(options.port, options.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost =
    options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${port}`,
    shareRateLimitCounts: () => rateLimits.share(),
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          server.closeAllConnections();
          reject(new Error('Requests were still running when the shutdown time ran out'));
        }, options.shutdownTimeoutMs ?? 25_000);
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}

/** As Express's `req.secure`: TLS here, or a trusted proxy's first X-Forwarded-Proto says https. */
function isSecure(req: IncomingMessage, trusted: (address: string, hop: number) => boolean) {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trusted(req.socket.remoteAddress ?? '', 0)) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}
