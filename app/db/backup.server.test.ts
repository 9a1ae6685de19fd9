import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/database';
import { addDaysToIsoDate } from '../lib/london-time';
import {
  backupBeforeMigrations,
  backupSqlite,
  buildBackupPath,
  formatBackupTimestamp,
  restoreSqlite,
} from './backup.server';
import { createDb, type Db } from './create-db.server';
import { createMigrator, listPendingMigrations } from './migrate.server';

const dirs: string[] = [];
const open: Db[] = [];
const stops: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  await Promise.all(open.splice(0).map((db) => db.destroy()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-backup-'));
  dirs.push(dir);
  return dir;
}

async function openTracked(path: string, options?: Parameters<typeof openDatabase>[1]) {
  const db = await openDatabase(path, options);
  open.push(db);
  return db;
}

/** Opens, seeds with the demo fortnight from `today` and closes, as a stopped server leaves it. */
async function makeDatabase(path: string, today = '2025-11-01'): Promise<void> {
  const db = await openDatabase(path, { demoData: true, today });
  await db.destroy();
}

function listFixtureRows(db: Db) {
  return db
    .selectFrom('fixtures')
    .select(['id', 'uk_date', 'uk_time', 'home_team', 'away_team'])
    .orderBy('kickoff_utc')
    .orderBy('id')
    .execute();
}

function readFixtureIds(path: string): string[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select id from fixtures order by id').pluck().all() as string[];
  } finally {
    db.close();
  }
}

function fingerprint(dir: string, path: string): string {
  return JSON.stringify({
    files: readdirSync(dir).sort(),
    sha256: createHash('sha256').update(readFileSync(path)).digest('hex'),
  });
}

/** A real integrity_check failure: the index no longer matches the rows stored in it. */
function breakIndex(path: string): void {
  const db = new Database(path);
  db.unsafeMode(true);
  db.pragma('writable_schema = ON');
  db.prepare(
    `update sqlite_master set sql = 'CREATE UNIQUE INDEX "fixtures_date_match_key" on "fixtures" ("match_key", "uk_date")' where name = 'fixtures_date_match_key'`,
  ).run();
  db.close();
}

interface DatabaseUser {
  /** Generations this process has reported committed (it reports after each commit). */
  readonly committed: number;
  reached(generations: number): Promise<void>;
  /** Closes its standard input; resolves with the generations it committed in all. */
  stop(): Promise<number>;
  /** SIGKILL, as a crash or a power cut would end a server. */
  crash(): Promise<void>;
}

/** Runs tests/support/database-user.ts in its own process and waits until it has the database. */
async function startDatabaseUser(path: string, ...args: string[]): Promise<DatabaseUser> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/support/database-user.ts', path, ...args],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Ending the input of a process already killed must not fail the test run.
  child.stdin.on('error', () => undefined);
  let committed = 0;
  let stopped: number | undefined;
  let ready = false;
  const waiting = new Set<() => void>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    const [word, count] = line.split(' ');
    if (word === 'ready') ready = true;
    if (word === 'committed') committed = Number(count);
    if (word === 'stopped') stopped = Number(count);
    for (const check of waiting) check();
  });
  const until = (done: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (done()) resolve();
        else if (child.exitCode !== null || child.signalCode !== null)
          reject(new Error(`database-user ended (${child.exitCode ?? child.signalCode})`));
        else return;
        waiting.delete(check);
      };
      waiting.add(check);
      void exited.then(check);
      check();
    });
  const stop = async () => {
    child.stdin.end();
    await exited;
    return stopped ?? committed;
  };
  stops.push(stop);
  await until(() => ready);
  return {
    get committed() {
      return committed;
    },
    reached: (generations) => until(() => committed >= generations),
    stop,
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

const perGeneration = 25;

/**
 * Checks a copy the way a restore would need it (integrity_check 'ok', every fixture with its
 * channel) and returns how many generations of database-user.ts's import it holds, after
 * checking that each is whole and that they are generations 1..n: the copy is one moment of
 * the database, never a commit half seen.
 */
function readGenerations(path: string): number {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const days = db
      .prepare(
        'select uk_date, count(*) as fixtures from fixtures group by uk_date order by uk_date',
      )
      .all() as { uk_date: string; fixtures: number }[];
    const withoutChannel = db
      .prepare(
        'select count(*) from fixtures f where not exists (select 1 from fixture_channels c where c.fixture_id = f.id)',
      )
      .pluck()
      .get();
    expect(withoutChannel).toBe(0);
    expect(days.map((d) => d.fixtures)).toEqual(days.map(() => perGeneration));
    expect(days.map((d) => d.uk_date)).toEqual(
      days.map((_, i) => addDaysToIsoDate('2030-01-01', i)),
    );
    return days.length;
  } finally {
    db.close();
  }
}

