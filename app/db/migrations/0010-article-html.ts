import type { Kysely } from 'kysely';

// Article HTML rendered at save (decision 0019), so a page view reads it instead of parsing the
// Markdown. Null for articles saved before this, which are rendered when viewed until saved.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('articles')
    // JSON array of HTML strings, one per section: the sanitiser's output and nothing else.
    .addColumn('html_json', 'text')
    .execute();
  await db.schema
    .alterTable('articles')
    // What html_json was rendered with (articleRenderVersion); other versions are not shown.
    .addColumn('html_render_version', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('html_render_version').execute();
  await db.schema.alterTable('articles').dropColumn('html_json').execute();
}
