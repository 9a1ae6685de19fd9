import type { RequestHandler } from 'express';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { fallbackContentSecurityPolicy } from '~/lib/content-security-policy.server';
import { listTestEngines } from '../tests/support/test-db';
import { startHost, type Host } from './host';
import { alertChangesPerTenMinutes } from './rate-limits';

const logger = pino({ level: 'silent' });
let host: Host | undefined;
let dir: string | undefined;

afterEach(async () => {
  await host?.close().catch(() => undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
  host = dir = undefined;
});

/** A promise, and the function that settles it: an event a test waits for. */
function signal() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

function clientDirectory(): string {
  dir = mkdtempSync(join(tmpdir(), 'kickoff-host-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'entry-abc123.js'), 'console.log(1);'.repeat(200));
  writeFileSync(join(dir, 'favicon.ico'), 'icon');
  return dir;
}

describe('the HTTP host', () => {
  it('gives every response a request id and hides the framework', async () => {
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      app: (_req, res) => res.send('page'),
    });
    const first = await fetch(`${host.url}/`);
    const second = await fetch(`${host.url}/`);
    expect(await first.text()).toBe('page');
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
    expect(first.headers.get('x-powered-by')).toBeNull();
  });

  it('serves hashed assets with immutable caching, other files briefly, compressed', async () => {
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      clientDirectory: clientDirectory(),
      app: (_req, res) => res.status(404).send('not found'),
    });
    const asset = await fetch(`${host.url}/assets/entry-abc123.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    const icon = await fetch(`${host.url}/favicon.ico`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await fetch(`${host.url}/assets/missing.js`)).status).toBe(404);
  });

  it("sends an asset's brotli or gzip copy from the build as it is, as the browser accepts", async () => {
    const client = clientDirectory();
    const script = readFileSync(join(client, 'assets', 'entry-abc123.js'));
    const copies = {
      br: brotliCompressSync(script),
      gzip: gzipSync(script, { level: 9 }),
    };
    writeFileSync(join(client, 'assets', 'entry-abc123.js.br'), copies.br);
    writeFileSync(join(client, 'assets', 'entry-abc123.js.gz'), copies.gzip);
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      clientDirectory: client,
      app: (_req, res) => res.status(404).send('not found'),
    });
    for (const [accepted, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const asset = await fetch(`${host.url}/assets/entry-abc123.js`, {
        headers: { 'Accept-Encoding': accepted },
      });
      expect(asset.headers.get('content-encoding')).toBe(sent);
      expect(asset.headers.get('content-length')).toBe(String(copies[sent].length));
      expect(asset.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await asset.arrayBuffer())).toEqual(script); // fetch decodes it
    }
    const plain = await fetch(`${host.url}/assets/entry-abc123.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(script);
    // Another method is the app's to answer, with no encoding claimed for its body.
    const posted = await fetch(`${host.url}/assets/entry-abc123.js`, {
      method: 'POST',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(posted.status).toBe(404);
    expect(posted.headers.get('content-encoding')).toBeNull();
    expect(await posted.text()).toBe('not found');
  });

  it('limits how often one address may change match alerts, with a clear error', async () => {
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      app: (_req, res) => res.json({ ok: true }),
    });
    const change = () =>
      fetch(`${host!.url}/api/alerts`, {
        method: 'POST',
        body: new URLSearchParams({ subscription: '{}' }),
      });
    for (let i = 0; i < alertChangesPerTenMinutes; i += 1)
      expect((await change()).status).toBe(200);
    const refused = await change();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'Too many changes to match alerts from this address. Try again later.',
    });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Reading the key to subscribe with is not limited.
    expect((await fetch(`${host.url}/api/alerts`)).status).toBe(200);
  });

  it('shares the match-alert limit between workers on one database', async () => {
    const { db, cleanup } = await listTestEngines()[0]!.create();
    const workers = await Promise.all(
      [1, 2].map(() =>
        startHost({ port: 0, host: '127.0.0.1', logger, db, app: (_req, res) => res.json({}) }),
      ),
    );
    try {
      const change = (worker: Host) =>
        fetch(`${worker.url}/api/alerts`, { method: 'POST', body: new URLSearchParams() });
      // Half the allowance through each worker: once they have shared their counts (each does
      // a second after a count; here at once, twice so each reads back the other's), the next
      // change is refused by either.
      for (let i = 0; i < alertChangesPerTenMinutes; i += 1)
        expect((await change(workers[i % 2]!)).status).toBe(200);
      for (const worker of [...workers, ...workers]) await worker.shareRateLimitCounts();
      expect((await change(workers[0]!)).status).toBe(429);
      expect((await change(workers[1]!)).status).toBe(429);
    } finally {
      for (const worker of workers) await worker.close();
      await cleanup();
    }
  });

  it('lets a request in flight finish on shutdown, then stops listening', async () => {
    const arrived = signal();
    const answer = signal();
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      app: (_req, res) => {
        arrived.resolve();
        void answer.promise.then(() => res.send('slow but done'));
      },
    });
    const url = host.url;
    const slow = fetch(`${url}/slow`);
    await arrived.promise;
    const closed = host.close();
    answer.resolve(); // answered only once the shutdown has begun
    const response = await slow;
    expect(await response.text()).toBe('slow but done');
    await closed;
    await expect(fetch(`${url}/`)).rejects.toThrow();
  });

  it('gives up on requests that outlast the shutdown time', async () => {
    const arrived = signal();
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      shutdownTimeoutMs: 100,
      app: () => arrived.resolve(), // never answers
    });
    void fetch(`${host.url}/hang`).catch(() => undefined);
    await arrived.promise;
    await expect(host.close()).rejects.toThrow(/still running/);
  });
});

