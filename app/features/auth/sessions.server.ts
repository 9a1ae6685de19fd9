import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '~/db/create-db.server';
import { inTransaction } from '~/db/in-transaction.server';
import type { UserRow } from '~/db/schema';
import { recordAudit } from '~/features/audit/audit.server';
import { toStaffUser, type StaffUser } from './users.server';

// Server-side sessions (docs/security.md R10, R13): the cookie carries 32 random bytes; the
// database keeps only their SHA-256, so a leaked table cannot be replayed as cookies.

/** Ends a session nobody has used for this long (R13: 30 min idle). */
export const sessionIdleTimeoutMs = 30 * 60 * 1000;
/** Ends every session this long after sign-in, however active (R13: 12 h absolute). */
export const sessionAbsoluteTimeoutMs = 12 * 60 * 60 * 1000;
/** last_seen_at is rewritten at most this often, so browsing is not a stream of writes. */
export const lastSeenWriteIntervalMs = 60 * 1000;

const tokenBytes = 32;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/; // 32 bytes, base64url without padding

/**
 * A fresh session token: 32 bytes from the CSPRNG, base64url (43 characters). Code-step
 * challenges and account links are made, checked and stored the same way.
 */
export function generateSessionToken(): string {
  return randomBytes(tokenBytes).toString('base64url');
}

/**
 * What the database stores for a token: SHA-256, hex.
 * @example hashSessionToken(token) // '3f1c...' (64 hex digits)
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function isWellFormedSessionToken(token: string): boolean {
  return tokenPattern.test(token);
}

export interface SignedInSession {
  user: StaffUser;
  sessionId: string;
  createdAt: string;
  expiresAt: string;
  /** When the owner last gave their password (and code): sign-in or a re-confirmation. */
  confirmedAt: string;
}

/**
 * Starts a session for a user and returns its token (for the cookie; never stored). The session
 * a previous cookie named, whoever it belonged to, is deleted in the same transaction (the
 * caller's when given one), so a token planted before sign-in is worthless after it (R12).
 */
export async function createSession(
  db: Db,
  input: {
    userId: string;
    ip: string;
    userAgent: string;
    now: Date;
    replacesToken?: string | null;
  },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const sessionId = randomUUID();
  const expiresAt = new Date(input.now.getTime() + sessionAbsoluteTimeoutMs);
  const at = input.now.toISOString();
  await inTransaction(db, async (trx) => {
    if (input.replacesToken && isWellFormedSessionToken(input.replacesToken)) {
      await trx
        .deleteFrom('sessions')
        .where('token_hash', '=', hashSessionToken(input.replacesToken))
        .execute();
    }
    await trx
      .insertInto('sessions')
      .values({
        id: sessionId,
        token_hash: hashSessionToken(token),
        user_id: input.userId,
        created_at: at,
        last_seen_at: at,
        expires_at: expiresAt.toISOString(),
        ip: input.ip.slice(0, 64),
        user_agent: input.userAgent.slice(0, 512),
      })
      .execute();
  });
  return { token, sessionId, expiresAt };
}

/**
 * The session a token names, if it is still valid at `now`: not past 12 h, used within the last
 * 30 min, and its account not disabled. An expired session's row is deleted. Refreshes
 * last_seen_at when it is a minute or more old.
 */
export async function validateSession(
  db: Db,
  token: string | null,
  now: Date,
): Promise<SignedInSession | null> {
  if (!token || !isWellFormedSessionToken(token)) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.created_at',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.confirmed_at',
      'users.id',
      'users.username',
      'users.role',
      'users.disabled_at',
    ])
    .where('sessions.token_hash', '=', hashSessionToken(token))
    .executeTakeFirst();
  if (!row) return null;

  const nowMs = now.getTime();
  const lastSeenMs = Date.parse(row.last_seen_at);
  const expired =
    nowMs >= Date.parse(row.expires_at) ||
    nowMs - lastSeenMs >= sessionIdleTimeoutMs ||
    row.disabled_at !== null;
  if (expired) {
    await db.deleteFrom('sessions').where('id', '=', row.session_id).execute();
    return null;
  }
  if (nowMs - lastSeenMs >= lastSeenWriteIntervalMs) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', row.session_id)
      .execute();
  }
  return {
    user: toStaffUser(row),
    sessionId: row.session_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    confirmedAt: row.confirmed_at ?? row.created_at,
  };
}

/** Deletes the session a token names; returns whose it was, or null if there was none. */
export async function deleteSession(
  db: Db,
  token: string | null,
): Promise<{ sessionId: string; userId: string } | null> {
  if (!token || !isWellFormedSessionToken(token)) return null;
  const row = await db
    .deleteFrom('sessions')
    .where('token_hash', '=', hashSessionToken(token))
    .returning(['id', 'user_id'])
    .executeTakeFirst();
  return row ? { sessionId: row.id, userId: row.user_id } : null;
}

/** Deletes every session past its absolute or idle timeout; returns how many. */
export async function pruneExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now.toISOString()),
        eb('last_seen_at', '<=', new Date(now.getTime() - sessionIdleTimeoutMs).toISOString()),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What a new session needs from the request that earned it. */
export interface SessionRequest {
  ip: string;
  userAgent: string;
  /** The token of the session cookie the request came with, if any: it is ended. */
  previousToken: string | null;
  now: Date;
}

/**
 * Starts a signed-in session for an account that has proved who it is: the session and its
 * `login.success` row commit together (no session nobody audited, and no sign-in reported failed
 * whose session was made). `steps` run first in the same transaction (enrolment, a used code).
 */
export async function startSession(
  db: Db,
  user: UserRow,
  input: SessionRequest,
  steps: (trx: Db) => Promise<void> = async () => undefined,
): Promise<{ ok: true; token: string; user: StaffUser; expiresAt: Date }> {
  await pruneExpiredSessions(db, input.now);
  const session = await db.transaction().execute(async (trx) => {
    await steps(trx);
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
      details: { username: user.username, sessionId: created.sessionId },
    });
    return created;
  });
  return { ok: true, token: session.token, user: toStaffUser(user), expiresAt: session.expiresAt };
}
