import type { Kysely } from 'kysely';

// Slugs of the teams and the competition, stored so /{slug} pages and filters use an index.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['home_slug', 'away_slug', 'competition_slug']) {
    await db.schema
      .alterTable('fixtures')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .createIndex('fixtures_home_slug')
    .on('fixtures')
    .columns(['home_slug', 'kickoff_utc'])
    .execute();
  await db.schema
    .createIndex('fixtures_away_slug')
    .on('fixtures')
    .columns(['away_slug', 'kickoff_utc'])
    .execute();
  await db.schema
    .createIndex('fixtures_competition_slug')
    .on('fixtures')
    .columns(['competition_slug', 'kickoff_utc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['fixtures_home_slug', 'fixtures_away_slug', 'fixtures_competition_slug']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['home_slug', 'away_slug', 'competition_slug']) {
    await db.schema.alterTable('fixtures').dropColumn(column).execute();
  }
}
