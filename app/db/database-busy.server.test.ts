import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { listTestEngines } from '../../tests/support/test-db';
import { createDb } from './create-db.server';
import { isDatabaseBusy } from './database-busy.server';

/** The error a promise rejects with (it must reject). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the database to refuse');
    },
    (error: unknown) => error,
  );
}

describe('isDatabaseBusy', () => {
  it.each([
    [
      'a SQLite lock held past busy_timeout',
      Object.assign(new Error('x'), { code: 'SQLITE_BUSY' }),
    ],
    ['a PostgreSQL statement timeout', Object.assign(new Error('x'), { code: '57014' })],
    ['no connection free in the pool', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseBusy(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError('x is undefined')],
    ['a constraint', Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT_UNIQUE' })],
    ['a PostgreSQL syntax error', Object.assign(new Error('x'), { code: '42601' })],
    ['not an error', 'SQLITE_BUSY'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseBusy(error)).toBe(false);
  });

  it('looks through causes', () => {
    const cause = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    expect(isDatabaseBusy(new Error('save failed', { cause }))).toBe(true);
  });
});

const [sqlite, postgres] = listTestEngines();

describe('what the engines throw when busy', () => {
  it('SQLite: a write while another connection holds the write lock', async () => {
    const { db, url, cleanup } = await sqlite!.create();
    const other = new SqliteDatabase(url);
    try {
      other.exec('begin immediate');
      // Not the five seconds the site waits: the error is the same.
      await sql`pragma busy_timeout = 20`.execute(db);
      const error = await failure(
        db.insertInto('rate_limits').values({ key: 'k', hits: 1, reset_at: 'x' }).execute(),
      );
      expect(isDatabaseBusy(error)).toBe(true);
    } finally {
      other.close();
      await cleanup();
    }
  });

  it.skipIf(!postgres)(
    'PostgreSQL: every pooled connection held, then a statement over its time limit',
    async () => {
      const { url, cleanup } = await postgres!.create();
      const db = createDb(url, { poolSize: 1 });
      try {
        expect(
          (await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db)).rows,
        ).toEqual([{ statement_timeout: '10s' }]);
        let release = () => undefined as void;
        let taken = () => undefined as void;
        const holding = new Promise<void>((resolve) => (taken = resolve));
        const held = db.connection().execute(
          (connection) =>
            new Promise<void>((resolve) => {
              release = resolve;
              taken();
              void connection; // the pool's one connection, kept until released
            }),
        );
        await holding;
        // The wait for a free connection is the pool's own timer (connectionTimeoutMillis, 5 s).
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        let exhausted: unknown;
        try {
          const refused = failure(sql`select 1`.execute(db)).then((error) => (exhausted = error));
          while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
          vi.advanceTimersByTime(4_999);
          await new Promise((resolve) => setImmediate(resolve));
          expect(exhausted).toBeUndefined(); // still waiting for a connection
          vi.advanceTimersByTime(1);
          await refused;
        } finally {
          vi.useRealTimers();
        }
        expect(isDatabaseBusy(exhausted)).toBe(true);
        release();
        await held;

        const overTime = await failure(
          db.transaction().execute(async (trx) => {
            await sql`set local statement_timeout = '50ms'`.execute(trx);
            await sql`select pg_sleep(1)`.execute(trx);
          }),
        );
        expect(overTime).toMatchObject({ code: '57014' });
        expect(isDatabaseBusy(overTime)).toBe(true);
      } finally {
        await db.destroy();
        await cleanup();
      }
    },
    20_000,
  );
});
