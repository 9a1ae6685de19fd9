import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { makeFixture } from '../../../tests/support/factories';
import { listTestEngines } from '../../../tests/support/test-db';
import { describeFixtureChange } from './fixture-change';
import { deleteFixtures, listFixtureHistory, listLatestChanges } from './fixture-changes.server';
import { listFixtures } from './fixture-store.server';
import { saveFixtures } from './save-fixtures.server';

const allOf = { from: '2000-01-01', to: '2100-01-01', limit: 1000 };
const tnt1 = { id: 'tnt-sports-1', name: 'TNT Sports 1', raw: 'TNT Sports 1' };
const skyMain = {
  id: 'sky-sports-main-event',
  name: 'Sky Sports Main Event',
  raw: 'Sky Sports Main Event',
};
const bbcOne = { id: 'bbc-one', name: 'BBC One', raw: 'BBC One' };
// Saturday 1 November 2025 (GMT); the saves happen days before.
const saturday = { date: '2025-11-01', time: '15:00' };
const sunday = { date: '2025-11-02', time: '12:00' };
const at = (iso: string) => ({ now: new Date(iso) });

describe.each(listTestEngines())('fixture change history on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('fixtures').execute();
    await db.deleteFrom('fixture_changes').execute();
  });

  const stored = async () => {
    const [fixture, ...others] = await listFixtures(db, allOf);
    expect(others).toEqual([]);
    const row = await db
      .selectFrom('fixtures')
      .select('sequence')
      .where('id', '=', fixture!.id)
      .executeTakeFirstOrThrow();
    return { ...fixture!, sequence: Number(row.sequence) };
  };
  const history = async (id: string) =>
    (await listFixtureHistory(db, id)).map((change) => describeFixtureChange(change));

  it('records a pick, a confirmed channel, a move to another day, a new channel and a removal', async () => {
    // Picked for TV with the channel still to be confirmed.
    await saveFixtures(
      db,
      [makeFixture({ ...saturday, channelStatus: 'tbc', channels: [] })],
      at('2025-10-10T09:00:00Z'),
    );
    const picked = await stored();
    expect(picked.sequence).toBe(0);

    await saveFixtures(
      db,
      [makeFixture({ ...saturday, channels: [skyMain] })],
      at('2025-10-20T09:00:00Z'),
    );
    expect((await stored()).sequence).toBe(1);

    // The listing for Saturday no longer has the match; Sunday has it: the same fixture moved.
    await saveFixtures(
      db,
      [
        makeFixture({ ...saturday, homeTeam: 'Everton', awayTeam: 'Fulham' }),
        makeFixture({ ...sunday, channels: [skyMain] }),
      ],
      at('2025-10-20T10:00:00Z'),
    );
    const moved = (await listFixtures(db, allOf)).find((f) => f.homeTeam === 'Arsenal')!;
    expect(moved).toMatchObject({ id: picked.id, date: '2025-11-02', time: '12:00' });
    await db.deleteFrom('fixtures').where('home_team', '=', 'Everton').execute();

    // Listing the same channels again, in another order, changes nothing.
    await saveFixtures(
      db,
      [makeFixture({ ...sunday, channels: [tnt1, skyMain] })],
      at('2025-10-25T09:00:00Z'),
    );
    await saveFixtures(
      db,
      [makeFixture({ ...sunday, channels: [skyMain, tnt1] })],
      at('2025-10-26T09:00:00Z'),
    );
    expect((await stored()).sequence).toBe(3);

    expect(await deleteFixtures(db, { id: picked.id }, at('2025-10-30T09:00:00Z'))).toBe(1);

    expect(await history(picked.id)).toEqual([
      'Added to the schedule',
      'Channel confirmed: Sky Sports Main Event, 12 days before kick-off',
      // Counted to the new kick-off: Sunday is 13 days away, Saturday was 12.
      'Moved from Sat 15:00 to Sun 12:00, announced 13 days before',
      'Channel changed from Sky Sports Main Event to TNT Sports 1, Sky Sports Main Event',
      'Removed from the schedule',
    ]);
    const rows = await db
      .selectFrom('fixture_changes')
      .select(['kind', 'sequence', 'kickoff_utc', 'previous_kickoff_utc', 'notice_days'])
      .where('fixture_id', '=', picked.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => ({ ...r, sequence: Number(r.sequence) }))).toEqual([
      {
        kind: 'new',
        sequence: 0,
        kickoff_utc: '2025-11-01T15:00:00.000Z',
        previous_kickoff_utc: null,
        notice_days: 22,
      },
      {
        kind: 'confirmed',
        sequence: 1,
        kickoff_utc: '2025-11-01T15:00:00.000Z',
        previous_kickoff_utc: '2025-11-01T15:00:00.000Z',
        notice_days: 12,
      },
      {
        kind: 'moved',
        sequence: 2,
        kickoff_utc: '2025-11-02T12:00:00.000Z',
        previous_kickoff_utc: '2025-11-01T15:00:00.000Z',
        notice_days: 13,
      },
      {
        kind: 'channel-changed',
        sequence: 3,
        kickoff_utc: '2025-11-02T12:00:00.000Z',
        previous_kickoff_utc: '2025-11-02T12:00:00.000Z',
        notice_days: 8,
      },
      {
        kind: 'removed',
        sequence: 4,
        kickoff_utc: '2025-11-02T12:00:00.000Z',
        previous_kickoff_utc: null,
        notice_days: null,
      },
    ]);
  });

  it('names the channels of a new TV pick and the notice given', async () => {
    await saveFixtures(
      db,
      [makeFixture({ ...saturday, channels: [bbcOne] })],
      at('2025-11-01T08:00:00Z'),
    );
    const { id } = await stored();
    expect(await history(id)).toEqual(['Picked for TV on BBC One, on the day']);
  });

  it('keeps a match listed on a day the import does not list, and one already played', async () => {
    await saveFixtures(db, [makeFixture(saturday)], at('2025-10-01T09:00:00Z'));
    // A paste of Sunday only says nothing about Saturday.
    await saveFixtures(db, [makeFixture(sunday)], at('2025-10-02T09:00:00Z'));
    expect((await listFixtures(db, allOf)).map((f) => f.date)).toEqual([
      '2025-11-01',
      '2025-11-02',
    ]);

    // Another competition's meeting of the same teams is another match.
    await db.deleteFrom('fixtures').execute();
    await saveFixtures(db, [makeFixture(saturday)], at('2025-10-01T09:00:00Z'));
    await saveFixtures(
      db,
      [
        makeFixture({ ...saturday, homeTeam: 'Everton' }),
        makeFixture({ ...sunday, competition: 'FA Cup' }),
      ],
      at('2025-10-02T09:00:00Z'),
    );
    expect((await listFixtures(db, allOf)).filter((f) => f.homeTeam === 'Arsenal')).toHaveLength(2);
  });

  it('clearing a date records each of its fixtures as removed, newest changes first', async () => {
    await saveFixtures(
      db,
      [makeFixture(saturday), makeFixture({ ...saturday, homeTeam: 'Leeds' })],
      at('2025-10-01T09:00:00Z'),
    );
    expect(await deleteFixtures(db, { date: saturday.date }, at('2025-10-02T09:00:00Z'))).toBe(2);
    const latest = await listLatestChanges(db, {
      now: new Date('2025-10-03T00:00:00Z'),
      limit: 10,
    });
    expect(latest.map((c) => `${c.kind} ${c.homeTeam}`)).toEqual([
      'removed Leeds',
      'removed Arsenal',
      'new Leeds',
      'new Arsenal',
    ]);
    // Once the matches are long past they drop off the latest changes.
    expect(
      await listLatestChanges(db, { now: new Date('2025-11-05T00:00:00Z'), limit: 10 }),
    ).toEqual([]);
  });
});
