// Render once, serve many (docs/performance.md P1, P3, P4): pages their route declares public
// (app/lib/page-caching.ts) are kept in memory for anonymous visitors, with their ETag and
// gzip/brotli copies computed once per entry, so a hit costs a map lookup and one write. The same
// declaration lets browsers and a CDN in front keep them a minute.
import { createHash } from 'node:crypto';
import {
  STATUS_CODES,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import { etagListMatches } from '~/lib/conditional-request';
import { readCookie, secureSessionCookieName } from '~/features/auth/session-cookie.server';
import { articleListParameters } from '~/features/articles/article';
import { listFilterParameters } from '~/features/listings/list-query';
import { dayParameter } from '~/features/schedule/day-views';
import { sharedFixturesParam } from '~/features/share/share-link.server';
import { isStaffPath } from '~/lib/page-caching';
import { resolveTeamFilter } from '~/features/teams/team-filter';

export interface PageCache {
  /**
   * Answers a fresh hit (or its 304) straight from memory and returns true; returns false when
   * the request must go on to the app. For the host to call before Express: routing and the
   * per-request logger cost more than the hit itself (P1).
   */
  serveHit(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * Mount before `compression()`. Renders pages on a miss and keeps them; also answers hits
   * (for a host that does not call serveHit, and for misses that waited on the same render).
   */
  middleware: RequestHandler;
  /** Forgets every page; renders in flight when it is called are served but not kept. */
  clear(): void;
  /** Pages held, including expired ones not yet looked up again. */
  readonly size: number;
}

export interface PageCacheOptions {
  /** How long a rendered page is served from memory; 0 keeps nothing. Default 15 s. */
  ttlMs?: number;
  /**
   * The most pages held; the oldest goes first. Pages without a query string (the day views,
   * match pages) and filtered views (`?team=…`) are held apart, each up to this many, so no flood
   * of distinct searches can push the site's main pages out. Default 500.
   */
  maxEntries?: number;
  /**
   * The most "not found" pages held, apart from the others: an address that names nothing is
   * answered from memory when asked again, and a flood of invented ones cannot grow memory or
   * push real pages out. Default 100.
   */
  maxNotFound?: number;
  /**
   * The name of the site's session cookie (sessionCookieName): a request carrying it is a staff
   * member's and is never answered from memory; any other cookie, whatever its name, leaves the
   * page cacheable. Default `__Host-session`, the name on https.
   */
  sessionCookie?: string;
  now?: () => number;
}

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
  /** Everything a 200 sends, precomputed so a hit does no work per header. */
  headers: OutgoingHttpHeaders;
  notModifiedHeaders: OutgoingHttpHeaders;
}

interface Entry {
  /** A page (200) or a "not found" page (404). */
  status: number;
  expiresAt: number;
  /** The page as rendered; the compressed copies are made when a client first asks for them. */
  variant(encoding: Encoding): Variant;
}

/**
 * True when the page cache will send this response itself, encoded once per entry; the host's
 * `compression()` filter must then leave it alone, or the cache would keep compressed bytes.
 */
export function isEncodedByPageCache(res: ServerResponse): boolean {
  return capturing.get(res)?.() ?? false;
}

/** An in-process cache of rendered public pages for anonymous visitors. See PageCache. */
export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const ttlMs = options.ttlMs ?? 15_000;
  const maxEntries = options.maxEntries ?? 500;
  const maxNotFound = options.maxNotFound ?? 100;
  const now = options.now ?? Date.now;
  const sessionCookie = options.sessionCookie ?? secureSessionCookieName;
  // Map order is age order. Plain pages and filtered views are held apart (see maxEntries).
  const pages = new Map<string, Entry>();
  const filtered = new Map<string, Entry>();
  const notFound = new Map<string, Entry>();
  const poolOf = (key: string) => (key.includes('?') ? filtered : pages);
  // Concurrent misses for one URL share the first render (see capture()).
  const inFlight = new Map<string, Promise<Entry | undefined>>();
  // Bumped by clear(), so a render that started before a save is not kept after it.
  let generation = 0;

  function lookup(key: string): Entry | undefined {
    return fresh(poolOf(key), key) ?? fresh(notFound, key);
  }

  function fresh(pool: Map<string, Entry>, key: string): Entry | undefined {
    const entry = pool.get(key);
    if (entry === undefined) return undefined;
    if (now() < entry.expiresAt) return entry;
    pool.delete(key);
    return undefined;
  }

  function keep(key: string, entry: Entry) {
    const pool = entry.status === 200 ? poolOf(key) : notFound;
    const limit = pool === notFound ? maxNotFound : maxEntries;
    pool.delete(key); // re-inserting moves it to the end
    pool.set(key, entry);
    while (pool.size > limit) {
      const oldest = pool.keys().next();
      if (oldest.done) break;
      pool.delete(oldest.value);
    }
  }

  /**
   * A miss: the request goes on to the app while the response is held back. A cacheable page is
   * buffered, turned into an entry and sent from it; anything else streams through untouched.
   * The first miss for a URL leads; misses that arrive while it renders wait for its entry, and
   * render themselves only if it could not be kept (not a cacheable page, or the client left).
   */
  function capture(
    req: IncomingMessage,
    res: ServerResponse,
    next: (error?: unknown) => void,
    key: string,
    lead: boolean,
  ) {
    const startedIn = generation;
    let settle: ((entry: Entry | undefined) => void) | undefined;
    let shared: Promise<Entry | undefined> | undefined;
    if (lead) {
      shared = new Promise((resolve) => (settle = resolve));
      inFlight.set(key, shared);
    }
    const release = (entry: Entry | undefined) => {
      if (shared !== undefined && inFlight.get(key) === shared) inFlight.delete(key);
      settle?.(entry);
      settle = undefined;
    };

    // A HEAD is rendered as a GET so its page can be kept; Node drops the body of a HEAD.
    const method = req.method;
    req.method = 'GET';
    const original = {
      writeHead: res.writeHead as ResponseMethod,
      write: res.write as ResponseMethod,
      end: res.end as ResponseMethod,
      flushHeaders: res.flushHeaders as ResponseMethod,
    };
    const chunks: Buffer[] = [];
    let mode: 'undecided' | 'buffer' | 'through' = 'undecided';

    const decide = (): boolean => {
      if (mode === 'undecided') {
        mode = isCacheableResponse(res) ? 'buffer' : 'through';
        if (mode === 'through') {
          req.method = method;
          capturing.delete(res);
          release(undefined);
        }
      }
      return mode === 'buffer';
    };
    capturing.set(res, decide);

    res.writeHead = function writeHead(
      this: ServerResponse,
      status: number,
      reason?: string | OutgoingHttpHeaders | OutgoingHttpHeaders[keyof OutgoingHttpHeaders][],
      headers?: OutgoingHttpHeaders | OutgoingHttpHeaders[keyof OutgoingHttpHeaders][],
    ) {
      if (mode === 'through') {
        return original.writeHead.call(this, status, reason, headers) as ServerResponse;
      }
      this.statusCode = status;
      if (typeof reason === 'string') this.statusMessage = reason;
      else headers = reason;
      setHeaders(this, headers);
      if (decide()) return this;
      return original.writeHead.call(this, this.statusCode) as ServerResponse;
    } as ServerResponse['writeHead'];

    res.flushHeaders = function flushHeaders(this: ServerResponse) {
      if (mode === 'undecided') this.writeHead(this.statusCode);
      if (mode === 'through') original.flushHeaders.call(this);
    };

    res.write = function write(
      this: ServerResponse,
      chunk: string | Uint8Array,
      encoding?: BufferEncoding | WriteCallback,
      callback?: WriteCallback,
    ) {
      if (mode === 'undecided') this.writeHead(this.statusCode);
      if (mode === 'through') {
        return original.write.call(this, chunk, encoding, callback) as boolean;
      }
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
      chunks.push(toBuffer(chunk, encoding));
      if (callback) process.nextTick(callback);
      return true;
    } as ServerResponse['write'];

    res.end = function end(
      this: ServerResponse,
      chunk?: string | Uint8Array | WriteCallback,
      encoding?: BufferEncoding | WriteCallback,
      callback?: WriteCallback,
    ) {
      if (mode === 'undecided') this.writeHead(this.statusCode);
      if (mode === 'through') {
        return original.end.call(this, chunk, encoding, callback) as ServerResponse;
      }
      if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
      if (chunk !== undefined) chunks.push(toBuffer(chunk, encoding));
      if (callback) this.once('finish', callback);

      // Done buffering: from here on the response goes straight out, whatever wraps it.
      mode = 'through';
      req.method = method;
      const entry = buildEntry(this, Buffer.concat(chunks), now() + ttlMs);
      if (ttlMs > 0 && startedIn === generation) keep(key, entry);
      release(entry);
      for (const name of this.getHeaderNames()) {
        if (!perRequestHeaders.has(name)) this.removeHeader(name);
      }
      respond(req, this, entry, 'MISS', original.writeHead, original.end);
      return this;
    } as ServerResponse['end'];

    // The client left, or the app gave up, before the page was complete: nothing to share.
    res.once('close', () => {
      req.method = method;
      release(undefined);
    });
    next();
  }

  const middleware: RequestHandler = (req, res, next) => {
    const key = cacheKey(req, sessionCookie);
    if (key === undefined) return next();
    const entry = lookup(key);
    if (entry !== undefined) return respond(req, res, entry, 'HIT');
    const leader = inFlight.get(key);
    if (leader === undefined) return capture(req, res, next, key, true);
    leader.then(
      (shared) => {
        if (res.destroyed) return;
        if (shared === undefined) capture(req, res, next, key, false);
        else respond(req, res, shared, 'HIT');
      },
      (error: unknown) => next(error),
    );
  };

  return {
    serveHit(req, res) {
      const key = cacheKey(req, sessionCookie);
      const entry = key === undefined ? undefined : lookup(key);
      if (entry === undefined) return false;
      respond(req, res, entry, 'HIT');
      return true;
    },
    middleware,
    clear() {
      generation += 1;
      pages.clear();
      filtered.clear();
      notFound.clear();
      inFlight.clear();
    },
    get size() {
      return pages.size + filtered.size + notFound.size;
    },
  };
}

