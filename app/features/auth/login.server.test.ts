import { parseOptions } from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { listTestEngines } from '../../../tests/support/test-db';
import { attemptLogin, type LoginInput } from './login.server';
import { createPasswordHasher, passwordHasher, type PasswordHasher } from './password.server';
import { hashSessionToken, validateSession } from './sessions.server';
import { createUser, type StaffUser } from './users.server';

const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
const t0 = new Date('2025-10-30T09:00:00.000Z');
const password = 'correct horse battery staple';

/** The hasher, counting how often it is asked to hash or verify. */
function counting(base: PasswordHasher) {
  const calls = { verify: 0, hash: 0 };
  const hasher: PasswordHasher = {
    ...base,
    verify: (hash, pw) => {
      calls.verify += 1;
      return base.verify(hash, pw);
    },
    hash: (pw) => {
      calls.hash += 1;
      return base.hash(pw);
    },
  };
  return { calls, hasher };
}

describe.each(listTestEngines())('attemptLogin on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let editor: StaffUser;
  let ipCounter = 0;
  /** A fresh client IP, so tests don't trip each other's per-IP limit. */
  const nextIp = () => `192.0.2.${(ipCounter += 1)}`;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    const created = await createUser(db, { username: 'Editor', password, now: t0 }, cheap);
    if (!created.ok) throw new Error(created.message);
    editor = created.user;
    const disabled = await createUser(db, { username: 'gone', password, now: t0 }, cheap);
    if (!disabled.ok) throw new Error(disabled.message);
    await db
      .updateTable('users')
      .set({ disabled_at: t0.toISOString() })
      .where('id', '=', disabled.user.id)
      .execute();
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('login_throttle').execute();
    await db.deleteFrom('sessions').execute();
  });

  const login = (input: Partial<LoginInput>, hasher: PasswordHasher = cheap) =>
    attemptLogin(
      db,
      {
        username: 'editor',
        password,
        ip: '192.0.2.200',
        userAgent: 'Test/1.0',
        previousToken: null,
        now: t0,
        ...input,
      },
      { passwords: hasher },
    );

  it('signs in: a new session for the staff member, audited', async () => {
    const result = await login({ username: '  EDITOR ' });
    if (result.ok !== true) throw new Error('expected success');
    expect(result.user).toEqual({ id: editor.id, username: 'editor', role: 'admin' });
    expect(result.expiresAt).toEqual(new Date(t0.getTime() + 12 * 3_600_000));
    expect(Buffer.from(result.token, 'base64url')).toHaveLength(32);
    expect((await validateSession(db, result.token, t0))?.user.id).toBe(editor.id);
    const [audit] = await listAuditEvents(db, { limit: 1, action: 'login.success' });
    expect(audit).toMatchObject({
      actorUserId: editor.id,
      ip: '192.0.2.200',
      atUtc: t0.toISOString(),
      targetId: editor.id,
    });
    expect(JSON.stringify(audit)).not.toContain(result.token);
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it('fails the same way for an unknown user, a wrong password and a disabled account', async () => {
    const unknown = await login({ username: 'nobody', ip: nextIp() });
    const wrong = await login({ password: `${password}!`, ip: nextIp() });
    const disabled = await login({ username: 'gone', ip: nextIp() });
    expect(unknown).toEqual({ ok: false, status: 401 });
    expect(wrong).toEqual(unknown);
    expect(disabled).toEqual(unknown);
    const audits = await listAuditEvents(db, { limit: 3, action: 'login.failure' });
    expect(audits.map((a) => a.details.reason)).toEqual([
      'disabled',
      'wrong-password',
      'unknown-user',
    ]);
    expect(audits.map((a) => a.details.username)).toEqual(['gone', 'editor', 'nobody']);
    expect(audits.every((a) => a.actorUserId === null)).toBe(true);
  });

  it('verifies a hash for an unknown user too (the dummy hash)', async () => {
    const { calls, hasher } = counting(cheap);
    await login({ username: 'nobody-at-all', ip: nextIp() }, hasher);
    expect(calls.verify).toBe(1);
  });

  it('checks the password byte-exactly after NFC', async () => {
    for (const typed of [`${password} `, password.toUpperCase(), ` ${password}`]) {
      expect((await login({ password: typed, ip: nextIp() })).ok).toBe(false);
    }
  });

  it('issues a new token on every sign-in and ends the session the old cookie named', async () => {
    const first = await login({});
    if (first.ok !== true) throw new Error('expected success');
    const second = await login({ previousToken: first.token });
    if (second.ok !== true) throw new Error('expected success');
    expect(second.token).not.toBe(first.token);
    expect(await validateSession(db, first.token, t0)).toBeNull();
    expect(await validateSession(db, second.token, t0)).not.toBeNull();
    const rows = await db.selectFrom('sessions').select('token_hash').execute();
    expect(rows).toEqual([{ token_hash: hashSessionToken(second.token) }]);
  });

  it('makes a token planted before sign-in worthless', async () => {
    const planted = 'P'.repeat(43);
    const result = await login({ previousToken: planted });
    if (result.ok !== true) throw new Error('expected success');
    expect(result.token).not.toBe(planted);
    expect(await validateSession(db, planted, t0)).toBeNull();
  });

  it('answers the 6th attempt for a username + IP with 429 and Retry-After, without hashing', async () => {
    const { calls, hasher } = counting(cheap);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect(await login({ password: 'wrong wrong wrong', ip }, hasher)).toEqual({
        ok: false,
        status: 401,
      });
    }
    expect(calls.verify).toBe(5);
    expect(await login({ password: 'wrong wrong wrong', ip }, hasher)).toEqual({
      ok: false,
      status: 429,
      retryAfterSeconds: 900,
    });
    // Even the right password waits, and still nothing is hashed.
    expect(await login({ ip }, hasher)).toMatchObject({ ok: false, status: 429 });
    expect(calls).toEqual({ verify: 5, hash: 0 });
    const [locked] = await listAuditEvents(db, { limit: 1, action: 'login.locked' });
    expect(locked).toMatchObject({
      ip,
      targetId: editor.id,
      details: { username: 'editor', scope: 'user_ip', retryAfterSeconds: 900 },
    });
    // After the lockout the right password works.
    expect((await login({ ip, now: new Date(t0.getTime() + 15 * 60_000) }, hasher)).ok).toBe(true);
  });

  it('clears the username + IP counter on success', async () => {
    const ip = nextIp();
    for (let i = 0; i < 4; i++) await login({ password: 'wrong wrong wrong', ip });
    expect((await login({ ip })).ok).toBe(true);
    for (let i = 0; i < 4; i++) {
      expect(await login({ password: 'wrong wrong wrong', ip })).toMatchObject({ status: 401 });
    }
  });

  it('answers the 11th failure from one IP across usernames with 429, without hashing', async () => {
    const { calls, hasher } = counting(cheap);
    const ip = nextIp();
    for (let i = 1; i <= 10; i++) {
      expect(await login({ username: `someone${i}`, ip }, hasher)).toMatchObject({ status: 401 });
    }
    const eleventh = await login({ username: 'someone11', ip }, hasher);
    expect(eleventh).toEqual({ ok: false, status: 429, retryAfterSeconds: 900 });
    expect(calls.verify).toBe(10);
  });

  it('refuses an account after 100 failures in an hour from any IPs', async () => {
    const { calls, hasher } = counting(cheap);
    for (let i = 1; i <= 100; i++) {
      const r = await login(
        { password: 'wrong wrong wrong', ip: `10.1.${i >> 8}.${i & 255}` },
        hasher,
      );
      expect(r, `attempt ${i}`).toMatchObject({ status: 401 });
    }
    expect(await login({ ip: '10.2.0.1' }, hasher)).toEqual({
      ok: false,
      status: 429,
      retryAfterSeconds: 3600,
    });
    expect(calls.verify).toBe(100);
    const [locked] = await listAuditEvents(db, { limit: 1, action: 'login.locked' });
    expect(locked?.details).toMatchObject({ scope: 'account', retryAfterSeconds: 3600 });
  });

  it('re-hashes a password stored with weaker parameters on sign-in', async () => {
    const weak = createPasswordHasher({ memoryCost: 4096, timeCost: 1, parallelism: 1 });
    const created = await createUser(db, { username: 'veteran', password, now: t0 }, weak);
    if (!created.ok) throw new Error(created.message);
    const stored = async () =>
      (
        await db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', created.user.id)
          .executeTakeFirstOrThrow()
      ).password_hash;
    expect(parseOptions(await stored())).toMatchObject({ memoryCost: 4096, timeCost: 1 });
    expect((await login({ username: 'veteran', ip: nextIp() }, passwordHasher)).ok).toBe(true);
    const rehashed = await stored();
    expect(parseOptions(rehashed)).toMatchObject({ algorithm: 2, memoryCost: 19456, timeCost: 2 });
    expect(await passwordHasher.verify(rehashed, password)).toBe(true);
    // Already current: left alone.
    expect((await login({ username: 'veteran', ip: nextIp() }, passwordHasher)).ok).toBe(true);
    expect(await stored()).toBe(rehashed);
  });

  // R5: the same work for both failures. How long each takes is the bench's (R5 sign-in lines).
  it('verifies an unknown user against a dummy hash as costly as a real one', async () => {
    const real = await createUser(db, { username: 'timed', password, now: t0 }, passwordHasher);
    if (!real.ok) throw new Error(real.message);
    const verified: string[] = [];
    const hasher: PasswordHasher = {
      ...passwordHasher,
      verify: (hash, pw) => {
        verified.push(hash);
        return passwordHasher.verify(hash, pw);
      },
    };
    for (const username of ['ghost', 'timed']) {
      const result = await login(
        { username, password: 'not the password at all', ip: nextIp() },
        hasher,
      );
      expect(result).toEqual({ ok: false, status: 401 });
    }
    const stored = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', real.user.id)
      .executeTakeFirstOrThrow();
    expect(verified).toEqual([passwordHasher.dummyHash, stored.password_hash]);
    // Algorithm, version, memory, passes, lanes, salt and output lengths: the same cost.
    expect(parseOptions(passwordHasher.dummyHash)).toEqual(parseOptions(stored.password_hash));
  });
});
