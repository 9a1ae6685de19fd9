import { Migrator, type Migration } from 'kysely';
import type { Db } from './create-db.server';
import * as fixtures from './migrations/0001-fixtures';
import * as fixtureSlugs from './migrations/0002-fixture-slugs';
import * as staff from './migrations/0003-staff';
import * as articles from './migrations/0004-articles';
import * as importDrafts from './migrations/0005-import-drafts';
import * as articleVersions from './migrations/0006-article-versions';
import * as fixtureChanges from './migrations/0007-fixture-changes';
import * as matchAlerts from './migrations/0008-match-alerts';
import * as fixtureSearch from './migrations/0009-fixture-search';
import * as articleHtml from './migrations/0010-article-html';
import * as fixtureAdminFilters from './migrations/0011-fixture-admin-filters';
import * as removedItems from './migrations/0012-removed-items';
import * as channelAliases from './migrations/0013-channel-aliases';
import * as rateLimits from './migrations/0014-rate-limits';
import * as staffAccounts from './migrations/0015-staff-accounts';
import * as channelEdits from './migrations/0016-channel-edits';
import * as auditActorIndex from './migrations/0017-audit-actor-index';
import * as fixtureSearchKeys from './migrations/0018-fixture-search-keys';
import * as teamSlugsByNameKey from './migrations/0019-team-slugs-by-name-key';

/** Every migration, in order. Listed by hand so the server bundle needs no file-system scan. */
const migrations: Record<string, Migration> = {
  '0001-fixtures': fixtures,
  '0002-fixture-slugs': fixtureSlugs,
  '0003-staff': staff,
  '0004-articles': articles,
  '0005-import-drafts': importDrafts,
  '0006-article-versions': articleVersions,
  '0007-fixture-changes': fixtureChanges,
  '0008-match-alerts': matchAlerts,
  '0009-fixture-search': fixtureSearch,
  '0010-article-html': articleHtml,
  '0011-fixture-admin-filters': fixtureAdminFilters,
  '0012-removed-items': removedItems,
  '0013-channel-aliases': channelAliases,
  '0014-rate-limits': rateLimits,
  '0015-staff-accounts': staffAccounts,
  '0016-channel-edits': channelEdits,
  '0017-audit-actor-index': auditActorIndex,
  '0018-fixture-search-keys': fixtureSearchKeys,
  '0019-team-slugs-by-name-key': teamSlugsByNameKey,
};

/**
 * The one Migrator over our migrations; tests use it to stop at an older schema.
 * @example await createMigrator(db).migrateTo('0001-fixtures');
 */
export function createMigrator(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Brings the schema up to date; throws (leaving the previous schema) if a migration fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results = [] } = await createMigrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Names of the migrations this database has not run yet, in order; reads only, so it creates
 * no migration table on a database that has none.
 * @example await listPendingMigrations(db) // ['0004-articles'] on a database from before articles
 */
export async function listPendingMigrations(db: Db): Promise<string[]> {
  const all = await createMigrator(db).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
