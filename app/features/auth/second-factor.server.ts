import type { Db } from '~/db/create-db.server';
import type { UserRow } from '~/db/schema';
import { recordAudit } from '~/features/audit/audit.server';
import {
  generateSessionToken,
  hashSessionToken,
  isWellFormedSessionToken,
  startSession,
  type SessionRequest,
} from './sessions.server';
import {
  acceptedStep,
  claimStep,
  enrolmentOf,
  newRecoveryCodes,
  secretBox,
  storeRecoveryCodes,
  useRecoveryCode,
} from './two-factor.server';
import type { StaffUser } from './users.server';

// The second step of signing in (docs/security.md R8): the password was right, and a challenge
// (a random token in the form, its SHA-256 in the database) waits five minutes for a code, or,
// for an account that must enrol, for the first code of a new secret.

/** How long the code step waits after the password. */
export const challengeLifetimeMs = 5 * 60 * 1000;
/** Wrong codes an account may send in `codeFailureWindowMs`, however many challenges. */
export const maxCodeFailures = 5;
export const codeFailureWindowMs = 15 * 60 * 1000;

/** Starts the code step for an account; returns the token its form carries. */
export async function createLoginChallenge(
  db: Db,
  input: { user: Pick<UserRow, 'id'>; now: Date; pendingSecret: string | null },
): Promise<string> {
  const token = generateSessionToken();
  await db
    .deleteFrom('login_challenges')
    .where('expires_at', '<=', input.now.toISOString())
    .execute();
  await db
    .insertInto('login_challenges')
    .values({
      token_hash: hashSessionToken(token),
      user_id: input.user.id,
      pending_secret: input.pendingSecret,
      attempts: 0,
      created_at: input.now.toISOString(),
      expires_at: new Date(input.now.getTime() + challengeLifetimeMs).toISOString(),
    })
    .execute();
  return token;
}

/** A live challenge and its account, or null when unknown, expired or the account disabled. */
async function readChallenge(db: Db, token: string, now: Date) {
  if (!isWellFormedSessionToken(token)) return null;
  const row = await db
    .selectFrom('login_challenges')
    .innerJoin('users', 'users.id', 'login_challenges.user_id')
    .selectAll('users')
    .select(['login_challenges.pending_secret', 'login_challenges.expires_at as challenge_expires'])
    .where('login_challenges.token_hash', '=', hashSessionToken(token))
    .executeTakeFirst();
  if (!row || row.challenge_expires <= now.toISOString() || row.disabled_at !== null) return null;
  return row;
}

/**
 * What the enrolment step shows for a challenge that enrols: the secret (to type in) and its QR
 * code. Null when the challenge does not enrol or is gone.
 */
export async function challengeEnrolment(
  db: Db,
  token: string,
  siteKey: Buffer,
  now: Date,
): Promise<{ secret: string; qrSvg: string } | null> {
  const row = await readChallenge(db, token, now);
  const secret = row?.pending_secret ? secretBox(siteKey).open(row.pending_secret) : null;
  if (!row || !secret) return null;
  return { secret, qrSvg: (await enrolmentOf(secret, row.username)).qrSvg };
}

/**
 * Seconds until an account may try a code again, or 0: at most `maxCodeFailures` wrong codes in
 * 15 minutes, counted from the audit trail (every wrong code is an `mfa.failure` row).
 */
export async function codeRetryAfterSeconds(db: Db, userId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - codeFailureWindowMs).toISOString();
  const failures = await db
    .selectFrom('audit_events')
    .select('at_utc')
    .where('action', '=', 'mfa.failure')
    .where('at_utc', '>', since)
    .where('target_id', '=', userId)
    .orderBy('at_utc', 'desc')
    .limit(maxCodeFailures)
    .execute();
  if (failures.length < maxCodeFailures) return 0;
  const oldest = Date.parse(failures[failures.length - 1]!.at_utc);
  return Math.max(1, Math.ceil((oldest + codeFailureWindowMs - now.getTime()) / 1000));
}

export type CodeCheck =
  { ok: true; via: 'code' | 'recovery-code' } | { ok: false; reason: 'wrong' | 'reused' };

/**
 * Checks a code (or, failing that, an unused recovery code) for an enrolled account and uses it
 * up: a code's step is claimed so the same code never works twice (R8).
 */
export async function checkCode(
  db: Db,
  user: Pick<UserRow, 'id' | 'totp_secret'>,
  code: string,
  siteKey: Buffer,
  now: Date,
): Promise<CodeCheck> {
  const secret = user.totp_secret ? secretBox(siteKey).open(user.totp_secret) : null;
  if (!secret) return { ok: false, reason: 'wrong' };
  const step = acceptedStep(secret, code, now);
  if (step !== null) {
    return (await claimStep(db, user.id, step))
      ? { ok: true, via: 'code' }
      : { ok: false, reason: 'reused' };
  }
  return (await useRecoveryCode(db, user.id, code, now))
    ? { ok: true, via: 'recovery-code' }
    : { ok: false, reason: 'wrong' };
}

