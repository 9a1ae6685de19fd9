/** A table a test makes refuse writes. */
export type RefusingTable =
  'articles' | 'audit_events' | 'fixtures' | 'rate_limits' | 'removed_items';

/**
 * The statements that make `table` refuse every write with the error a read-only database gives,
 * and those that undo it, for SQLite or PostgreSQL: for tests of what an editor sees when a save
 * fails. Fixed statements over a known table name (DDL takes no parameters).
 */
export function refuseWritesStatements(
  engine: 'sqlite' | 'postgres',
  table: RefusingTable,
): { refuse: string[]; undo: string[] } {
  const message = 'attempt to write a readonly database';
  const events = ['insert', 'update', 'delete'];
  if (engine === 'sqlite')
    return {
      refuse: events.map(
        (event) =>
          `create trigger refuse_${event}_${table} before ${event} on ${table} ` +
          `begin select raise(abort, '${message}'); end`,
      ),
      undo: events.map((event) => `drop trigger refuse_${event}_${table}`),
    };
  return {
    refuse: [
      `create function refuse_writes() returns trigger language plpgsql as ` +
        `$$ begin raise exception '${message}' using errcode = '25006'; end $$`,
      `create trigger refuse_writes before insert or update or delete on ${table} ` +
        `for each statement execute function refuse_writes()`,
    ],
    undo: [`drop trigger refuse_writes on ${table}`, 'drop function refuse_writes()'],
  };
}
