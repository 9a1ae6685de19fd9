import type { RouterContextProvider } from 'react-router';
import type { Db } from '~/db/create-db.server';
import { appContext } from '~/lib/app-context';
import { recordAudit } from '~/features/audit/audit.server';
import { requireSession } from './guard.server';
import { passwordHasher, type PasswordHasher } from './password.server';
import { checkCode, codeMessages, codeRetryAfterSeconds } from './second-factor.server';
import type { SignedInSession } from './sessions.server';
import { refundLoginAttempt, reserveLoginAttempt } from './throttle.server';
import { getUserByUsername } from './users.server';

// Re-authentication before sensitive changes (docs/security.md R9): a session whose owner last
// gave their password (and code) over 15 minutes ago must give them again before changing a
// password, a second factor, or anyone's account. A stolen, idle-but-valid cookie alone cannot.

export const confirmationLifetimeMs = 15 * 60 * 1000;

/** What a change without a recent confirmation is told. */
export const confirmFirst = 'Confirm it is you first: enter your password above.';

/** True when the session's owner gave their password (and code) in the last 15 minutes. */
export function isRecentlyConfirmed(session: SignedInSession, now: Date): boolean {
  return now.getTime() - Date.parse(session.confirmedAt) < confirmationLifetimeMs;
}

/** What a sensitive form must ask for, for its page to show the right fields. */
export interface ConfirmationNeeds {
  /** Ask for the current password. */
  password: boolean;
  /** Ask for an authentication code too (the account has a second factor). */
  code: boolean;
}

/** The fields a sensitive form shows for this session now. */
export async function confirmationNeeds(
  db: Db,
  session: SignedInSession,
  now: Date,
): Promise<ConfirmationNeeds> {
  if (isRecentlyConfirmed(session, now)) return { password: false, code: false };
  const user = await getUserByUsername(db, session.user.username);
  return { password: true, code: user?.totp_enabled_at != null };
}

export type Confirmation = { ok: true } | { ok: false; message: string; status: 401 | 429 };

const wrongPassword = 'Your current password is not right.';

/**
 * Checks the password (and code) a sensitive form sent, unless the session confirmed recently
 * or `always` asks for the password regardless (a password change). Password guesses count
 * against the sign-in throttle and wrong codes against the code limit; both are audited. A
 * success marks the session confirmed now.
 */
export async function confirmIdentity(
  db: Db,
  input: {
    session: SignedInSession;
    password: string;
    code: string;
    now: Date;
    ip: string;
    siteKey: Buffer;
    always?: boolean;
  },
  passwords: PasswordHasher = passwordHasher,
): Promise<Confirmation> {
  const { session, now } = input;
  const recent = isRecentlyConfirmed(session, now);
  if (recent && !input.always) return { ok: true };
  const user = await getUserByUsername(db, session.user.username);
  if (!user) return { ok: false, status: 401, message: wrongPassword };

  const subject = { username: user.username, ip: input.ip };
  const reservation = await reserveLoginAttempt(db, subject, now);
  if (!reservation.allowed) {
    return { ok: false, status: 429, message: 'Too many attempts. Please wait and try again.' };
  }
  const audit = (action: 'login.failure' | 'mfa.failure' | 'identity.confirmed', reason?: string) =>
    recordAudit(db, {
      at: now,
      actorUserId: user.id,
      ip: input.ip,
      action,
      targetType: 'user',
      targetId: user.id,
      details: { username: user.username, reason, sessionId: session.sessionId },
    });
  if (!(await passwords.verify(user.password_hash, input.password))) {
    await audit('login.failure', 'reconfirm-wrong-password');
    return { ok: false, status: 401, message: wrongPassword };
  }
  await refundLoginAttempt(db, subject, now);

  if (user.totp_enabled_at !== null && !recent) {
    if ((await codeRetryAfterSeconds(db, user.id, now)) > 0) {
      return { ok: false, status: 429, message: codeMessages.throttled };
    }
    const check = await checkCode(db, user, input.code, input.siteKey, now);
    if (!check.ok) {
      await audit('mfa.failure', check.reason);
      return { ok: false, status: 401, message: codeMessages[check.reason] };
    }
  }
  await db
    .updateTable('sessions')
    .set({ confirmed_at: now.toISOString() })
    .where('id', '=', session.sessionId)
    .execute();
  await audit('identity.confirmed');
  return { ok: true };
}

/**
 * A sensitive action's check, from its form's `currentPassword` and `currentCode` fields: the
 * signed-in session's owner confirms who they are (see confirmIdentity).
 * @example const confirmed = await confirmFromForm(context, fields); if (!confirmed.ok) return data(confirmed, { status: confirmed.status });
 */
export async function confirmFromForm(
  context: Readonly<RouterContextProvider>,
  fields: { currentPassword?: string; currentCode?: string },
  options: { always?: boolean } = {},
): Promise<Confirmation> {
  const { db, now, clientIp, shareLinkKey } = context.get(appContext);
  return confirmIdentity(db, {
    session: requireSession(context),
    password: fields.currentPassword ?? '',
    code: fields.currentCode ?? '',
    now: now(),
    ip: clientIp,
    siteKey: shareLinkKey,
    always: options.always,
  });
}
