import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { unpackFixtures } from '~/features/listings/listed-fixture';
import { makeFixture } from '../../../tests/support/factories';
import { makeRouteContext } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { loader as slugLoader } from './slug';
import { loader as teamsLoader } from './teams';

// The route context's clock says 2025-10-30.
describe.each(listTestEngines())('the teams directory and team pages on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await saveFixtures(db, [
      makeFixture({ date: '2025-11-01', homeTeam: 'Spurs', awayTeam: 'Forest Green Rovers' }),
      makeFixture({ date: '2025-11-02', homeTeam: 'Arsenal', awayTeam: 'Tottenham Hotspur' }),
      makeFixture({
        date: '2025-11-03',
        homeTeam: 'Tottenham Hotspur Women',
        awayTeam: 'Arsenal Women',
      }),
      makeFixture({ date: '2025-09-01', homeTeam: 'Played Town', awayTeam: 'Arsenal' }),
    ]);
  });
  afterAll(async () => cleanup());

  const directory = async () => {
    const page = await teamsLoader({
      request: new Request('http://localhost:3000/teams'),
      params: {},
      context: makeRouteContext(db),
    } as never);
    return new Map(page.groups.flatMap((g) => g.teams.map((t) => [t.name, t] as const)));
  };

  it('lists each team with upcoming matches once, linked to its page, with its count', async () => {
    const teams = await directory();
    expect(teams.get('Tottenham Hotspur')).toEqual({
      name: 'Tottenham Hotspur',
      path: '/tottenham-hotspur',
      count: 2, // listed as 'Spurs' once and 'Tottenham Hotspur' once
    });
    expect(teams.get('Arsenal')).toEqual({ name: 'Arsenal', path: '/arsenal', count: 1 });
    expect(teams.get('Forest Green Rovers')?.path).toBe('/forest-green-rovers');
    expect(teams.get('Arsenal Women')?.path).toBe('/arsenal-women');
    expect(teams.get('Tottenham Hotspur Women')?.count).toBe(1);
  });

  it('lists catalogue teams with nothing listed, and no team whose matches are all played', async () => {
    const teams = await directory();
    expect(teams.get('Celtic')).toEqual({ name: 'Celtic', path: '/celtic', count: 0 });
    expect(teams.has('Played Town')).toBe(false);
  });

  it('is grouped A to Z under headings', async () => {
    const page = await teamsLoader({
      request: new Request('http://localhost:3000/teams'),
      params: {},
      context: makeRouteContext(db),
    } as never);
    const letters = page.groups.map((g) => g.letter);
    expect(letters).toEqual([...letters].sort());
    expect(page.page).toMatchObject({ title: 'Football teams on UK TV', path: '/teams' });
  });

  const teamPage = (slug: string) =>
    slugLoader({
      request: new Request(`http://localhost:3000/${slug}`),
      params: { slug },
      context: makeRouteContext(db),
    } as never);
  const matches = async (slug: string) =>
    unpackFixtures((await teamPage(slug)).listing.fixtures)!.map(
      (f) => `${f.homeTeam} v ${f.awayTeam}`,
    );

  // Listed once as 'Spurs' and once as 'Tottenham Hotspur': one page, one name.
  it.each([
    [
      'tottenham-hotspur',
      ['Tottenham Hotspur v Forest Green Rovers', 'Arsenal v Tottenham Hotspur'],
    ],
    ['spurs', ['Tottenham Hotspur v Forest Green Rovers', 'Arsenal v Tottenham Hotspur']],
    ['tottenham-hotspur-women', ['Tottenham Hotspur Women v Arsenal Women']],
    ['forest-green-rovers', ['Tottenham Hotspur v Forest Green Rovers']],
    ['celtic', []],
  ])('/%s lists %j', async (slug, expected) => {
    expect(await matches(slug)).toEqual(expected);
  });

  it('gives a catalogue team one page, whichever name reached it', async () => {
    for (const slug of ['spurs', 'tottenham-hotspur']) {
      const page = await teamPage(slug);
      expect(page.title).toBe('Tottenham Hotspur on TV');
      expect(page.page.path).toBe('/tottenham-hotspur');
    }
  });
});
