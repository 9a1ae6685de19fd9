import express, { type RequestHandler } from 'express';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHost, type Host } from './host';
import { isStaffPath, privatePage, publicPage, signedInPage } from '~/lib/page-caching';
import { createPageCache, type PageCache, type PageCacheOptions } from './page-cache';

const logger = pino({ level: 'silent' });
const publicCaching = publicPage;
// Paths of the fake site whose routes declare nothing, as the API, health check, the router's
// manifest and static files do not.
const undeclared = /^\/(?:api|assets|healthz|__manifest|undeclared)(?:[/.]|$)/;
let host: Host | undefined;

afterEach(async () => {
  await host?.close().catch(() => undefined);
  host = undefined;
});

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Raw HTTP, so content codings are seen as sent rather than decoded by fetch. */
function send(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const req = httpRequest(
      `${host?.url}${path}`,
      { method: init.method ?? 'GET', headers: init.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Stands in for the React Router handler: counts renders, streams HTML in two writes. Its pages
 * declare themselves public and its staff pages private, as the site's routes do.
 */
function fakeSite() {
  // `finished`: what a page's render waits for before it is written (see hold()).
  const site = { renders: 0, version: 1, finished: Promise.resolve(), misses: 0 };
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><ul>` +
    Array.from({ length: 60 }, (_, i) => `<li>Fixture ${i} v ${site.version}</li>`).join('') +
    '</ul></body></html>';
  const app: RequestHandler = (req, res) => {
    site.renders += 1;
    const path = req.path;
    if (isStaffPath(path)) res.setHeader('Cache-Control', privatePage);
    else if (!undeclared.test(path)) res.setHeader('Cache-Control', publicPage);
    if (path === '/json') {
      res.json({ fixtures: [] });
      return;
    }
    if (path.startsWith('/missing')) {
      res.status(404).type('html').send(page('Not found'));
      return;
    }
    if (path.endsWith('.data')) {
      res.status(200).setHeader('Content-Type', 'text/x-script');
      res.end(`[${JSON.stringify(req.originalUrl)}]`);
      return;
    }
    if (path === '/with-cookie') res.setHeader('Set-Cookie', 'toast=saved; Path=/');
    if (path === '/no-store') res.setHeader('Cache-Control', 'no-store');
    if (path === '/own-caching') res.setHeader('Cache-Control', 'public, max-age=600');
    const html = page(`${path} ${JSON.stringify(req.query)}`);
    void site.finished.then(() => {
      res.status(200).setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(html.slice(0, 100));
      res.end(html.slice(100));
    });
  };
  return { site, app, page };
}

/** Holds the fake site's page renders (begun, not written) until the returned function is called. */
function hold(site: ReturnType<typeof fakeSite>['site']): () => void {
  let finish = () => undefined as void;
  site.finished = new Promise<void>((resolve) => (finish = resolve));
  return () => {
    site.finished = Promise.resolve();
    finish();
  };
}

async function start(options: PageCacheOptions = {}) {
  const { site, app, page } = fakeSite();
  const cache: PageCache = createPageCache(options);
  // The cache as the host sees it, counting the misses that reach its middleware (site.misses):
  // a miss that will wait for another's render is counted once it waits.
  const counted = Object.create(cache) as PageCache;
  counted.middleware = (req, res, next) => {
    site.misses += 1;
    cache.middleware(req, res, next);
  };
  host = await startHost({ port: 0, host: '127.0.0.1', logger, app, pageCache: counted });
  return { site, cache, page };
}

describe('the page cache', () => {
  it('renders a page once, then answers from memory with the same ETag', async () => {
    const { site, cache } = await start();
    const first = await send('/schedule');
    const second = await send('/schedule');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(site.renders).toBe(1);
    expect(cache.size).toBe(1);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(first.body.toString()).toContain('<title>/schedule {}</title>');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    for (const reply of [first, second]) {
      expect(reply.headers['cache-control']).toBe(publicCaching);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(reply.headers['content-length']).toBe(String(first.body.length));
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('keys on path and query, whatever the order of the parameters', async () => {
    const { site } = await start();
    await send('/schedule?team=wrexham&day=today');
    const reordered = await send('/schedule?day=today&team=wrexham');
    const other = await send('/schedule?team=hull');
    expect(reordered.headers['x-cache']).toBe('HIT');
    expect(other.headers['x-cache']).toBe('MISS');
    expect(other.body.toString()).toContain('hull');
    expect(site.renders).toBe(2);
  });

  // A client sending /football-on-tv-today?x=<random> once cut cached throughput from 7,495
  // to 86 requests a second: every distinct query string was a new render.
  it('leaves parameters no page reads out of the key: they cannot empty or grow the cache', async () => {
    const { site, cache } = await start();
    await send('/football-on-tv-today');
    for (const query of ['?x=1', '?x=2', '?utm_source=news&utm_medium=email', '?fbclid=abc']) {
      expect((await send(`/football-on-tv-today${query}`)).headers['x-cache']).toBe('HIT');
    }
    const filtered = await send('/football-on-tv-today?x=3&team=hull');
    expect(filtered.headers['x-cache']).toBe('MISS');
    expect((await send('/football-on-tv-today?team=hull&x=4')).headers['x-cache']).toBe('HIT');
    expect(site.renders).toBe(2);
    expect(cache.size).toBe(2);
  });

  // /schedule?date=… is a redirect to the day's page: keyed as /schedule, a hit would have
  // answered it with the schedule instead.
  it.each(['competition', 'search', 'channel', 'free', 'page', 'tag', 'date', 'shared_fixtures'])(
    'keys the %s parameter, which a public page reads',
    async (name) => {
      await start();
      await send('/schedule');
      expect((await send(`/schedule?${name}=x`)).headers['x-cache']).toBe('MISS');
    },
  );

  it('holds filtered views apart: a flood of searches cannot push out the main pages', async () => {
    const { site, cache } = await start({ maxEntries: 2 });
    await send('/a');
    await send('/b');
    for (let i = 0; i < 10; i++) await send(`/schedule?search=team-${i}`);
    expect(cache.size).toBe(4);
    expect((await send('/a')).headers['x-cache']).toBe('HIT');
    expect((await send('/b')).headers['x-cache']).toBe('HIT');
    expect((await send('/schedule?search=team-9')).headers['x-cache']).toBe('HIT');
    expect((await send('/schedule?search=team-0')).headers['x-cache']).toBe('MISS');
    expect(site.renders).toBe(13);
  });

  it('answers If-None-Match with 304 and no body, from memory and after a fresh render', async () => {
    const { site, cache } = await start();
    const { headers } = await send('/schedule');
    const etag = String(headers.etag);

    const hit = await send('/schedule', { headers: { 'If-None-Match': etag } });
    expect(hit.status).toBe(304);
    expect(hit.body.length).toBe(0);
    expect(hit.headers.etag).toBe(etag);
    expect(hit.headers['cache-control']).toBe(publicCaching);
    expect(hit.headers['x-cache']).toBe('HIT');

    const weakInAList = await send('/schedule', {
      headers: { 'If-None-Match': `"other", W/${etag}` },
    });
    expect(weakInAList.status).toBe(304);

    cache.clear();
    const fresh = await send('/schedule', { headers: { 'If-None-Match': etag } });
    expect(fresh.status).toBe(304);
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.body.length).toBe(0);
    expect(site.renders).toBe(2);

    site.version = 2;
    cache.clear();
    const changed = await send('/schedule', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends the gzip or brotli copy the client asks for, each decoding to the same page', async () => {
    const { site } = await start();
    const identity = await send('/schedule');
    const gzip = await send('/schedule', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    const br = await send('/schedule', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    const refused = await send('/schedule', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(site.renders).toBe(1);

    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['x-cache']).toBe('HIT');
    expect(gzip.headers['content-length']).toBe(String(gzip.body.length));
    expect(gzip.body.length).toBeLessThan(identity.body.length);
    expect(gunzipSync(gzip.body).toString()).toBe(identity.body.toString());
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(identity.body.toString());
    expect(refused.headers['content-encoding']).toBe('gzip');

    // One strong ETag per coding (RFC 9110 8.8.3.3); each revalidates its own copy.
    const tags = new Set([identity.headers.etag, gzip.headers.etag, br.headers.etag]);
    expect(tags.size).toBe(3);
    const revalidated = await send('/schedule', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': String(gzip.headers.etag) },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(gzip.headers.etag);
  });

  it('encodes a fresh render itself: compression does not encode it twice', async () => {
    await start();
    const miss = await send('/schedule', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(miss.headers['x-cache']).toBe('MISS');
    expect(miss.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(miss.body).toString()).toContain('<title>/schedule {}</title>');
  });

  it('answers HEAD with the headers of the page and no body', async () => {
    const { site } = await start();
    const headMiss = await send('/schedule', { method: 'HEAD' });
    expect(headMiss.status).toBe(200);
    expect(headMiss.body.length).toBe(0);
    expect(headMiss.headers['x-cache']).toBe('MISS');
    const get = await send('/schedule');
    expect(get.headers['x-cache']).toBe('HIT');
    expect(headMiss.headers['content-length']).toBe(String(get.body.length));
    const headHit = await send('/schedule', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(headHit.headers['x-cache']).toBe('HIT');
    expect(headHit.headers['content-encoding']).toBe('gzip');
    expect(headHit.body.length).toBe(0);
    expect(site.renders).toBe(1);
  });

  it('renders again once an entry is older than the time to live', async () => {
    let clock = 1_000_000;
    const { site } = await start({ ttlMs: 15_000, now: () => clock });
    await send('/schedule');
    clock += 14_999;
    expect((await send('/schedule')).headers['x-cache']).toBe('HIT');
    clock += 1;
    expect((await send('/schedule')).headers['x-cache']).toBe('MISS');
    expect(site.renders).toBe(2);
  });

  it('keeps nothing with a time to live of 0, but still sends ETag and caching headers', async () => {
    const { site, cache } = await start({ ttlMs: 0 });
    const first = await send('/schedule');
    const second = await send('/schedule');
    expect(site.renders).toBe(2);
    expect(cache.size).toBe(0);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(publicCaching);
  });

  it('shows new data on the next request after clear()', async () => {
    const { site, cache } = await start();
    await send('/schedule');
    site.version = 2;
    expect((await send('/schedule')).body.toString()).toContain('v 1');
    cache.clear();
    expect(cache.size).toBe(0);
    const after = await send('/schedule');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body.toString()).toContain('v 2');
    expect(site.renders).toBe(2);
  });

  it('does not keep a render that was under way when clear() was called', async () => {
    const { site, cache } = await start();
    const finish = hold(site);
    const stale = send('/schedule');
    await vi.waitFor(() => expect(site.renders).toBe(1)); // the render has begun
    site.version = 2; // a save commits while the page renders with the old data
    cache.clear();
    finish();
    expect((await stale).headers['x-cache']).toBe('MISS');
    const next = await send('/schedule');
    expect(next.headers['x-cache']).toBe('MISS');
    expect(next.body.toString()).toContain('v 2');
  });

  it('lets concurrent misses for one page share a single render', async () => {
    const { site } = await start();
    const finish = hold(site);
    const sent = Array.from({ length: 5 }, () => send('/schedule'));
    await vi.waitFor(() => expect(site.misses).toBe(5)); // one renders, four wait for it
    finish();
    const replies = await Promise.all(sent);
    expect(site.renders).toBe(1);
    expect(replies.map((r) => r.headers['x-cache']).sort()).toEqual([
      'HIT',
      'HIT',
      'HIT',
      'HIT',
      'MISS',
    ]);
    expect(new Set(replies.map((r) => r.body.toString())).size).toBe(1);
  });

  it('lets concurrent misses render side by side when the page cannot be kept', async () => {
    const { site } = await start();
    const finish = hold(site);
    const sent = Array.from({ length: 4 }, () => send('/with-cookie'));
    await vi.waitFor(() => expect(site.misses).toBe(4)); // one renders, three wait for it
    finish(); // it cannot be kept: the three render too
    await Promise.all(sent);
    expect(site.renders).toBe(4);
  });

  it('steps aside for signed-in visitors, but not for other cookies', async () => {
    const { site } = await start();
    await send('/schedule');
    const signedIn = await send('/schedule', {
      headers: { Cookie: 'theme=dark; __Host-session=abc', 'Accept-Encoding': 'gzip' },
    });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.headers['content-encoding']).toBe('gzip'); // compression still applies
    expect(site.renders).toBe(2);
    const otherCookie = await send('/schedule', { headers: { Cookie: 'theme=dark' } });
    expect(otherCookie.headers['x-cache']).toBe('HIT');
  });

  // A made-up cookie must not turn every request into a render (a cheap way to load the site).
  it.each([
    'session=x',
    '__session=abc',
    'my_session_id=1',
    'kickoff_session=1',
    '__Host-session',
    'a=__Host-session=1',
  ])('answers from memory despite a cookie header of %j', async (cookie) => {
    const { site } = await start();
    await send('/schedule');
    const response = await send('/schedule', { headers: { Cookie: cookie } });
    expect(response.headers['x-cache']).toBe('HIT');
    expect(site.renders).toBe(1);
  });

  it('knows the session cookie by the name the site gives it', async () => {
    const { site } = await start({ sessionCookie: 'kickoff_session' });
    await send('/schedule');
    const signedIn = await send('/schedule', { headers: { Cookie: 'a=1; kickoff_session=abc' } });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(site.renders).toBe(2);
  });

  it.each([
    '/admin',
    '/admin/fixtures',
    '/ADMIN/fixtures',
    '/%61dmin/fixtures',
    '//admin',
    '/login',
    '/logout',
    '/api/fixtures',
    '/assets/x.html',
    '/healthz',
    '/admin.data',
    '/login.data',
    '/__manifest?p=/schedule',
  ])('never caches %s', async (path) => {
    const { site, cache } = await start();
    const first = await send(path);
    await send(path);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(site.renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it.each(['/with-cookie', '/no-store', '/json', '/undeclared'])(
    'does not keep %s (not a page for everyone)',
    async (path) => {
      const { site, cache } = await start();
      const first = await send(path, { headers: { 'Accept-Encoding': 'gzip' } });
      await send(path);
      expect(first.headers['x-cache']).toBeUndefined();
      expect(site.renders).toBe(2);
      expect(cache.size).toBe(0);
    },
  );

  it("keeps a page's data request as it keeps the page: /_root.data is answered from memory", async () => {
    const { site } = await start();
    for (const path of ['/_root.data', '/schedule.data?_routes=routes%2Fpublic%2Fschedule']) {
      const first = await send(path);
      const second = await send(`${path}${path.includes('?') ? '&' : '?'}utm_source=x`);
      expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
      expect(second.headers['content-type']).toBe('text/x-script');
      expect(second.body.toString()).toBe(first.body.toString());
    }
    expect(site.renders).toBe(2);
    const other = await send('/schedule.data?_routes=root');
    expect(other.headers['x-cache']).toBe('MISS');
  });

  it('keeps "not found" pages briefly and apart, at most maxNotFound of them', async () => {
    const { site, cache } = await start({ maxNotFound: 2 });
    await send('/schedule');
    const first = await send('/missing/a');
    const again = await send('/missing/a');
    expect([first.status, again.status]).toEqual([404, 404]);
    expect([first.headers['x-cache'], again.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(again.headers['cache-control']).toBe(publicPage);
    expect(again.body.toString()).toBe(first.body.toString());
    // Invented addresses cannot grow memory or push real pages out.
    for (const path of ['/missing/b', '/missing/c', '/missing/d']) await send(path);
    expect(cache.size).toBe(3);
    expect((await send('/missing/a')).headers['x-cache']).toBe('MISS');
    expect((await send('/schedule')).headers['x-cache']).toBe('HIT');
    expect(site.renders).toBe(6);
    // A 304 is for pages only.
    const etag = String(again.headers.etag);
    expect((await send('/missing/a', { headers: { 'If-None-Match': etag } })).status).toBe(404);
  });

  it('keys a team filter on the team: one entry per team however written, one for all unknown', async () => {
    const { site } = await start();
    await send('/schedule?team=spurs');
    expect((await send('/schedule?team=Tottenham%20Hotspur')).headers['x-cache']).toBe('HIT');
    await send('/schedule?team=no-such-team-1');
    for (const team of ['no-such-team-2', 'x'.repeat(500), '%20']) {
      expect((await send(`/schedule?team=${team}`)).headers['x-cache']).toBe('HIT');
    }
    expect(site.renders).toBe(2);
  });

  it('leaves responses it does not keep to compression, streaming as before', async () => {
    const { page } = await start();
    const missing = await send('/no-store', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(missing.status).toBe(200);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(missing.body).toString()).toBe(page('/no-store {}'));
    const cookie = await send('/with-cookie');
    expect(cookie.headers['set-cookie']).toEqual(['toast=saved; Path=/']);
    expect(cookie.body.toString()).toContain('/with-cookie');
  });

  it('keeps the Cache-Control a route set itself', async () => {
    await start();
    const first = await send('/own-caching');
    const second = await send('/own-caching');
    expect(second.headers['x-cache']).toBe('HIT');
    for (const reply of [first, second]) {
      expect(reply.headers['cache-control']).toBe('public, max-age=600');
      expect(reply.headers.etag).toBeDefined();
    }
  });

  it('holds at most maxEntries pages, dropping the oldest first', async () => {
    const { site, cache } = await start({ maxEntries: 2 });
    await send('/a');
    await send('/b');
    await send('/c'); // drops /a
    expect(cache.size).toBe(2);
    expect((await send('/c')).headers['x-cache']).toBe('HIT');
    expect((await send('/b')).headers['x-cache']).toBe('HIT');
    expect((await send('/a')).headers['x-cache']).toBe('MISS'); // drops /b
    expect((await send('/b')).headers['x-cache']).toBe('MISS');
    expect(site.renders).toBe(5);
  });
});

describe('the page cache in the host', () => {
  it('logs a hit like any other request, with its request id', async () => {
    const lines: { req?: { id: string; url: string }; res?: { statusCode: number } }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        done();
      },
    });
    const { app } = fakeSite();
    const pageCache = createPageCache();
    host = await startHost({ port: 0, host: '127.0.0.1', logger: pino(sink), app, pageCache });
    await send('/schedule');
    const hit = await send('/schedule');
    expect(hit.headers['x-cache']).toBe('HIT');
    const logged = lines.filter((line) => line.req?.url === '/schedule');
    expect(logged.map((line) => line.req?.id)).toContain(hit.headers['x-request-id']);
    expect(logged).toHaveLength(2);
  });

  it('also works as plain Express middleware, without the host', async () => {
    const { site, app } = fakeSite();
    const cache = createPageCache();
    const server = express().use(cache.middleware).use(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/schedule`;
    try {
      const first = await fetch(url);
      const second = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(first.headers.get('x-cache')).toBe('MISS');
      expect(second.headers.get('x-cache')).toBe('HIT');
      expect(second.headers.get('content-encoding')).toBe('gzip');
      expect(await second.text()).toBe(await first.text());
      expect(site.renders).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('caching headers from the host', () => {
  it.each(['/admin', '/admin/fixtures?page=2', '/Admin/fixtures.data', '/login', '/logout'])(
    'sends Cache-Control: no-store on %s',
    async (path) => {
      const { app } = fakeSite();
      host = await startHost({ port: 0, host: '127.0.0.1', logger, app });
      expect((await send(path)).headers['cache-control']).toBe('no-store');
    },
  );

  it('makes a public page private to a signed-in member of staff, whom no shared cache may serve', async () => {
    const { app } = fakeSite();
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      app,
      pageCache: createPageCache(),
    });
    const cookie = { Cookie: 'theme=dark; kickoff_session=abc' };
    expect((await send('/schedule', { headers: cookie })).headers['cache-control']).toBe(
      signedInPage,
    );
    expect((await send('/schedule.data', { headers: cookie })).headers['cache-control']).toBe(
      signedInPage,
    );
    const other = { Cookie: 'theme=dark; my_kickoff_session=abc' };
    expect((await send('/schedule', { headers: other })).headers['cache-control']).toBe(publicPage);
  });

  it("passes a public page's own declaration on when there is no page cache", async () => {
    const { app } = fakeSite();
    host = await startHost({ port: 0, host: '127.0.0.1', logger, app });
    const reply = await send('/schedule');
    expect(reply.headers['cache-control']).toBe(publicPage);
    expect(reply.headers['x-cache']).toBeUndefined();
  });
});
