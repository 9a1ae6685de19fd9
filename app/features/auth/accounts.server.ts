import type { Db } from '~/db/create-db.server';
import { recordChange, type StaffChange } from '~/features/audit/staff-change.server';
import { accountLinkPath, createAccountLink } from './account-links.server';
import { checkNewPassword, passwordHasher, type PasswordHasher } from './password.server';
import {
  checkEnrolmentCode,
  codeMessages,
  deleteLoginChallenge,
  turnOnTwoFactor,
} from './second-factor.server';
import { newRecoveryCodes, storeRecoveryCodes } from './two-factor.server';
import {
  checkUsername,
  getUserByUsername,
  normaliseUsername,
  type StaffRole,
} from './users.server';

// Running the team's accounts (docs/security.md R15, R17): what an administrator does to other
// accounts and what everyone does to their own. Every change is one transaction with its audit
// row (recordChange), and every change to who can do what ends the sessions it concerns.

/** A staff account as the accounts screen lists it. */
export interface StaffAccount {
  id: string;
  username: string;
  role: StaffRole;
  disabled: boolean;
  twoFactor: boolean;
  createdAt: string;
  /** The newest use of any of its sessions; null when none is open. */
  lastActiveAt: string | null;
}

/** An invitation not yet used. */
export interface PendingInvitation {
  id: string;
  username: string;
  role: StaffRole;
  expiresAt: string;
}

export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('sessions', 'sessions.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.username',
      'users.role',
      'users.disabled_at',
      'users.totp_enabled_at',
      'users.created_at',
      eb.fn.max('sessions.last_seen_at').as('last_active_at'),
    ])
    .groupBy([
      'users.id',
      'users.username',
      'users.role',
      'users.disabled_at',
      'users.totp_enabled_at',
      'users.created_at',
    ])
    .orderBy('users.username')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    role: row.role === 'editor' ? 'editor' : 'admin',
    disabled: row.disabled_at !== null,
    twoFactor: row.totp_enabled_at !== null,
    createdAt: row.created_at,
    lastActiveAt: row.last_active_at ?? null,
  }));
}

export async function listPendingInvitations(db: Db, now: Date): Promise<PendingInvitation[]> {
  const rows = await db
    .selectFrom('account_links')
    .select(['id', 'username', 'role', 'expires_at'])
    .where('kind', '=', 'invite')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username ?? '',
    role: row.role === 'admin' ? 'admin' : 'editor',
    expiresAt: row.expires_at,
  }));
}

export type AccountReply =
  { ok: true; message: string; link?: string } | { ok: false; message: string };

/**
 * An invitation for a new account with this username and role: the link (72 hours, once) is
 * returned to show the administrator once, for them to pass on.
 */
export async function inviteStaff(
  change: StaffChange,
  input: { username: string; role: StaffRole },
): Promise<AccountReply> {
  const username = normaliseUsername(input.username);
  const problem = checkUsername(username);
  if (problem) return { ok: false, message: problem };
  if (await getUserByUsername(change.db, username)) {
    return { ok: false, message: `A staff account named "${username}" already exists.` };
  }
  return recordChange(change, async (trx, audit) => {
    const pending = await trx
      .selectFrom('account_links')
      .select('id')
      .where('kind', '=', 'invite')
      .where('username', '=', username)
      .where('used_at', 'is', null)
      .where('expires_at', '>', change.at.toISOString())
      .executeTakeFirst();
    if (pending) {
      return { ok: false, message: `"${username}" has an invitation already. Withdraw it first.` };
    }
    const link = await createAccountLink(trx, {
      kind: 'invite',
      role: input.role,
      username,
      createdBy: change.actorUserId,
      now: change.at,
    });
    await audit({
      action: 'user.invited',
      targetType: 'invitation',
      targetId: link.id,
      details: { username, role: input.role, expiresAt: link.expiresAt },
      publicPages: false,
    });
    return {
      ok: true,
      message: `Invited ${username}. Send them this link; it works once, for 72 hours.`,
      link: new URL(accountLinkPath('invite', link.token), change.siteUrl).href,
    };
  });
}

/** Withdraws an unused invitation: its link stops working. */
export async function withdrawInvitation(change: StaffChange, id: string): Promise<AccountReply> {
  return recordChange(change, async (trx, audit) => {
    const gone = await trx
      .deleteFrom('account_links')
      .where('id', '=', id)
      .where('kind', '=', 'invite')
      .where('used_at', 'is', null)
      .returning('username')
      .executeTakeFirst();
    if (!gone) return { ok: false, message: 'That invitation has been used or withdrawn.' };
    await audit({
      action: 'user.invited',
      targetType: 'invitation',
      targetId: id,
      details: { username: gone.username, withdrawn: true },
      publicPages: false,
    });
    return { ok: true, message: `Withdrew the invitation for ${gone.username}.` };
  });
}

