import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { csrfMiddleware } from '~/features/auth/csrf.server';
import { staffMiddleware } from '~/features/auth/guard.server';
import { attemptLogin } from '~/features/auth/login.server';
import { createPasswordHasher } from '~/features/auth/password.server';
import { appContext } from '~/lib/app-context';
import { makeRouteContext } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { listAuditEvents, type AuditAction } from './audit.server';
import { recordRefusal, refusalAuditBound, type RefusalEvent } from './refusal-audit.server';

const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
const t0 = new Date('2025-10-30T09:00:00.000Z');
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);

/** Runs a middleware as React Router would; what it threw, if anything, and whether it went on. */
async function run(
  middleware: MiddlewareFunction<Response>,
  request: Request,
  context: RouterContextProvider,
): Promise<{ nextCalled: boolean; thrown: unknown }> {
  let nextCalled = false;
  try {
    await middleware(
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
}

describe.each(listTestEngines())('refusals in the audit trail on $name (R31)', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('login_throttle').execute();
  });

  const rows = (action: AuditAction) => listAuditEvents(db, { limit: 1000, action });

  describe('recordRefusal', () => {
    const refusal = (overrides: Partial<RefusalEvent> = {}): RefusalEvent => ({
      at: t0,
      actorUserId: null,
      ip: '198.51.100.1',
      action: 'request.refused',
      targetType: 'path',
      targetId: '/login',
      details: { status: 415, method: 'POST' },
      ...overrides,
    });

    it('keeps one row per action, address and target in a window', async () => {
      expect(await recordRefusal(db, refusal())).toBe(true);
      expect(await recordRefusal(db, refusal({ at: minutes(14) }))).toBe(false);
      expect(await recordRefusal(db, refusal({ at: minutes(1), targetId: '/admin' }))).toBe(true);
      expect(await recordRefusal(db, refusal({ at: minutes(1), ip: '198.51.100.2' }))).toBe(true);
      expect(await recordRefusal(db, refusal({ at: minutes(1), action: 'csrf.rejected' }))).toBe(
        true,
      );
      expect(await recordRefusal(db, refusal({ at: minutes(15) }))).toBe(true);
      // A target longer than the trail keeps still matches its stored, shortened self.
      const long = `/admin/${'x'.repeat(300)}`;
      expect(await recordRefusal(db, refusal({ at: minutes(1), targetId: long }))).toBe(true);
      expect(await recordRefusal(db, refusal({ at: minutes(2), targetId: long }))).toBe(false);
      expect(await rows('request.refused')).toHaveLength(5);
    });

    it('keeps at most perAction rows of an action in a window, from however many addresses', async () => {
      const at = minutes(60);
      const { perAction } = refusalAuditBound;
      let written = 0;
      for (let i = 0; i <= perAction + 5; i += 1) {
        if (await recordRefusal(db, refusal({ at, action: 'ratelimit.hit', ip: `2001:db8::${i}` })))
          written += 1;
      }
      expect(written).toBe(perAction);
      // Another action has its own allowance, and the next window starts afresh.
      expect(await recordRefusal(db, refusal({ at, action: 'authz.denied' }))).toBe(true);
      expect(await recordRefusal(db, refusal({ at: minutes(76), action: 'ratelimit.hit' }))).toBe(
        true,
      );
    });
  });

  describe('a throttled sign-in', () => {
    it('is audited as ratelimit.hit once per username and address in a throttle window', async () => {
      const before = (await rows('ratelimit.hit')).length;
      const ip = '192.0.2.50';
      const login = (username: string, at: Date) =>
        attemptLogin(
          db,
          {
            username,
            password: 'not the password at all',
            ip,
            userAgent: '',
            previousToken: null,
            now: at,
          },
          { passwords: cheap },
        );
      for (let i = 0; i < 5; i += 1) expect(await login('Sam', t0)).toMatchObject({ status: 401 });
      for (const at of [t0, minutes(1), minutes(10)]) {
        expect(await login('sam', at)).toMatchObject({ ok: false, status: 429 });
      }
      const written = await rows('ratelimit.hit');
      expect(written).toHaveLength(before + 1);
      expect(written[0]).toMatchObject({
        actorUserId: null,
        ip,
        targetType: 'username',
        targetId: 'sam',
        atUtc: t0.toISOString(),
        details: { limit: 'sign-in', username: 'sam', scopes: ['user_ip'], retryAfterSeconds: 900 },
      });

      // A long username is clipped, and counts as its clipped self.
      const long = 'x'.repeat(200);
      for (let i = 0; i < 5; i += 1) await login(long, t0);
      await login(long, t0);
      await login(long, minutes(2));
      const [clipped, ...others] = await rows('ratelimit.hit');
      expect(others).toHaveLength(before + 1);
      expect(clipped).toMatchObject({ targetId: 'x'.repeat(64) });
    });
  });

  describe('a change posted without a session', () => {
    it('gets 401 and an authz.denied row with nobody as the actor, once per window', async () => {
      const context = makeRouteContext(db, t0);
      const post = () =>
        run(
          staffMiddleware,
          new Request('http://localhost:3000/admin/fixtures/abc', { method: 'DELETE' }),
          context,
        );
      for (let i = 0; i < 3; i += 1) {
        const { nextCalled, thrown } = await post();
        expect(nextCalled).toBe(false);
        expect((thrown as Response).status).toBe(401);
      }
      const denied = (await rows('authz.denied')).filter((row) => row.targetType === 'route');
      expect(denied).toHaveLength(1);
      expect(denied[0]).toMatchObject({
        actorUserId: null,
        ip: '127.0.0.1',
        targetType: 'route',
        targetId: '/admin/fixtures/abc',
        details: { method: 'DELETE', session: 'none' },
      });
    });
  });

  describe('a sign-in posted with only a foreign Origin', () => {
    it('gets 403 and a csrf.rejected row, and never reaches the sign-in', async () => {
      const context = makeRouteContext(db, t0);
      context.set(appContext, { ...context.get(appContext), clientIp: '203.0.113.66' });
      const { nextCalled, thrown } = await run(
        csrfMiddleware,
        new Request('http://localhost:3000/login', {
          method: 'POST',
          headers: { Origin: 'https://evil.example' },
          body: new URLSearchParams({ username: 'sam', password: 'x' }),
        }),
        context,
      );
      expect(nextCalled).toBe(false);
      expect((thrown as Response).status).toBe(403);
      const [row] = await rows('csrf.rejected');
      expect(row).toMatchObject({
        ip: '203.0.113.66',
        targetType: 'path',
        targetId: '/login',
        details: { method: 'POST', reason: 'foreign-origin', origin: 'https://evil.example' },
      });
    });
  });
});
