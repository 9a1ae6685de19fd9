import type { Db } from '~/db/create-db.server';
import type { LoginThrottleRow } from '~/db/schema';

// Brute-force throttling of sign-in (docs/security.md R6). Counters live in the database, so they
// survive restarts and are shared by every instance.
//
// An attempt is counted *before* its password is checked, in one transaction with the limit
// check, so a burst of parallel requests cannot all slip past a limit; a successful sign-in
// gives its count back. A refused attempt changes nothing and computes no hash.
//
// - user_ip (normalised username + client IP): the 5th counted failure within 15 min locks that
//   pair for 15 min; each further lockout doubles (30 min, 1 h, ...) up to 24 h. The doubling
//   starts again once 24 h pass after a lockout ends, or after a successful sign-in.
// - ip (any username): 10 failures within 15 min of the first; the 11th attempt waits for the
//   rest of that window.
// - account (any IP): 100 failures within an hour of the first; then the account refuses
//   password attempts for the rest of that hour. This bounds online guessing of one account at
//   100 an hour however many addresses an attacker has, and bounds how long an attacker can
//   lock a staff member out to an hour at a time; the CLI's reset does not lift it.

export type ThrottleScope = 'user_ip' | 'ip' | 'account';

interface WindowRule {
  kind: 'window';
  maxFailures: number;
  windowMs: number;
}

interface BackoffRule {
  kind: 'backoff';
  maxFailures: number;
  windowMs: number;
  firstLockMs: number;
  maxLockMs: number;
  /** Quiet time after a lockout ends before the doubling starts from the first lock again. */
  forgetAfterMs: number;
}

const minute = 60 * 1000;
const hour = 60 * minute;

export const throttleRules: {
  user_ip: BackoffRule;
  ip: WindowRule;
  account: WindowRule;
} = {
  user_ip: {
    kind: 'backoff',
    maxFailures: 5,
    windowMs: 15 * minute,
    firstLockMs: 15 * minute,
    maxLockMs: 24 * hour,
    forgetAfterMs: 24 * hour,
  },
  ip: { kind: 'window', maxFailures: 10, windowMs: 15 * minute },
  account: { kind: 'window', maxFailures: 100, windowMs: hour },
};

const scopes: ThrottleScope[] = ['user_ip', 'ip', 'account']; // lock order: never deadlocks
/** Rows untouched this long hold nothing that still matters (longest lock + forget time). */
const staleAfterMs = 49 * hour;

export interface ThrottleSubject {
  /** Normalised (see normaliseUsername). */
  username: string;
  ip: string;
}

export type LoginReservation =
  | {
      allowed: true;
      /** Limits this attempt reached: if it fails, they are now locked. */
      reached: { scope: ThrottleScope; retryAfterSeconds: number }[];
    }
  | { allowed: false; retryAfterSeconds: number; scopes: ThrottleScope[] };

interface State {
  failures: number;
  windowStartedAt: number | null;
  lockedUntil: number | null;
  lockouts: number;
}

function keyOf(scope: ThrottleScope, subject: ThrottleSubject): string {
  const username = subject.username.slice(0, 256);
  if (scope === 'ip') return subject.ip;
  if (scope === 'account') return username;
  return JSON.stringify([username, subject.ip]);
}

function toState(row: LoginThrottleRow | undefined, scope: ThrottleScope, now: number): State {
  const rule = throttleRules[scope];
  const state: State = {
    failures: row?.failures ?? 0,
    windowStartedAt: row?.window_started_at ? Date.parse(row.window_started_at) : null,
    lockedUntil: row?.locked_until ? Date.parse(row.locked_until) : null,
    lockouts: row?.lockouts ?? 0,
  };
  if (state.windowStartedAt !== null && now >= state.windowStartedAt + rule.windowMs) {
    state.failures = 0;
    state.windowStartedAt = null;
  }
  if (
    rule.kind === 'backoff' &&
    state.lockouts > 0 &&
    state.lockedUntil !== null &&
    now >= state.lockedUntil + rule.forgetAfterMs
  ) {
    state.lockouts = 0;
  }
  return state;
}

