import { createDb, type Db } from '~/db/create-db.server';
import { migrateToLatest } from '~/db/migrate.server';
import { syncChannelCatalogue } from '~/features/channels/sync-channels.server';

/** Opens the database, brings its schema up to date and mirrors the channel catalogue. */
export async function openDatabase(url: string): Promise<Db> {
  const db = createDb(url);
  try {
    await migrateToLatest(db);
    await syncChannelCatalogue(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
