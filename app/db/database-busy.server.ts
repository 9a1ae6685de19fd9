/**
 * PostgreSQL conditions that pass: a statement over `statement_timeout` (57014), the server's
 * connection limit reached (53300), a server still starting (57P03), a lock wait timed out (55P03).
 */
const busyPostgresCodes = new Set(['57014', '53300', '57P03', '55P03']);

/** What node-postgres's pool and client say when no connection came in time. */
const busyPostgresMessages = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/**
 * True when a database error means "busy, try again shortly" rather than a bug: the pool had no
 * connection free in time or a statement ran over its time limit (PostgreSQL), or another
 * connection held the lock past busy_timeout (SQLite). Such requests are answered 503 with
 * Retry-After. Looks through `cause` chains.
 * @example isDatabaseBusy(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })) // true
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let seen = error, depth = 0; seen instanceof Error && depth < 5; depth += 1) {
    const code = (seen as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (busyPostgresCodes.has(code) || /^SQLITE_(?:BUSY|LOCKED)/.test(code))
    )
      return true;
    if (busyPostgresMessages.has(seen.message)) return true;
    seen = seen.cause;
  }
  return false;
}
