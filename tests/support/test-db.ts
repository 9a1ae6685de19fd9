import { randomBytes } from 'node:crypto';
import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '~/db/create-db.server';
import { openDatabase } from '../../server/database';
import { refuseWritesStatements, type RefusingTable } from './refuse-writes';

export interface TestEngine {
  name: 'sqlite' | 'postgres';
  /** A fresh, migrated, empty database and a function that removes it. */
  create(): Promise<{ db: Db; url: string; cleanup: () => Promise<void> }>;
  /** A brand-new database nobody has opened (no schema), for start-up tests. */
  createBlank(): Promise<{ url: string; cleanup: () => Promise<void> }>;
}

/** Opens and migrates a blank database; cleanup closes the handle, then removes the database. */
async function createMigrated(engine: Pick<TestEngine, 'createBlank'>) {
  const blank = await engine.createBlank();
  const db = await openDatabase(blank.url);
  return {
    db,
    url: blank.url,
    cleanup: async () => {
      await db.destroy();
      await blank.cleanup();
    },
  };
}

const sqliteEngine: TestEngine = {
  name: 'sqlite',
  create() {
    return createMigrated(sqliteEngine);
  },
  async createBlank() {
    const dir = mkdtempSync(join(tmpdir(), 'kickoff-test-'));
    return {
      url: join(dir, 'test.sqlite'),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
};

/** PostgreSQL at TEST_DATABASE_URL: each test database is created for the test and dropped after. */
function postgresEngine(adminUrl: string): TestEngine {
  const engine: TestEngine = {
    name: 'postgres',
    create() {
      return createMigrated(engine);
    },
    async createBlank() {
      const name = `kickoff_test_${randomBytes(6).toString('hex')}`;
      await runAsAdmin(adminUrl, `create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        cleanup: () => runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`),
      };
    },
  };
  return engine;
}

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (it always is in CI). */
export function listTestEngines(): TestEngine[] {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  return [sqliteEngine, ...(postgresUrl ? [postgresEngine(postgresUrl)] : [])];
}

/** Every row of the fixture tables in a stable order, to prove a failed write changed nothing. */
export async function snapshotFixtures(db: Db): Promise<string> {
  const fixtures = await db.selectFrom('fixtures').selectAll().orderBy('id').execute();
  const channels = await db
    .selectFrom('fixture_channels')
    .selectAll()
    .orderBy('fixture_id')
    .orderBy('position')
    .execute();
  return JSON.stringify({ fixtures, channels });
}

/**
 * Makes the database refuse every write to `table` with the error a read-only database gives,
 * until the returned function undoes it: for tests of what an editor sees when a save fails.
 */
export async function refuseWrites(
  db: Db,
  engine: TestEngine['name'],
  table: RefusingTable,
): Promise<() => Promise<void>> {
  const { refuse, undo } = refuseWritesStatements(engine, table);
  const run = async (statements: string[]) => {
    // eslint-disable-next-line no-restricted-properties -- fixed DDL, see refuseWritesStatements
    for (const statement of statements) await sql.raw(statement).execute(db);
  };
  await run(refuse);
  return () => run(undo);
}

/**
 * The row counts PostgreSQL's planner last gathered (ANALYZE) for the fixture tables; -1 for a
 * table never counted.
 */
export async function plannerRowCounts(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<{ relname: string; reltuples: number }>`
    select relname, reltuples from pg_class
    where relname in ('fixtures', 'fixture_channels') and relkind = 'r'`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.relname, Number(row.reltuples)]));
}
