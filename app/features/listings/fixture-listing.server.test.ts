import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { makeFixture } from '../../../tests/support/factories';
import { listTestEngines } from '../../../tests/support/test-db';
import { loadFixtureListing } from './fixture-listing.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';

const bbcOne = { id: 'bbc-one', name: 'BBC One', raw: 'BBC One' };

// A list filtered to free-to-air that comes out empty says how many matches the filter hid
// (issue 13: it said "No televised matches today" over nine of them).
describe.each(listTestEngines())('loadFixtureListing on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await saveFixtures(db, [
      makeFixture({ date: '2025-11-01', time: '12:30', homeTeam: 'Arsenal', awayTeam: 'Chelsea' }),
      makeFixture({ date: '2025-11-01', time: '17:30', homeTeam: 'Everton', awayTeam: 'Fulham' }),
      // No channel yet: listed, but not a televised match.
      makeFixture({
        date: '2025-11-01',
        time: '20:00',
        homeTeam: 'Leeds',
        awayTeam: 'Wolves',
        channelStatus: 'tbc',
        channels: [],
      }),
      makeFixture({
        date: '2025-11-02',
        time: '12:00',
        homeTeam: 'Arsenal Women',
        awayTeam: 'Chelsea Women',
        competition: "Women's Super League",
        channels: [bbcOne],
      }),
    ]);
  });
  afterAll(async () => cleanup());

  const load = (query: string, fixed = {}) =>
    loadFixtureListing({ db }, new Request(`http://localhost/schedule${query}`), {
      from: '2025-11-01',
      to: '2025-11-01',
      fixed,
    });

  it.each([
    ['?free=1', 0, 2],
    ['?free=1&search=Everton', 0, 1],
    ['?free=1&search=Leeds', 0, 0],
    ['', 3, 0],
    ['?search=Arsenal', 1, 0],
  ])('%s lists %i and says the filter hid %i televised matches', async (query, rows, hidden) => {
    const listing = await load(query);
    expect(listing.fixtures.count).toBe(rows);
    expect(listing.notFreeToAir).toBe(hidden);
  });

  it('counts nothing on a page that is free-to-air itself', async () => {
    const listing = await load('?free=1', { freeToAir: true });
    expect(listing.fixtures.count).toBe(0);
    expect(listing.notFreeToAir).toBe(0);
  });

  it('counts nothing when a free match is listed', async () => {
    const listing = await loadFixtureListing(
      { db },
      new Request('http://localhost/schedule?free=1'),
      {
        from: '2025-11-01',
        to: '2025-11-02',
      },
    );
    expect(listing.fixtures.count).toBe(1);
    expect(listing.notFreeToAir).toBe(0);
  });
});
