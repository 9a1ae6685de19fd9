import type { Kysely } from 'kysely';

// Each save raises an article's version; a save made from an older version is refused as a
// conflict instead of silently replacing what another tab or editor saved in between.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('version').execute();
}
