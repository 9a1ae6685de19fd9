import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildNameKey, buildSearchText } from '~/lib/name-key';
import { listTestEngines } from '../../tests/support/test-db';
import { createDb, type Db } from './create-db.server';
import { createMigrator } from './migrate.server';
import type { Database, FixturesTable } from './schema';

// Migrations 0018 (the name key's search words stored beside each name, and the search indexes
// over them) and 0019 (team slugs made again) on a database that already holds fixtures written
// under the rules before them.

const before = '0017-audit-actor-index';
const wordColumns = ['home_words', 'away_words', 'competition_words'] as const;

/** The schema before 0018: fixtures without their search words. */
type OldDatabase = Omit<Database, 'fixtures'> & {
  fixtures: Omit<FixturesTable, (typeof wordColumns)[number]>;
};
const asOld = (db: Db) => db as unknown as Kysely<OldDatabase>;

/** A fixture row as the save wrote it before the name key: slugs split at '‘'. */
function oldRow(id: string, homeTeam: string, homeSlug: string) {
  return {
    id,
    uk_date: '2025-11-01',
    uk_time: '15:00',
    kickoff_utc: '2025-11-01T15:00:00.000Z',
    home_team: homeTeam,
    away_team: 'Brighton & Hove Albion',
    match_key: `${homeTeam.toLowerCase()} v brighton & hove albion`,
    competition: 'Premier League',
    home_slug: homeSlug,
    away_slug: 'brighton-and-hove-albion',
    competition_slug: 'premier-league',
    slug: 'x-vs-brighton-and-hove-albion',
    channel_status: 'listed',
    created_at: '2025-10-01T00:00:00.000Z',
    updated_at: '2025-10-01T00:00:00.000Z',
  };
}

/** Each fixture's stored search words, by id. */
async function readWords(db: Db): Promise<Record<string, string[]>> {
  const rows = await db
    .selectFrom('fixtures')
    .select(['id', ...wordColumns])
    .orderBy('id')
    .execute();
  return Object.fromEntries(
    rows.map((row) => [row.id, [row.home_words, row.away_words, row.competition_words]]),
  );
}

/** The columns of `fixtures`, sorted. */
async function listFixtureColumns(db: Db): Promise<string[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { rows } = postgres
    ? await sql<{ name: string }>`
        select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = 'fixtures'`.execute(db)
    : await sql<{ name: string }>`select name from pragma_table_info('fixtures')`.execute(db);
  return rows.map((row) => row.name).sort();
}

/** The fixture ids whose names hold all these words, through the engine's full-text index. */
async function searchIndex(db: Db, words: string[]): Promise<string[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const query = words.map((word) => (postgres ? `'${word}'` : `"${word}"`));
  const { rows } = postgres
    ? await sql<{ id: string }>`
        select id from fixtures
        where search_vector @@ to_tsquery('simple', ${query.join(' & ')}) order by id`.execute(db)
    : await sql<{ id: string }>`
        select id from fixtures
        where rowid in (select rowid from fixture_search where fixture_search match ${query.join(' AND ')})
        order by id`.execute(db);
  return rows.map((row) => row.id);
}

