import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Enough for every query text the site runs, with room for the IN lists of a few lengths. */
export const cachedStatementLimit = 200;

/**
 * The SQLite handle Kysely's driver gets, preparing each SQL text once and reusing the statement:
 * the driver prepares before every query, and compiling SQL was ~2% of a page render. The
 * `limit` most recently used statements are kept.
 *
 * Reusing a statement is safe because:
 * - one query at a time: Kysely runs one query at a time on SQLite's single connection (a
 *   streamed query keeps it until the rows are read), and a statement still being iterated
 *   (`busy`) is never handed out: the query gets a fresh statement instead;
 * - nothing carries over: better-sqlite3 binds the parameters on each run and resets after;
 * - schema changes: SQLite recompiles a statement whose schema changed when it next runs
 *   (`select *` then lists the new columns), so migrations need no flush.
 * @example new Kysely<Database>({ dialect: new SqliteDialect({ database: cacheStatements(db) }) })
 */
export function cacheStatements(
  database: SqliteDatabase.Database,
  limit = cachedStatementLimit,
): KyselySqliteDatabase {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached !== undefined) statements.delete(sql);
      const statement = cached !== undefined && !cached.busy ? cached : database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > limit) statements.delete(statements.keys().next().value!);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
