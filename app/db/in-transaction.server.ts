import { SqliteAdapter } from 'kysely';
import type { Db } from './create-db.server';

/**
 * Runs `steps` in the caller's transaction when `db` is one, else in a transaction of their own,
 * so a write that must be all-or-nothing can also join a larger change (its audit row, say).
 * @example await inTransaction(db, async (trx) => { await trx.deleteFrom('fixtures').execute() })
 */
export function inTransaction<T>(db: Db, steps: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? steps(db) : db.transaction().execute(steps);
}

/**
 * Gives the event loop a turn on SQLite, whose driver runs each statement synchronously: a long
 * transaction that calls this between bounded steps lets timers, cached pages and the worker's
 * other requests move on instead of waiting for the whole of it (their own queries still wait
 * for the transaction's connection). On PostgreSQL every statement already waits on the network,
 * so this does nothing.
 * @example for (const chunk of chunks) { await trx.insertInto('fixtures').values(chunk).execute(); await letOthersRun(trx) }
 */
export async function letOthersRun(db: Db): Promise<void> {
  if (process.env.BENCH_BEFORE !== '1' && db.getExecutor().adapter instanceof SqliteAdapter) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}
