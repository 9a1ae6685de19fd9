import type { Kysely } from 'kysely';

// News, blog posts and guides, persisted: edits that lived only in memory were a defect. Lists are
// JSON text so both engines store them the same way.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'news', 'blog' or 'guide'
    .addColumn('kind', 'text', (c) => c.notNull())
    // Unique across kinds: the backstop for the clash check in article-queries.server.ts.
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    // As the editor wrote it, possibly empty.
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    // The excerpt, else the start of the first section as plain text: computed at save, so
    // lists never read the sections.
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    // JSON array of Markdown strings, at least one.
    .addColumn('sections_json', 'text', (c) => c.notNull())
    .addColumn('tags_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('keywords_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('channels_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('match_date', 'text')
    .addColumn('match_venue', 'text')
    .addColumn('image_url', 'text')
    .addColumn('image_alt', 'text')
    .addColumn('image_credit', 'text')
    .addColumn('read_time_minutes', 'integer', (c) => c.notNull())
    // 'draft' or 'published'
    .addColumn('status', 'text', (c) => c.notNull())
    // ISO 8601 UTC; a published article with a future date is scheduled.
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('articles_status_published')
    .on('articles')
    .columns(['status', 'published_at'])
    .execute();
  await db.schema
    .createIndex('articles_kind_status_published')
    .on('articles')
    .columns(['kind', 'status', 'published_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('articles').execute();
}