type WriteCallback = (error?: Error | null) => void;
/** A ServerResponse method as saved before it is wrapped, called with its original arguments. */
type ResponseMethod = (this: ServerResponse, ...args: unknown[]) => unknown;

const capturing = new WeakMap<ServerResponse, () => boolean>();

const maxKeyLength = 2048;

/**
 * The query parameters public pages read, each list taken from the code that reads it: list
 * filters, article paging and tags, the day picker's date, shared links, and which routes' data a
 * navigation's data request asks for (`_routes`). Any other parameter (campaign tags, a
 * cache-busting `?x=random`) changes nothing on the page, so it is left out of the cache key: the
 * cache cannot be emptied or grown by inventing them.
 */
export const pageQueryParameters = new Set<string>([
  ...listFilterParameters,
  ...articleListParameters,
  dayParameter,
  sharedFixturesParam,
  '_routes',
]);

/** Stands in the cache key for any team the catalogue does not know: no team is called this. */
const unknownTeam = '?';

/**
 * A parameter's value as the page reads it: a team filter by its catalogue name (pages show
 * the team under that name, and one "no such team" page for every unknown one), anything else
 * as written.
 */
function keyValue(name: string, value: string): string {
  return name === 'team' ? (resolveTeamFilter(value) ?? unknownTeam) : value;
}

