/**
 * Backups of the SQLite database taken while the site serves and writes, and a restore that
 * checks before it replaces anything (docs/deploy.md, "Backups"). PostgreSQL has pg_dump and
 * pg_restore for this.
 */
import SqliteDatabase from 'better-sqlite3';
import { PostgresAdapter, sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join, parse, resolve } from 'node:path';
import { createDb, type Db } from './create-db.server';
import { listPendingMigrations } from './migrate.server';

/** A backup or restore refused, with a message meant for the person who asked for it. */
export class BackupError extends Error {}

export interface SqliteBackup {
  path: string;
  bytes: number;
  /** Fixtures in the copy; null when it has no fixtures table (a database never migrated). */
  fixtures: number | null;
}

export interface SqliteRestore {
  path: string;
  fixtures: number;
  /** Where the database that was replaced now is, to undo the restore; null if there was none. */
  keptAside: string | null;
}

// better-sqlite3 copies 100 pages per step and lets the event loop run between steps; SQLite
// restarts the copy whenever another connection writes between two steps, so under steady
// imports it might never finish. One step copies every page inside one read transaction: a
// snapshot of one moment, and in WAL mode the writers carry on meanwhile.
const allPages = 0x7fffffff;
// Long enough to wait out a checkpoint or a migration; a server's write never takes this long.
const busyTimeoutMs = 5000;
const sidecars = ['-wal', '-shm', '-journal'] as const;

/**
 * A UTC time for a file name: sortable, and without the colons some file systems refuse.
 * @example formatBackupTimestamp(new Date('2025-11-01T15:04:05.678Z')) // '20251101T150405Z'
 */
export function formatBackupTimestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * Where a backup of `databasePath` goes by default: a `backups` folder beside it.
 * @example buildBackupPath('data/kickoff.sqlite', new Date('2025-11-01T15:00:00Z'))
 *   // 'data/backups/kickoff-20251101T150000Z.sqlite'
 * @example buildBackupPath('data/kickoff.sqlite', now, 'before-migration')
 *   // 'data/backups/kickoff-before-migration-20251101T150000Z.sqlite'
 */
export function buildBackupPath(databasePath: string, now: Date, label?: string): string {
  const { dir, name } = parse(databasePath);
  const fileName = [name, label, formatBackupTimestamp(now)].filter(Boolean).join('-');
  return join(dir, 'backups', `${fileName}.sqlite`);
}

/**
 * The file a SQLite database is read from, as SQLite names it; null on PostgreSQL and for an
 * in-memory database, which have no file to back up.
 * @example await getSqliteFile(createDb('data/kickoff.sqlite')) // '/srv/kickoff/data/kickoff.sqlite'
 */
export async function getSqliteFile(db: Db): Promise<string | null> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return null;
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  return rows.find((row) => row.name === 'main')?.file || null;
}

/**
 * Copies a SQLite database that may be in use with SQLite's online backup API (a file copy of a
 * live database can catch a write half done, and misses what is still in its -wal file). The
 * copy is written beside `targetPath`, must pass `PRAGMA integrity_check`, and is flushed to
 * disk before one rename puts it in place, so `targetPath` only ever holds a whole, checked copy.
 * @example await backupSqlite('data/kickoff.sqlite', 'data/backups/kickoff-20251101T150000Z.sqlite')
 *   // { path: 'data/backups/kickoff-20251101T150000Z.sqlite', bytes: 184320, fixtures: 212 }
 */
