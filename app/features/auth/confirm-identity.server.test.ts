import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { listTestEngines } from '../../../tests/support/test-db';
import {
  confirmationLifetimeMs,
  confirmationNeeds,
  confirmIdentity,
} from './confirm-identity.server';
import { createPasswordHasher } from './password.server';
import { createSession, validateSession, type SignedInSession } from './sessions.server';
import { currentCode, newTotpSecret, secretBox } from './two-factor.server';
import { createUser } from './users.server';

const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
const siteKey = Buffer.alloc(32, 5);
const password = 'violet tractor lantern pebble';
const t0 = new Date('2025-10-30T09:00:00.000Z');
const stale = new Date(t0.getTime() + confirmationLifetimeMs + 1000);

describe.each(listTestEngines())('confirming who you are on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let session: SignedInSession;
  let ip = 0;
  const confirm = (
    at: Date,
    given: { password?: string; code?: string; always?: boolean; ip?: string } = {},
  ) =>
    confirmIdentity(
      db,
      {
        session,
        password: given.password ?? '',
        code: given.code ?? '',
        now: at,
        ip: given.ip ?? `198.51.100.${(ip += 1)}`,
        siteKey,
        always: given.always,
      },
      cheap,
    );

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('sessions').execute();
    await db.deleteFrom('login_throttle').execute();
    await db.deleteFrom('users').execute();
    const made = await createUser(db, { username: 'ann', password, now: t0 }, cheap);
    if (!made.ok) throw new Error(made.message);
    const { token } = await createSession(db, {
      userId: made.user.id,
      ip: 'x',
      userAgent: 'x',
      now: t0,
    });
    session = (await validateSession(db, token, t0))!;
  });

  it('asks nothing within 15 minutes of signing in, unless told to ask always', async () => {
    expect(await confirmationNeeds(db, session, t0)).toEqual({ password: false, code: false });
    expect(await confirm(t0)).toEqual({ ok: true });
    expect(await confirm(t0, { always: true })).toMatchObject({ ok: false, status: 401 });
  });

  it('after 15 minutes asks for the password, audits a wrong one, and a right one counts anew', async () => {
    expect(await confirmationNeeds(db, session, stale)).toEqual({ password: true, code: false });
    expect(await confirm(stale, { password: 'not it at all, no' })).toMatchObject({
      ok: false,
      status: 401,
    });
    const [failure] = await listAuditEvents(db, { limit: 1, action: 'login.failure' });
    expect(failure?.details).toMatchObject({ reason: 'reconfirm-wrong-password' });
    expect(await confirm(stale, { password })).toEqual({ ok: true });
    const renewed = await db
      .selectFrom('sessions')
      .select('confirmed_at')
      .executeTakeFirstOrThrow();
    expect(renewed.confirmed_at).toBe(stale.toISOString());
  });

  it('with a second factor, asks for a code too, and never takes one twice', async () => {
    const secret = newTotpSecret();
    await db
      .updateTable('users')
      .set({ totp_secret: secretBox(siteKey).seal(secret), totp_enabled_at: t0.toISOString() })
      .execute();
    expect(await confirmationNeeds(db, session, stale)).toEqual({ password: true, code: true });
    expect(await confirm(stale, { password, code: '000000' })).toMatchObject({
      ok: false,
      status: 401,
    });
    const code = currentCode(secret, stale);
    expect(await confirm(stale, { password, code })).toEqual({ ok: true });
    const later = new Date(stale.getTime() + confirmationLifetimeMs + 1000);
    expect(await confirm(later, { password, code })).toMatchObject({ ok: false });
  });

  it('password guesses count against the sign-in throttle, as sign-in does', async () => {
    const from = { ip: '203.0.113.77' };
    for (let i = 0; i < 5; i += 1) {
      expect(await confirm(stale, { ...from, password: `wrong guess ${i} here` })).toMatchObject({
        status: 401,
      });
    }
    expect(await confirm(stale, { ...from, password })).toMatchObject({ ok: false, status: 429 });
  });
});