/**
 * Turns two-factor sign-in on for an account with a secret its owner has just proved with a
 * code (whose step is used up), and replaces its recovery codes. In the caller's transaction.
 */
export async function turnOnTwoFactor(
  trx: Db,
  userId: string,
  input: { sealedSecret: string; step: number; recoveryCodes: string[]; now: Date },
): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      totp_secret: input.sealedSecret,
      totp_enabled_at: input.now.toISOString(),
      totp_last_step: input.step,
      updated_at: input.now.toISOString(),
    })
    .where('id', '=', userId)
    .execute();
  await storeRecoveryCodes(trx, userId, input.recoveryCodes);
}

/**
 * The first code of a secret being enrolled, checked against the account's pending challenge:
 * the step it is good for, or null (wrong code, or no such challenge for this account).
 */
export async function checkEnrolmentCode(
  db: Db,
  input: { userId: string; challenge: string; code: string; siteKey: Buffer; now: Date },
): Promise<{ step: number; sealedSecret: string } | null> {
  const row = await readChallenge(db, input.challenge, input.now);
  if (!row || row.id !== input.userId || !row.pending_secret) return null;
  const secret = secretBox(input.siteKey).open(row.pending_secret);
  const step = secret ? acceptedStep(secret, input.code, input.now) : null;
  return step === null ? null : { step, sealedSecret: row.pending_secret };
}

/** Ends a code step (used or abandoned). */
export async function deleteLoginChallenge(db: Db, challenge: string): Promise<void> {
  await db
    .deleteFrom('login_challenges')
    .where('token_hash', '=', hashSessionToken(challenge))
    .execute();
}

export type SecondFactorResult =
  | {
      ok: true;
      token: string;
      user: StaffUser;
      expiresAt: Date;
      /** Shown once, after enrolment. */
      recoveryCodes: string[] | null;
    }
  | { ok: false; status: 400 | 401 | 429; message: string; retryAfterSeconds?: number };

export const codeMessages = {
  expired: 'That sign-in has expired. Please enter your username and password again.',
  wrong: 'That code is not right. Check the time on your device and try the newest code.',
  reused: 'That code has been used already. Wait for the next one.',
  throttled: 'Too many wrong codes. Please wait a few minutes and try again.',
};

/**
 * The code step: a right code (or recovery code) on a live challenge starts the session; an
 * enrolling challenge's first right code also turns two-factor on and makes recovery codes.
 * Every wrong code is audited (`mfa.failure`) and counts towards the account's limit.
 */
export async function completeSecondFactor(
  db: Db,
  input: SessionRequest & { challenge: string; code: string; siteKey: Buffer },
): Promise<SecondFactorResult> {
  const row = await readChallenge(db, input.challenge, input.now);
  if (!row) return { ok: false, status: 400, message: codeMessages.expired };
  const retryAfterSeconds = await codeRetryAfterSeconds(db, row.id, input.now);
  if (retryAfterSeconds > 0) {
    return { ok: false, status: 429, message: codeMessages.throttled, retryAfterSeconds };
  }

  const box = secretBox(input.siteKey);
  const pending = row.pending_secret ? box.open(row.pending_secret) : null;
  const pendingStep = pending ? acceptedStep(pending, input.code, input.now) : null;
  const check: CodeCheck = pending
    ? pendingStep === null
      ? { ok: false, reason: 'wrong' }
      : { ok: true, via: 'code' }
    : await checkCode(db, row, input.code, input.siteKey, input.now);

  if (!check.ok) {
    await recordAudit(db, {
      at: input.now,
      actorUserId: null,
      ip: input.ip,
      action: 'mfa.failure',
      targetType: 'user',
      targetId: row.id,
      details: { username: row.username, reason: check.reason },
    });
    return { ok: false, status: 401, message: codeMessages[check.reason] };
  }

  const recoveryCodes = pending ? newRecoveryCodes() : null;
  const session = await startSession(db, row, input, async (trx) => {
    await deleteLoginChallenge(trx, input.challenge);
    if (row.pending_secret && pendingStep !== null && recoveryCodes) {
      await turnOnTwoFactor(trx, row.id, {
        sealedSecret: row.pending_secret,
        step: pendingStep,
        recoveryCodes,
        now: input.now,
      });
    }
    await recordAudit(trx, {
      at: input.now,
      actorUserId: row.id,
      ip: input.ip,
      action: pending ? 'mfa.enrolled' : 'mfa.success',
      targetType: 'user',
      targetId: row.id,
      details: { username: row.username, via: check.via },
    });
  });
  return { ...session, recoveryCodes };
}