function retrySeconds(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/**
 * Counts a sign-in attempt against all three limits, or refuses it (without counting) when any
 * of them is locked at `now`.
 */
export async function reserveLoginAttempt(
  db: Db,
  subject: ThrottleSubject,
  now: Date,
): Promise<LoginReservation> {
  const nowMs = now.getTime();
  const at = now.toISOString();
  const reservation = await db.transaction().execute(async (trx): Promise<LoginReservation> => {
    // Create or lock the three rows, always in the same order. On PostgreSQL the no-op update
    // holds each row until commit, so concurrent attempts on one key queue here; SQLite's
    // BEGIN IMMEDIATE already serialises writers.
    for (const scope of scopes) {
      await trx
        .insertInto('login_throttle')
        .values({
          scope,
          key: keyOf(scope, subject),
          failures: 0,
          window_started_at: null,
          locked_until: null,
          lockouts: 0,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['scope', 'key']).doUpdateSet({ key: (eb) => eb.ref('excluded.key') }),
        )
        .execute();
    }
    const rows = await trx
      .selectFrom('login_throttle')
      .selectAll()
      .where((eb) =>
        eb.or(scopes.map((s) => eb.and([eb('scope', '=', s), eb('key', '=', keyOf(s, subject))]))),
      )
      .execute();
    const states = scopes.map((scope) => ({
      scope,
      state: toState(
        rows.find((r) => r.scope === scope),
        scope,
        nowMs,
      ),
    }));

    const locked = states.filter(
      ({ state }) => state.lockedUntil !== null && state.lockedUntil > nowMs,
    );
    if (locked.length > 0) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(
          ...locked.map(({ state }) => retrySeconds(state.lockedUntil ?? 0, nowMs)),
        ),
        scopes: locked.map(({ scope }) => scope),
      };
    }

    const reached: { scope: ThrottleScope; retryAfterSeconds: number }[] = [];
    for (const { scope, state } of states) {
      const rule = throttleRules[scope];
      state.failures += 1;
      state.windowStartedAt ??= nowMs;
      if (state.failures >= rule.maxFailures) {
        if (rule.kind === 'backoff') {
          state.lockouts += 1;
          const lockMs = Math.min(rule.firstLockMs * 2 ** (state.lockouts - 1), rule.maxLockMs);
          state.lockedUntil = nowMs + lockMs;
          state.failures = 0;
          state.windowStartedAt = null;
        } else {
          state.lockedUntil = state.windowStartedAt + rule.windowMs;
        }
        reached.push({ scope, retryAfterSeconds: retrySeconds(state.lockedUntil, nowMs) });
      }
      await writeState(trx, scope, keyOf(scope, subject), state, at);
    }
    return { allowed: true, reached };
  });
  await db
    .deleteFrom('login_throttle')
    .where('updated_at', '<', new Date(nowMs - staleAfterMs).toISOString())
    .execute();
  return reservation;
}

/**
 * After a successful sign-in: clears the username + IP counter (and its lockout history) and
 * gives back the attempt counted against the IP and the account.
 */
export async function refundLoginAttempt(
  db: Db,
  subject: ThrottleSubject,
  now: Date,
): Promise<void> {
  const nowMs = now.getTime();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('login_throttle')
      .where('scope', '=', 'user_ip')
      .where('key', '=', keyOf('user_ip', subject))
      .execute();
    for (const scope of ['ip', 'account'] as const) {
      const key = keyOf(scope, subject);
      const row = await trx
        .selectFrom('login_throttle')
        .selectAll()
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) continue;
      const state = toState(row, scope, nowMs);
      state.failures = Math.max(0, state.failures - 1);
      if (state.failures < throttleRules[scope].maxFailures) state.lockedUntil = null;
      await writeState(trx, scope, key, state, at);
    }
  });
}

/** When the next attempt for this username and IP may be made, without counting one. */
export async function checkLoginThrottle(
  db: Db,
  subject: ThrottleSubject,
  now: Date,
): Promise<{ throttled: false } | { throttled: true; retryAfterSeconds: number }> {
  const nowMs = now.getTime();
  const rows = await db
    .selectFrom('login_throttle')
    .selectAll()
    .where((eb) =>
      eb.or(scopes.map((s) => eb.and([eb('scope', '=', s), eb('key', '=', keyOf(s, subject))]))),
    )
    .execute();
  const until = scopes
    .map(
      (scope) =>
        toState(
          rows.find((r) => r.scope === scope),
          scope,
          nowMs,
        ).lockedUntil,
    )
    .filter((t): t is number => t !== null && t > nowMs);
  return until.length === 0
    ? { throttled: false }
    : { throttled: true, retryAfterSeconds: retrySeconds(Math.max(...until), nowMs) };
}

async function writeState(
  db: Db,
  scope: ThrottleScope,
  key: string,
  state: State,
  at: string,
): Promise<void> {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  await db
    .updateTable('login_throttle')
    .set({
      failures: state.failures,
      window_started_at: iso(state.windowStartedAt),
      locked_until: iso(state.lockedUntil),
      lockouts: state.lockouts,
      updated_at: at,
    })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}
