import { PostgresAdapter, type Kysely } from 'kysely';

// What changed about each fixture and when: new TV picks, kick-off moves, channels confirmed or
// changed, removals. Rows keep a copy of the match's names, so a removed fixture can still be
// listed (and cancelled in calendars). `fixtures.sequence` counts a fixture's changes for
// calendar files (iCalendar SEQUENCE).
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('fixtures')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('fixture_changes')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
    )
    // No foreign key: a removal's row outlives its fixture.
    .addColumn('fixture_id', 'text', (c) => c.notNull())
    .addColumn('at_utc', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('home_team', 'text', (c) => c.notNull())
    .addColumn('away_team', 'text', (c) => c.notNull())
    .addColumn('competition', 'text', (c) => c.notNull())
    .addColumn('home_slug', 'text', (c) => c.notNull())
    .addColumn('away_slug', 'text', (c) => c.notNull())
    .addColumn('competition_slug', 'text', (c) => c.notNull())
    .addColumn('kickoff_utc', 'text', (c) => c.notNull())
    .addColumn('previous_kickoff_utc', 'text')
    .addColumn('notice_days', 'integer')
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('previous_channels', 'text')
    .addColumn('channel_ids', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fixture_changes_fixture')
    .on('fixture_changes')
    .columns(['fixture_id', 'id'])
    .execute();
  await db.schema
    .createIndex('fixture_changes_at')
    .on('fixture_changes')
    .column('at_utc')
    .execute();
  await db.schema
    .createIndex('fixture_changes_kind_kickoff')
    .on('fixture_changes')
    .columns(['kind', 'kickoff_utc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fixture_changes').execute();
  await db.schema.alterTable('fixtures').dropColumn('sequence').execute();
}
