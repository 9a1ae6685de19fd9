import type { Db } from '~/db/create-db.server';
import { recordAudit } from '~/features/audit/audit.server';
import { passwordHasher, type PasswordHasher } from './password.server';
import { createSession, pruneExpiredSessions } from './sessions.server';
import { refundLoginAttempt, reserveLoginAttempt } from './throttle.server';
import { getUserByUsername, normaliseUsername, toStaffUser, type StaffUser } from './users.server';

export interface LoginInput {
  /** As typed: trimmed and lower-cased here. */
  username: string;
  /** As typed: nothing is trimmed or folded. */
  password: string;
  /** The client IP (AppServices.clientIp). */
  ip: string;
  userAgent: string;
  /** The token of the session cookie the request came with, if any: it is ended on success. */
  previousToken: string | null;
  now: Date;
}

export type LoginResult =
  | { ok: true; token: string; user: StaffUser; expiresAt: Date }
  /** retryAfterSeconds is set exactly when status is 429: send it as Retry-After. */
  | { ok: false; status: 401 | 429; retryAfterSeconds?: number };

/**
 * Signs a staff member in with a username and password.
 *
 * - Success: a new session (its token goes in the cookie); the previous cookie's session ends.
 * - 401: unknown username, wrong password or disabled account, indistinguishable by status, result
 *   or timing: an unknown username is checked against a dummy hash (R5).
 * - 429: too many failures (R6), answered before any hash is computed.
 *
 * Every outcome except 429 is audited (login.success, login.failure, and login.locked when a
 * failure reaches a limit).
 */
export async function attemptLogin(
  db: Db,
  input: LoginInput,
  options: { passwords?: PasswordHasher } = {},
): Promise<LoginResult> {
  const passwords = options.passwords ?? passwordHasher;
  const username = normaliseUsername(input.username);
  const subject = { username, ip: input.ip };

  const reservation = await reserveLoginAttempt(db, subject, input.now);
  if (!reservation.allowed) {
    return { ok: false, status: 429, retryAfterSeconds: reservation.retryAfterSeconds };
  }

  const user = await getUserByUsername(db, username);
  const matches = await passwords.verify(
    user?.password_hash ?? passwords.dummyHash,
    input.password,
  );

  if (!user || !matches || user.disabled_at !== null) {
    const reason = !user
      ? 'unknown-user'
      : user.disabled_at !== null
        ? 'disabled'
        : 'wrong-password';
    await recordAudit(db, {
      at: input.now,
      actorUserId: null,
      ip: input.ip,
      action: 'login.failure',
      targetType: 'user',
      targetId: user?.id ?? null,
      details: { username: username.slice(0, 64), reason },
    });
    for (const { scope, retryAfterSeconds } of reservation.reached) {
      await recordAudit(db, {
        at: input.now,
        actorUserId: null,
        ip: input.ip,
        action: 'login.locked',
        targetType: 'user',
        targetId: user?.id ?? null,
        details: { username: username.slice(0, 64), scope, retryAfterSeconds },
      });
    }
    return { ok: false, status: 401 };
  }

  await refundLoginAttempt(db, subject, input.now);
  if (passwords.needsRehash(user.password_hash)) {
    // The password is at hand only now: bring its hash up to the current parameters (R2).
    const rehashed = await passwords.hash(input.password);
    await db
      .updateTable('users')
      .set({ password_hash: rehashed, updated_at: input.now.toISOString() })
      .where('id', '=', user.id)
      .where('password_hash', '=', user.password_hash)
      .execute();
  }
  await pruneExpiredSessions(db, input.now);
  // The session and its audit row commit together: no session nobody audited, and no sign-in
  // reported failed whose session was made.
  const session = await db.transaction().execute(async (trx) => {
    const created = await createSession(trx, {
      userId: user.id,
      ip: input.ip,
      userAgent: input.userAgent,
      now: input.now,
      replacesToken: input.previousToken,
    });
    await recordAudit(trx, {
      at: input.now,
      actorUserId: user.id,
      ip: input.ip,
      action: 'login.success',
      targetType: 'user',
      targetId: user.id,
      details: { username, sessionId: created.sessionId },
    });
    return created;
  });
  return { ok: true, token: session.token, user: toStaffUser(user), expiresAt: session.expiresAt };
}
