import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('is_free_to_air', 'integer', (c) => c.notNull())
    .addColumn('default_url', 'text')
    .execute();

  await db.schema
    .createTable('fixtures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uk_date', 'text', (c) => c.notNull())
    .addColumn('uk_time', 'text', (c) => c.notNull())
    .addColumn('kickoff_utc', 'text', (c) => c.notNull())
    .addColumn('home_team', 'text', (c) => c.notNull())
    .addColumn('away_team', 'text', (c) => c.notNull())
    .addColumn('match_key', 'text', (c) => c.notNull())
    .addColumn('competition', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('channel_status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The natural key: one fixture per pairing per UK date; also serves "one day's schedule".
  await db.schema
    .createIndex('fixtures_date_match_key')
    .on('fixtures')
    .columns(['uk_date', 'match_key'])
    .unique()
    .execute();
  await db.schema.createIndex('fixtures_kickoff').on('fixtures').column('kickoff_utc').execute();

  await db.schema
    .createTable('fixture_channels')
    .addColumn('fixture_id', 'text', (c) =>
      c.notNull().references('fixtures.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.references('channels.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addPrimaryKeyConstraint('fixture_channels_pk', ['fixture_id', 'position'])
    .execute();
  await db.schema
    .createIndex('fixture_channels_channel')
    .on('fixture_channels')
    .columns(['channel_id', 'fixture_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fixture_channels').execute();
  await db.schema.dropTable('fixtures').execute();
  await db.schema.dropTable('channels').execute();
}
