import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { listTestEngines } from '../../../tests/support/test-db';
import {
  acceptAccountLink,
  accountLinkLifetimeMs,
  createAccountLink,
  issueSetupLink,
  linkGoneMessage,
  readAccountLink,
  renewSetupLink,
} from './account-links.server';
import { createPasswordHasher } from './password.server';
import { createSession, validateSession } from './sessions.server';
import { createUser } from './users.server';

const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
const t0 = new Date('2025-10-30T09:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const password = 'violet tractor lantern pebble';
const ip = '203.0.113.5';

describe.each(listTestEngines())('account links on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('account_links').execute();
    await db.deleteFrom('sessions').execute();
    await db.deleteFrom('users').execute();
  });

  const accept = (
    token: string,
    extra: { username?: string; password?: string; now?: Date } = {},
  ) => acceptAccountLink(db, { token, password, now: t0, ip, ...extra }, cheap);

  it('makes no account at first start, only a setup link, once', async () => {
    const token = await issueSetupLink(db, t0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    // Another instance starting now finds the link and makes none.
    expect(await issueSetupLink(db, t0)).toBeNull();
    const stored = await db.selectFrom('account_links').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]).toMatchObject({ kind: 'setup', role: 'admin', username: null });
  });

  it('the setup link makes the first administrator with the name and password chosen, once', async () => {
    const token = (await issueSetupLink(db, t0))!;
    expect(await accept(token, { username: ' Chief ' })).toMatchObject({
      ok: true,
      username: 'chief',
    });
    const [user] = await db.selectFrom('users').selectAll().execute();
    expect(user).toMatchObject({ username: 'chief', role: 'admin', disabled_at: null });
    expect(await cheap.verify(user!.password_hash, password)).toBe(true);
    expect(await accept(token, { username: 'second' })).toEqual({
      ok: false,
      message: linkGoneMessage,
    });
    expect(await issueSetupLink(db, later(1000))).toBeNull();
    const [event] = await listAuditEvents(db, { limit: 1, action: 'user.created' });
    expect(event).toMatchObject({
      targetId: user!.id,
      ip,
      details: { via: 'setup', role: 'admin' },
    });
    expect(JSON.stringify(event)).not.toContain(password);
  });

  it('a setup link expires after 24 hours; the command line makes a fresh one and the old stops', async () => {
    const old = (await issueSetupLink(db, t0))!;
    const late = later(accountLinkLifetimeMs.setup);
    expect(await readAccountLink(db, old, late)).toBeNull();
    expect(await accept(old, { username: 'chief', now: late })).toMatchObject({ ok: false });
    const fresh = (await renewSetupLink(db, later(1000)))!;
    expect(await readAccountLink(db, old, later(1000))).toBeNull();
    expect(await readAccountLink(db, fresh, later(1000))).toMatchObject({ kind: 'setup' });
    await createUser(db, { username: 'someone', password, now: t0 }, cheap);
    expect(await renewSetupLink(db, later(2000))).toBeNull();
  });

  it('an invitation fixes the username and role and expires after 72 hours', async () => {
    const { token } = await createAccountLink(db, {
      kind: 'invite',
      role: 'editor',
      username: 'ed',
      createdBy: null,
      now: t0,
    });
    expect(await readAccountLink(db, token, later(accountLinkLifetimeMs.invite - 1))).toMatchObject(
      {
        username: 'ed',
        role: 'editor',
      },
    );
    expect(await readAccountLink(db, token, later(accountLinkLifetimeMs.invite))).toBeNull();
    const result = await accept(token, { username: 'mallory' });
    expect(result).toMatchObject({ ok: true, username: 'ed' });
    const [user] = await db.selectFrom('users').selectAll().execute();
    expect(user).toMatchObject({ username: 'ed', role: 'editor' });
  });

  it('refuses a weak password or one built from the username, and keeps the link usable', async () => {
    const { token } = await createAccountLink(db, {
      kind: 'invite',
      role: 'editor',
      username: 'edwardson',
      createdBy: null,
      now: t0,
    });
    expect(await accept(token, { password: 'short' })).toMatchObject({ ok: false });
    expect(await accept(token, { password: 'passwordpassword1' })).toMatchObject({ ok: false });
    expect(await accept(token, { password: 'edwardson-edwardson-1' })).toMatchObject({ ok: false });
    expect(await readAccountLink(db, token, t0)).not.toBeNull();
    expect(await accept(token)).toMatchObject({ ok: true });
  });

  it('a reset link sets a new password and ends every session of the account', async () => {
    const made = await createUser(
      db,
      { username: 'ann', password: 'first long password here', now: t0 },
      cheap,
    );
    if (!made.ok) throw new Error(made.message);
    const { token: session } = await createSession(db, {
      userId: made.user.id,
      ip,
      userAgent: 'x',
      now: t0,
    });
    const { token } = await createAccountLink(db, {
      kind: 'reset',
      role: 'admin',
      username: 'ann',
      userId: made.user.id,
      createdBy: null,
      now: t0,
    });
    expect(await accept(token, { now: later(1000) })).toMatchObject({ ok: true, username: 'ann' });
    expect(await validateSession(db, session, later(2000))).toBeNull();
    const user = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(await cheap.verify(user.password_hash, password)).toBe(true);
    // A newer reset link replaces an unused older one.
    const a = await createAccountLink(db, {
      kind: 'reset',
      role: 'admin',
      username: 'ann',
      userId: user.id,
      createdBy: null,
      now: t0,
    });
    const b = await createAccountLink(db, {
      kind: 'reset',
      role: 'admin',
      username: 'ann',
      userId: user.id,
      createdBy: null,
      now: t0,
    });
    expect(await readAccountLink(db, a.token, t0)).toBeNull();
    expect(await readAccountLink(db, b.token, t0)).not.toBeNull();
  });

  it('two people racing with one invitation: one account, one success', async () => {
    const { token } = await createAccountLink(db, {
      kind: 'invite',
      role: 'editor',
      username: 'ed',
      createdBy: null,
      now: t0,
    });
    const results = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await db.selectFrom('users').select('username').execute()).toEqual([{ username: 'ed' }]);
  });

  it('refuses a malformed or unknown token without a query error', async () => {
    for (const token of ['', 'x', "' or 1=1 --", 'a'.repeat(43), 'a'.repeat(500)]) {
      expect(await readAccountLink(db, token, t0)).toBeNull();
    }
  });
});
