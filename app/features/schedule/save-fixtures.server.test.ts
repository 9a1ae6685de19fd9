import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { makeFixture, makeFixtures } from '../../../tests/support/factories';
import {
  listTestEngines,
  plannerRowCounts,
  snapshotFixtures,
} from '../../../tests/support/test-db';
import { deleteFixtures } from './fixture-changes.server';
import {
  getFixture,
  listFixtureDates,
  listFixtures,
  updateFixtureChannelUrls,
} from './fixture-store.server';
import { parseFixtureText } from '~/features/importer/parse-fixture-text';
import { saveFixtures, unknownTeam } from './save-fixtures.server';

const allOf = { from: '2000-01-01', to: '2100-01-01', limit: 1000 };
const tnt1 = { id: 'tnt-sports-1', name: 'TNT Sports 1', raw: 'TNT Sports 1' };
const bbcOne = { id: 'bbc-one', name: 'BBC One', raw: 'BBC One' };

describe.each(listTestEngines())('fixtures data layer on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('fixtures').execute();
  });

  it('stores fixtures with their channels in order and reports them as created', async () => {
    const summary = await saveFixtures(db, [
      makeFixture({ channels: [tnt1, bbcOne] }),
      makeFixture({ homeTeam: 'Everton', awayTeam: 'Fulham', time: '20:00', date: '2025-11-02' }),
    ]);
    expect(summary).toEqual({ processed: 2, created: 2, replaced: 0, skipped: [] });

    const stored = await listFixtures(db, allOf);
    expect(stored.map((f) => [f.date, f.time, f.homeTeam, f.awayTeam])).toEqual([
      ['2025-11-01', '15:00', 'Arsenal', 'Chelsea'],
      ['2025-11-02', '20:00', 'Everton', 'Fulham'],
    ]);
    const [first] = stored;
    expect(first?.id).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect(first?.slug).toBe('arsenal-vs-chelsea');
    expect(first?.kickoffUtc).toBe('2025-11-01T15:00:00.000Z');
    expect(first?.channels).toEqual([
      { ...tnt1, url: null },
      { ...bbcOne, url: null },
    ]);
  });

  it('is harmless to save the same fixtures twice: same rows, same ids', async () => {
    const fixtures = [makeFixture(), makeFixture({ homeTeam: 'Leeds', awayTeam: 'Spurs' })];
    await saveFixtures(db, fixtures);
    const before = await listFixtures(db, allOf);

    const again = await saveFixtures(db, fixtures);
    expect(again).toMatchObject({ processed: 2, created: 0, replaced: 2 });
    const after = await listFixtures(db, allOf);
    expect(after).toEqual(before);
  });

  // The same name written in NFD and in NFC, or with an invisible character pasted in, was saved
  // as two fixtures.
  it('treats a name the same however its accents are encoded or invisible marks pasted in', async () => {
    const nfc = 'Atlético de Madrid';
    await saveFixtures(db, [makeFixture({ homeTeam: nfc, awayTeam: 'Girona' })]);
    const again = await saveFixtures(db, [
      makeFixture({ homeTeam: nfc.normalize('NFD'), awayTeam: 'Girona' }),
      makeFixture({ homeTeam: `\u200bAtlético\u00a0de Madrid\u200e`, awayTeam: 'Gi\u200drona' }),
    ]);
    // One match, listed twice in the import: the later listing replaces the stored row.
    expect(again).toMatchObject({ created: 0, replaced: 1 });
    const stored = await db.selectFrom('fixtures').select(['home_team', 'away_team']).execute();
    expect(stored.map((f) => [f.home_team, f.away_team])).toEqual([[nfc, 'Girona']]);
  });

  it('merges: a matching fixture replaces the stored one and the date keeps its others', async () => {
    await saveFixtures(db, [
      makeFixture({ homeTeam: 'Arsenal', awayTeam: 'Chelsea', channels: [tnt1] }),
      makeFixture({ homeTeam: 'Leeds', awayTeam: 'Spurs', time: '17:30' }),
    ]);
    const [original] = await listFixtures(db, { ...allOf, team: 'arsenal' });

    const summary = await saveFixtures(db, [
      // Same pairing written differently: case and spacing do not make a new fixture.
      makeFixture({
        homeTeam: ' ARSENAL',
        awayTeam: 'chelsea ',
        time: '16:30',
        channels: [bbcOne],
      }),
    ]);
    expect(summary).toMatchObject({ processed: 1, created: 0, replaced: 1 });

    // Stored as the later listing wrote it; shown under the catalogue's names.
    const rows = await db
      .selectFrom('fixtures')
      .select(['uk_time', 'home_team', 'away_team'])
      .orderBy('uk_time')
      .execute();
    expect(rows.map((f) => `${f.uk_time} ${f.home_team} v ${f.away_team}`)).toEqual([
      '16:30 ARSENAL v chelsea',
      '17:30 Leeds v Spurs',
    ]);
    const stored = await listFixtures(db, allOf);
    expect(stored.map((f) => `${f.time} ${f.homeTeam} v ${f.awayTeam}`)).toEqual([
      '16:30 Arsenal v Chelsea',
      '17:30 Leeds United v Tottenham Hotspur',
    ]);
    const replaced = stored[0];
    expect(replaced?.id).toBe(original?.id);
    expect(replaced?.channels.map((c) => c.id)).toEqual(['bbc-one']);
  });

  it('keeps channel URLs staff set when the same fixture is imported again', async () => {
    await saveFixtures(db, [makeFixture({ channels: [tnt1, bbcOne] })]);
    const [fixture] = await listFixtures(db, allOf);
    await updateFixtureChannelUrls(db, fixture!.id, ['https://example.com/tnt', null]);

    await saveFixtures(db, [makeFixture({ channels: [bbcOne, tnt1] })]);
    const [again] = await listFixtures(db, allOf);
    expect(again?.channels.map((c) => [c.id, c.url])).toEqual([
      ['bbc-one', null],
      ['tnt-sports-1', 'https://example.com/tnt'],
    ]);
  });

  it('leaves the database exactly as it was when a save fails part-way', async () => {
    await saveFixtures(db, [makeFixture(), makeFixture({ homeTeam: 'Leeds', awayTeam: 'Spurs' })]);
    const before = await snapshotFixtures(db);

    // The second fixture links a channel the channels table does not have: the insert of the
    // channel links fails after the fixture rows were written, inside the transaction.
    const broken = { id: 'no-such-channel', name: 'Nope', raw: 'Nope' };
    await expect(
      saveFixtures(db, [
        makeFixture({ time: '12:00' }),
        makeFixture({ homeTeam: 'New', awayTeam: 'Pair', channels: [broken] }),
      ]),
    ).rejects.toThrow();

    expect(await snapshotFixtures(db)).toBe(before);
  });

  it('skips fixtures that cannot be saved, with reasons, and saves the rest', async () => {
    const summary = await saveFixtures(db, [
      makeFixture({ date: null }),
      makeFixture({ competition: '  ' }),
      makeFixture({ time: '25:00' }),
      makeFixture({ homeTeam: '', awayTeam: '' }),
      makeFixture({ date: '2025-03-30', time: '01:30' }),
      makeFixture({ date: '2025-02-29' }),
      makeFixture({ homeTeam: 'x'.repeat(101) }),
      makeFixture({ homeTeam: 'Wrexham', awayTeam: '' }),
      makeFixture({ awayTeam: 'Chel\u0007sea' }),
      // 100 characters are 197 UTF-16 units: names are counted as a reader counts them.
      makeFixture({ homeTeam: `FC ${'𝔸'.repeat(97)}` }),
    ]);
    expect(summary.skipped.map((s) => s.reason)).toEqual([
      'Missing date',
      'Missing competition',
      'Invalid time "25:00"',
      'Missing teams',
      '01:30 does not exist on 2025-03-30 in the UK (clocks go forward)',
      'Invalid date "2025-02-29"',
      expect.stringMatching(/^Name longer than 100 characters/),
      'Name with invisible characters: "Chel\u0007sea"',
    ]);
    const stored = await listFixtures(db, allOf);
    expect(stored.map((f) => `${f.homeTeam} v ${f.awayTeam}`).sort()).toEqual([
      `FC ${'𝔸'.repeat(97)} v Chelsea`,
      `Wrexham v ${unknownTeam}`,
    ]);
  });

  it('saves nothing and says so when no fixture is valid', async () => {
    const summary = await saveFixtures(db, [makeFixture({ date: null })]);
    expect(summary).toMatchObject({ processed: 0, created: 0, replaced: 0 });
    expect(await listFixtures(db, allOf)).toEqual([]);
  });

  it('imports the sample week completely, and a second import changes nothing', async () => {
    // tests/samples/listing-week.txt: 310 fixtures from Friday 6 to Thursday 12 November 2026.
    const sample = readFileSync(
      new URL('../../../tests/samples/listing-week.txt', import.meta.url),
      'utf8',
    );
    const { fixtures, problems } = parseFixtureText(sample, { today: '2026-11-05' });
    expect(problems).toEqual([]);
    const now = new Date('2026-11-05T12:00:00Z');
    expect(await saveFixtures(db, fixtures, { now })).toEqual({
      processed: 310,
      created: 310,
      replaced: 0,
      skipped: [],
    });
    const before = await snapshotFixtures(db);
    const links = await db.selectFrom('fixture_channels').select('channel_id').execute();
    expect(links).toHaveLength(fixtures.reduce((n, f) => n + f.channels.length, 0));
    expect(links.every((l) => l.channel_id !== null)).toBe(true);

    expect(await saveFixtures(db, fixtures, { now })).toMatchObject({ created: 0, replaced: 310 });
    expect(await snapshotFixtures(db)).toBe(before);
  });

  it('keeps two undecided ties (TBC v TBC) of one day apart by their kick-off time', async () => {
    const summary = await saveFixtures(db, [
      makeFixture({ homeTeam: 'TBC', awayTeam: 'TBC', time: '15:30' }),
      makeFixture({ homeTeam: 'TBC', awayTeam: 'TBC', time: '19:00' }),
    ]);
    expect(summary).toMatchObject({ processed: 2, created: 2 });
    expect((await listFixtures(db, allOf)).map((f) => f.time)).toEqual(['15:30', '19:00']);
  });

  it('keeps the last of two listings of the same match in one import', async () => {
    const summary = await saveFixtures(db, [
      makeFixture({ time: '12:00' }),
      makeFixture({ time: '12:30' }),
    ]);
    expect(summary).toMatchObject({ processed: 1, created: 1 });
    expect(summary.skipped).toEqual([
      { fixture: makeFixture({ time: '12:00' }), reason: 'Listed again later in the same import' },
    ]);
    expect((await listFixtures(db, allOf)).map((f) => f.time)).toEqual(['12:30']);
  });

  it('splits channel text written as one entry on comma, slash and ampersand', async () => {
    await saveFixtures(db, [
      makeFixture({
        channels: [{ id: null, name: 'x', raw: 'BBC One / TNT Sports 1 & Mystery TV,' }],
      }),
    ]);
    const [fixture] = await listFixtures(db, allOf);
    expect(fixture?.channels.map((c) => [c.id, c.name])).toEqual([
      ['bbc-one', 'BBC One'],
      ['tnt-sports-1', 'TNT Sports 1'],
      [null, 'Mystery TV'],
    ]);
  });

  it('derives the channel state from what is listed', async () => {
    await saveFixtures(db, [
      makeFixture({ homeTeam: 'A', channelStatus: 'tbc', channels: [] }),
      makeFixture({ homeTeam: 'B', channelStatus: 'not-televised', channels: [] }),
      makeFixture({ homeTeam: 'C', channelStatus: 'listed', channels: [] }),
      makeFixture({ homeTeam: 'D', channelStatus: 'tbc', channels: [tnt1] }),
    ]);
    const stored = await listFixtures(db, allOf);
    expect(stored.map((f) => [f.homeTeam, f.channelStatus])).toEqual([
      ['A', 'tbc'],
      ['B', 'not-televised'],
      ['C', 'none'],
      ['D', 'listed'],
    ]);
  });

  it('deletes one fixture, and a date with none left disappears', async () => {
    await saveFixtures(db, [
      makeFixture({ date: '2025-11-01' }),
      makeFixture({ date: '2025-11-02', homeTeam: 'Leeds' }),
      makeFixture({ date: '2025-11-02', homeTeam: 'Wolves' }),
    ]);
    expect(await listFixtureDates(db, { limit: 100 })).toEqual([
      { date: '2025-11-01', count: 1 },
      { date: '2025-11-02', count: 2 },
    ]);
    const [only] = await listFixtures(db, { ...allOf, to: '2025-11-01' });
    expect(await deleteFixtures(db, { id: only!.id })).toBe(1);
    expect(await deleteFixtures(db, { id: only!.id })).toBe(0);
    expect(await getFixture(db, only!.id)).toBeNull();
    expect(await listFixtureDates(db, { limit: 100 })).toEqual([{ date: '2025-11-02', count: 2 }]);
    const links = await db.selectFrom('fixture_channels').select('fixture_id').execute();
    expect(links.map((l) => l.fixture_id)).not.toContain(only!.id);
  });

  it('clears a whole date and leaves the other dates', async () => {
    await saveFixtures(db, [
      makeFixture({ date: '2025-11-01' }),
      makeFixture({ date: '2025-11-01', homeTeam: 'Leeds' }),
      makeFixture({ date: '2025-11-02' }),
    ]);
    expect(await deleteFixtures(db, { date: '2025-11-01' })).toBe(2);
    expect(await listFixtureDates(db, { limit: 100 })).toEqual([{ date: '2025-11-02', count: 1 }]);
  });

  it('filters a range by competition, team, search, channel and free-to-air', async () => {
    await saveFixtures(db, [
      makeFixture({ homeTeam: 'Manchester City', awayTeam: 'Arsenal', channels: [tnt1] }),
      makeFixture({
        homeTeam: 'Rangers',
        awayTeam: 'Celtic',
        competition: 'Scottish Premiership',
        channels: [bbcOne],
      }),
      makeFixture({ homeTeam: '100% Athletic', awayTeam: 'Spurs', date: '2025-11-03' }),
    ]);
    const names = async (filter: Partial<Parameters<typeof listFixtures>[1]>) =>
      (await listFixtures(db, { ...allOf, ...filter })).map((f) => f.homeTeam);

    expect(await names({ competitionSlug: 'premier-league' })).toEqual([
      'Manchester City',
      '100% Athletic',
    ]);
    expect(await names({ search: 'PREMIERSHIP' })).toEqual(['Rangers']);
    expect(await names({ search: 'athletic' })).toEqual(['100% Athletic']);
    expect(await names({ teamSlug: 'rangers' })).toEqual(['Rangers']);
    expect(await names({ teamSlug: 'celtic' })).toEqual(['Rangers']);
    expect(await names({ freeToAir: true })).toEqual(['Rangers']);
    expect(await names({ team: 'CITY' })).toEqual(['Manchester City']);
    expect(await names({ team: 'celtic' })).toEqual(['Rangers']);
    expect(await names({ team: '100%' })).toEqual(['100% Athletic']);
    // Punctuation alone names nothing, and is never a wildcard.
    expect(await names({ team: '%' })).toEqual([]);
    expect(await names({ channelIds: ['bbc-one'] })).toEqual(['Rangers']);
    expect(await names({ channelIds: ['tnt-sports-1', 'bbc-one'] })).toEqual([
      'Manchester City',
      'Rangers',
    ]);
    expect(await names({ channelIds: [] })).toEqual([]);
    expect(await names({ to: '2025-11-02' })).toEqual(['Manchester City', 'Rangers']);
    expect(await names({ limit: 1 })).toHaveLength(1);
  });

  it('stores hostile text literally', async () => {
    const hostile = "Robert'); DROP TABLE fixtures;--";
    await saveFixtures(db, [makeFixture({ homeTeam: hostile })]);
    const [fixture] = await listFixtures(db, { ...allOf, team: hostile });
    expect(fixture?.homeTeam).toBe(hostile);
  });

  it('updates channel URLs by position and refuses unknown fixtures', async () => {
    await saveFixtures(db, [makeFixture({ channels: [tnt1, bbcOne] })]);
    const [fixture] = await listFixtures(db, allOf);
    expect(
      await updateFixtureChannelUrls(db, fixture!.id, [null, 'https://www.bbc.co.uk/iplayer']),
    ).toBe(true);
    expect((await getFixture(db, fixture!.id))?.channels.map((c) => c.url)).toEqual([
      null,
      'https://www.bbc.co.uk/iplayer',
    ]);
    expect(await updateFixtureChannelUrls(db, 'missing0000', ['https://x.example'])).toBe(false);
  });

  // PostgreSQL's planner only: SQLite plans without gathered statistics.
  if (engine.name === 'postgres') {
    it('gathers PostgreSQL planner statistics after a bulk save, not after a small one', async () => {
      const before = await plannerRowCounts(db);
      await saveFixtures(db, makeFixtures(10, '2025-11-30'));
      expect(await plannerRowCounts(db)).toEqual(before);
      await saveFixtures(db, makeFixtures(1000));
      // Counted inside the save, so the counts are its rows: 1,010 fixtures, a channel each.
      expect(await plannerRowCounts(db)).toEqual({ fixtures: 1010, fixture_channels: 1010 });
    });
  }
});
