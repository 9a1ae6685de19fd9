import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { listTestEngines } from '../../../tests/support/test-db';
import { attemptLogin } from './login.server';
import { createPasswordHasher } from './password.server';
import { challengeLifetimeMs, completeSecondFactor, maxCodeFailures } from './second-factor.server';
import { hashSessionToken, validateSession } from './sessions.server';
import { currentCode, secretBox } from './two-factor.server';
import { createUser } from './users.server';

const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
const siteKey = Buffer.alloc(32, 3);
const password = 'correct horse battery staple';
const t0 = new Date('2025-10-30T09:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe.each(listTestEngines())('two-factor sign-in on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let ip = 0;
  const request = (now: Date) => ({
    ip: `198.51.100.${(ip += 1)}`,
    userAgent: 'test',
    previousToken: null,
    now,
  });
  const signInWithPassword = async (username: string, now: Date, required = false) => {
    const result = await attemptLogin(
      db,
      { ...request(now), username, password },
      { passwords: cheap, twoFactorRequired: required, siteKey },
    );
    if (result.ok !== 'second-factor') throw new Error(`expected a code step, got ${result.ok}`);
    return result.challenge;
  };
  const sendCode = (challenge: string, code: string, now: Date) =>
    completeSecondFactor(db, { ...request(now), challenge, code, siteKey });

  /** Enrols `username` at a required sign-in; returns its secret and recovery codes. */
  async function enrol(username: string, now: Date) {
    const challenge = await signInWithPassword(username, now, true);
    const row = await db
      .selectFrom('login_challenges')
      .select('pending_secret')
      .executeTakeFirstOrThrow();
    const secret = secretBox(siteKey).open(row.pending_secret ?? '');
    if (!secret) throw new Error('no pending secret');
    const done = await sendCode(challenge, currentCode(secret, now), now);
    if (!done.ok || !done.recoveryCodes) throw new Error('enrolment failed');
    return { secret, recoveryCodes: done.recoveryCodes, token: done.token };
  }

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('login_challenges').execute();
    await db.deleteFrom('sessions').execute();
    await db.deleteFrom('recovery_codes').execute();
    await db.deleteFrom('login_throttle').execute();
    await db.deleteFrom('users').execute();
    const made = await createUser(db, { username: 'ann', password, now: t0 }, cheap);
    if (!made.ok) throw new Error(made.message);
  });

  it('signs in with a password alone while two-factor is optional and not set up', async () => {
    const result = await attemptLogin(
      db,
      { ...request(t0), username: 'ann', password },
      { passwords: cheap, twoFactorRequired: false, siteKey },
    );
    expect(result.ok).toBe(true);
  });

  it('enrols at a required sign-in: QR secret sealed, first code turns it on, ten recovery codes', async () => {
    const { token, recoveryCodes } = await enrol('ann', t0);
    expect(recoveryCodes).toHaveLength(10);
    expect(await validateSession(db, token, t0)).not.toBeNull();
    const user = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.totp_enabled_at).toBe(t0.toISOString());
    expect(user.totp_secret).toMatch(/^v1\./);
    const stored = await db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);
    const [event] = await listAuditEvents(db, { limit: 1, action: 'mfa.enrolled' });
    expect(event).toMatchObject({ targetId: user.id });
  });

  it('asks an enrolled account for a code even when two-factor is optional, and no session before it', async () => {
    const { secret } = await enrol('ann', t0);
    const at = later(5 * 60_000);
    const challenge = await signInWithPassword('ann', at, false);
    expect(await db.selectFrom('sessions').select('id').execute()).toHaveLength(1); // enrolment's
    const done = await sendCode(challenge, currentCode(secret, at), at);
    expect(done).toMatchObject({ ok: true, recoveryCodes: null });
    if (!done.ok) return;
    expect(await validateSession(db, done.token, at)).not.toBeNull();
    const [event] = await listAuditEvents(db, { limit: 1, action: 'mfa.success' });
    expect(event?.details).toMatchObject({ via: 'code' });
  });

  it('never accepts a code twice, even on a fresh challenge', async () => {
    const { secret } = await enrol('ann', t0);
    const at = later(60_000);
    const code = currentCode(secret, at);
    expect((await sendCode(await signInWithPassword('ann', at), code, at)).ok).toBe(true);
    const again = await sendCode(await signInWithPassword('ann', at), code, at);
    expect(again).toMatchObject({ ok: false, status: 401 });
    if (!again.ok) expect(again.message).toMatch(/used already/);
    // Nor an older step's code after a newer one was used.
    const older = currentCode(secret, later(30_000));
    expect((await sendCode(await signInWithPassword('ann', at), older, at)).ok).toBe(false);
  });

  it('refuses the enrolment code replayed at the next sign-in', async () => {
    const { secret } = await enrol('ann', t0);
    const replay = await sendCode(await signInWithPassword('ann', t0), currentCode(secret, t0), t0);
    expect(replay.ok).toBe(false);
  });

  it('takes each recovery code once, in place of a code', async () => {
    const { recoveryCodes } = await enrol('ann', t0);
    const code = recoveryCodes[3]!;
    const first = await sendCode(
      await signInWithPassword('ann', later(1000)),
      code.toUpperCase(),
      later(1000),
    );
    expect(first.ok).toBe(true);
    const second = await sendCode(await signInWithPassword('ann', later(2000)), code, later(2000));
    expect(second).toMatchObject({ ok: false, status: 401 });
    const used = await db
      .selectFrom('recovery_codes')
      .select('used_at')
      .where('used_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(1);
  });

  it(`locks codes after ${maxCodeFailures} wrong ones in 15 minutes, with Retry-After`, async () => {
    const { secret } = await enrol('ann', t0);
    for (let i = 0; i < maxCodeFailures; i += 1) {
      const wrong = await sendCode(
        await signInWithPassword('ann', later(i * 1000)),
        '000000',
        later(i * 1000),
      );
      expect(wrong).toMatchObject({ ok: false, status: 401 });
    }
    const at = later(60_000);
    const locked = await sendCode(await signInWithPassword('ann', at), currentCode(secret, at), at);
    expect(locked).toMatchObject({ ok: false, status: 429 });
    if (!locked.ok) expect(locked.retryAfterSeconds).toBeGreaterThan(13 * 60);
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const failures = await listAuditEvents(db, { limit: 100, action: 'mfa.failure' });
    expect(failures.filter((f) => f.targetId === user.id)).toHaveLength(maxCodeFailures);
    const free = later(16 * 60_000);
    expect(
      (await sendCode(await signInWithPassword('ann', free), currentCode(secret, free), free)).ok,
    ).toBe(true);
  });

  it('refuses an expired, unknown or malformed challenge, and a disabled account', async () => {
    const { secret } = await enrol('ann', t0);
    const challenge = await signInWithPassword('ann', later(1000));
    const late = later(1000 + challengeLifetimeMs);
    expect(await sendCode(challenge, currentCode(secret, late), late)).toMatchObject({
      status: 400,
    });
    expect(await sendCode('x'.repeat(43), '123456', t0)).toMatchObject({ status: 400 });
    expect(await sendCode('<script>', '123456', t0)).toMatchObject({ status: 400 });

    const fresh = await signInWithPassword('ann', later(90_000));
    await db.updateTable('users').set({ disabled_at: t0.toISOString() }).execute();
    const at = later(90_000);
    expect(await sendCode(fresh, currentCode(secret, at), at)).toMatchObject({ status: 400 });
  });

  it('a challenge is used up by its sign-in', async () => {
    const { secret } = await enrol('ann', t0);
    const at = later(60_000);
    const challenge = await signInWithPassword('ann', at);
    expect((await sendCode(challenge, currentCode(secret, at), at)).ok).toBe(true);
    const next = later(90_000);
    expect(await sendCode(challenge, currentCode(secret, next), next)).toMatchObject({
      status: 400,
    });
    const tokens = await db.selectFrom('sessions').select('token_hash').execute();
    expect(tokens.every((t) => t.token_hash !== hashSessionToken(challenge))).toBe(true);
  });
});
