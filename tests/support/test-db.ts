import { randomBytes } from 'node:crypto';
import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '~/db/create-db.server';
import { openDatabase } from '../../server/database';

export interface TestEngine {
  name: 'sqlite' | 'postgres';
  /** A fresh, migrated, empty database and a function that removes it. */
  create(): Promise<{ db: Db; url: string; cleanup: () => Promise<void> }>;
}

const sqliteEngine: TestEngine = {
  name: 'sqlite',
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'kickoff-test-'));
    const url = join(dir, 'test.sqlite');
    const db = await openDatabase(url);
    return {
      db,
      url,
      cleanup: async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/** PostgreSQL at TEST_DATABASE_URL: each test database is created for the test and dropped after. */
function postgresEngine(adminUrl: string): TestEngine {
  return {
    name: 'postgres',
    async create() {
      const name = `kickoff_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const db = await openDatabase(url.toString());
      return {
        db,
        url: url.toString(),
        cleanup: async () => {
          await db.destroy();
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          await client.query(`drop database if exists ${name} with (force)`);
          await client.end();
        },
      };
    },
  };
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
