import { PostgresAdapter, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildNameKey } from '~/lib/name-key';
import { listTestEngines } from '../../tests/support/test-db';
import { createDb, type Db } from './create-db.server';
import { createMigrator } from './migrate.server';

// Migrations 0018 (the search indexes over the name key) and 0019 (team slugs made again) on a
// database that already holds fixtures written under the rules before them.

const before = '0017-audit-actor-index';

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
    await db
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

  it('index the stored names by their key words and give old team slugs the new rule', async () => {
    const db = await openOldDatabase();
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

    const slugs = await db
      .selectFrom('fixtures')
      .select(['id', 'home_slug', 'updated_at'])
      .orderBy('id')
      .execute();
    expect(slugs).toEqual([
      { id: 'accented001', home_slug: 'atletico-madrid', updated_at: '2025-10-01T00:00:00.000Z' },
      { id: 'curlyquote1', home_slug: 'nottm-town', updated_at: '2025-10-01T00:00:00.000Z' },
      { id: 'straight001', home_slug: 'nottm-forest', updated_at: '2025-10-01T00:00:00.000Z' },
    ]);
    const change = await db.selectFrom('fixture_changes').select('home_slug').execute();
    expect(change).toEqual([{ home_slug: 'nottm-town' }]);

    // The index follows later writes: an update and a delete.
    await db
      .updateTable('fixtures')
      .set({ home_team: 'Queen’s Park' })
      .where('id', '=', 'curlyquote1')
      .execute();
    await db.deleteFrom('fixtures').where('id', '=', 'straight001').execute();
    expect(await searchIndex(db, ['nottm'])).toEqual([]);
    expect(await searchIndex(db, ['queens', 'park'])).toEqual(['curlyquote1']);
  });

  it('go back down to the index of 0009, and up again', async () => {
    const db = await openOldDatabase();
    const migrator = createMigrator(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect(await searchIndex(db, ['nott', 'm'])).toEqual(['curlyquote1', 'straight001']);
    expect(await searchIndex(db, ['nottm'])).toEqual([]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await searchIndex(db, ['nottm'])).toEqual(['curlyquote1', 'straight001']);
  });
});
