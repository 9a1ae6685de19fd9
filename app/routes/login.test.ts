import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { passwordHasher } from '~/features/auth/password.server';
import { currentCode } from '~/features/auth/two-factor.server';
import { createUser } from '~/features/auth/users.server';
import { appContext } from '~/lib/app-context';
import { makeRouteContext, readAnswer } from '../../tests/support/route-context';
import { listTestEngines } from '../../tests/support/test-db';
import { action, headers } from './login';

const args = (actionHeaders: HeadersInit) => ({
  actionHeaders: new Headers(actionHeaders),
  loaderHeaders: new Headers(),
  parentHeaders: new Headers(),
  errorHeaders: undefined,
});

describe('the sign-in page’s headers', () => {
  it('send a throttled sign-in’s Retry-After', () => {
    expect(new Headers(headers(args({ 'Retry-After': '900' }))).get('Retry-After')).toBe('900');
  });

  it('say only that the page is stored by nobody to other answers', () => {
    expect([...new Headers(headers(args({})))]).toEqual([['cache-control', 'no-store']]);
  });
});

describe.each(listTestEngines())('signing in with a second factor on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const now = new Date('2025-10-30T12:00:00Z');
  const password = 'violet tractor lantern pebble';

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await createUser(db, { username: 'ann', password, now }, passwordHasher);
  });
  afterAll(async () => cleanup());

  function post(fields: Record<string, string>, twoFactorRequired: boolean) {
    const context = makeRouteContext(db, now);
    context.set(appContext, { ...context.get(appContext), twoFactorRequired });
    const request = new Request('http://localhost:3000/login', {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    return action({ request, context, params: {} } as never);
  }

  it('enrols when required: password, then the QR step, then the recovery codes with the cookie', async () => {
    const first = readAnswer(
      await post({ username: 'ann', password, redirectTo: '/admin/blog' }, true),
    );
    expect(first.status).toBe(200);
    const step = first.body as {
      step: string;
      challenge: string;
      enrol: { secret: string; qrSvg: string };
    };
    expect(step).toMatchObject({ step: 'code', enrol: { qrSvg: expect.stringContaining('<svg') } });
    expect(await db.selectFrom('sessions').select('id').execute()).toEqual([]);

    const wrong = await post(
      { intent: 'code', challenge: step.challenge, code: '000000', redirectTo: '/admin/blog' },
      true,
    );
    expect(readAnswer(wrong)).toMatchObject({
      status: 401,
      body: { step: 'code', error: expect.stringMatching(/not right/) },
    });

    const right = await post(
      {
        intent: 'code',
        challenge: step.challenge,
        code: currentCode(step.enrol.secret, now),
        redirectTo: '/admin/blog',
      },
      true,
    );
    const answer = right as unknown as {
      data: { step: string; codes: string[]; destination: string };
      init: ResponseInit;
    };
    expect(answer.data).toMatchObject({ step: 'recovery-codes', destination: '/admin/blog' });
    expect(answer.data.codes).toHaveLength(10);
    expect(new Headers(answer.init.headers).get('Set-Cookie')).toMatch(/^kickoff_session=/);

    // From now on the password alone is not enough, required or not.
    const again = readAnswer(await post({ username: 'ann', password }, false));
    expect(again.body).toMatchObject({ step: 'code', enrol: null });
  });
});
