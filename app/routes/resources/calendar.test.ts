import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { deleteFixtures } from '~/features/schedule/fixture-changes.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { makeFixture } from '../../../tests/support/factories';
import { makeRouteContext, readAnswer } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { loader } from './calendar';

const now = new Date('2025-10-20T12:00:00Z');
const tnt = { id: 'tnt-sports-1', name: 'TNT Sports 1', raw: 'TNT Sports 1' };
const bbc = { id: 'bbc-one', name: 'BBC One', raw: 'BBC One' };

/** The events of a calendar file as a standard parser reads them, by UID. */
function readEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
      description: event.description,
      url: String(component.getFirstPropertyValue('url')),
    };
  });
}

describe.each(listTestEngines())('calendar files on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => ({ db, cleanup } = await engine.create()));
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('fixtures').execute();
    await db.deleteFrom('fixture_changes').execute();
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const [, , kind = '', file = ''] = path.split('/');
    return loader({
      request: new Request(`http://localhost:3000${path}`, { headers }),
      params: { kind, file },
      context: makeRouteContext(db, now),
    } as never);
  };
  const idOf = async (homeTeam: string) =>
    (
      await db
        .selectFrom('fixtures')
        .select('id')
        .where('home_team', '=', homeTeam)
        .executeTakeFirstOrThrow()
    ).id;

  it('gives BST and GMT kick-offs as the right UTC instants, two hours long, with channels and a link', async () => {
    await saveFixtures(
      db,
      [
        // The clocks go back at 02:00 on Sunday 26 October 2025.
        makeFixture({ date: '2025-10-25', time: '15:00', homeTeam: 'Arsenal', channels: [tnt] }),
        makeFixture({
          date: '2025-11-01',
          time: '15:00',
          homeTeam: 'Everton',
          awayTeam: 'Arsenal',
          channels: [tnt, bbc],
        }),
        makeFixture({ date: '2025-11-01', time: '12:30', homeTeam: 'Leeds', awayTeam: 'Wolves' }),
      ],
      { now },
    );
    const response = (await get('/calendar/teams/arsenal.ics')) as Response;
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('X-WR-CALNAME:Arsenal on TV');
    const events = readEvents(text);
    const arsenal = await idOf('Arsenal');
    expect(events).toEqual([
      {
        uid: `${arsenal}@localhost`,
        summary: 'Arsenal v Chelsea',
        start: '2025-10-25T14:00:00.000Z',
        end: '2025-10-25T16:00:00.000Z',
        sequence: 0,
        status: 'CONFIRMED',
        description: `Premier League\nTV: TNT Sports 1\nhttp://localhost:3000/match/${arsenal}`,
        url: `http://localhost:3000/match/${arsenal}`,
      },
      expect.objectContaining({
        summary: 'Everton v Arsenal',
        start: '2025-11-01T15:00:00.000Z',
        end: '2025-11-01T17:00:00.000Z',
        description: expect.stringContaining('TV: TNT Sports 1, BBC One'),
      }),
    ]);
    // "My teams": several teams in one feed.
    const mine = readEvents(
      await ((await get('/calendar/teams/arsenal,leeds.ics')) as Response).text(),
    );
    expect(mine.map((e) => e.summary)).toEqual([
      'Arsenal v Chelsea',
      'Leeds United v Wolverhampton Wanderers', // listed as 'Leeds v Wolves'
      'Everton v Arsenal',
    ]);
    const channel = readEvents(
      await ((await get('/calendar/channel/bbc-one.ics')) as Response).text(),
    );
    expect(channel.map((e) => e.summary)).toEqual(['Everton v Arsenal']);
    const competition = readEvents(
      await ((await get('/calendar/competition/premier-league.ics')) as Response).text(),
    );
    expect(competition).toHaveLength(3);
  });

  it.each([
    ['tbc', '2025-11-04', 'Channel to be confirmed'],
    ['not-televised', '2025-11-04', 'Not televised'],
    // A Saturday 3pm kick-off with no channel.
    ['none', '2025-11-01', 'Not shown live in the UK (3pm blackout)'],
  ] as const)('says what the match page says of a %s match', async (channelStatus, date, words) => {
    await db.deleteFrom('fixtures').execute();
    await saveFixtures(db, [makeFixture({ date, time: '15:00', channelStatus, channels: [] })], {
      now,
    });
    const [event] = readEvents(
      await ((await get('/calendar/competition/premier-league.ics')) as Response).text(),
    );
    expect(event?.description).toContain(`\nTV: ${words}\n`);
  });

  it('keeps the UID and raises SEQUENCE when the kick-off moves; a removed match becomes CANCELLED', async () => {
    await saveFixtures(db, [makeFixture({ date: '2025-11-01', time: '15:00' })], { now });
    const id = await idOf('Arsenal');
    const first = (await get(`/calendar/match/${id}.ics`)) as Response;
    expect(first.headers.get('Content-Disposition')).toBe(`attachment; filename="${id}.ics"`);
    const [before] = readEvents(await first.text());

    await saveFixtures(db, [makeFixture({ date: '2025-11-01', time: '17:30' })], {
      now: new Date('2025-10-21T09:00:00Z'),
    });
    const [moved] = readEvents(await ((await get(`/calendar/match/${id}.ics`)) as Response).text());
    expect(moved).toMatchObject({
      uid: before!.uid,
      start: '2025-11-01T17:30:00.000Z',
      sequence: 1,
    });

    await deleteFixtures(db, { id }, { now: new Date('2025-10-22T09:00:00Z') });
    const [cancelled] = readEvents(
      await ((await get(`/calendar/match/${id}.ics`)) as Response).text(),
    );
    expect(cancelled).toMatchObject({ uid: before!.uid, status: 'CANCELLED', sequence: 2 });
    const team = readEvents(await ((await get('/calendar/teams/chelsea.ics')) as Response).text());
    expect(team).toEqual([expect.objectContaining({ uid: before!.uid, status: 'CANCELLED' })]);
  });

  it("keeps a team's matches of the last fortnight in its subscribed calendar", async () => {
    // Today is 2025-10-20: a week ago stays, a month ago has gone, next week is there.
    await saveFixtures(db, [
      makeFixture({ date: '2025-10-13', awayTeam: 'Week Ago' }),
      makeFixture({ date: '2025-09-20', awayTeam: 'Month Ago' }),
      makeFixture({ date: '2025-10-27', awayTeam: 'Next Week' }),
    ]);
    const team = readEvents(await ((await get('/calendar/teams/arsenal.ics')) as Response).text());
    expect(team.map((event) => event.summary).sort()).toEqual([
      'Arsenal v Next Week',
      'Arsenal v Week Ago',
    ]);
  });

  it('answers a repeat request with 304 until something changes', async () => {
    await saveFixtures(db, [makeFixture({ date: '2025-11-01' })], { now });
    const first = (await get('/calendar/teams/arsenal.ics')) as Response;
    const etag = first.headers.get('ETag')!;
    const lastModified = first.headers.get('Last-Modified')!;
    expect(lastModified).toBe(now.toUTCString());
    expect(
      ((await get('/calendar/teams/arsenal.ics', { 'If-None-Match': etag })) as Response).status,
    ).toBe(304);
    expect(
      (
        (await get('/calendar/teams/arsenal.ics', {
          'If-Modified-Since': lastModified,
        })) as Response
      ).status,
    ).toBe(304);

    await saveFixtures(db, [makeFixture({ date: '2025-11-01', channels: [bbc] })], {
      now: new Date('2025-10-21T09:00:00Z'),
    });
    const changed = (await get('/calendar/teams/arsenal.ics', {
      'If-None-Match': etag,
    })) as Response;
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
  });

  it.each([
    '/calendar/match/nosuchmatch1.ics',
    '/calendar/match/abc.ics',
    '/calendar/teams/Arsenal.ics',
    '/calendar/teams/arsenal',
    `/calendar/teams/${Array.from({ length: 21 }, (_, i) => `team-${i}`).join(',')}.ics`,
    '/calendar/channel/no-such-channel.ics',
    '/calendar/competition/..%2F.ics',
    '/calendar/fixtures/arsenal.ics',
  ])('%s is 404', async (path) => {
    expect(await readAnswer(await get(path).catch((error: unknown) => error))).toMatchObject({
      status: 404,
    });
  });
});
