import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheStatements } from './statement-cache.server';

interface TestTables {
  t: { n: number; label: string };
}

const opened: Database.Database[] = [];
afterEach(() => {
  for (const database of opened.splice(0)) if (database.open) database.close();
});

function openMemory(): Database.Database {
  const database = new Database(':memory:');
  opened.push(database);
  database.exec("create table t (n integer primary key, label text not null default '')");
  return database;
}

function kyselyOver(database: Database.Database) {
  return new Kysely<TestTables>({
    dialect: new SqliteDialect({ database: cacheStatements(database) }),
  });
}

describe('cacheStatements', () => {
  it('prepares each SQL text once', () => {
    const cache = cacheStatements(openMemory());
    const first = cache.prepare('select n from t where n = ?');
    expect(cache.prepare('select n from t where n = ?')).toBe(first);
    expect(cache.prepare('select n from t where n > ?')).not.toBe(first);
  });

  it('keeps the most recently used statements, up to its limit', () => {
    const cache = cacheStatements(openMemory(), 2);
    const a = cache.prepare('select 1');
    const b = cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(a); // now the most recent
    cache.prepare('select 3'); // pushes out 'select 2', the least recently used
    expect(cache.prepare('select 1')).toBe(a);
    expect(cache.prepare('select 2')).not.toBe(b);
  });

  it('never hands out a statement that is still being iterated', () => {
    const database = openMemory();
    database.exec('insert into t (n) values (1), (2)');
    const cache = cacheStatements(database);
    const streaming = cache.prepare('select n from t order by n');
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const other = cache.prepare('select n from t order by n');
    expect(other).not.toBe(streaming);
    expect(other.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(rows.next().value).toEqual({ n: 2 });
    expect(rows.next().done).toBe(true);
    expect(cache.prepare('select n from t order by n')).toBe(other);
  });

  it('closes the database', () => {
    const database = openMemory();
    cacheStatements(database).close();
    expect(database.open).toBe(false);
  });
});

describe('Kysely over cached statements', () => {
  it('reads fresh rows and binds new parameters on every run', async () => {
    const db = kyselyOver(openMemory());
    const labelsAbove = (n: number) =>
      db.selectFrom('t').select('label').where('n', '>', n).orderBy('n').execute();
    expect(await labelsAbove(0)).toEqual([]);
    await db.insertInto('t').values({ n: 1, label: 'one' }).execute();
    await db.insertInto('t').values({ n: 2, label: 'two' }).execute();
    expect(await labelsAbove(0)).toEqual([{ label: 'one' }, { label: 'two' }]);
    expect(await labelsAbove(1)).toEqual([{ label: 'two' }]);
    await db.updateTable('t').set({ label: 'TWO' }).where('n', '=', 2).execute();
    expect(await labelsAbove(1)).toEqual([{ label: 'TWO' }]);
  });

  it('reuses a write whose last run failed', async () => {
    const db = kyselyOver(openMemory());
    const insert = (n: number) => db.insertInto('t').values({ n, label: 'x' }).execute();
    await insert(1);
    await expect(insert(1)).rejects.toThrow(/UNIQUE/);
    await insert(2);
    const { rows } = await sql<{ count: number }>`select count(*) as count from t`.execute(db);
    expect(rows).toEqual([{ count: 2 }]);
  });

  it('sees schema changes made after a statement was prepared', async () => {
    const db = kyselyOver(openMemory());
    const everything = () => sql<Record<string, unknown>>`select * from t`.execute(db);
    await db.insertInto('t').values({ n: 1, label: 'one' }).execute();
    expect((await everything()).rows).toEqual([{ n: 1, label: 'one' }]);
    await sql`alter table t add column extra text default 'new'`.execute(db);
    expect((await everything()).rows).toEqual([{ n: 1, label: 'one', extra: 'new' }]);
    await sql`drop table t`.execute(db);
    await sql`create table t (other integer)`.execute(db);
    await sql`insert into t values (7)`.execute(db);
    expect((await everything()).rows).toEqual([{ other: 7 }]);
  });

  it('runs a query again after a stream of it was read in full or left early', async () => {
    const db = kyselyOver(openMemory());
    await db
      .insertInto('t')
      .values([1, 2, 3].map((n) => ({ n, label: String(n) })))
      .execute();
    const query = () => db.selectFrom('t').select('n').orderBy('n');
    const streamed: number[] = [];
    for await (const row of query().stream()) streamed.push(row.n);
    expect(streamed).toEqual([1, 2, 3]);
    for await (const row of query().stream()) {
      expect(row.n).toBe(1);
      break;
    }
    expect(await query().execute()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('runs transactions again and again on the same cached begin and commit', async () => {
    const db = kyselyOver(openMemory());
    for (const n of [1, 2, 3]) {
      await db
        .transaction()
        .execute((trx) => trx.insertInto('t').values({ n, label: '' }).execute());
    }
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ n: 4, label: '' }).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.selectFrom('t').select('n').orderBy('n').execute()).toEqual([
      { n: 1 },
      { n: 2 },
      { n: 3 },
    ]);
  });
});
