import { xml2js } from 'xml-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { deleteFixtures } from '~/features/schedule/fixture-changes.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { makeFixture } from '../../../tests/support/factories';
import { makeRouteContext } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { loader as matchLoader } from './match';
import { loader as picksLoader } from './tv-picks';
import { loader as feedLoader } from '../resources/tv-picks-feed';

// A fixture moved, confirmed, re-channelled and removed across saves: what the match page, the
// list of changes, its RSS feed and the structured data say at each step.
describe.each(listTestEngines())('TV picks and match history on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => ({ db, cleanup } = await engine.create()));
  afterAll(async () => cleanup());

  const now = new Date('2025-10-30T12:00:00Z');
  const args = (path: string, params = {}) =>
    ({
      request: new Request(`http://localhost:3000${path}`),
      params,
      context: makeRouteContext(db, now),
    }) as never;
  const sky = {
    id: 'sky-sports-main-event',
    name: 'Sky Sports Main Event',
    raw: 'Sky Sports Main Event',
  };
  const tnt = { id: 'tnt-sports-1', name: 'TNT Sports 1', raw: 'TNT Sports 1' };

  it('tells the story of a match from pick to removal', async () => {
    const match = { homeTeam: 'Spurs Test', awayTeam: 'Wolves Test' };
    await saveFixtures(
      db,
      [
        makeFixture({
          ...match,
          date: '2025-11-08',
          time: '15:00',
          channelStatus: 'tbc',
          channels: [],
        }),
      ],
      {
        now: new Date('2025-10-20T09:00:00Z'),
      },
    );
    await saveFixtures(
      db,
      [
        makeFixture({ date: '2025-11-08', homeTeam: 'Other', awayTeam: 'Side' }),
        makeFixture({ ...match, date: '2025-11-09', time: '12:00', channels: [sky] }),
      ],
      { now: new Date('2025-10-27T09:00:00Z') },
    );
    await saveFixtures(
      db,
      [makeFixture({ ...match, date: '2025-11-09', time: '12:00', channels: [tnt] })],
      {
        now: new Date('2025-10-28T09:00:00Z'),
      },
    );
    const [{ id }] = (await db
      .selectFrom('fixtures')
      .select('id')
      .where('home_team', '=', match.homeTeam)
      .execute()) as [{ id: string }];

    const page = await matchLoader(args(`/match/${id}`, { id }));
    expect(page.history.map((change) => change.text)).toEqual([
      'Added to the schedule',
      'Moved from Sat 15:00 to Sun 12:00, announced 13 days before',
      'Channel confirmed: Sky Sports Main Event, 13 days before kick-off',
      'Channel changed from Sky Sports Main Event to TNT Sports 1',
    ]);
    expect(page.page.jsonLd[0]).toMatchObject({
      '@type': 'SportsEvent',
      startDate: '2025-11-09T12:00:00.000Z',
      eventStatus: 'https://schema.org/EventRescheduled',
      previousStartDate: '2025-11-08T15:00:00.000Z',
    });

    await deleteFixtures(db, { id }, { now: new Date('2025-10-29T09:00:00Z') });
    const picks = await picksLoader(args('/tv-picks'));
    const mine = picks.changes.filter((change) => change.match === 'Spurs Test v Wolves Test');
    expect(mine.map((change) => change.text)).toEqual([
      'Removed from the schedule',
      'Channel changed from Sky Sports Main Event to TNT Sports 1',
      'Channel confirmed: Sky Sports Main Event, 13 days before kick-off',
      'Moved from Sat 15:00 to Sun 12:00, announced 13 days before',
      'Added to the schedule',
    ]);

    const response = await feedLoader(args('/tv-picks.xml'));
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    const rss = xml2js(await response.text(), { compact: true }) as {
      rss: {
        channel: {
          item: { title: { _text?: string; _cdata?: string }; link: { _text: string } }[];
        };
      };
    };
    const items = rss.rss.channel.item.filter((item) =>
      (item.title._cdata ?? item.title._text ?? '').startsWith('Spurs Test v Wolves Test'),
    );
    expect(items.map((item) => item.title._cdata ?? item.title._text)).toEqual(
      mine.map((change) => `Spurs Test v Wolves Test: ${change.text}`),
    );
    expect(items[0]?.link._text).toBe('http://localhost:3000/tv-picks');
    expect(items[1]?.link._text).toBe(`http://localhost:3000/match/${id}`);
  });

  it('a match never changed shows no history and stays EventScheduled', async () => {
    await saveFixtures(
      db,
      [makeFixture({ homeTeam: 'Quiet', awayTeam: 'Match', date: '2025-11-10' })],
      { now },
    );
    const [{ id }] = (await db
      .selectFrom('fixtures')
      .select('id')
      .where('home_team', '=', 'Quiet')
      .execute()) as [{ id: string }];
    const page = await matchLoader(args(`/match/${id}`, { id }));
    expect(page.history).toEqual([]);
    expect(page.page.jsonLd[0]).toMatchObject({ eventStatus: 'https://schema.org/EventScheduled' });
    expect(page.page.jsonLd[0]).not.toHaveProperty('previousStartDate');
  });
});
