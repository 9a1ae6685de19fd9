import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startHost, type Host } from './host';

const logger = pino({ level: 'silent' });
let host: Host | undefined;
let dir: string | undefined;

afterEach(async () => {
  await host?.close().catch(() => undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
  host = dir = undefined;
});

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

  it('lets a request in flight finish on shutdown, then stops listening', async () => {
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      app: (_req, res) => void setTimeout(() => res.send('slow but done'), 300),
    });
    const url = host.url;
    const slow = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = host.close();
    const response = await slow;
    expect(await response.text()).toBe('slow but done');
    await closed;
    await expect(fetch(`${url}/`)).rejects.toThrow();
  });

  it('gives up on requests that outlast the shutdown time', async () => {
    host = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger,
      shutdownTimeoutMs: 100,
      app: () => undefined, // never answers
    });
    void fetch(`${host.url}/hang`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(host.close()).rejects.toThrow(/still running/);
  });
});
