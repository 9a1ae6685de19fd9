import { request } from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { listTestEngines } from '../tests/support/test-db';
import { startHost, type Host } from './host';
import {
  bodyLimitOf,
  dashboardBodyLimit,
  defaultBodyLimit,
  defaultUrlLimit,
  routePathOf,
  staffBodyLimit,
} from './request-limits';

let host: Host;
let handled = 0;
beforeAll(async () => {
  host = await startHost({
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'silent' }),
    app: (_req, res) => {
      handled += 1;
      res.send('ok');
    },
  });
});
afterAll(async () => host.close());

const form = 'application/x-www-form-urlencoded';

describe('request limits', () => {
  it.each(['TRACE', 'PROPFIND'])('%s -> 405', async (method) => {
    // fetch refuses TRACE itself, so ask with node:http.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(`${host.url}/`, { method }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(405);
  });

  it.each([
    ['/login', 'a'.repeat(defaultBodyLimit + 1), form, 413],
    ['/admin', 'a'.repeat(dashboardBodyLimit + 1), form, 413],
    ['/admin', 'a'.repeat(defaultBodyLimit + 1), form, 200],
    // The dashboard's fetcher posts to its data URL: a month's review must get through there too.
    ['/admin.data?index', 'a'.repeat(3 * 1024 * 1024), form, 200],
    ['/admin.data?index', 'a'.repeat(dashboardBodyLimit + 1), form, 413],
    ['/admin/articles.data', 'a'.repeat(staffBodyLimit + 1), form, 413],
    ['/_root.data', 'a'.repeat(defaultBodyLimit + 1), form, 413],
    ['/login', 'username=a', 'application/xml', 415],
    ['/login', '{"a":1}', 'application/json', 415],
    ['/login', 'username=a', form, 200],
    ['/login', 'username=a', 'multipart/form-data; boundary=x', 200],
  ])('POST %s with %i bytes of %s -> %i', async (path, body, type, status) => {
    const before = handled;
    const response = await fetch(`${host.url}${path}`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': type },
    });
    expect(response.status).toBe(status);
    expect(handled - before).toBe(status === 200 ? 1 : 0);
  });

  it.each([
    ['/admin', '/admin'],
    ['/admin.data', '/admin'],
    ['/ADMIN/', '/admin'],
    ['/admin/articles.data', '/admin/articles'],
    ['/_root.data', '/'],
    ['/', '/'],
    ['/login.data', '/login'],
  ])('%s is served as the route %s', (path, route) => {
    expect(routePathOf(path)).toBe(route);
  });

  it.each([
    ['/admin', dashboardBodyLimit],
    ['/admin/imports/Q2xvdWRzIGFyZSBub3QgYQ', dashboardBodyLimit],
    ['/admin/imports/Q2xvdWRzIGFyZSBub3QgYQ/fixtures/3', staffBodyLimit],
    ['/admin/articles/new', staffBodyLimit],
    ['/login', defaultBodyLimit],
  ])('takes a pasted listing where one is re-parsed: %s', (path, limit) => {
    expect(bodyLimitOf(path)).toBe(limit);
  });

  it('gives a page and its data request the same limit', () => {
    for (const path of ['/admin', '/admin/articles', '/login', '/']) {
      expect(bodyLimitOf(`${path === '/' ? '/_root' : path}.data`)).toBe(bodyLimitOf(path));
    }
  });

  it.each([
    ['/football-on-tv-today', defaultUrlLimit, 200],
    ['/football-on-tv-today', defaultUrlLimit + 1, 414],
    ['/match/abc', 5000, 414],
    ['/_root.data', defaultUrlLimit + 1, 414],
    // A shared list travels in the address of the page that reads it.
    ['/schedule?shared_fixtures=1.', 8000, 200],
    ['/schedule.data?shared_fixtures=1.', 8000, 200],
    ['/schedule?shared_fixtures=1.', 9000, 414],
  ])('GET %s made %i characters long -> %i', async (path, length, status) => {
    const before = handled;
    const address = `${path}${path.includes('?') ? '' : '?q='}`.padEnd(length, 'a');
    const response = await fetch(`${host.url}${address}`);
    expect(response.status).toBe(status);
    expect(handled - before).toBe(status === 200 ? 1 : 0);
  });

  it('asks for a declared length on bodies', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('username=a'));
        controller.close();
      },
    });
    const response = await fetch(`${host.url}/login`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': form },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(411);
  });
});

describe.each(listTestEngines())('refusals on staff and sign-in addresses on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let audited: Host;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    audited = await startHost({
      port: 0,
      host: '127.0.0.1',
      logger: pino({ level: 'silent' }),
      db,
      app: (_req, res) => res.send('ok'),
    });
  });
  afterAll(async () => {
    await audited.close();
    await cleanup();
  });

  /** The request.refused rows, once the one written after the answer has landed. */
  function refusedRows(count: number) {
    return vi.waitFor(
      async () => {
        const rows = await listAuditEvents(db, { limit: 100, action: 'request.refused' });
        expect(rows.length).toBeGreaterThanOrEqual(count);
        return rows;
      },
      { timeout: 10_000 },
    );
  }

  it('audits them as request.refused, once an address and path a quarter hour', async () => {
    const post = (path: string, body: string, type: string) =>
      fetch(`${audited.url}${path}`, { method: 'POST', body, headers: { 'Content-Type': type } });
    expect((await post('/', '{}', 'application/json')).status).toBe(415);
    expect((await post('/login', '{}', 'application/json')).status).toBe(415);
    await refusedRows(1);
    // The same route's data request is the same address: no second row.
    expect((await post('/login.data', '{}', 'application/json')).status).toBe(415);
    expect((await post('/admin', 'a'.repeat(dashboardBodyLimit + 1), form)).status).toBe(413);
    expect((await post('/admin', 'text=a', form)).status).toBe(200);
    const rows = await refusedRows(2);
    expect(rows.map((row) => [row.targetId, row.details])).toEqual([
      ['/admin', { status: 413, method: 'POST' }],
      ['/login', { status: 415, method: 'POST' }],
    ]);
    expect(rows[0]).toMatchObject({ actorUserId: null, ip: '127.0.0.1', targetType: 'path' });
  });
});
