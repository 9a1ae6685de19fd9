/** A database failure answered in place: the form shows it and keeps what was typed. */
export interface DatabaseFailure {
  ok: false;
  status: 503;
  message: string;
  detail: string;
}

// PostgreSQL's SQLSTATE is five digits or capitals (25006: read-only transaction); its driver's
// connection failures are Node's socket codes; better-sqlite3's codes start SQLITE_.
const connectionCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/**
 * Whether an error was raised by the database (locked, read-only, full, unreachable), as
 * opposed to a bug in the code that called it.
 * @example isDatabaseError(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })) // true
 */
export function isDatabaseError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code !== 'string') return false;
  return code.startsWith('SQLITE_') || /^[0-9A-Z]{5}$/.test(code) || connectionCodes.has(code);
}

/**
 * Runs an admin change and answers a database failure with the form's own wording (e.g. "Error
 * saving fixtures" / "There was a problem: {message}") and status 503, instead of an error page
 * that would take the editor's work with it. Anything else is thrown on.
 * @example await orDatabaseFailure(() => removeFixture(change, id), (message) => ({ message: 'Error deleting fixture', detail: `Database error: ${message}` }))
 */
export async function orDatabaseFailure<T>(
  run: () => Promise<T>,
  wording: (message: string) => { message: string; detail: string },
): Promise<T | DatabaseFailure> {
  try {
    return await run();
  } catch (error) {
    if (!isDatabaseError(error)) throw error;
    console.warn('Database failure during an admin change:', error.message);
    return { ok: false, status: 503, ...wording(error.message.slice(0, 300)) };
  }
}
