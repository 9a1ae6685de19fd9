import { backupBeforeMigrations } from '~/db/backup.server';
import { createDb, engineOf, type Db } from '~/db/create-db.server';
import { migrateToLatest } from '~/db/migrate.server';
import { syncChannelCatalogue } from '~/features/channels/sync-channels.server';
import { seedDemoFixtures } from '~/features/fixtures/seed-demo.server';
import { ukToday } from '~/lib/london-time';

export interface OpenDatabaseOptions {
  /** Give a database without fixtures the demo fortnight (DEMO_DATA). */
  demoData?: boolean;
  /** UK date the demo fortnight starts on; default today. */
  today?: string;
}

/**
 * Opens the database, brings its schema up to date, mirrors the channel catalogue and, when
 * asked, seeds an empty fixtures table with demo listings.
 */
export async function openDatabase(url: string, options: OpenDatabaseOptions = {}): Promise<Db> {
  const db = createDb(url);
  try {
    // Before migrating, so a migration that goes wrong can be undone.
    if (engineOf(url) === 'sqlite' && url !== ':memory:') await backupBeforeMigrations(url);
    await migrateToLatest(db);
    await syncChannelCatalogue(db);
    if (options.demoData) await seedDemoFixtures(db, options.today ?? ukToday());
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
