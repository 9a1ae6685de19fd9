import { parseOptions } from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { listTestEngines } from '../../../tests/support/test-db';
import { createPasswordHasher, passwordHasher } from './password.server';
import { createSession, validateSession } from './sessions.server';
import { checkUsername, createUser, normaliseUsername, resetPassword } from './users.server';

const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
const t0 = new Date('2025-10-30T09:00:00.000Z');
const password = 'correct horse battery staple';

describe('usernames', () => {
  it.each([
    ['  Admin ', 'admin'],
    ['EDITOR@Kickoff.TV', 'editor@kickoff.tv'],
    ['\tbob\n', 'bob'],
  ])('normalise %j to %j', (raw, expected) => {
    expect(normaliseUsername(raw)).toBe(expected);
  });

  it.each([
    ['admin', true],
    ['jo.bloggs', true],
    ['news-desk_2', true],
    ['ed@kickoff.tv', true],
    ['a'.repeat(64), true],
    ['a'.repeat(65), false],
    ['', false],
    ['.hidden', false],
    ['two words', false],
    ['zoë', false],
  ])('%j is allowed: %s', (username, ok) => {
    expect(checkUsername(username) === null).toBe(ok);
  });
});

describe.each(listTestEngines())('staff accounts on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('users').execute();
  });

  it('a fresh database has no staff accounts', async () => {
    expect(await db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('creates accounts under the normalised name, with argon2id hashes that differ for the same password', async () => {
    const ann = await createUser(db, { username: ' Ann ', password, now: t0 }, passwordHasher);
    const bob = await createUser(db, { username: 'bob', password, now: t0 }, passwordHasher);
    expect(ann).toMatchObject({ ok: true, user: { username: 'ann', role: 'admin' } });
    expect(bob.ok).toBe(true);
    const rows = await db.selectFrom('users').selectAll().orderBy('username').execute();
    expect(rows.map((r) => r.username)).toEqual(['ann', 'bob']);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
      expect(parseOptions(row.password_hash).memoryCost).toBeGreaterThanOrEqual(19456);
      expect(row.created_at).toBe(t0.toISOString());
    }
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
  });

  it.each([
    ['a short password', { username: 'ann', password: 'a'.repeat(14) }, /at least 15 characters/],
    ['a long password', { username: 'ann', password: 'a'.repeat(129) }, /at most 128 characters/],
    ['a bad username', { username: 'two words', password }, /A username is 1-64 characters/],
  ])('refuses %s', async (_what, input, message) => {
    const result = await createUser(db, { ...input, now: t0 }, cheap);
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(message) });
    expect(await db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('refuses a second account with the same name, in any case', async () => {
    await createUser(db, { username: 'ann', password, now: t0 }, cheap);
    expect(await createUser(db, { username: 'ANN', password, now: t0 }, cheap)).toEqual({
      ok: false,
      message: 'A staff account named "ann" already exists.',
    });
  });

  it('resets a password, ends every session of the account and audits it', async () => {
    const created = await createUser(db, { username: 'ann', password, now: t0 }, cheap);
    if (!created.ok) throw new Error(created.message);
    const session = await createSession(db, {
      userId: created.user.id,
      ip: '192.0.2.1',
      userAgent: '',
      now: t0,
    });
    const newPassword = 'a brand new passphrase  ';
    expect(
      await resetPassword(db, { username: 'Ann', password: newPassword, now: t0 }, cheap),
    ).toEqual({
      ok: true,
      user: created.user,
    });
    const row = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(await cheap.verify(row.password_hash, newPassword)).toBe(true);
    expect(await cheap.verify(row.password_hash, newPassword.trim())).toBe(false);
    expect(await validateSession(db, session.token, t0)).toBeNull();
    const [audit] = await listAuditEvents(db, { limit: 1, action: 'password.changed' });
    expect(audit).toMatchObject({
      targetId: created.user.id,
      details: { sessionsEnded: 1, via: 'cli' },
    });
  });

  it('refuses to reset an unknown account or to a password outside the policy', async () => {
    expect(await resetPassword(db, { username: 'nobody', password, now: t0 }, cheap)).toEqual({
      ok: false,
      message: 'There is no staff account named "nobody".',
    });
    await createUser(db, { username: 'ann', password, now: t0 }, cheap);
    const before = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(
      await resetPassword(db, { username: 'ann', password: 'short', now: t0 }, cheap),
    ).toMatchObject({
      ok: false,
    });
    expect(await db.selectFrom('users').selectAll().executeTakeFirstOrThrow()).toEqual(before);
  });
});