export async function backupSqlite(sourcePath: string, targetPath: string): Promise<SqliteBackup> {
  if (!isFile(sourcePath)) throw new BackupError(`There is no SQLite database at ${sourcePath}.`);
  if (resolve(sourcePath) === resolve(targetPath)) {
    throw new BackupError('A backup cannot replace the database it copies; choose another file.');
  }
  mkdirSync(dirname(targetPath), { recursive: true });
  const temp = tempPathBeside(targetPath);
  try {
    await copyOnline(sourcePath, temp);
    const { fixtures } = checkCopy(temp, { label: `The copy of ${sourcePath}` });
    syncFile(temp);
    renameSync(temp, targetPath);
    syncDirectory(dirname(targetPath));
    return { path: targetPath, bytes: statSync(targetPath).size, fixtures };
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * Replaces the database at `targetPath` with a backup. Nothing is touched until the backup has
 * passed `integrity_check` and proved to be a Kickoff TV database (it has a fixtures table).
 * Refuses while any process has the database open (a running server, an import): stop the
 * server first. The replaced database is kept as `<name>.before-restore-<UTC time>` (restore that
 * file to undo), and the checked copy goes in place with one rename.
 * @example await restoreSqlite('data/backups/kickoff-20251101T150000Z.sqlite', 'data/kickoff.sqlite')
 *   // { path: 'data/kickoff.sqlite', fixtures: 212,
 *   //   keptAside: 'data/kickoff.sqlite.before-restore-20251102T090000Z' }
 */
export async function restoreSqlite(
  backupPath: string,
  targetPath: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<SqliteRestore> {
  if (!isFile(backupPath)) throw new BackupError(`There is no backup file at ${backupPath}.`);
  if (resolve(backupPath) === resolve(targetPath)) {
    throw new BackupError(`${backupPath} is the database itself; there is nothing to restore.`);
  }
  // Copying only the main file would lose whatever the log holds.
  if (isFile(`${backupPath}-wal`) && statSync(`${backupPath}-wal`).size > 0) {
    throw new BackupError(
      `${backupPath} has a write-ahead log beside it (${basename(backupPath)}-wal): it is a database in use or a file copy of one, not a backup. Take backups with \`npm run cli -- backup\`.`,
    );
  }
  checkBackup(backupPath);

  mkdirSync(dirname(targetPath), { recursive: true });
  const temp = tempPathBeside(targetPath);
  try {
    copyFileSync(backupPath, temp);
    // The bytes that go in place are checked too, not only the file they were copied from.
    const { fixtures } = checkCopy(temp, { label: backupPath, requireFixtures: true });
    syncFile(temp);
    const hold = existsSync(targetPath) ? claimUnused(targetPath) : null;
    try {
      const keptAside = existsSync(targetPath) ? keepAside(targetPath, now) : null;
      renameSync(temp, targetPath);
      syncDirectory(dirname(targetPath));
      return { path: targetPath, fixtures: fixtures ?? 0, keptAside };
    } finally {
      hold?.close();
    }
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * Run on start before migrating a SQLite database: when the file exists, has tables and has
 * migrations to run, it is backed up to `backups/<name>-before-migration-<UTC time>.sqlite`
 * beside it, so a migration that goes wrong can be undone with a restore. A new database and an
 * up-to-date one get no backup (null). A failed backup throws, so nothing is migrated unbacked.
 * @example await backupBeforeMigrations('data/kickoff.sqlite')
 *   // { path: 'data/backups/kickoff-before-migration-20251101T150000Z.sqlite', pending: ['0004-articles'], ... }
 */
export async function backupBeforeMigrations(
  path: string,
  now = new Date(),
): Promise<(SqliteBackup & { pending: string[] }) | null> {
  if (!isFile(path)) return null;
  const db = createDb(path);
  let pending: string[];
  try {
    const tables = await db.introspection.getTables();
    pending = tables.length === 0 ? [] : await listPendingMigrations(db);
  } finally {
    await db.destroy();
  }
  if (pending.length === 0) return null;
  const backup = await backupSqlite(path, buildBackupPath(path, now, 'before-migration'));
  return { ...backup, pending };
}

async function copyOnline(sourcePath: string, targetPath: string): Promise<void> {
  let source: SqliteDatabase.Database | undefined;
  try {
    source = new SqliteDatabase(sourcePath, { fileMustExist: true, timeout: busyTimeoutMs });
    await source.backup(targetPath, { progress: () => allPages });
  } catch (error) {
    throw new BackupError(`Could not back up ${sourcePath}: ${messageOf(error)}`);
  } finally {
    source?.close();
  }
}

/**
 * Checks a copy we made and may change: switched out of WAL mode so it is one self-contained
 * file (a copy keeps its source's WAL flag, and would grow -wal and -shm files whenever opened),
 * then integrity-checked.
 */
function checkCopy(
  path: string,
  { label, requireFixtures = false }: { label: string; requireFixtures?: boolean },
): { fixtures: number | null } {
  return withDatabase(path, label, {}, (database) => {
    database.pragma('journal_mode = DELETE');
    return inspect(database, label, requireFixtures);
  });
}

/**
 * Checks a backup without writing to it. A file in WAL mode makes even a read-only connection
 * create -wal and -shm files beside it; those are removed again, the backup itself is not.
 */
function checkBackup(path: string): void {
  const created = sidecars.filter((suffix) => !existsSync(path + suffix));
  try {
    withDatabase(path, path, { readonly: true }, (database) => inspect(database, path, true));
  } finally {
    for (const suffix of created) rmSync(path + suffix, { force: true });
  }
}

function withDatabase<T>(
  path: string,
  label: string,
  options: { readonly?: boolean },
  use: (database: SqliteDatabase.Database) => T,
): T {
  let database: SqliteDatabase.Database | undefined;
  try {
    database = new SqliteDatabase(path, { ...options, fileMustExist: true, timeout: 0 });
    return use(database);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${label} is not a readable SQLite database (${messageOf(error)}).`);
  } finally {
    database?.close();
  }
}

function inspect(
  database: SqliteDatabase.Database,
  label: string,
  requireFixtures: boolean,
): { fixtures: number | null } {
  const rows = database.pragma('integrity_check') as { integrity_check: string }[];
  const problems = rows.map((row) => row.integrity_check);
  if (problems.length !== 1 || problems[0] !== 'ok') {
    throw new BackupError(
      `${label} failed PRAGMA integrity_check: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''}`,
    );
  }
  const hasFixtures = database
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'fixtures'")
    .get();
  if (!hasFixtures) {
    if (!requireFixtures) return { fixtures: null };
    throw new BackupError(
      `${label} is a SQLite database but not Kickoff TV's: it has no fixtures table.`,
    );
  }
  const { count } = database.prepare('select count(*) as count from fixtures').get() as {
    count: number;
  };
  return { fixtures: count };
}

/**
 * Proves no other connection has the database open, and keeps it so until the new file is in
 * place. A plain `BEGIN EXCLUSIVE` proves nothing in WAL mode: it takes only the write lock,
 * which an idle server does not hold. But every WAL connection keeps a shared lock for as long
 * as it is open, and SQLite leaves WAL mode only as the sole connection; so switching to
 * rollback mode with no busy timeout fails exactly when a server (or an import, or a backup)
 * has the file open. The switch also folds the -wal file into the database, so the copy kept
 * aside is one whole file. `BEGIN EXCLUSIVE`, a real file lock in rollback mode, then keeps
 * out a server started during the swap until the old file is aside.
 */
function claimUnused(path: string): SqliteDatabase.Database | null {
  const inUse = new BackupError(
    `${path} is in use: a running server (or another command) has it open. Stop the server, then restore again. Nothing was changed.`,
  );
  const database = new SqliteDatabase(path, { fileMustExist: true, timeout: 0 });
  try {
    if (database.pragma('journal_mode = DELETE', { simple: true }) !== 'delete') throw inUse;
    database.exec('begin exclusive');
    return database;
  } catch (error) {
    database.close();
    const code = (error as { code?: string }).code ?? '';
    if (/^SQLITE_(BUSY|LOCKED)/.test(code)) throw inUse;
    // A file SQLite cannot read is no server's database; it is kept aside as it is.
    if (/^SQLITE_(NOTADB|CORRUPT)/.test(code)) return null;
    throw error;
  }
}

/**
 * Keeps the database (and any -wal, -shm or -journal file that belongs to it) under a new name.
 * A hard link rather than a move, so the database path is never empty: a server started in
 * that moment would create a new, empty database there.
 */
function keepAside(path: string, now: Date): string {
  const aside = `${path}.before-restore-${formatBackupTimestamp(now)}`;
  if (existsSync(aside)) {
    throw new BackupError(`${aside} already exists; wait a second and restore again.`);
  }
  try {
    linkSync(path, aside);
  } catch {
    // Some file systems have no hard links; the database is locked, so a copy is whole too.
    copyFileSync(path, aside, constants.COPYFILE_EXCL);
    syncFile(aside);
  }
  // Left beside the new database, an old -wal or -journal would be replayed into it.
  for (const suffix of sidecars)
    if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix);
  return aside;
}

function tempPathBeside(path: string): string {
  // Hidden, so a `backups/kickoff-*.sqlite` pruning glob never counts a half-written copy.
  return join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

function syncFile(path: string): void {
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes a rename survive a power cut. Some platforms (Windows) cannot sync a folder; there
 * the rename is as durable as that platform makes it. */
function syncDirectory(path: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    fsyncSync(fd);
  } catch {
    // See above: nothing more can be done here.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
