import type { Db } from '~/db/create-db.server';
import { recordAudit } from '~/features/audit/audit.server';
import { recordRefusal } from '~/features/audit/refusal-audit.server';
import { passwordHasher, type PasswordHasher } from './password.server';
import type { UserRow } from '~/db/schema';
import { startSession, type SessionRequest } from './sessions.server';
import { refundLoginAttempt, reserveLoginAttempt } from './throttle.server';
import { createLoginChallenge } from './second-factor.server';
import { newTotpSecret, secretBox } from './two-factor.server';
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
  /** The password was right; the sign-in waits for a code (or for enrolment) on `challenge`. */
  | { ok: 'second-factor'; challenge: string; user: StaffUser }
  /** retryAfterSeconds is set exactly when status is 429: send it as Retry-After. */
  | { ok: false; status: 401 | 429; retryAfterSeconds?: number };

export interface LoginOptions {
  passwords?: PasswordHasher;
  /** Every account must have a second factor: one without enrols as it signs in (R8). */
  twoFactorRequired?: boolean;
  /** The site key, which seals two-factor secrets (needed when a secret is made). */
  siteKey?: Buffer;
}

function sealer(options: LoginOptions) {
  if (!options.siteKey) throw new Error('A site key is needed to seal a two-factor secret');
  return secretBox(options.siteKey);
}

/**
 * Signs a staff member in with a username and password.
 *
 * - Success: a new session (its token goes in the cookie); the previous cookie's session ends.
 * - Second factor: an account with one (or any, when required) gets a challenge to answer with
 *   a code (see second-factor.server.ts); no session yet.
 * - 401: unknown username, wrong password or disabled account, indistinguishable by status, result
 *   or timing: an unknown username is checked against a dummy hash (R5).
 * - 429: too many failures (R6), answered before any hash is computed.
 *
 * Every outcome is audited (login.success, login.failure, login.locked when a failure reaches a
 * limit, and ratelimit.hit for a 429, within the bound of recordRefusal).
 */
export async function attemptLogin(
  db: Db,
  input: LoginInput,
  options: LoginOptions = {},
): Promise<LoginResult> {
  const passwords = options.passwords ?? passwordHasher;
  const username = normaliseUsername(input.username);
  const subject = { username, ip: input.ip };

  const reservation = await reserveLoginAttempt(db, subject, input.now);
  if (!reservation.allowed) {
    // A throttled attempt is whoever keeps trying, perhaps a storm: recordRefusal keeps one row
    // per username + IP per throttle window (15 min) and 100 per window in all, and the refusal
    // stays as cheap as the throttle made it (no user lookup, no hash).
    await recordRefusal(db, {
      at: input.now,
      actorUserId: null,
      ip: input.ip,
      action: 'ratelimit.hit',
      targetType: 'username',
      targetId: username.slice(0, 64),
      details: {
        limit: 'sign-in',
        username: username.slice(0, 64),
        scopes: reservation.scopes,
        retryAfterSeconds: reservation.retryAfterSeconds,
      },
    });
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
  return continueSignIn(db, user, input, options);
}

/**
 * What follows a right password (at sign-in, or on a setup, invitation or reset link): the code
 * step when the account has a second factor, or must have one and enrols now; else the session.
 */
export async function continueSignIn(
  db: Db,
  user: UserRow,
  input: SessionRequest,
  options: LoginOptions,
): Promise<Exclude<LoginResult, { ok: false }>> {
  if (user.totp_enabled_at !== null || options.twoFactorRequired) {
    const challenge = await createLoginChallenge(db, {
      user,
      now: input.now,
      pendingSecret: user.totp_enabled_at === null ? sealer(options).seal(newTotpSecret()) : null,
    });
    return { ok: 'second-factor', challenge, user: toStaffUser(user) };
  }
  return startSession(db, user, input);
}
