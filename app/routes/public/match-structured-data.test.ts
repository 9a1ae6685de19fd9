import Validator from '@adobe/structured-data-validator';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import type { FixtureInput } from '~/features/schedule/fixture';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { loader } from './match';
import { makeFixture } from '../../../tests/support/factories';
import { makeRouteContext } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';

// The structured data of match pages, checked by a validator library against schema.org's own
// vocabulary (a copy of its JSON-LD definition, so the check needs no network): every type and
// property must exist, on a type that has it, with a value of a type its range allows.
const vocabulary: unknown = JSON.parse(
  gunzipSync(
    readFileSync(
      new URL('../../../tests/fixtures/schemaorg-current-https.jsonld.gz', import.meta.url),
    ),
  ).toString('utf8'),
);

const channel = (id: string | null, name: string) => ({ id, name, raw: name });
const sky = channel('sky-sports-main-event', 'Sky Sports Main Event');

// Twenty matches across what a match page can say: each channel status, one to three channels
// (free, subscription, streaming, one the catalogue does not know), catalogue teams with a
// ground and sides without one, women's and youth sides, and a kick-off that moved.
const matches: FixtureInput[] = [
  makeFixture({ homeTeam: 'Arsenal', awayTeam: 'Chelsea' }),
  makeFixture({
    homeTeam: 'Liverpool',
    awayTeam: 'Everton',
    time: '12:30',
    channels: [sky, channel('sky-sports-football', 'Sky Sports Football')],
  }),
  makeFixture({
    homeTeam: 'Celtic',
    awayTeam: 'Rangers',
    time: '12:00',
    channels: [
      channel('sky-sports-main-event', 'Sky Sports Main Event'),
      channel('bbc-alba', 'BBC Alba'),
      channel('bbc-iplayer', 'BBC iPlayer'),
    ],
  }),
  makeFixture({
    homeTeam: 'England',
    awayTeam: 'Serbia',
    time: '19:45',
    channels: [channel('itv1', 'ITV1'), channel('itvx', 'ITVX')],
  }),
  makeFixture({
    homeTeam: 'Real Madrid',
    awayTeam: 'Barcelona',
    time: '20:00',
    channels: [channel('premier-sports-1', 'Premier Sports 1')],
  }),
  makeFixture({
    homeTeam: 'Wrexham',
    awayTeam: 'Stockport County',
    time: '17:30',
    channels: [channel('tnt-sports-1', 'TNT Sports 1'), channel('discovery-plus', 'discovery+')],
  }),
  makeFixture({
    homeTeam: 'Arsenal Women',
    awayTeam: 'Chelsea Women',
    time: '18:45',
    competition: "Women's Super League",
    channels: [channel('bbc-two', 'BBC Two')],
  }),
  makeFixture({
    homeTeam: 'Forest Green Rovers',
    awayTeam: 'Yeovil Town',
    time: '19:45',
    competition: 'National League',
    channels: [channel(null, 'Rovers TV')],
  }),
  makeFixture({
    homeTeam: 'Derry City',
    awayTeam: 'Bohemians',
    time: '19:45',
    competition: 'League of Ireland Premier Division',
    channels: [channel('loitv', 'LOITV')],
  }),
  makeFixture({
    homeTeam: 'Inter Miami',
    awayTeam: 'LA Galaxy',
    time: '23:30',
    competition: 'MLS',
    channels: [channel('apple-tv', 'Apple TV')],
  }),
  makeFixture({
    homeTeam: 'Brighton',
    awayTeam: 'Fulham',
    time: '20:00',
    channelStatus: 'tbc',
    channels: [],
  }),
  makeFixture({
    homeTeam: 'Hull City',
    awayTeam: 'Leeds United',
    time: '19:45',
    competition: 'Championship',
    channelStatus: 'tbc',
    channels: [],
  }),
  makeFixture({
    homeTeam: 'Barnet',
    awayTeam: 'Sutton United',
    time: '19:45',
    competition: 'National League',
    channelStatus: 'not-televised',
    channels: [],
  }),
  makeFixture({
    homeTeam: 'Crewe Alexandra',
    awayTeam: 'Walsall',
    time: '19:45',
    competition: 'League Two',
    channelStatus: 'not-televised',
    channels: [],
  }),
  // Saturday 1 November 2025 at 15:00: the 3pm blackout.
  makeFixture({
    homeTeam: 'Burnley',
    awayTeam: 'Wolves',
    time: '15:00',
    channelStatus: 'none',
    channels: [],
  }),
  makeFixture({
    homeTeam: 'Stoke City',
    awayTeam: 'Millwall',
    time: '15:00',
    competition: 'Championship',
    channelStatus: 'none',
    channels: [],
  }),
  makeFixture({
    homeTeam: 'Kilmarnock',
    awayTeam: 'St Mirren',
    time: '19:45',
    competition: 'Scottish Premiership',
    channelStatus: 'none',
    channels: [],
  }),
  makeFixture({
    homeTeam: 'Manchester United U21',
    awayTeam: 'Spurs U21',
    time: '13:00',
    competition: 'Premier League 2',
    channels: [channel('mutv', 'MUTV')],
  }),
  makeFixture({
    homeTeam: 'Bayern Munich',
    awayTeam: 'Borussia Dortmund',
    time: '17:30',
    competition: 'Bundesliga',
    channels: [
      channel('sky-sports-football', 'Sky Sports Football'),
      channel('sky-sports-plus', 'Sky Sports+'),
    ],
  }),
  makeFixture({
    homeTeam: 'Newcastle United',
    awayTeam: 'Sunderland',
    time: '12:00',
    channels: [channel('tnt-sports-1', 'TNT Sports 1')],
  }),
];
// The next listing moves Newcastle v Sunderland to the evening: the page says it was rescheduled.
const moved = makeFixture({ ...matches.at(-1), time: '19:30' });

describe.each(listTestEngines())('match pages’ structured data on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let ids: string[];

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await saveFixtures(db, matches);
    await saveFixtures(db, [moved]);
    ids = (await db.selectFrom('fixtures').select('id').execute()).map((row) => row.id);
  });
  afterAll(async () => cleanup());

  const validator = new Validator(vocabulary);

  it('is valid schema.org on all twenty, with a SportsEvent on each', async () => {
    expect(ids).toHaveLength(20);
    let grounds = 0;
    for (const id of ids) {
      const data = await loader({
        request: new Request(`http://localhost:3000/match/${id}`),
        params: { id },
        context: makeRouteContext(db),
      } as never);
      const things = data.page.jsonLd as { '@type': string }[];
      const byType: Record<string, object[]> = {};
      for (const thing of things) (byType[thing['@type']] ??= []).push(structuredClone(thing));
      expect(Object.keys(byType).sort(), id).toEqual(['BreadcrumbList', 'SportsEvent']);

      const issues = await validator.validate({ jsonld: byType });
      expect(
        issues.map((issue) => `${issue.severity}: ${issue.issueMessage}`),
        id,
      ).toEqual([]);

      // Google's Event needs a place: the home ground, or nothing (never a team's name).
      const event = byType.SportsEvent![0] as { location?: { '@type': string; name: string } };
      const { homeTeam, awayTeam } = data.fixture;
      if (event.location) {
        grounds += 1;
        expect(event.location['@type'], id).toBe('Place');
        expect([homeTeam, awayTeam], id).not.toContain(event.location.name);
      }
    }
    expect(grounds).toBeGreaterThanOrEqual(10);
  });
});
