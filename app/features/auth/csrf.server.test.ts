import type { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { appContext } from '~/lib/app-context';
import { makeRouteContext } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { checkCsrf, csrfMiddleware } from './csrf.server';

const site = 'https://kickoff.tv';

function post(headers: Record<string, string>, method = 'POST'): Request {
  return new Request(`${site}/admin/fixtures/delete`, { method, headers });
}

describe('checkCsrf (R19)', () => {
  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }, true],
    [
      'Sec-Fetch-Site: same-origin with a matching Origin',
      { 'Sec-Fetch-Site': 'same-origin', Origin: site },
      true,
    ],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }, false],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }, false],
    ['Sec-Fetch-Site: none', { 'Sec-Fetch-Site': 'none' }, false],
    [
      'Sec-Fetch-Site: cross-site even with our Origin',
      { 'Sec-Fetch-Site': 'cross-site', Origin: site },
      false,
    ],
    ['our Origin without Fetch Metadata', { Origin: site }, true],
    ['Origin: https://evil.example', { Origin: 'https://evil.example' }, false],
    ['Origin: http://kickoff.tv (scheme differs)', { Origin: 'http://kickoff.tv' }, false],
    [
      'Origin: https://kickoff.tv:8443 (port differs)',
      { Origin: 'https://kickoff.tv:8443' },
      false,
    ],
    ['Origin: https://www.kickoff.tv (subdomain)', { Origin: 'https://www.kickoff.tv' }, false],
    ['Origin: null', { Origin: 'null' }, false],
    ['neither header', {}, false],
    ['only a Referer', { Referer: `${site}/admin` }, false],
  ])('POST with %s: allowed=%s', (_what, headers, ok) => {
    expect(checkCsrf(post(headers), site).ok).toBe(ok);
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through with no headers', (method) => {
    expect(checkCsrf(new Request(`${site}/admin`, { method }), site)).toEqual({ ok: true });
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('checks %s like POST', (method) => {
    expect(checkCsrf(post({}, method), site).ok).toBe(false);
    expect(checkCsrf(post({ 'Sec-Fetch-Site': 'same-origin' }, method), site).ok).toBe(true);
  });

  it('says why', () => {
    expect(checkCsrf(post({ 'Sec-Fetch-Site': 'cross-site' }), site)).toEqual({
      ok: false,
      reason: 'cross-site-fetch',
    });
    expect(checkCsrf(post({ Origin: 'https://evil.example' }), site)).toEqual({
      ok: false,
      reason: 'foreign-origin',
    });
    expect(checkCsrf(post({}), site)).toEqual({ ok: false, reason: 'no-origin' });
  });

  it('compares with the origin of the configured site URL', () => {
    expect(checkCsrf(post({ Origin: 'http://127.0.0.1:4321' }), 'http://127.0.0.1:4321/').ok).toBe(
      true,
    );
  });
});

describe.each(listTestEngines())('csrfMiddleware on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let context: RouterContextProvider;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    context = makeRouteContext(db, new Date('2025-10-30T09:00:00.000Z'));
    context.set(appContext, { ...context.get(appContext), siteUrl: site });
  });
  afterAll(async () => cleanup());

  const run = async (request: Request) => {
    let nextCalled = false;
    try {
      await csrfMiddleware(
        { request, url: new URL(request.url), pattern: '/', params: {}, context },
        async () => {
          nextCalled = true;
          return new Response('done');
        },
      );
      return { nextCalled, thrown: undefined };
    } catch (thrown) {
      return { nextCalled, thrown };
    }
  };

  it('passes a same-origin POST on', async () => {
    expect(await run(post({ 'Sec-Fetch-Site': 'same-origin' }))).toEqual({
      nextCalled: true,
      thrown: undefined,
    });
  });

  // Each from an address of its own: one address's refusals are audited once a quarter hour.
  it.each([
    ['cross-site', { 'Sec-Fetch-Site': 'cross-site' }, '198.51.100.1'],
    ['same-site', { 'Sec-Fetch-Site': 'same-site' }, '198.51.100.2'],
    ['an evil Origin', { Origin: 'https://evil.example' }, '198.51.100.3'],
    ['no headers', {}, '198.51.100.4'],
  ])(
    'refuses %s with 403 before the action, and audits csrf.rejected',
    async (_what, headers, ip) => {
      context.set(appContext, { ...context.get(appContext), clientIp: ip });
      const { nextCalled, thrown } = await run(post(headers));
      expect(nextCalled).toBe(false);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(403);
      expect(await (thrown as Response).text()).toBe('Forbidden');
      const [audit] = await listAuditEvents(db, { limit: 1, action: 'csrf.rejected' });
      expect(audit).toMatchObject({
        ip,
        actorUserId: null,
        targetType: 'path',
        targetId: '/admin/fixtures/delete',
        atUtc: '2025-10-30T09:00:00.000Z',
        details: { method: 'POST', origin: (headers as { Origin?: string }).Origin ?? null },
      });
    },
  );
});
