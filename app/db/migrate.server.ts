import { Migrator, type Migration } from 'kysely';
import type { Db } from './create-db.server';
import * as fixtures from './migrations/0001-fixtures';
import * as fixtureSlugs from './migrations/0002-fixture-slugs';
import * as staff from './migrations/0003-staff';
import * as articles from './migrations/0004-articles';

/** Every migration, in order. Listed by hand so the server bundle needs no file-system scan. */
const migrations: Record<string, Migration> = {
  '0001-fixtures': fixtures,
  '0002-fixture-slugs': fixtureSlugs,
  '0003-staff': staff,
  '0004-articles': articles,
};

/** Brings the schema up to date; throws (leaving the previous schema) if a migration fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
