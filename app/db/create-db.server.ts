import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import type { Database } from './schema';
import { cacheStatements } from './statement-cache.server';

export type Db = Kysely<Database>;
export type DbEngine = 'sqlite' | 'postgres';

const sqlitePragmas = {
  journal_mode: 'wal',
  synchronous: 2, // FULL: a committed save survives a power cut, not just a crash.
  busy_timeout: 5000,
  foreign_keys: 1,
} as const;

/** Which engine a `DATABASE_URL` selects: a `postgres://` URL, or else a SQLite file path. */
export function engineOf(url: string): DbEngine {
  return /^postgres(ql)?:\/\//i.test(url) ? 'postgres' : 'sqlite';
}

/**
 * Opens the database a `DATABASE_URL` names.
 * @example createDb('data/kickoff.sqlite'); createDb('postgres://postgres@127.0.0.1/test')
 */
export function createDb(url: string, options: { poolSize?: number } = {}): Db {
  return engineOf(url) === 'postgres'
    ? createPostgresDb(url, options.poolSize ?? 10)
    : createSqliteDb(url);
}

function createSqliteDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  for (const [name, value] of Object.entries(sqlitePragmas)) database.pragma(`${name} = ${value}`);
  for (const [name, expected] of Object.entries(sqlitePragmas)) {
    const actual = database.pragma(name, { simple: true });
    // An in-memory database cannot use WAL; everything else must hold or we refuse to run.
    if (actual !== expected && !(path === ':memory:' && name === 'journal_mode')) {
      database.close();
      throw new Error(`SQLite refused PRAGMA ${name}=${expected} (got ${String(actual)})`);
    }
  }
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: cacheStatements(database) }),
  });
}

function createPostgresDb(url: string, max: number): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 10_000,
    options: '-c statement_timeout=10s -c idle_in_transaction_session_timeout=30s',
  });
  // An idle connection the server ends (restart, dropped database, admin termination) is taken
  // out of the pool and reported here; unhandled, that report would crash the process. The next
  // query simply opens a new connection.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * SQLite with write transactions that take the write lock up front (BEGIN IMMEDIATE), so two
 * writers queue on busy_timeout instead of deadlocking when a reader upgrades; and with
 * transactional migrations (SQLite runs DDL in transactions; Kysely assumes it cannot).
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}
