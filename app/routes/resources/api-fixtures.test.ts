import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { makeFixture } from '../../../tests/support/factories';
import { makeRouteContext } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { loader } from './api-fixtures';

describe.each(listTestEngines())('GET /api/fixtures on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await saveFixtures(db, [
      makeFixture({
        date: '2025-11-01',
        time: '20:00',
        homeTeam: 'Wrexham',
        awayTeam: 'Coventry City',
        competition: 'Championship',
      }),
      makeFixture({
        date: '2025-10-31',
        time: '19:45',
        channels: [
          { id: null, name: 'Club TV', raw: 'ClubTV' },
          { id: 'bbc-one', name: 'BBC One', raw: 'BBC1' },
        ],
      }),
    ]);
  });
  afterAll(async () => cleanup());

  const get = async (query: string) => {
    const request = new Request(`http://localhost/api/fixtures${query}`);
    const response = (await loader({
      request,
      context: makeRouteContext(db),
      params: {},
    } as never)) as Response;
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      response,
    };
  };

  it('returns the fixtures of the range in kick-off order, in the documented shape', async () => {
    const { status, body, response } = await get('?from=2025-10-31&to=2025-11-01');
    expect(status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toContain('max-age=60');
    const fixtures = body.fixtures as Record<string, unknown>[];
    expect(fixtures).toHaveLength(2);
    expect(fixtures[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{8,}$/),
      slug: 'arsenal-vs-chelsea',
      date: '2025-10-31',
      time: '19:45',
      kickoffUtc: '2025-10-31T19:45:00.000Z',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      competition: 'Premier League',
      channelStatus: 'listed',
      channels: [
        { id: null, name: 'Club TV', raw: 'ClubTV', url: null },
        {
          id: 'bbc-one',
          name: 'BBC One',
          raw: 'BBC1',
          url: 'https://www.bbc.co.uk/iplayer/live/bbcone',
        },
      ],
    });
    expect((fixtures[1] as { homeTeam: string }).homeTeam).toBe('Wrexham');
  });

  it('defaults to the coming week from today (UK) and filters by competition, team and channel', async () => {
    expect(((await get('')).body.fixtures as unknown[]).length).toBe(2);
    const names = async (query: string) =>
      ((await get(query)).body.fixtures as { homeTeam: string }[]).map((f) => f.homeTeam);
    expect(await names('?competition=championship')).toEqual(['Wrexham']);
    expect(await names('?team=CHELS')).toEqual(['Arsenal']);
    expect(await names('?channel=bbc-one')).toEqual(['Arsenal']);
    expect(await names('?from=2025-11-02')).toEqual([]);
  });

  it.each([
    '?from=2025-02-30',
    '?from=2025-11-01&to=2025-10-01',
    '?from=2025-01-01&to=2025-12-31',
    '?sort=desc',
  ])('answers %s with 400 and a JSON error', async (query) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.stringMatching(/^Invalid /) });
  });
});
