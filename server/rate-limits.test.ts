import type { RequestHandler } from 'express';
import { publicPage } from '~/lib/page-caching';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hashingRetryAfterSeconds,
  hashingSemaphore,
  maxConcurrentHashes,
  maxWaitingHashes,
} from '~/features/auth/password.server';
import { listTestEngines } from '../tests/support/test-db';
import { startHost, type Host } from './host';
import { createPageCache } from './page-cache';
import { requestsPerMinute } from './rate-limits';

const logger = pino({ level: 'silent' });
const hosts: Host[] = [];

afterEach(async () => {
  for (const host of hosts.splice(0)) await host.close().catch(() => undefined);
});

// A page declared public, as the site's are (app/lib/page-caching.ts); the API declares nothing.
const page: RequestHandler = (req, res) => {
  if (!req.path.startsWith('/api/')) res.set('Cache-Control', publicPage);
  res.status(200).type('html').send('<!DOCTYPE html><title>Page</title>');
};

/** A host believing X-Forwarded-For from loopback, so each test picks its client's address. */
async function start(options: Partial<Parameters<typeof startHost>[0]> = {}): Promise<Host> {
  const host = await startHost({
    port: 0,
    host: '127.0.0.1',
    logger,
    app: page,
    trustProxy: ['loopback'],
    siteUrl: 'http://localhost:3000',
    ...options,
  });
  hosts.push(host);
  return host;
}

let addressCounter = 0;
/** A client address no other test used. */
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

function send(
  host: Host,
  path: string,
  { method = 'GET', from, cookie }: { method?: string; from: string; cookie?: string },
) {
  const headers: Record<string, string> = { 'X-Forwarded-For': from };
  if (cookie) headers.Cookie = cookie;
  if (method !== 'GET') headers['Content-Type'] = 'application/x-www-form-urlencoded';
  return fetch(`${host.url}${path}`, {
    method,
    headers,
    body: method === 'GET' ? undefined : 'a=1',
  });
}

/** Sends `count` requests one after another and returns the statuses seen, in order. */
async function statuses(count: number, request: () => Promise<Response>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await request();
    await response.arrayBuffer();
    seen.push(response.status);
  }
  return seen;
}

