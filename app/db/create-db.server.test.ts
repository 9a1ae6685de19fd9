import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { listTestEngines } from '../../tests/support/test-db';
import { createDb, engineOf, type Db } from './create-db.server';
import { migrateToLatest } from './migrate.server';

let dir: string | undefined;
const open: Db[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});
function tempDb(): { db: Db; path: string } {
  dir = mkdtempSync(join(tmpdir(), 'kickoff-db-'));
  const path = join(dir, 'nested', 'kickoff.sqlite');
  const db = createDb(path);
  open.push(db);
  return { db, path };
}

describe('createDb', () => {
  it.each([
    ['data/kickoff.sqlite', 'sqlite'],
    [':memory:', 'sqlite'],
    ['postgres://postgres@127.0.0.1:5432/test', 'postgres'],
    ['postgresql://u@h/db', 'postgres'],
  ])('%s is %s', (url, engine) => {
    expect(engineOf(url)).toBe(engine);
  });

  it('opens SQLite with WAL, synchronous=FULL, a busy timeout and foreign keys, creating folders', async () => {
    const { db } = tempDb();
    const pragma = async (name: string) =>
      (await sql<Record<string, unknown>>`select * from ${sql.table(`pragma_${name}`)}`.execute(db))
        .rows[0];
    expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' });
    expect(await pragma('synchronous')).toEqual({ synchronous: 2 });
    expect(await pragma('busy_timeout')).toEqual({ timeout: 5000 });
    expect(await pragma('foreign_keys')).toEqual({ foreign_keys: 1 });
  });

  it('switches a database file left in rollback-journal mode back to WAL', async () => {
    dir = mkdtempSync(join(tmpdir(), 'kickoff-db-'));
    const path = join(dir, 'old.sqlite');
    const old = new Database(path);
    old.pragma('journal_mode = delete');
    old.close();
    const db = createDb(path);
    open.push(db);
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(rows[0]?.journal_mode).toBe('wal');
  });

  it('takes the write lock when a transaction begins, before anything is written', async () => {
    const { db, path } = tempDb();
    await migrateToLatest(db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const begun = new Promise<void>((resolve) => (began = resolve));
    const transaction = db.transaction().execute(async () => {
      began();
      await held;
    });
    await begun;
    const other = new Database(path, { timeout: 0 });
    expect(() =>
      other.prepare("insert into channels values ('x', 'X', 'misc', 0, null)").run(),
    ).toThrow(/database is locked/);
    other.close();
    release();
    await transaction;
  });

  // better-sqlite3 12 aborted Node >= 24.19 ("Assertion failed: (env) != nullptr") when the
  // garbage collector freed a prepared statement; the Node-API build (13) must not.
  it('survives the garbage collector freeing thousands of prepared statements', () => {
    dir = mkdtempSync(join(tmpdir(), 'kickoff-db-'));
    const script = `
      const Database = require('better-sqlite3');
      const db = new Database(${JSON.stringify(join(dir, 'gc.sqlite'))});
      db.exec('create table t (n integer)');
      for (let round = 0; round < 5; round++) {
        for (let i = 0; i < 2000; i++) db.prepare('select n from t where n = ?').all(i);
        global.gc();
      }
      const kept = Array.from({ length: 500 }, () => db.prepare('insert into t values (1)'));
      kept.forEach((statement) => statement.run());
      db.close();
      global.gc();
      console.log('clean exit');
    `;
    const child = spawnSync(process.execPath, ['--expose-gc', '-e', script], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('clean exit');
    expect(child.status).toBe(0);
  });

  it('migrates once: a second run has nothing to do', async () => {
    const { db } = tempDb();
    expect(await migrateToLatest(db)).toEqual([
      '0001-fixtures',
      '0002-fixture-slugs',
      '0003-staff',
      '0004-articles',
      '0005-import-drafts',
      '0006-article-versions',
      '0007-fixture-changes',
      '0008-match-alerts',
      '0009-fixture-search',
      '0010-article-html',
      '0011-fixture-admin-filters',
      '0012-removed-items',
      '0013-channel-aliases',
      '0014-rate-limits',
      '0015-staff-accounts',
      '0016-channel-edits',
      '0017-audit-actor-index',
      '0018-fixture-search-keys',
      '0019-team-slugs-by-name-key',
    ]);
    expect(await migrateToLatest(db)).toEqual([]);
  });
});

describe.each(listTestEngines().filter((engine) => engine.name === 'postgres'))(
  'PostgreSQL connections ended by the server',
  (engine) => {
    it('are replaced, not fatal', async () => {
      const { db, url, cleanup } = await engine.create();
      try {
        await sql`select 1`.execute(db);
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        const database = new URL(url).pathname.slice(1);
        // With a timeout, each call returns once its backend has ended (it told the client first).
        const { rows: ended } = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid, 5000) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        expect(ended.length).toBeGreaterThan(0);
        expect(ended.filter((row) => !row.ended)).toEqual([]);
        await admin.end();
        // One turn of the event loop: the pool reads that its idle connection was ended.
        await new Promise((resolve) => setImmediate(resolve));
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await cleanup();
      }
    });
  },
);
