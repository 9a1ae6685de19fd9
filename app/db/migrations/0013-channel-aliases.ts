import type { Kysely } from 'kysely';

// Channel names the catalogue does not know that staff mapped to a catalogue channel while
// reviewing an import: later pastes resolve them without asking again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channel_aliases')
    // The channel lookup key of the written name (resolve-channel's buildChannelKey).
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('written', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('channel_aliases').execute();
}
