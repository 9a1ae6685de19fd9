import { CompiledQuery, PostgresAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { makeFixture } from '../../../tests/support/factories';
import { listTestEngines } from '../../../tests/support/test-db';
import { displayTeamName } from '~/features/teams/team-catalogue';
import { listFixtures } from '~/features/schedule/fixture-store.server';
import { buildSearchExpr, parseFixtureSearch } from '~/features/schedule/search-terms';
import { buildSearchCondition } from '~/features/schedule/search-terms-sql.server';
import { searchFixtures } from './search.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';

const allOf = { from: '2000-01-01', to: '2100-01-01', limit: 1000 };

// Teams stored as listings write them; the searches below use other names for them.
const stored = [
  ['Tottenham Hotspur', 'Manchester United'],
  ['Wolverhampton Wanderers', 'Middlesbrough'],
  ['Atlético de Madrid', 'FC Köln'],
  ['Borussia Mönchengladbach', 'Sheffield Wednesday'],
  ['Queens Park Rangers', 'Rangers'],
  ['Tottenham Hotspur Women', 'Forest Green Rovers'],
  ['Stevenage Borough', 'Peterborough United'],
  ['Inter Miami', 'Atletico Nacional'],
] as const;

// Found fixtures are read back with each catalogue team under its printed name.
describe.each(listTestEngines())('searching fixtures by a team name on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await saveFixtures(
      db,
      stored.map(([homeTeam, awayTeam], index) =>
        makeFixture({ homeTeam, awayTeam, date: `2025-11-${String(index + 1).padStart(2, '0')}` }),
      ),
    );
  });
  afterAll(async () => cleanup());

  const homeTeams = async (filter: { search?: string; team?: string }) =>
    (await listFixtures(db, { ...allOf, ...filter })).map((fixture) => fixture.homeTeam);

  it.each([
    ['Spurs', ['Tottenham Hotspur', 'Tottenham Hotspur Women']],
    ['Man Utd', ['Tottenham Hotspur']],
    ['Wolves', ['Wolverhampton Wanderers']],
    // The text as written still finds what it did: 'boro' is in Stevenage Borough (shown under
    // its catalogue name, Stevenage)
    ['Boro', ['Wolverhampton Wanderers', 'Stevenage']],
    ['Atletico', ['Atletico Madrid', 'Inter Miami']], // Inter Miami v Atletico Nacional
    ['Koln', ['Atletico Madrid']],
    ['Cologne', ['Atletico Madrid']],
    ['Gladbach', ['Borussia Mönchengladbach']],
    ['Sheff Wed', ['Borussia Mönchengladbach']],
    ['QPR', ['Queens Park Rangers']],
    ['Rangers', ['Queens Park Rangers']], // as written, it is part of both names
    ['Inter', ['Inter Miami']], // not a catalogue name of Inter Miami: found as written only
    ['Tottenham', ['Tottenham Hotspur', 'Tottenham Hotspur Women']],
    ['Forest', ['Tottenham Hotspur Women']], // as written; Nottingham Forest has no fixture here
    ['Hibs', []],
  ])('search %j finds %j', async (search, expected) => {
    expect(await homeTeams({ search })).toEqual(expected);
  });

  it.each([
    ['Spurs', ['Tottenham Hotspur', 'Tottenham Hotspur Women']],
    ['Koln', ['Atletico Madrid']],
    ['Boro', ['Wolverhampton Wanderers', 'Stevenage']],
  ])('team filter %j finds %j', async (team, expected) => {
    expect(await homeTeams({ team })).toEqual(expected);
  });
});

// Channels, and words inside team names, which the full-text index cannot see by itself.
const onChannels = [
  ['Chesterfield', 'Colchester United', 'bbc-one', 'BBC One'],
  ['Manchester City', 'Arsenal', 'sky-sports-football', 'Sky Sports Football'],
  ['Chester', 'Wrexham', 'tnt-sports-1', 'TNT Sports 1'],
  ['Everton', 'Brighton & Hove Albion', 'itv1', 'ITV1'],
  ['Sky Blues', 'Skelmersdale United', 'bbc-two', 'BBC Two'],
] as const;