export type AccountAction =
  | { intent: 'role'; role: StaffRole }
  | { intent: 'disable' }
  | { intent: 'enable' }
  | { intent: 'reset-link' }
  | { intent: 'remove-two-factor' }
  | { intent: 'end-sessions' };

const lastAdminMessage =
  'This is the only active administrator. Make another account an administrator first.';

/**
 * An administrator's change to another account (or their own, where it cannot lock the team
 * out): role, disable, enable, a password-reset link, removing its second factor, ending its
 * sessions. Each ends the account's sessions except enabling, so a change to what someone may
 * do takes effect on their next request.
 */
export async function changeStaffAccount(
  change: StaffChange,
  targetId: string,
  action: AccountAction,
): Promise<AccountReply> {
  return recordChange(change, async (trx, audit) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'username', 'role', 'disabled_at', 'totp_enabled_at'])
      .where('id', '=', targetId)
      .executeTakeFirst();
    if (!user) return { ok: false, message: 'There is no such staff account.' };
    const removesAdmin =
      user.role === 'admin' &&
      user.disabled_at === null &&
      (action.intent === 'disable' || (action.intent === 'role' && action.role !== 'admin'));
    if (removesAdmin && (await activeAdminCount(trx)) <= 1) {
      return { ok: false, message: lastAdminMessage };
    }
    const at = change.at.toISOString();
    const event = { targetType: 'user', targetId: user.id, publicPages: false } as const;
    const endSessions = async () =>
      Number(
        (await trx.deleteFrom('sessions').where('user_id', '=', user.id).executeTakeFirst())
          .numDeletedRows,
      );

    switch (action.intent) {
      case 'role': {
        if (user.role === action.role) {
          return { ok: true, message: `${user.username} is already ${roleName(action.role)}.` };
        }
        await trx
          .updateTable('users')
          .set({ role: action.role, updated_at: at })
          .where('id', '=', user.id)
          .execute();
        const sessionsEnded = await endSessions();
        await audit({
          action: 'user.role_changed',
          ...event,
          details: { username: user.username, from: user.role, to: action.role, sessionsEnded },
        });
        return { ok: true, message: `${user.username} is now ${roleName(action.role)}.` };
      }
      case 'disable':
      case 'enable': {
        const disable = action.intent === 'disable';
        await trx
          .updateTable('users')
          .set({ disabled_at: disable ? at : null, updated_at: at })
          .where('id', '=', user.id)
          .execute();
        const sessionsEnded = disable ? await endSessions() : 0;
        await audit({
          action: disable ? 'user.disabled' : 'user.enabled',
          ...event,
          details: { username: user.username, sessionsEnded },
        });
        return {
          ok: true,
          message: disable
            ? `Disabled ${user.username} and signed them out.`
            : `Re-enabled ${user.username}.`,
        };
      }
      case 'reset-link': {
        const link = await createAccountLink(trx, {
          kind: 'reset',
          role: user.role === 'editor' ? 'editor' : 'admin',
          username: user.username,
          userId: user.id,
          createdBy: change.actorUserId,
          now: change.at,
        });
        await audit({
          action: 'password.reset_link',
          ...event,
          details: { username: user.username, expiresAt: link.expiresAt },
        });
        return {
          ok: true,
          message: `A password reset link for ${user.username}; it works once, for 24 hours.`,
          link: new URL(accountLinkPath('reset', link.token), change.siteUrl).href,
        };
      }
      case 'remove-two-factor': {
        await removeSecondFactor(trx, user.id, at);
        const sessionsEnded = await endSessions();
        await audit({
          action: 'mfa.removed',
          ...event,
          details: {
            username: user.username,
            hadOne: user.totp_enabled_at !== null,
            sessionsEnded,
          },
        });
        return {
          ok: true,
          message: `Removed ${user.username}'s second factor; they set up a new one as they sign in.`,
        };
      }
      case 'end-sessions': {
        const sessionsEnded = await endSessions();
        await audit({
          action: 'session.revoked',
          ...event,
          details: { username: user.username, sessionsEnded },
        });
        return { ok: true, message: `Signed ${user.username} out everywhere.` };
      }
    }
  });
}

function roleName(role: StaffRole): string {
  return role === 'admin' ? 'an administrator' : 'an editor';
}

async function activeAdminCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Forgets an account's second factor and recovery codes (in the caller's transaction). */
export async function removeSecondFactor(trx: Db, userId: string, at: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: at })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** One of a staff member's own signed-in browsers. */
export interface OwnSession {
  id: string;
  userAgent: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
}

