import type { Kysely } from 'kysely';

// Recently removed: what Delete, Clear Date and Discard took away, kept for a week so staff can
// put it back. Written in the transaction of the removal; the payload is JSON text so both
// engines store it the same way.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('removed_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'fixtures' (a deleted fixture or a cleared date) or 'draft' (a discarded import).
    .addColumn('kind', 'text', (c) => c.notNull())
    // How the list names it: "Arsenal v Chelsea, Sat 1 Nov 2025".
    .addColumn('label', 'text', (c) => c.notNull())
    // What restoring needs: { fixtures: FixtureInput[] } or { draft: the import_drafts row }.
    .addColumn('payload_json', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text', (c) => c.notNull())
    .addColumn('removed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('restored_at', 'text')
    .execute();
  await db.schema
    .createIndex('removed_items_removed_at')
    .on('removed_items')
    .column('removed_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('removed_items').execute();
}