/** Raw HTTP, so the Host and X-Forwarded-* headers are sent exactly as a proxy would. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(url, { method, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** Echoes what the app believes about the request. */
const echo: RequestHandler = (req, res) => {
  res.json({ ip: req.ip, protocol: req.protocol, hostname: req.hostname, secure: req.secure });
};

describe('security headers', () => {
  it('are on every response: JSON, refusals, static files and pages with their own policy', async () => {
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      clientDirectory: clientDirectory(),
      app: (req, res) => {
        if (req.path === '/page') {
          res.setHeader('Content-Security-Policy', "default-src 'self'");
          res.type('html').send('<p>page</p>');
        } else res.status(404).json({ error: 'Not found' });
      },
    });
    const replies = [
      await get(`${host.url}/api/missing`),
      await get(`${host.url}/favicon.ico`),
      await get(`${host.url}/`, {}, 'TRACE'),
      await get(`${host.url}/page`),
    ];
    expect(replies.map((r) => r.status)).toEqual([404, 200, 405, 200]);
    for (const reply of replies) {
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['permissions-policy']).toMatch(/^camera=\(\), microphone=\(\)/);
      expect(reply.headers['x-powered-by']).toBeUndefined();
      // Plain http: browsers ignore HSTS there, and it would pin a site that has no https yet.
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    }
    const policies = replies.map((r) => r.headers['content-security-policy']);
    expect(policies.slice(0, 3)).toEqual(Array(3).fill(fallbackContentSecurityPolicy));
    expect(policies[3]).toBe("default-src 'self'"); // the page's own, once, not combined
  });

  it('leave a 304 without a policy, so a revalidated page keeps its own', async () => {
    // A 304's headers replace the stored response's (RFC 9111 4.3.4): a fallback policy there
    // took a reloaded page's own policy away in Chromium, blocking its scripts and stylesheet.
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      app: (req, res) => {
        if (req.headers['if-none-match'] === '"v1"') {
          res.writeHead(304, { ETag: '"v1"' }).end();
          return;
        }
        res.setHeader('Content-Security-Policy', "default-src 'self'");
        res.setHeader('ETag', '"v1"');
        res.type('html').send('<p>page</p>');
      },
    });
    const page = await get(`${host.url}/page`);
    expect(page.headers['content-security-policy']).toBe("default-src 'self'");
    const revalidated = await get(`${host.url}/page`, { 'If-None-Match': '"v1"' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expect(revalidated.headers['x-content-type-options']).toBe('nosniff');
  });

  it('are on an error the app did not handle (500), which shows nothing of the error', async () => {
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      app: () => {
        throw new Error('database is down at /srv/secret/path');
      },
    });
    const reply = await get(`${host.url}/schedule`);
    expect(reply.status).toBe(500);
    expect(reply.headers['content-security-policy']).toBe(fallbackContentSecurityPolicy);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.body).not.toMatch(/secret|database is down|at .+\(/);
    expect(reply.body).toBe(`Something went wrong. Reference: ${reply.headers['x-request-id']}`);
  });
});

describe('behind a proxy', () => {
  const forwarded = {
    host: 'kickoff.example',
    'x-forwarded-for': '203.0.113.9',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'kickoff.example',
  };

  it('believes X-Forwarded-* from a trusted proxy: client address, https, host, HSTS', async () => {
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      trustProxy: ['loopback'],
      app: echo,
    });
    const reply = await get(`${host.url}/who`, forwarded);
    expect(JSON.parse(reply.body)).toEqual({
      ip: '203.0.113.9',
      protocol: 'https',
      hostname: 'kickoff.example',
      secure: true,
    });
    expect(reply.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it.each([
    ['TRUST_PROXY=false', false as const],
    ['a proxy at another address', ['10.0.0.1']],
  ])(
    'ignores X-Forwarded-* with %s: a client cannot claim an address or https',
    async (_name, trustProxy) => {
      host = await startHost({ port: 0, host: '127.0.0.1', logger, trustProxy, app: echo });
      const reply = await get(`${host.url}/who`, forwarded);
      expect(JSON.parse(reply.body)).toMatchObject({
        ip: '127.0.0.1',
        protocol: 'http',
        secure: false,
      });
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('redirects plain http on a public host to the https site, and nothing else', async () => {
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      trustProxy: 1,
      siteUrl: 'https://kickoff.example',
      app: (_req, res) => res.send('page'),
    });
    const plain = await get(`${host.url}/schedule?team=hull`, { host: 'kickoff.example' });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://kickoff.example/schedule?team=hull');
    // Whatever the Host header says, the redirect goes to the site's own origin.
    const spoofed = await get(`${host.url}/x`, {
      host: 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(spoofed.headers.location).toBe('https://kickoff.example/x');
    const statuses = [
      await get(`${host.url}/schedule`, { host: 'kickoff.example', 'x-forwarded-proto': 'https' }),
      await get(`${host.url}/schedule`, { host: 'localhost:3000' }),
      await get(`${host.url}/schedule`), // 127.0.0.1
      await get(`${host.url}/healthz`, { host: 'kickoff.example' }), // load balancers probe http
    ].map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200, 200]);
  });

  it('does not redirect when the site itself is on http', async () => {
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      siteUrl: 'http://kickoff.example',
      app: (_req, res) => res.send('page'),
    });
    expect((await get(`${host.url}/`, { host: 'kickoff.example' })).status).toBe(200);
  });
});