describe.each(listTestEngines())('the name key migrations on $name', (engine) => {
  let cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups) await cleanup();
    cleanups = [];
  });

  async function openOldDatabase(): Promise<Db> {
    const blank = await engine.createBlank();
    const db = createDb(blank.url);
    cleanups.push(async () => {
      await db.destroy();
      await blank.cleanup();
    });
    const { error } = await createMigrator(db).migrateTo(before);
    if (error) throw error;
    await asOld(db)
      .insertInto('fixtures')
      .values([
        oldRow('curlyquote1', 'Nott‘m Town', 'nott-m-town'),
        oldRow('straight001', "Nott'm Forest", 'nottm-forest'),
        oldRow('accented001', 'Atlético Madrid', 'atletico-madrid'),
      ])
      .execute();
    await db
      .insertInto('fixture_changes')
      .values({
        fixture_id: 'curlyquote1',
        at_utc: '2025-10-01T00:00:00.000Z',
        kind: 'new',
        home_team: 'Nott‘m Town',
        away_team: 'Brighton & Hove Albion',
        competition: 'Premier League',
        home_slug: 'nott-m-town',
        away_slug: 'brighton-and-hove-albion',
        competition_slug: 'premier-league',
        kickoff_utc: '2025-11-01T15:00:00.000Z',
        channels: '',
        channel_ids: '  ',
        sequence: 0,
      })
      .execute();
    return db;
  }

  it('store the key words of old names, index them and give old team slugs the new rule', async () => {
    const db = await openOldDatabase();
    // More fixtures than one batch of the fill (500), on other days.
    const many = Array.from({ length: 1234 }, (_, index) => ({
      ...oldRow(`many${String(index).padStart(7, '0')}`, `Side’s ${index}`, `side-s-${index}`),
      uk_date: '2025-12-01',
      away_team: 'Visitors',
    }));
    for (let index = 0; index < many.length; index += 200)
      await asOld(db)
        .insertInto('fixtures')
        .values(many.slice(index, index + 200))
        .execute();
    // Before: apostrophes part words, '&' is no word.
    expect(await searchIndex(db, ['nott', 'm'])).toEqual(['curlyquote1', 'straight001']);
    expect(await searchIndex(db, ['nottm'])).toEqual([]);
    expect(await searchIndex(db, ['and'])).toEqual([]);

    const { error } = await createMigrator(db).migrateToLatest();
    expect(error).toBeUndefined();
    expect(buildNameKey('Nott‘m Town')).toBe('nottm town');
    expect(await searchIndex(db, ['nottm'])).toEqual(['curlyquote1', 'straight001']);
    expect(await searchIndex(db, ['nott'])).toEqual([]);
    expect(await searchIndex(db, ['brighton', 'and', 'hove'])).toHaveLength(3);
    expect(await searchIndex(db, ['atletico'])).toEqual(['accented001']);
    expect(await searchIndex(db, ['sides', '1233'])).toEqual(['many0001233']);

    const words = await readWords(db);
    expect(Object.keys(words)).toHaveLength(3 + many.length);
    const stored = await db
      .selectFrom('fixtures')
      .select(['id', 'home_team', 'away_team', 'competition'])
      .execute();
    for (const row of stored)
      expect(words[row.id]).toEqual(
        [row.home_team, row.away_team, row.competition].map(buildSearchText),
      );
    expect(words['curlyquote1']).toEqual([
      'nottm town',
      'brighton and hove albion',
      'premier league',
    ]);

    const slugs = await db
      .selectFrom('fixtures')
      .select(['id', 'home_slug', 'updated_at'])
      .where('id', 'not like', 'many%')
      .orderBy('id')
      .execute();
    expect(slugs).toEqual([
      { id: 'accented001', home_slug: 'atletico-madrid', updated_at: '2025-10-01T00:00:00.000Z' },
      { id: 'curlyquote1', home_slug: 'nottm-town', updated_at: '2025-10-01T00:00:00.000Z' },
      { id: 'straight001', home_slug: 'nottm-forest', updated_at: '2025-10-01T00:00:00.000Z' },
    ]);
    const change = await db.selectFrom('fixture_changes').select('home_slug').execute();
    expect(change).toEqual([{ home_slug: 'nottm-town' }]);

    // The index follows later writes of the words: an update and a delete.
    await db
      .updateTable('fixtures')
      .set({ home_team: 'Queen’s Park', home_words: buildSearchText('Queen’s Park') })
      .where('id', '=', 'curlyquote1')
      .execute();
    await db.deleteFrom('fixtures').where('id', '=', 'straight001').execute();
    expect(await searchIndex(db, ['nottm'])).toEqual([]);
    expect(await searchIndex(db, ['queens', 'park'])).toEqual(['curlyquote1']);
  });

  it('go back down to the index of 0009, and up again', async () => {
    const db = await openOldDatabase();
    const oldColumns = await listFixtureColumns(db);
    const migrator = createMigrator(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await listFixtureColumns(db)).toEqual([...oldColumns, ...wordColumns].sort());
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect(await listFixtureColumns(db)).toEqual(oldColumns);
    expect(await searchIndex(db, ['nott', 'm'])).toEqual(['curlyquote1', 'straight001']);
    expect(await searchIndex(db, ['nottm'])).toEqual([]);

    // A fixture written under the old schema while down is filled in on the way up.
    await asOld(db)
      .insertInto('fixtures')
      .values(oldRow('written0down', 'Nott`m County', 'nott-m-county'))
      .execute();
    expect(await searchIndex(db, ['county'])).toEqual(['written0down']);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await searchIndex(db, ['nottm'])).toEqual([
      'curlyquote1',
      'straight001',
      'written0down',
    ]);
    expect((await readWords(db))['written0down']).toEqual([
      'nottm county',
      'brighton and hove albion',
      'premier league',
    ]);
  });
});
