import { backupBeforeMigrations } from '~/db/backup.server';
import { createDb, engineOf, type Db } from '~/db/create-db.server';
import { migrateToLatest } from '~/db/migrate.server';
import { seedStartingArticles } from '~/features/articles/seed-articles.server';
import { issueSetupLink } from '~/features/auth/account-links.server';
import { syncChannelCatalogue } from '~/features/channels/sync-channels.server';
import { pruneImportDrafts } from '~/features/drafts/import-drafts.server';
import { pruneRemovedItems } from '~/features/manage/removed-items.server';
import { seedDemoFixtures } from '~/features/schedule/seed-demo.server';
import { ukToday } from '~/lib/london-time';
import { withStartupLock } from './startup-lock';

export interface OpenDatabaseOptions {
  /** Give a database without fixtures the demo fortnight (DEMO_DATA). */
  demoData?: boolean;
  /** UK date the demo fortnight starts on; default today. */
  today?: string;
}

export interface StartDatabaseOptions extends OpenDatabaseOptions {
  /** When the setup link and the starting articles are created; default now. */
  now?: Date;
  /** The public origin the starting articles' HTML is rendered for (decision 0019). */
  siteUrl?: string;
}

export interface StartedDatabase {
  db: Db;
  /**
   * The token of the one-time link this start made for setting up the first administrator, to
   * print on the console; null when an account or a usable setup link exists.
   */
  setupToken: string | null;
}

/**
 * Opens the database, brings its schema up to date, mirrors the channel catalogue and, when
 * asked, seeds an empty fixtures table with demo listings; all under the start-up lock. For the
 * CLI and tests, which need no staff account or articles of their own.
 * @example const db = await openDatabase('data/kickoff.sqlite', { demoData: true });
 */
export async function openDatabase(url: string, options: OpenDatabaseOptions = {}): Promise<Db> {
  const { db } = await openUnderLock(url, (db) => prepareDatabase(db, options));
  return db;
}

/**
 * Everything a server does before it listens: what `openDatabase` does, then the first
 * administrator's setup link (on a database without staff) and the starting articles, and drafts of imports left for a week and removed items
 * older than a week are removed, in one turn of the start-up lock so instances started together
 * on a new database never both create them.
 * @example const { db, setupToken } = await startDatabase(config.databaseUrl, { demoData: true });
 */
export async function startDatabase(
  url: string,
  options: StartDatabaseOptions = {},
): Promise<StartedDatabase> {
  const { db, result } = await openUnderLock(url, async (db) => {
    await prepareDatabase(db, options);
    const now = options.now ?? new Date();
    const setupToken = await issueSetupLink(db, now);
    await seedStartingArticles(db, now, { siteUrl: options.siteUrl });
    await pruneImportDrafts(db, { now });
    await pruneRemovedItems(db, { now });
    return setupToken;
  });
  return { db, setupToken: result };
}

async function openUnderLock<T>(
  url: string,
  steps: (db: Db) => Promise<T>,
): Promise<{ db: Db; result: T }> {
  const db = createDb(url);
  try {
    const result = await withStartupLock(db, url, async () => {
      // Before the first step migrates, so a migration that goes wrong can be undone.
      if (engineOf(url) === 'sqlite' && url !== ':memory:') await backupBeforeMigrations(url);
      return steps(db);
    });
    return { db, result };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/** Every step checks first or upserts, so an instance that waited for the lock finds it done. */
async function prepareDatabase(db: Db, options: OpenDatabaseOptions): Promise<void> {
  await migrateToLatest(db);
  await syncChannelCatalogue(db);
  if (options.demoData) await seedDemoFixtures(db, options.today ?? ukToday());
}
