import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { appContext } from '~/lib/app-context';
import { makeRouteContext } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import {
  getStaff,
  loginRedirectPath,
  requireStaff,
  safeRedirectPath,
  staffContext,
  staffMiddleware,
} from './guard.server';
import { createPasswordHasher } from './password.server';
import { createSession, hashSessionToken } from './sessions.server';
import { createUser, type StaffUser } from './users.server';

describe('safeRedirectPath', () => {
  it.each([
    [null, '/admin'],
    ['', '/admin'],
    ['/admin', '/admin'],
    ['/admin/x?y', '/admin/x?y'],
    ['/admin/fixtures?date=2025-11-01#top', '/admin/fixtures?date=2025-11-01#top'],
    ['/', '/'],
    ['/admin/caf%C3%A9', '/admin/caf%C3%A9'],
    ['//evil.com', '/admin'],
    ['///evil.com', '/admin'],
    ['/\\evil.com', '/admin'],
    ['/\\/evil.com', '/admin'],
    ['\\\\evil.com', '/admin'],
    ['/\t/evil.com', '/admin'],
    ['/\n/evil.com', '/admin'],
    [' /admin', '/admin'],
    ['https://evil.com', '/admin'],
    ['https://evil.com/admin', '/admin'],
    ['http:/evil.com', '/admin'],
    ['javascript:alert(1)', '/admin'],
    ['JaVaScRiPt:alert(1)', '/admin'],
    ['data:text/html,hi', '/admin'],
    ['admin', '/admin'],
    ['/admin/../..//evil.com', '/admin'],
    ['/login', '/admin'],
    ['/login?redirectTo=/login', '/admin'],
    ['/LOGIN/extra', '/admin'],
    ['/loginx', '/loginx'],
    [`/admin/${'x'.repeat(3000)}`, '/admin'],
  ])('%j -> %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it('takes another fallback', () => {
    expect(safeRedirectPath('//evil.com', '/')).toBe('/');
  });
});

describe('loginRedirectPath', () => {
  it('carries the page asked for and the notice', () => {
    expect(loginRedirectPath('/admin/fixtures', '?date=2025-11-01')).toBe(
      '/login?redirectTo=%2Fadmin%2Ffixtures%3Fdate%3D2025-11-01&notice=auth-required',
    );
  });
});

const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
const t0 = new Date('2025-10-30T09:00:00.000Z');
const site = 'http://localhost:3000';

async function run(
  middleware: MiddlewareFunction<Response>,
  request: Request,
  context: RouterContextProvider,
): Promise<{ response: Response | void; thrown: unknown; nextCalled: boolean }> {
  let nextCalled = false;
  const next = async () => {
    nextCalled = true;
    return new Response('the page');
  };
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  try {
    const response = await middleware(
      { request, url, pattern: '/admin', params: {}, context },
      next,
    );
    return { response, thrown: undefined, nextCalled };
  } catch (thrown) {
    return { response: undefined, thrown, nextCalled };
  }
}

describe.each(listTestEngines())('staff guard on $name (R16)', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let staff: StaffUser;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    const created = await createUser(
      db,
      { username: 'editor', password: 'correct horse battery staple', now: t0 },
      cheap,
    );
    if (!created.ok) throw new Error(created.message);
    staff = created.user;
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('sessions').execute();
  });

  const signIn = async () =>
    (await createSession(db, { userId: staff.id, ip: '127.0.0.1', userAgent: '', now: t0 })).token;
  const request = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Cookie', `kickoff_session=${init.token}`);
    return new Request(`${site}${path}`, { ...init, headers });
  };

  it('lets a signed-in staff member through and names them in the context', async () => {
    const token = await signIn();
    const context = makeRouteContext(db, new Date(t0.getTime() + 60_000));
    const { response, nextCalled } = await run(
      staffMiddleware,
      request('/admin', { token }),
      context,
    );
    expect(nextCalled).toBe(true);
    expect(await (response as Response).text()).toBe('the page');
    expect(context.get(staffContext)).toEqual(staff);
    expect(requireStaff(context)).toEqual(staff);
  });

  it.each([
    ['/admin', '/admin'],
    ['/admin/fixtures?date=2025-11-01', '/admin/fixtures?date=2025-11-01'],
    [
      '/admin/fixtures.data?date=2025-11-01&_routes=routes%2Fadmin%2Fdashboard',
      '/admin/fixtures?date=2025-11-01',
    ],
  ])('redirects a GET of %s without a session to /login', async (path, redirectTo) => {
    const context = makeRouteContext(db, t0);
    const { thrown, nextCalled } = await run(staffMiddleware, request(path), context);
    expect(nextCalled).toBe(false);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      `/login?redirectTo=${encodeURIComponent(redirectTo)}&notice=auth-required`,
    );
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(context.get(staffContext)).toBeNull();
  });

  it('redirects a HEAD the same way', async () => {
    const { thrown } = await run(
      staffMiddleware,
      request('/admin', { method: 'HEAD' }),
      makeRouteContext(db, t0),
    );
    expect((thrown as Response).status).toBe(302);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'answers a %s without a session with 401',
    async (method) => {
      const { thrown, nextCalled } = await run(
        staffMiddleware,
        request('/admin/fixtures', { method }),
        makeRouteContext(db, t0),
      );
      expect(nextCalled).toBe(false);
      expect((thrown as Response).status).toBe(401);
    },
  );

  it('turns away a session idle for 30 minutes, deletes it and clears the cookie', async () => {
    const token = await signIn();
    const { thrown } = await run(
      staffMiddleware,
      request('/admin', { token }),
      makeRouteContext(db, new Date(t0.getTime() + 31 * 60_000)),
    );
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Set-Cookie')).toMatch(/^kickoff_session=; .*Max-Age=0/);
    expect(
      await db
        .selectFrom('sessions')
        .where('token_hash', '=', hashSessionToken(token))
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('turns away a cookie with one character changed', async () => {
    const token = await signIn();
    const changed = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    const { thrown } = await run(
      staffMiddleware,
      request('/admin', { token: changed }),
      makeRouteContext(db, t0),
    );
    expect((thrown as Response).status).toBe(302);
  });

  it('ignores the https cookie name on an http site and vice versa', async () => {
    const token = await signIn();
    const { thrown } = await run(
      staffMiddleware,
      request('/admin', { headers: { Cookie: `__Host-session=${token}` } }),
      makeRouteContext(db, t0),
    );
    expect((thrown as Response).status).toBe(302);
    const https = makeRouteContext(db, t0);
    https.set(appContext, { ...https.get(appContext), siteUrl: 'https://kickoff.tv' });
    const secure = await run(
      staffMiddleware,
      new Request('https://kickoff.tv/admin', { headers: { Cookie: `__Host-session=${token}` } }),
      https,
    );
    expect(secure.nextCalled).toBe(true);
  });

  it('requireStaff throws 401 outside the guard', () => {
    let thrown: unknown;
    try {
      requireStaff(makeRouteContext(db, t0));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).status).toBe(401);
  });

  it('getStaff names a signed-in visitor on pages outside the guard, else null', async () => {
    const token = await signIn();
    expect(await getStaff(request('/login', { token }), makeRouteContext(db, t0))).toEqual(staff);
    expect(await getStaff(request('/login'), makeRouteContext(db, t0))).toBeNull();
    expect(
      await getStaff(
        request('/login', { token }),
        makeRouteContext(db, new Date(t0.getTime() + 13 * 3_600_000)),
      ),
    ).toBeNull();
  });
});
