import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { makeStaffChange } from '../../../tests/support/factories';
import { listTestEngines } from '../../../tests/support/test-db';
import { readAccountLink } from './account-links.server';
import {
  changeOwnPassword,
  changeStaffAccount,
  endOwnSessions,
  inviteStaff,
  listPendingInvitations,
  listOwnSessions,
  listStaffAccounts,
  withdrawInvitation,
} from './accounts.server';
import { createPasswordHasher } from './password.server';
import { createSession, validateSession } from './sessions.server';
import { storeRecoveryCodes } from './two-factor.server';
import { createUser, type StaffUser } from './users.server';

const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
const t0 = new Date('2025-10-30T09:00:00.000Z');
const password = 'violet tractor lantern pebble';

describe.each(listTestEngines())('staff accounts on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let boss: StaffUser;
  let ed: StaffUser;
  const sessionFor = async (user: StaffUser) =>
    (await createSession(db, { userId: user.id, ip: '192.0.2.1', userAgent: 'x', now: t0 })).token;
  const asBoss = () => makeStaffChange(db, { actorUserId: boss.id, at: t0 });
  const make = async (username: string, role: 'admin' | 'editor') => {
    const made = await createUser(db, { username, password, role, now: t0 }, cheap);
    if (!made.ok) throw new Error(made.message);
    return made.user;
  };

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('account_links').execute();
    await db.deleteFrom('sessions').execute();
    await db.deleteFrom('users').execute();
    boss = await make('boss', 'admin');
    ed = await make('ed', 'editor');
  });

  it('lists the team with roles, state, second factor and last activity', async () => {
    await sessionFor(ed);
    const accounts = await listStaffAccounts(db);
    expect(accounts.map((a) => [a.username, a.role, a.disabled, a.twoFactor])).toEqual([
      ['boss', 'admin', false, false],
      ['ed', 'editor', false, false],
    ]);
    expect(accounts[1]!.lastActiveAt).toBe(t0.toISOString());
    expect(accounts[0]!.lastActiveAt).toBeNull();
  });

  it('invites with a link that works once for 72 hours; an invitation can be withdrawn', async () => {
    const reply = await inviteStaff(asBoss(), { username: 'New.Person', role: 'editor' });
    expect(reply).toMatchObject({ ok: true });
    if (!reply.ok || !reply.link) throw new Error('no link');
    const token = reply.link.split('/join/')[1]!;
    expect(await readAccountLink(db, token, t0)).toMatchObject({
      username: 'new.person',
      role: 'editor',
    });
    expect(await inviteStaff(asBoss(), { username: 'new.person', role: 'admin' })).toMatchObject({
      ok: false,
    });
    expect(await inviteStaff(asBoss(), { username: 'ed', role: 'admin' })).toMatchObject({
      ok: false,
    });
    expect(await inviteStaff(asBoss(), { username: 'bad name!', role: 'admin' })).toMatchObject({
      ok: false,
    });
    const [pending] = await listPendingInvitations(db, t0);
    expect(pending).toMatchObject({ username: 'new.person' });
    expect(await withdrawInvitation(asBoss(), pending!.id)).toMatchObject({ ok: true });
    expect(await readAccountLink(db, token, t0)).toBeNull();
    const [event] = await listAuditEvents(db, { limit: 1, action: 'user.invited' });
    expect(event).toMatchObject({ actorUserId: boss.id, details: { withdrawn: true } });
  });

  it('a role change ends the account’s sessions, so the next request sees the new role', async () => {
    const token = await sessionFor(ed);
    expect(
      await changeStaffAccount(asBoss(), ed.id, { intent: 'role', role: 'admin' }),
    ).toMatchObject({ ok: true });
    expect(await validateSession(db, token, t0)).toBeNull();
    const again = await sessionFor(ed);
    expect((await validateSession(db, again, t0))?.user.role).toBe('admin');
    const [event] = await listAuditEvents(db, { limit: 1, action: 'user.role_changed' });
    expect(event).toMatchObject({ targetId: ed.id, details: { from: 'editor', to: 'admin' } });
  });

  it('disabling ends the sessions and refuses new ones until re-enabled', async () => {
    const token = await sessionFor(ed);
    expect(await changeStaffAccount(asBoss(), ed.id, { intent: 'disable' })).toMatchObject({
      ok: true,
    });
    expect(await validateSession(db, token, t0)).toBeNull();
    expect((await listStaffAccounts(db))[1]!.disabled).toBe(true);
    expect(await changeStaffAccount(asBoss(), ed.id, { intent: 'enable' })).toMatchObject({
      ok: true,
    });
    expect((await listStaffAccounts(db))[1]!.disabled).toBe(false);
    const actions = (await listAuditEvents(db, { limit: 5 })).map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['user.enabled', 'user.disabled']);
  });

  it('never leaves the team without an active administrator', async () => {
    expect(await changeStaffAccount(asBoss(), boss.id, { intent: 'disable' })).toMatchObject({
      ok: false,
    });
    expect(
      await changeStaffAccount(asBoss(), boss.id, { intent: 'role', role: 'editor' }),
    ).toMatchObject({ ok: false });
    await changeStaffAccount(asBoss(), ed.id, { intent: 'role', role: 'admin' });
    expect(
      await changeStaffAccount(asBoss(), boss.id, { intent: 'role', role: 'editor' }),
    ).toMatchObject({ ok: true });
  });

  it('removes a member’s second factor and recovery codes, audited, and signs them out', async () => {
    await db
      .updateTable('users')
      .set({ totp_secret: 'v1.x.y.z', totp_enabled_at: t0.toISOString() })
      .where('id', '=', ed.id)
      .execute();
    await storeRecoveryCodes(db, ed.id, ['aaaaa-bbbbb']);
    const token = await sessionFor(ed);
    expect(
      await changeStaffAccount(asBoss(), ed.id, { intent: 'remove-two-factor' }),
    ).toMatchObject({ ok: true });
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ed.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ totp_secret: null, totp_enabled_at: null });
    expect(await db.selectFrom('recovery_codes').selectAll().execute()).toEqual([]);
    expect(await validateSession(db, token, t0)).toBeNull();
    const [event] = await listAuditEvents(db, { limit: 1, action: 'mfa.removed' });
    expect(event).toMatchObject({
      actorUserId: boss.id,
      targetId: ed.id,
      details: { hadOne: true },
    });
  });

  it('a reset link replaces the last, and signing someone out ends every session', async () => {
    const reply = await changeStaffAccount(asBoss(), ed.id, { intent: 'reset-link' });
    expect(reply).toMatchObject({ ok: true });
    if (!reply.ok) return;
    expect(reply.link).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}$/);
    const a = await sessionFor(ed);
    const b = await sessionFor(ed);
    await changeStaffAccount(asBoss(), ed.id, { intent: 'end-sessions' });
    expect(await validateSession(db, a, t0)).toBeNull();
    expect(await validateSession(db, b, t0)).toBeNull();
    expect(await changeStaffAccount(asBoss(), 'nobody', { intent: 'disable' })).toMatchObject({
      ok: false,
    });
  });

  it('own sessions: one or all but this one, never another account’s', async () => {
    const here = await sessionFor(ed);
    const there = await sessionFor(ed);
    const elsewhere = await sessionFor(ed);
    const bosses = await sessionFor(boss);
    const asEd = makeStaffChange(db, { actorUserId: ed.id, at: t0 });
    const bossSession = await validateSession(db, bosses, t0);
    expect(await endOwnSessions(asEd, { sessionId: bossSession!.sessionId })).toMatchObject({
      message: 'That session had ended already.',
    });
    expect(await validateSession(db, bosses, t0)).not.toBeNull();
    const thereSession = await validateSession(db, there, t0);
    await endOwnSessions(asEd, { sessionId: thereSession!.sessionId });
    expect(await validateSession(db, there, t0)).toBeNull();
    const current = await validateSession(db, here, t0);
    await endOwnSessions(asEd, { allBut: current!.sessionId });
    expect(await validateSession(db, elsewhere, t0)).toBeNull();
    expect(await validateSession(db, here, t0)).not.toBeNull();
  });

  it('own password change: policy checked, other sessions end, this one stays, audited', async () => {
    const here = await sessionFor(ed);
    const there = await sessionFor(ed);
    const current = (await validateSession(db, here, t0))!;
    const asEd = makeStaffChange(db, { actorUserId: ed.id, at: t0 });
    const input = { username: 'ed', sessionId: current.sessionId };
    expect(
      await changeOwnPassword(asEd, { ...input, password: 'iloveyouiloveyou' }, cheap),
    ).toMatchObject({ ok: false });
    expect(await validateSession(db, there, t0)).not.toBeNull();
    expect(
      await changeOwnPassword(asEd, { ...input, password: 'quiet harbour sandal violin' }, cheap),
    ).toMatchObject({ ok: true });
    expect(await validateSession(db, there, t0)).toBeNull();
    expect(await validateSession(db, here, t0)).not.toBeNull();
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', ed.id)
      .executeTakeFirstOrThrow();
    expect(await cheap.verify(row.password_hash, 'quiet harbour sandal violin')).toBe(true);
    const [event] = await listAuditEvents(db, { limit: 1, action: 'password.changed' });
    expect(event).toMatchObject({ actorUserId: ed.id, details: { via: 'self', sessionsEnded: 1 } });
  });

  it('lists only the account’s own sessions, newest use first, with device text and address', async () => {
    await createSession(db, {
      userId: ed.id,
      ip: '192.0.2.7',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
      now: t0,
    });
    await createSession(db, {
      userId: ed.id,
      ip: '192.0.2.8',
      userAgent: 'curl/8',
      now: new Date(t0.getTime() + 60_000),
    });
    await sessionFor(boss);
    const sessions = await listOwnSessions(db, ed.id);
    expect(sessions.map((s) => s.ip)).toEqual(['192.0.2.8', '192.0.2.7']);
    expect(sessions[1]!.userAgent).toContain('Firefox');
  });
});