/**
 * The cache key (path plus the sorted parameters pages read, as they read them) when the request
 * may be answered from the cache: GET or HEAD, anonymous, a public page or its data request
 * (`*.data`, the page's data as a navigation fetches it).
 */
function cacheKey(req: IncomingMessage, sessionCookie: string): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const { cookie, authorization } = req.headers;
  if (authorization !== undefined) return undefined;
  if (readCookie(cookie, sessionCookie) !== null) return undefined;
  const url = req.url ?? '/';
  if (url.length > maxKeyLength) return undefined;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (isStaffPath(pathname)) return undefined;
  if (queryAt === -1) return pathname;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  if (query.has('_data')) return undefined;
  const read = new URLSearchParams();
  for (const [name, value] of query) {
    if (pageQueryParameters.has(name)) read.append(name, keyValue(name, value));
  }
  read.sort();
  const sorted = read.toString();
  return sorted === '' ? pathname : `${pathname}?${sorted}`;
}

/**
 * A page (200) or a "not found" page (404) its route declared public (app/lib/page-caching.ts), as
 * HTML or as React Router's data (`text/x-script`): no cookie set, varies by nothing.
 */
function isCacheableResponse(res: ServerResponse): boolean {
  if (res.statusCode !== 200 && res.statusCode !== 404) return false;
  const type = res.getHeader('content-type');
  if (typeof type !== 'string' || !/^text\/(?:html|x-script)\b/i.test(type)) return false;
  if (res.hasHeader('set-cookie')) return false;
  const encoding = res.getHeader('content-encoding');
  if (encoding !== undefined && encoding !== 'identity') return false;
  const cacheControl = headerText(res.getHeader('cache-control'));
  if (!/\bpublic\b/i.test(cacheControl)) return false;
  if (/\b(?:no-store|private|no-cache|no-transform)\b/i.test(cacheControl)) return false;
  const vary = headerText(res.getHeader('vary'));
  return vary.split(',').every((field) => /^\s*(?:accept-encoding)?\s*$/i.test(field));
}

