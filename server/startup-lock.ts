import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { engineOf, type Db } from '~/db/create-db.server';

/** 'kick' in ASCII: any constant the same in every instance (advisory locks are per database). */
const postgresLockKey = 0x6b69636b;
/** A first start (migrations, demo fortnight, starting articles) takes seconds; this is a hang. */
const waitLimitMs = 120_000;
const sqliteRetryMs = 50;

/**
 * Runs `work` while no other process runs it on the same database, so instances started together
 * on a new database take turns: the first does the start-up, the others find nothing left to do.
 * @example const token = await withStartupLock(db, url, () => issueSetupLink(db, new Date()));
 */
export async function withStartupLock<T>(db: Db, url: string, work: () => Promise<T>): Promise<T> {
  if (engineOf(url) === 'postgres') return withPostgresLock(db, work);
  // Nobody else can open a private in-memory database.
  if (url === ':memory:') return work();
  return withSqliteLock(`${url}-startup-lock`, work);
}

/**
 * A session-level advisory lock on one connection kept out of the pool for the whole start-up;
 * the work itself uses the pool's other connections (its transactions could not nest in one).
 * The lock goes with the session, so a crashed instance never leaves it behind.
 */
async function withPostgresLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    // The pool's 10 s statement timeout would cut the wait short while another instance migrates.
    await sql`select set_config('statement_timeout', ${String(waitLimitMs)}, false)`.execute(
      connection,
    );
    await sql`select pg_advisory_lock(${postgresLockKey})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${postgresLockKey})`.execute(connection);
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

/**
 * An exclusive transaction on a small side file, held by a second better-sqlite3 connection.
 * Not on the database itself: Kysely has one connection there, the start-up steps open their
 * own transactions on it (which cannot nest in an outer one), and an exclusive lock held by a
 * second connection would block our own writes in WAL mode. The OS releases the file lock
 * when a process dies, and the file is never deleted, so every process locks the same file.
 */
async function withSqliteLock<T>(lockPath: string, work: () => Promise<T>): Promise<T> {
  const lock = new SqliteDatabase(lockPath);
  try {
    await takeExclusive(lock);
    try {
      return await work();
    } finally {
      lock.exec('commit');
    }
  } finally {
    lock.close();
  }
}

/**
 * Retries without a busy timeout: better-sqlite3 would wait synchronously, freezing the event
 * loop, and could wait forever on a lock held by this same process.
 */
async function takeExclusive(lock: SqliteDatabase.Database): Promise<void> {
  lock.pragma('busy_timeout = 0');
  const deadline = Date.now() + waitLimitMs;
  for (;;) {
    try {
      lock.exec('begin exclusive');
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === 'SQLITE_BUSY';
      if (!busy || Date.now() > deadline) throw error;
      await sleep(sqliteRetryMs);
    }
  }
}
