import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { confirmFirst } from '~/features/auth/confirm-identity.server';
import { signedInContext, staffContext } from '~/features/auth/guard.server';
import { passwordHasher } from '~/features/auth/password.server';
import { createSession, validateSession } from '~/features/auth/sessions.server';
import { createUser } from '~/features/auth/users.server';
import { makeRouteContext, readAnswer } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { action as accountsAction } from './accounts';
import { action as staffAccountAction } from './staff-account';

const password = 'violet tractor lantern pebble';
const t0 = new Date('2025-10-30T12:00:00Z');
const stale = new Date(t0.getTime() + 20 * 60_000);

// The accounts screen's posts: strict forms (an unknown field or value is a 400), and no change
// without a confirmation of who you are in the last 15 minutes.
describe.each(listTestEngines())('the staff accounts screen on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    const made = await createUser(db, { username: 'boss', password, now: t0 }, passwordHasher);
    if (!made.ok) throw new Error(made.message);
    ({ token } = await createSession(db, {
      userId: made.user.id,
      ip: 'x',
      userAgent: 'x',
      now: t0,
    }));
  });
  afterAll(async () => cleanup());

  async function post(
    run: typeof accountsAction | typeof staffAccountAction,
    fields: Record<string, string>,
    at: Date,
    params: Record<string, string> = {},
  ) {
    const context = makeRouteContext(db, at);
    const session = await validateSession(db, token, at);
    context.set(staffContext, session!.user);
    context.set(signedInContext, session);
    const request = new Request('http://localhost:3000/admin/accounts', {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    return readAnswer(await run({ request, context, params } as never));
  }

  it.each([
    [{ intent: 'invite', username: 'ed', role: 'owner' }],
    [{ intent: 'invite', username: 'ed', role: 'editor', admin: 'yes' }],
    [{ intent: 'invite', username: 'x'.repeat(201), role: 'editor' }],
    [{ intent: 'promote' }],
    [{}],
  ])('refuses %j with 400', async (fields) => {
    expect(await post(accountsAction, fields, t0)).toMatchObject({ status: 400 });
  });

  it('refuses an unknown account action or value with 400', async () => {
    const forms: Record<string, string>[] = [
      { intent: 'delete' },
      { intent: 'role', role: 'root' },
      { intent: 'disable', why: 'x' },
    ];
    for (const fields of forms) {
      expect(await post(staffAccountAction, fields, t0, { id: 'x' })).toMatchObject({
        status: 400,
      });
    }
  });

  it('changes nothing without a recent confirmation, then works after one', async () => {
    const invite = { intent: 'invite', username: 'ed', role: 'editor' };
    expect(await post(accountsAction, invite, stale)).toMatchObject({
      status: 403,
      body: { message: confirmFirst },
    });
    expect(await post(staffAccountAction, { intent: 'disable' }, stale, { id: 'x' })).toMatchObject(
      { status: 403 },
    );
    expect(
      await post(
        accountsAction,
        { intent: 'confirm', currentPassword: 'wrong password, sorry' },
        stale,
      ),
    ).toMatchObject({ status: 401 });
    expect(
      await post(accountsAction, { intent: 'confirm', currentPassword: password }, stale),
    ).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await post(accountsAction, invite, stale)).toMatchObject({
      status: 200,
      body: { ok: true, link: expect.stringMatching(/\/join\//) },
    });
  });
});
