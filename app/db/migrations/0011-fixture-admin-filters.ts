import type { Kysely } from 'kysely';

// Manage Fixtures' filters over seasons of fixtures: its status filter (channel_status, counted
// and listed in kick-off order) and its list of every stored competition with a listed name
// and a count, read from the index alone instead of from every row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('fixtures_status')
    .on('fixtures')
    .columns(['channel_status', 'kickoff_utc'])
    .execute();
  await db.schema
    .createIndex('fixtures_competition_name')
    .on('fixtures')
    .columns(['competition_slug', 'competition'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('fixtures_competition_name').execute();
  await db.schema.dropIndex('fixtures_status').execute();
}