describe('backup file names', () => {
  const now = new Date('2025-11-01T15:04:05.678Z');
  it.each([
    ['data/kickoff.sqlite', undefined, 'data/backups/kickoff-20251101T150405Z.sqlite'],
    [
      'data/kickoff.sqlite',
      'before-migration',
      'data/backups/kickoff-before-migration-20251101T150405Z.sqlite',
    ],
    ['/srv/kickoff/site.db', undefined, '/srv/kickoff/backups/site-20251101T150405Z.sqlite'],
    ['kickoff.sqlite', undefined, 'backups/kickoff-20251101T150405Z.sqlite'],
  ])('%s (%s) -> %s', (database, label, expected) => {
    expect(buildBackupPath(database, now, label)).toBe(expected);
  });

  it.each([
    ['2025-11-01T15:04:05.678Z', '20251101T150405Z'],
    ['2026-03-29T00:59:59.999Z', '20260329T005959Z'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatBackupTimestamp(new Date(iso))).toBe(expected);
  });
});

describe('backupSqlite', () => {
  it('takes five consistent backups while another process keeps importing, and a complete one after', async () => {
    const dir = tempDir();
    const path = join(dir, 'kickoff.sqlite');
    const writer = await startDatabaseUser(path, 'import', String(perGeneration));
    const held: number[] = [];
    for (let i = 1; i <= 5; i++) {
      await writer.reached(writer.committed + 3);
      const committedBefore = writer.committed;
      const backup = await backupSqlite(path, join(dir, 'backups', `during-${i}.sqlite`));
      const generations = readGenerations(backup.path);
      // Everything committed before the backup began is in it.
      expect(generations).toBeGreaterThanOrEqual(committedBefore);
      expect(backup.fixtures).toBe(generations * perGeneration);
      held.push(generations);
    }
    expect(held).toEqual([...held].sort((a, b) => a - b));
    expect(held[4]).toBeGreaterThan(held[0] ?? Infinity);

    const committed = await writer.stop();
    const final = await backupSqlite(path, join(dir, 'backups', 'final.sqlite'));
    expect(readGenerations(final.path)).toBe(committed);
    expect(final.bytes).toBeGreaterThan(0);
    // The copies are single files, not WAL databases waiting for their -wal.
    expect(readdirSync(join(dir, 'backups')).sort()).toEqual([
      'during-1.sqlite',
      'during-2.sqlite',
      'during-3.sqlite',
      'during-4.sqlite',
      'during-5.sqlite',
      'final.sqlite',
    ]);
  });

  it('refuses to keep a copy that fails integrity_check, and leaves no file behind', async () => {
    const dir = tempDir();
    const path = join(dir, 'kickoff.sqlite');
    await makeDatabase(path);
    breakIndex(path);
    const target = join(dir, 'backups', 'kickoff.sqlite');
    await expect(backupSqlite(path, target)).rejects.toThrow(
      /failed PRAGMA integrity_check: row 1 missing from index fixtures_date_match_key/,
    );
    expect(readdirSync(join(dir, 'backups'))).toEqual([]);
  });

  it.each([
    ['a missing database', () => undefined, /There is no SQLite database at/],
    [
      'a file that is not a database',
      (path: string) => writeFileSync(path, 'Arsenal v Chelsea\n'.repeat(100)),
      /Could not back up .*: file is not a database/,
    ],
  ])('refuses %s with a clear message and writes nothing', async (_what, arrange, message) => {
    const dir = tempDir();
    const path = join(dir, 'kickoff.sqlite');
    arrange(path);
    await expect(backupSqlite(path, join(dir, 'backups', 'copy.sqlite'))).rejects.toThrow(message);
    expect(existsSync(join(dir, 'backups', 'copy.sqlite'))).toBe(false);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('restoreSqlite', () => {
  it('restores into a fresh location, where openDatabase finds the backed-up fixtures', async () => {
    const dir = tempDir();
    const source = join(dir, 'kickoff.sqlite');
    const expected = await listFixtureRows(
      await openTracked(source, { demoData: true, today: '2025-11-01' }),
    );
    expect(expected.length).toBeGreaterThan(100);
    const backup = await backupSqlite(source, join(dir, 'backups', 'kickoff.sqlite'));

    const target = join(dir, 'elsewhere', 'kickoff.sqlite');
    expect(await restoreSqlite(backup.path, target)).toEqual({
      path: target,
      fixtures: expected.length,
      keptAside: null,
    });
    expect(await listFixtureRows(await openTracked(target))).toEqual(expected);
  });

  it('keeps the database it replaces aside, and restoring that copy undoes the restore', async () => {
    const dir = tempDir();
    const backup = join(dir, 'november.sqlite');
    await makeDatabase(join(dir, 'source.sqlite'), '2025-11-01');
    await backupSqlite(join(dir, 'source.sqlite'), backup);
    const target = join(dir, 'kickoff.sqlite');
    await makeDatabase(target, '2025-06-01');
    const before = readFixtureIds(target);

    const restored = await restoreSqlite(backup, target, {
      now: new Date('2025-11-02T09:00:00Z'),
    });
    const aside = `${target}.before-restore-20251102T090000Z`;
    expect(restored.keptAside).toBe(aside);
    expect(readFixtureIds(aside)).toEqual(before);
    expect(readFixtureIds(target)).toEqual(readFixtureIds(backup));
    expect(readdirSync(dir).filter((name) => /-wal$|-shm$|-journal$|\.tmp$/.test(name))).toEqual(
      [],
    );

    const undone = await restoreSqlite(aside, target, { now: new Date('2025-11-02T09:05:00Z') });
    expect(undone.keptAside).toBe(`${target}.before-restore-20251102T090500Z`);
    expect(readFixtureIds(target)).toEqual(before);
  });

  it('keeps the writes a crashed server left in its -wal file, in the copy kept aside', async () => {
    const dir = tempDir();
    const backup = join(dir, 'november.sqlite');
    await makeDatabase(join(dir, 'source.sqlite'));
    await backupSqlite(join(dir, 'source.sqlite'), backup);
    const target = join(dir, 'kickoff.sqlite');
    const writer = await startDatabaseUser(target, 'import', String(perGeneration));
    await writer.reached(5);
    await writer.crash();
    expect(existsSync(`${target}-wal`)).toBe(true);

    const { keptAside } = await restoreSqlite(backup, target);
    expect(readGenerations(keptAside ?? '')).toBeGreaterThanOrEqual(writer.committed);
    expect(existsSync(`${target}-wal`)).toBe(false);
  });

  it('restores over a damaged database, keeping the damaged file aside as it was', async () => {
    const dir = tempDir();
    const backup = join(dir, 'november.sqlite');
    await makeDatabase(join(dir, 'source.sqlite'));
    await backupSqlite(join(dir, 'source.sqlite'), backup);
    const target = join(dir, 'kickoff.sqlite');
    writeFileSync(target, 'overwritten by mistake\n'.repeat(300));

    const { keptAside } = await restoreSqlite(backup, target);
    expect(readFileSync(keptAside ?? '', 'utf8')).toBe('overwritten by mistake\n'.repeat(300));
    expect(readFixtureIds(target)).toEqual(readFixtureIds(backup));
  });

  it.each([
    ['a missing file', async () => undefined, /There is no backup file at/],
    [
      'a text file',
      async (file: string) =>
        writeFileSync(file, 'Saturday 1st November\n15:00 Arsenal v Chelsea\n'),
      /is not a readable SQLite database \(file is not a database\)/,
    ],
    ['an empty file', async (file: string) => writeFileSync(file, ''), /it has no fixtures table/],
    [
      "another program's SQLite database",
      async (file: string) => {
        const other = new Database(file);
        other.exec('create table notes (body text)');
        other.close();
      },
      /is a SQLite database but not Kickoff TV's: it has no fixtures table/,
    ],
    [
      'a backup that fails integrity_check',
      async (file: string, database: string) => {
        await backupSqlite(database, file);
        breakIndex(file);
      },
      /failed PRAGMA integrity_check: row 1 missing from index/,
    ],
    [
      'a live database with its -wal file beside it',
      async (file: string, database: string) => {
        await backupSqlite(database, file);
        writeFileSync(`${file}-wal`, 'x');
      },
      /has a write-ahead log beside it/,
    ],
  ])('refuses %s and leaves the database untouched', async (_what, arrange, message) => {
    const dir = tempDir();
    const target = join(dir, 'kickoff.sqlite');
    await makeDatabase(target);
    const file = join(dir, 'backup.sqlite');
    await arrange(file, target);
    const before = fingerprint(dir, target);
    await expect(restoreSqlite(file, target)).rejects.toThrow(message);
    expect(fingerprint(dir, target)).toBe(before);
  });

  it.each([
    [
      'a server in another process',
      async (path: string) => {
        const server = await startDatabaseUser(path, 'hold');
        return () => server.stop();
      },
    ],
    [
      'a connection in this process',
      async (path: string) => {
        const db = await openDatabase(path);
        return () => db.destroy();
      },
    ],
  ])(
    'refuses while %s has the database open, then restores once it is closed',
    async (_what, hold) => {
      const dir = tempDir();
      const backup = join(dir, 'november.sqlite');
      await makeDatabase(join(dir, 'source.sqlite'));
      await backupSqlite(join(dir, 'source.sqlite'), backup);
      const target = join(dir, 'kickoff.sqlite');
      await makeDatabase(target, '2025-06-01');

      const release = await hold(target);
      const before = fingerprint(dir, target);
      await expect(restoreSqlite(backup, target)).rejects.toThrow(
        `${target} is in use: a running server (or another command) has it open. Stop the server, then restore again. Nothing was changed.`,
      );
      expect(fingerprint(dir, target)).toBe(before);
      await release();

      await restoreSqlite(backup, target);
      expect(readFixtureIds(target)).toEqual(readFixtureIds(backup));
    },
  );
});

describe('backupBeforeMigrations', () => {
  async function makeOldDatabase(path: string): Promise<void> {
    const db = createDb(path);
    const { error } = await createMigrator(db).migrateTo('0002-fixture-slugs');
    await db.destroy();
    if (error) throw error;
  }

  function readMigrationNames(path: string): string[] {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      return db
        .prepare('select name from kysely_migration order by name')
        .pluck()
        .all() as string[];
    } finally {
      db.close();
    }
  }

  it('backs up a database at an older schema before its migrations run', async () => {
    const dir = tempDir();
    const path = join(dir, 'kickoff.sqlite');
    await makeOldDatabase(path);
    const now = new Date('2025-11-01T15:00:00Z');

    const backup = await backupBeforeMigrations(path, now);
    expect(backup).toMatchObject({
      path: join(dir, 'backups', 'kickoff-before-migration-20251101T150000Z.sqlite'),
      pending: [
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
      ],
      fixtures: 0,
    });
    expect(readMigrationNames(backup?.path ?? '')).toEqual(['0001-fixtures', '0002-fixture-slugs']);
  });

  it('is what openDatabase does before migrating a SQLite database', async () => {
    const dir = tempDir();
    const path = join(dir, 'kickoff.sqlite');
    await makeOldDatabase(path);

    const db = await openTracked(path);
    expect(await listPendingMigrations(db)).toEqual([]);
    const backups = readdirSync(join(dir, 'backups'));
    expect(backups).toEqual([
      expect.stringMatching(/^kickoff-before-migration-\d{8}T\d{6}Z\.sqlite$/),
    ]);
    expect(readMigrationNames(join(dir, 'backups', backups[0] ?? ''))).toEqual([
      '0001-fixtures',
      '0002-fixture-slugs',
    ]);
  });

  it.each([
    ['a database that is up to date', (path: string) => makeDatabase(path)],
    ['a brand-new database (no file yet)', async () => undefined],
    ['an empty file', async (path: string) => writeFileSync(path, '')],
  ])('takes no backup of %s', async (_what, arrange) => {
    const dir = tempDir();
    const path = join(dir, 'kickoff.sqlite');
    await arrange(path);
    expect(await backupBeforeMigrations(path)).toBeNull();
    await openTracked(path);
    expect(existsSync(join(dir, 'backups'))).toBe(false);
  });
});
