import type { Db } from './create-db.server';

/**
 * Runs `steps` in the caller's transaction when `db` is one, else in a transaction of their own,
 * so a write that must be all-or-nothing can also join a larger change (its audit row, say).
 * @example await inTransaction(db, async (trx) => { await trx.deleteFrom('fixtures').execute() })
 */
export function inTransaction<T>(db: Db, steps: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? steps(db) : db.transaction().execute(steps);
}