export async function listOwnSessions(db: Db, userId: string): Promise<OwnSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.user_agent,
    ip: row.ip,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  }));
}

/**
 * Ends one of the actor's own sessions (`sessionId`), or all but the current one (`allBut`).
 * Another account's sessions are never touched from here.
 */
export async function endOwnSessions(
  change: StaffChange,
  which: { sessionId: string } | { allBut: string },
): Promise<AccountReply> {
  return recordChange(change, async (trx, audit) => {
    let query = trx.deleteFrom('sessions').where('user_id', '=', change.actorUserId);
    query =
      'sessionId' in which
        ? query.where('id', '=', which.sessionId)
        : query.where('id', '!=', which.allBut);
    const ended = Number((await query.executeTakeFirst()).numDeletedRows);
    if (ended === 0) return { ok: true, message: 'That session had ended already.' };
    await audit({
      action: 'session.revoked',
      targetType: 'user',
      targetId: change.actorUserId,
      details: { sessionsEnded: ended, own: true },
      publicPages: false,
    });
    return {
      ok: true,
      message: ended === 1 ? 'Signed out that session.' : `Signed out ${ended} other sessions.`,
    };
  });
}

/**
 * A staff member's own password change: the new password passes the policy, the account's other
 * sessions end (this one stays), and the session counts as confirmed. The current password (and
 * code) were checked by confirmIdentity first.
 */
export async function changeOwnPassword(
  change: StaffChange,
  input: { username: string; sessionId: string; password: string },
  passwords: PasswordHasher = passwordHasher,
): Promise<AccountReply> {
  const checked = await checkNewPassword(input.password, { username: input.username });
  if (!checked.ok) return checked;
  const passwordHash = await passwords.hash(checked.password);
  const at = change.at.toISOString();
  return recordChange(change, async (trx, audit) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: at, updated_at: at })
      .where('id', '=', change.actorUserId)
      .execute();
    const ended = await trx
      .deleteFrom('sessions')
      .where('user_id', '=', change.actorUserId)
      .where('id', '!=', input.sessionId)
      .executeTakeFirst();
    await audit({
      action: 'password.changed',
      targetType: 'user',
      targetId: change.actorUserId,
      details: {
        username: input.username,
        via: 'self',
        sessionsEnded: Number(ended.numDeletedRows),
      },
      publicPages: false,
    });
    return { ok: true, message: 'Your password has been changed. Other sessions were signed out.' };
  });
}

/**
 * Turns on the actor's own second factor with the first code of the secret their enrolment
 * challenge holds; returns the recovery codes to show once.
 */
export async function confirmOwnEnrolment(
  change: StaffChange,
  input: { challenge: string; code: string; siteKey: Buffer },
): Promise<AccountReply & { recoveryCodes?: string[] }> {
  const proved = await checkEnrolmentCode(change.db, {
    userId: change.actorUserId,
    challenge: input.challenge,
    code: input.code,
    siteKey: input.siteKey,
    now: change.at,
  });
  if (!proved) return { ok: false, message: codeMessages.wrong };
  const recoveryCodes = newRecoveryCodes();
  return recordChange(change, async (trx, audit) => {
    await turnOnTwoFactor(trx, change.actorUserId, { ...proved, recoveryCodes, now: change.at });
    await deleteLoginChallenge(trx, input.challenge);
    await audit({
      action: 'mfa.enrolled',
      targetType: 'user',
      targetId: change.actorUserId,
      details: { via: 'account' },
      publicPages: false,
    });
    return { ok: true, message: 'Two-factor sign-in is on.', recoveryCodes };
  });
}

/** New recovery codes for the actor (the old ones stop working); shown once. */
export async function renewOwnRecoveryCodes(
  change: StaffChange,
): Promise<AccountReply & { recoveryCodes?: string[] }> {
  const recoveryCodes = newRecoveryCodes();
  return recordChange(change, async (trx, audit) => {
    await storeRecoveryCodes(trx, change.actorUserId, recoveryCodes);
    await audit({
      action: 'recovery_codes.renewed',
      targetType: 'user',
      targetId: change.actorUserId,
      publicPages: false,
    });
    return { ok: true, message: 'New recovery codes; the old ones no longer work.', recoveryCodes };
  });
}

/** Turns off the actor's own second factor, where the site does not require one. */
export async function removeOwnSecondFactor(change: StaffChange): Promise<AccountReply> {
  return recordChange(change, async (trx, audit) => {
    await removeSecondFactor(trx, change.actorUserId, change.at.toISOString());
    await audit({
      action: 'mfa.removed',
      targetType: 'user',
      targetId: change.actorUserId,
      details: { own: true },
      publicPages: false,
    });
    return { ok: true, message: 'Two-factor sign-in is off.' };
  });
}
