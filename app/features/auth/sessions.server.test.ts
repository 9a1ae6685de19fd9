import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listTestEngines } from '../../../tests/support/test-db';
import { createPasswordHasher } from './password.server';
import {
  createSession,
  deleteSession,
  generateSessionToken,
  hashSessionToken,
  lastSeenWriteIntervalMs,
  pruneExpiredSessions,
  sessionAbsoluteTimeoutMs,
  sessionIdleTimeoutMs,
  validateSession,
} from './sessions.server';
import { createUser, type StaffUser } from './users.server';

const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
const t0 = new Date('2025-10-30T09:00:00.000Z');
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);

describe('session tokens (R10)', () => {
  it('are 32 random bytes, base64url, and unique', () => {
    const tokens = new Set(Array.from({ length: 10_000 }, generateSessionToken));
    expect(tokens.size).toBe(10_000);
    for (const token of [...tokens].slice(0, 100)) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as SHA-256 hex', () => {
    expect(hashSessionToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('time out after 30 min idle and 12 h in all (R13)', () => {
    expect(sessionIdleTimeoutMs).toBe(30 * 60_000);
    expect(sessionAbsoluteTimeoutMs).toBe(12 * 3_600_000);
    expect(lastSeenWriteIntervalMs).toBe(60_000);
  });
});

describe.each(listTestEngines())('sessions on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let user: StaffUser;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    const created = await createUser(
      db,
      { username: 'editor', password: 'a long enough passphrase', now: t0 },
      cheap,
    );
    if (!created.ok) throw new Error(created.message);
    user = created.user;
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('sessions').execute();
    await db.updateTable('users').set({ disabled_at: null }).execute();
  });

  const start = (now = t0, replacesToken: string | null = null) =>
    createSession(db, {
      userId: user.id,
      ip: '192.0.2.1',
      userAgent: 'Test/1.0',
      now,
      replacesToken,
    });
  const row = (token: string) =>
    db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', hashSessionToken(token))
      .executeTakeFirst();

  it('stores only the hash of the token, with the session facts', async () => {
    const { token, expiresAt } = await start();
    const rows = await db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]).toMatchObject({
      token_hash: hashSessionToken(token),
      user_id: user.id,
      created_at: t0.toISOString(),
      last_seen_at: t0.toISOString(),
      expires_at: minutes(12 * 60).toISOString(),
      ip: '192.0.2.1',
      user_agent: 'Test/1.0',
    });
    expect(expiresAt).toEqual(minutes(12 * 60));
  });

  it('names its staff member while valid', async () => {
    const { token } = await start();
    expect(await validateSession(db, token, minutes(1))).toMatchObject({
      user: { id: user.id, username: 'editor', role: 'admin' },
      expiresAt: minutes(12 * 60).toISOString(),
    });
  });

  it.each([
    ['no token', null],
    ['an empty token', ''],
    ['a malformed token', 'not-a-token'],
    ['an unknown well-formed token', 'A'.repeat(43)],
  ])('is not found for %s', async (_what, token) => {
    await start();
    expect(await validateSession(db, token, t0)).toBeNull();
  });

  it('is not found when one character of the token changes', async () => {
    const { token } = await start();
    const changed = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    expect(await validateSession(db, changed, t0)).toBeNull();
    expect(await validateSession(db, token, t0)).not.toBeNull();
  });

  it('survives 29 idle minutes; after 30 it is gone and its row deleted', async () => {
    const kept = await start();
    expect(await validateSession(db, kept.token, minutes(29))).not.toBeNull();

    const idle = await start();
    expect(await validateSession(db, idle.token, minutes(31))).toBeNull();
    expect(await row(idle.token)).toBeUndefined();
    expect(await validateSession(db, idle.token, minutes(1))).toBeNull(); // no coming back
  });

  it('ends 12 h after sign-in however active, and deletes the row', async () => {
    const { token } = await start();
    for (let m = 10; m < 12 * 60; m += 10) {
      expect(await validateSession(db, token, minutes(m)), `at +${m} min`).not.toBeNull();
    }
    expect(await validateSession(db, token, minutes(12 * 60 + 1))).toBeNull();
    expect(await row(token)).toBeUndefined();
  });

  it('writes last_seen_at at most once a minute', async () => {
    const { token } = await start();
    await validateSession(db, token, new Date(t0.getTime() + 59_000));
    expect((await row(token))?.last_seen_at).toBe(t0.toISOString());
    await validateSession(db, token, new Date(t0.getTime() + 60_000));
    expect((await row(token))?.last_seen_at).toBe(new Date(t0.getTime() + 60_000).toISOString());
    await validateSession(db, token, new Date(t0.getTime() + 90_000));
    expect((await row(token))?.last_seen_at).toBe(new Date(t0.getTime() + 60_000).toISOString());
  });

  it('ends when the account is disabled', async () => {
    const { token } = await start();
    await db.updateTable('users').set({ disabled_at: t0.toISOString() }).execute();
    expect(await validateSession(db, token, minutes(1))).toBeNull();
    expect(await row(token)).toBeUndefined();
  });

  it('replaces the session a previous cookie named (rotation, R12)', async () => {
    const first = await start();
    const second = await start(minutes(5), first.token);
    expect(second.token).not.toBe(first.token);
    expect(await row(first.token)).toBeUndefined();
    expect(await validateSession(db, first.token, minutes(6))).toBeNull();
    expect(await validateSession(db, second.token, minutes(6))).not.toBeNull();
  });

  it('deletes on request and says whose it was', async () => {
    const { token, sessionId } = await start();
    expect(await deleteSession(db, token)).toEqual({ sessionId, userId: user.id });
    expect(await deleteSession(db, token)).toBeNull();
    expect(await deleteSession(db, null)).toBeNull();
    expect(await validateSession(db, token, t0)).toBeNull();
  });

  it('prunes sessions past either timeout', async () => {
    const old = await start(minutes(-13 * 60));
    const idle = await start(minutes(-40));
    const fresh = await start(minutes(-5));
    expect(await pruneExpiredSessions(db, t0)).toBe(2);
    expect(await row(old.token)).toBeUndefined();
    expect(await row(idle.token)).toBeUndefined();
    expect(await row(fresh.token)).toBeDefined();
  });

  it('ends with its account', async () => {
    const other = await createUser(
      db,
      { username: 'leaver', password: 'a long enough passphrase', now: t0 },
      cheap,
    );
    if (!other.ok) throw new Error(other.message);
    await createSession(db, { userId: other.user.id, ip: '::1', userAgent: '', now: t0 });
    await db.deleteFrom('users').where('id', '=', other.user.id).execute();
    expect(
      await db.selectFrom('sessions').selectAll().where('user_id', '=', other.user.id).execute(),
    ).toEqual([]);
  });
});