// Headers that belong to one request and are never replayed: its id and the client's rate-limit
// allowance. Every other header of the render (security headers, a CSP matching the HTML) is
// kept with the page and sent with each hit.
const perRequestHeaders = new Set(['x-request-id', 'ratelimit', 'ratelimit-policy']);
// Recomputed for each encoded copy, or left to Node.
const variantHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'vary',
  'x-cache',
  'date',
  'connection',
  'keep-alive',
]);

/** Hashes and compresses the page once; a hit only picks a variant. */
function buildEntry(res: ServerResponse, body: Buffer, expiresAt: number): Entry {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (!perRequestHeaders.has(name) && !variantHeaders.has(name)) kept[name] = value;
  }
  const status = res.statusCode;
  kept.vary = 'Accept-Encoding';
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const variant = (encoding: Encoding, encoded: Buffer, etag: string): Variant => {
    const notModifiedHeaders = { etag, 'cache-control': kept['cache-control'], vary: kept.vary };
    const headers: OutgoingHttpHeaders = {
      ...kept,
      etag,
      'content-length': encoded.length,
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    return { body: encoded, etag, headers, notModifiedHeaders };
  };
  // Strong ETags differ per content coding (RFC 9110 8.8.3.3), as nginx and Apache do it.
  // Each compressed copy is made once, on first demand: a page asked for once (a rare search)
  // costs one compression, not two.
  const encode: Record<Encoding, () => Variant> = {
    identity: () => variant('identity', body, `"${hash}"`),
    gzip: () => variant('gzip', gzipSync(body, { level: 9 }), `"${hash}-gzip"`),
    br: () =>
      variant(
        'br',
        brotliCompressSync(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 6, // ~as small as 9-11 at a fraction of the time
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        `"${hash}-br"`,
      ),
  };
  const made: Partial<Record<Encoding, Variant>> = {};
  return { status, expiresAt, variant: (encoding) => (made[encoding] ??= encode[encoding]()) };
}

/** Sends an entry: 304 when the client has it, else the variant its Accept-Encoding prefers. */
function respond(
  req: IncomingMessage,
  res: ServerResponse,
  entry: Entry,
  source: 'HIT' | 'MISS',
  writeHead = res.writeHead as ResponseMethod,
  end = res.end as ResponseMethod,
) {
  const variant = entry.variant(preferredEncoding(req.headers['accept-encoding']));
  res.setHeader('X-Cache', source);
  const ifNoneMatch = req.headers['if-none-match'];
  if (
    entry.status === 200 &&
    ifNoneMatch !== undefined &&
    etagListMatches(ifNoneMatch, variant.etag)
  ) {
    writeHead.call(res, 304, 'Not Modified', variant.notModifiedHeaders);
    end.call(res);
    return;
  }
  writeHead.call(res, entry.status, STATUS_CODES[entry.status], variant.headers);
  if (req.method === 'HEAD') end.call(res);
  else end.call(res, variant.body);
}

// Browsers send a handful of distinct Accept-Encoding values: negotiate each one once.
const negotiated = new Map<string, Encoding>();
const maxNegotiated = 100;

/** The best coding the client accepts: br, then gzip, then none; `q=0` refuses a coding. */
function preferredEncoding(header: string | undefined): Encoding {
  if (header === undefined) return 'identity';
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const quality: Partial<Record<string, number>> = {};
  for (const item of header.toLowerCase().split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    quality[name] = q === undefined ? 1 : Number(q.slice(2)) || 0;
  }
  const br = quality.br ?? quality['*'] ?? 0;
  const gzip = quality.gzip ?? quality['*'] ?? 0;
  const best: Encoding = br > 0 && br >= gzip ? 'br' : gzip > 0 ? 'gzip' : 'identity';
  if (negotiated.size < maxNegotiated) negotiated.set(header, best);
  return best;
}

function setHeaders(
  res: ServerResponse,
  headers: OutgoingHttpHeaders | OutgoingHttpHeaders[keyof OutgoingHttpHeaders][] | undefined,
) {
  if (headers === undefined) return;
  if (Array.isArray(headers)) {
    // Node's flat form: [name, value, name, value, ...]
    for (let i = 0; i + 1 < headers.length; i += 2) {
      const value = headers[i + 1];
      if (value !== undefined) res.setHeader(String(headers[i]), value);
    }
    return;
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) res.setHeader(name, value);
  }
}

function headerText(value: number | string | string[] | undefined): string {
  return value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
}

function toBuffer(chunk: string | Uint8Array, encoding?: BufferEncoding): Buffer {
  // A copy: the writer may reuse its buffer once write() returns.
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
}
