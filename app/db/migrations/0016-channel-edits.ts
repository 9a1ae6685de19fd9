import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// Administrators' edits to the built-in channel catalogue (decision 0028), and the revision every
// server process compares on each request to know when to read them again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channel_edits')
    .addColumn('channel_id', 'text', (c) => c.primaryKey())
    // Each edited field; null keeps the built-in value.
    .addColumn('name', 'text')
    .addColumn('is_free_to_air', 'integer')
    // An https address, or '' for a channel with no watch link.
    .addColumn('default_url', 'text')
    .addColumn('background_color', 'text')
    .addColumn('text_color', 'text')
    // JSON list of built-in aliases taken away; added aliases live in channel_aliases.
    .addColumn('removed_aliases', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('channel_catalogue')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'text', (c) => c.notNull())
    .execute();
  // Random, so two databases (a restored backup, a test's) never share a revision.
  await sql`insert into channel_catalogue (id, revision) values (1, ${randomUUID()})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('channel_catalogue').execute();
  await db.schema.dropTable('channel_edits').execute();
}