describe.each(listTestEngines())('searching by channel and inside names on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await saveFixtures(
      db,
      onChannels.map(([homeTeam, awayTeam, id, name], index) =>
        makeFixture({
          homeTeam,
          awayTeam,
          date: `2025-11-${String(index + 1).padStart(2, '0')}`,
          channels: [{ id, name, raw: name }],
        }),
      ),
    );
  });
  afterAll(async () => cleanup());

  const homeTeams = async (filter: { search?: string; team?: string }) =>
    (await listFixtures(db, { ...allOf, ...filter })).map((fixture) => fixture.homeTeam);

  it.each([
    ['Sky Sports', ['Manchester City']],
    ['sky', ['Manchester City', 'Sky Blues']], // the channel, and the team as written
    ['BBC', ['Chesterfield', 'Sky Blues']],
    ['BBC One', ['Chesterfield']],
    ['bbc 1', ['Chesterfield']], // an alias
    ['TNT', ['Chester']],
    ['itv', ['Everton']],
    ['SkySportsFootball', ['Manchester City']], // glued, as listings write it
    ['chester', ['Chesterfield', 'Manchester City', 'Chester']], // Colchester, Manchester
    ['hester', ['Chesterfield', 'Manchester City', 'Chester']],
    ['Sky Blues', ['Sky Blues']], // a team as written, not the Sky channels
    ['hes', []], // too short to look inside words
    ['Manchester v Arsenal', ['Manchester City']],
  ])('search %j finds %j', async (search, expected) => {
    expect(await homeTeams({ search })).toEqual(expected);
  });

  it('keeps a team filter to team names: a channel name finds no team', async () => {
    expect(await homeTeams({ team: 'Sky Sports' })).toEqual([]);
    expect(await homeTeams({ team: 'chester' })).toEqual([
      'Chesterfield',
      'Manchester City',
      'Chester',
    ]);
  });
});

// The search page: every stored fixture, upcoming first from "today", typos put right.
const today = '2025-11-10';
const season = [
  ['2025-11-11', 'Arsenal', 'Everton'],
  ['2025-11-11', 'Middlesbrough', 'Hull City'],
  ['2025-11-12', 'Tottenham Hotspur', 'Manchester United'],
  ['2025-11-13', 'Atlético de Madrid', 'FC Köln'],
  ['2025-11-14', 'Manchester United', 'Hull City'],
  ['2025-11-15', 'Manchester City', 'Wolverhampton Wanderers'],
  ['2025-11-16', 'Ipswich Town', 'Newcastle United'],
  ['2025-11-20', 'Arsenal', 'Chelsea'],
  ['2025-10-01', 'Liverpool', 'Tottenham Hotspur'],
  ['2025-03-01', 'Chelsea', 'Arsenal'],
  ['2024-12-01', 'Arsenal', 'Chelsea'],
] as const;