describe('rate limits', () => {
  it('say what is left in the standard headers and refuse with 429 and Retry-After after the limit', async () => {
    const host = await start();
    const from = nextAddress();
    const first = await send(host, '/login', { method: 'POST', from });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toMatch(/^"sign-in"; q=10; w=60;/);
    expect(first.headers.get('ratelimit')).toMatch(/^"sign-in"; r=9; t=\d+/);
    const rest = await statuses(requestsPerMinute.signIn, () =>
      send(host, '/login', { method: 'POST', from }),
    );
    expect(rest).toEqual([...Array<number>(9).fill(200), 429]);
    const refused = await send(host, '/login', { method: 'POST', from });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('ratelimit')).toMatch(/; r=0; t=\d+/);
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
    // Once refused, refused before Express, in the same words (without the partition key).
    expect(refused.headers.get('ratelimit-policy')).toBe('"sign-in"; q=10; w=60');
    expect(await refused.text()).toBe(
      'Too many sign-in attempts from this address. Please try again in a minute.',
    );
    // Other addresses and other kinds of request keep their own allowance.
    expect((await send(host, '/login', { method: 'POST', from: nextAddress() })).status).toBe(200);
    expect((await send(host, '/schedule', { from })).status).toBe(200);
  });

  it('allow each staff session 100 changes a minute, 30 of them share links', async () => {
    const host = await start();
    const from = nextAddress();
    const cookie = 'kickoff_session=one-session-token';
    const shareLinks = await statuses(requestsPerMinute.shareLinks + 1, () =>
      send(host, '/admin/share-link', { method: 'POST', from, cookie }),
    );
    expect(shareLinks.at(-1)).toBe(429);
    expect(shareLinks.slice(0, -1).every((status) => status === 200)).toBe(true);
    const changes = await statuses(requestsPerMinute.staffChanges - shareLinks.length + 1, () =>
      send(host, '/admin.data', { method: 'POST', from, cookie }),
    );
    expect(changes.at(-1)).toBe(429);
    expect(changes.slice(0, -1).every((status) => status === 200)).toBe(true);
    // Another session from the same address is another person's allowance; reading is not a change.
    const other = { from, cookie: 'kickoff_session=another-token' };
    expect((await send(host, '/admin', { method: 'POST', ...other })).status).toBe(200);
    expect((await send(host, '/admin', { from, cookie })).status).toBe(200);
  });

  it('allow 1,000 other requests a minute per address, and never count a page-cache hit', async () => {
    const host = await start({ pageCache: createPageCache() });
    const from = nextAddress();
    const miss = await send(host, '/schedule', { from });
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(miss.headers.get('ratelimit')).toMatch(/^"requests"; r=999;/);
    // Hits are answered before any limit: no count, no header, however many.
    const hits = await statuses(1100, () => send(host, '/schedule', { from }));
    expect(hits.every((status) => status === 200)).toBe(true);
    const hit = await send(host, '/schedule', { from });
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('ratelimit')).toBeNull();
    const misses = await statuses(requestsPerMinute.requests, () =>
      send(host, `/api/fixtures`, { from }),
    );
    expect(misses.at(-1)).toBe(429);
    expect(misses.slice(0, -1).every((status) => status === 200)).toBe(true);
    // Refused once, the client is refused before Express for the rest of its window, in the
    // same words; cached pages are still answered.
    const refused = await send(host, '/football-on-tv-today', { from });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit-policy')).toBe('"requests"; q=1000; w=60');
    expect(refused.headers.get('ratelimit')).toMatch(/^"requests"; r=0; t=\d+$/);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(await refused.text()).toMatch(/^Too many requests/);
    expect((await send(host, '/schedule', { from })).status).toBe(200);
    // Hashed assets and changes still go through Express (which refuses them too).
    const asset = await send(host, '/assets/entry-abc.js', { from });
    expect(asset.headers.get('ratelimit-policy')).toMatch(/; pk=/);
  });
});

describe('a sign-in while the password hashing queue is full', () => {
  it('is answered 503 at once with Retry-After, before anything is counted', async () => {
    const host = await start();
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = Array.from({ length: maxConcurrentHashes + maxWaitingHashes }, () =>
      hashingSemaphore.run(() => gate),
    );
    try {
      const refused = await send(host, '/login', { method: 'POST', from: nextAddress() });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe(String(hashingRetryAfterSeconds));
      expect(refused.headers.get('ratelimit')).toBeNull();
      expect((await send(host, '/schedule', { from: nextAddress() })).status).toBe(200);
    } finally {
      open();
      await Promise.all(held);
    }
    expect((await send(host, '/login', { method: 'POST', from: nextAddress() })).status).toBe(200);
  });
});

describe.each(listTestEngines())('rate limits on $name', (engine) => {
  it('are counted once for the whole site, whichever worker or instance answers', async () => {
    const { db, cleanup } = await engine.create();
    try {
      const workers = [await start({ db }), await start({ db })];
      const from = nextAddress();
      /** What the database holds for the client, once the workers have sent it by themselves. */
      const storedHits = (hits: number) =>
        vi.waitFor(
          async () => {
            const stored = await db.selectFrom('rate_limits').select(['key', 'hits']).execute();
            expect(stored).toContainEqual({ key: `sign-in:${from}`, hits });
          },
          { timeout: 10_000 },
        );
      let turn = 0;
      const tries = await statuses(requestsPerMinute.signIn, () =>
        send(workers[(turn += 1) % 2]!, '/login', { method: 'POST', from }),
      );
      expect(tries).toEqual(Array<number>(10).fill(200));
      await storedHits(10);
      // The worker that sent first has not read the other's counts back yet: each does now.
      for (const worker of workers) await worker.shareRateLimitCounts();
      for (const worker of workers) {
        expect((await send(worker, '/login', { method: 'POST', from })).status).toBe(429);
      }
      await storedHits(12);
    } finally {
      for (const host of hosts.splice(0)) await host.close();
      await cleanup();
    }
  });
});
