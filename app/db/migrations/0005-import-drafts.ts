import type { Kysely } from 'kysely';

// An import being reviewed lives on the server (decision 0012): a reload or a second tab shows
// the same review, and Save sends only the draft's id. The parse result is JSON text so both
// engines store it the same way.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_drafts')
    // 128 random bits, base64url: the id is the only thing that opens a draft.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // Raised by every change: a change made from a stale read is refused, not lost.
    .addColumn('version', 'integer', (c) => c.notNull())
    // The pasted text, as pasted (at most 1 MiB).
    .addColumn('source', 'text', (c) => c.notNull())
    // { format, fixtures, problems, lines } as the importer returned it, less removed fixtures.
    .addColumn('result_json', 'text', (c) => c.notNull())
    // Kept beside the JSON so lists need not read it.
    .addColumn('fixture_count', 'integer', (c) => c.notNull())
    // The date given to fixtures the paste gave none, and the competition to those it named none.
    .addColumn('date_for_undated', 'text')
    .addColumn('competition_for_unnamed', 'text')
    .execute();
  await db.schema
    .createIndex('import_drafts_updated')
    .on('import_drafts')
    .column('updated_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_drafts').execute();
}