describe.each(listTestEngines())('the search page on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await saveFixtures(
      db,
      season.map(([date, homeTeam, awayTeam]) => makeFixture({ date, homeTeam, awayTeam })),
    );
  });
  afterAll(async () => cleanup());

  const found = async (search: string) => {
    const result = await searchFixtures(db, { search, today, limit: 100 });
    return {
      fixtures: result.fixtures.map((f) => `${f.date} ${f.homeTeam} v ${f.awayTeam}`),
      correctedTo: result.correctedTo,
      suggestions: result.suggestions,
    };
  };
  const spursMatches = [
    '2025-11-12 Tottenham Hotspur v Manchester United',
    '2025-10-01 Liverpool v Tottenham Hotspur',
  ];
  const arsenalChelsea = [
    '2025-11-20 Arsenal v Chelsea',
    '2025-03-01 Chelsea v Arsenal',
    '2024-12-01 Arsenal v Chelsea',
  ];
  const arsenal = ['2025-11-11 Arsenal v Everton', ...arsenalChelsea];

  it.each([
    ['Spurs', spursMatches],
    ['Man City', ['2025-11-15 Manchester City v Wolverhampton Wanderers']], // not Man Utd v Hull City
    [
      'Man Utd',
      [
        '2025-11-12 Tottenham Hotspur v Manchester United',
        '2025-11-14 Manchester United v Hull City',
      ],
    ],
    ['Wolves', ['2025-11-15 Manchester City v Wolverhampton Wanderers']],
    ['Boro', ['2025-11-11 Middlesbrough v Hull City']],
    ['Atletico', ['2025-11-13 Atletico Madrid v 1. FC Köln']],
    ['Koln', ['2025-11-13 Atletico Madrid v 1. FC Köln']],
    ['KÖLN', ['2025-11-13 Atletico Madrid v 1. FC Köln']],
    ['atletico de madrid', ['2025-11-13 Atletico Madrid v 1. FC Köln']],
    ['Arsenal', arsenal], // upcoming first, soonest first; then earlier, latest first
    ['Arsenal v Chelsea', arsenalChelsea],
    ['Arsenal vs Chelsea', arsenalChelsea],
    ['Chelsea - Arsenal', arsenalChelsea],
    ['arsenal VS everton', ['2025-11-11 Arsenal v Everton']],
    ['Spurs v Man Utd', ['2025-11-12 Tottenham Hotspur v Manchester United']],
    [
      'Premier League',
      [...season]
        .sort(upcomingFirst)
        .map(([d, h, a]) => `${d} ${displayTeamName(h)} v ${displayTeamName(a)}`),
    ],
    // Fans' nicknames for clubs.
    ['Gunners', arsenal],
    ['the Gunners', arsenal],
    ['Toffees', ['2025-11-11 Arsenal v Everton']],
    [
      'Red Devils',
      [
        '2025-11-12 Tottenham Hotspur v Manchester United',
        '2025-11-14 Manchester United v Hull City',
      ],
    ],
    ['Citizens', ['2025-11-15 Manchester City v Wolverhampton Wanderers']],
    [
      'Tigers',
      ['2025-11-11 Middlesbrough v Hull City', '2025-11-14 Manchester United v Hull City'],
    ],
    ['Gunners v Chelsea', arsenalChelsea],
    // "Toon" is Newcastle, never put right as Ipswich Town.
    ['Toon', ['2025-11-16 Ipswich Town v Newcastle United']],
    ['Magpies', ['2025-11-16 Ipswich Town v Newcastle United']],
    ['Tractor Boys v Toon', ['2025-11-16 Ipswich Town v Newcastle United']],
  ])('%j finds %j', async (search, fixtures) => {
    expect(await found(search)).toEqual({ fixtures, correctedTo: null, suggestions: [] });
  });

  it.each([
    ['Arsnal', 'Arsenal', arsenal],
    ['Chelsae', 'Chelsea', arsenalChelsea],
    ['Liverpol', 'Liverpool', ['2025-10-01 Liverpool v Tottenham Hotspur']],
    ['Arsnal v Chelsae', 'Arsenal v Chelsea', arsenalChelsea],
    ['Tottenhm', 'Tottenham', spursMatches],
  ])('%j is put right as %j', async (search, correctedTo, fixtures) => {
    expect(await found(search)).toEqual({ fixtures, correctedTo, suggestions: [] });
  });

  it.each(['Hammers', 'Brum', 'Gers', 'Bhoys', 'Foxes'])(
    'keeps the nickname %j as typed: no club here, and no other club put in its place',
    async (search) => {
      expect(await found(search)).toMatchObject({ fixtures: [], correctedTo: null });
    },
  );

  it.each([
    ['Tottenham Rovers', ['Tottenham Hotspur']],
    ['Hull Town', ['Hull City', 'Ipswich Town']],
    ['Arsenal v Wolves', ['Wolverhampton Wanderers', 'Arsenal']],
    ['Zzzzzz', []],
  ])('%j finds nothing and suggests %j', async (search, suggestions) => {
    expect(await found(search)).toEqual({ fixtures: [], correctedTo: null, suggestions });
  });

  it('keeps the index in step with saves and deletions', async () => {
    await saveFixtures(db, [
      makeFixture({
        date: '2025-12-01',
        homeTeam: 'Bodø/Glimt',
        awayTeam: 'Brann',
        competition: 'Eliteserien',
      }),
    ]);
    expect((await found('Glimt')).fixtures).toEqual(['2025-12-01 Bodo/Glimt v Brann']);
    // Saved again with another competition: the same row, the new name found, the old one not.
    await saveFixtures(db, [
      makeFixture({
        date: '2025-12-01',
        homeTeam: 'Bodø/Glimt',
        awayTeam: 'Brann',
        competition: 'Norwegian Cup',
      }),
    ]);
    expect((await found('Norwegian')).fixtures).toEqual(['2025-12-01 Bodo/Glimt v Brann']);
    expect((await found('Eliteserien')).fixtures).toEqual([]);
    await db.deleteFrom('fixtures').where('home_team', '=', 'Bodø/Glimt').execute();
    expect((await found('Glimt')).fixtures).toEqual([]);
  });

  it.each(['Spurs', 'Boro v Villa', 'Arsenal v Chelsea'])(
    'answers %j from the full-text index',
    async (search) => {
      const parsed = parseFixtureSearch(search);
      if (!parsed) throw new Error('no search');
      const query = db
        .selectFrom('fixtures as f')
        .select('f.id')
        .where(buildSearchCondition(db, buildSearchExpr(parsed)))
        .compile();
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const plan = await db.transaction().execute(async (trx) => {
        // A handful of rows is cheaper to scan: ask PostgreSQL whether it can use the index.
        if (postgres) await sql`set local enable_seqscan = off`.execute(trx);
        const explained = await trx.executeQuery(
          CompiledQuery.raw(`explain ${postgres ? '' : 'query plan '}${query.sql}`, [
            ...query.parameters,
          ]),
        );
        return JSON.stringify(explained.rows);
      });
      expect(plan).toContain(postgres ? 'fixtures_search' : 'VIRTUAL TABLE INDEX');
      expect(plan).not.toMatch(postgres ? /Seq Scan on fixtures/ : /SCAN f\b/);
    },
  );
});

function upcomingFirst(a: readonly string[], b: readonly string[]): number {
  const [dateA = '', dateB = ''] = [a[0], b[0]];
  const upcomingA = dateA >= today;
  const upcomingB = dateB >= today;
  if (upcomingA !== upcomingB) return upcomingA ? -1 : 1;
  return upcomingA
    ? dateA.localeCompare(dateB) || (a[1] ?? '').localeCompare(b[1] ?? '')
    : dateB.localeCompare(dateA);
}
