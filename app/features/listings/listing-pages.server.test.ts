import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { makeFixture } from '../../../tests/support/factories';
import { listTestEngines } from '../../../tests/support/test-db';
import { unpackFixtures } from './listed-fixture';
import { loadGuidePage, loadSlugPage } from './listing-pages.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';

// Pages never vanish: a team or competition whose matches are all played keeps its page, with
// its recent matches, and an address nothing ever listed is still not found.
describe.each(listTestEngines())('pages after their matches on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const today = '2025-11-20';
  const services = () => ({ db, siteUrl: 'https://kickoff.example', today });
  const open = (slug: string) =>
    loadSlugPage(services(), new Request(`https://kickoff.example/${slug}`), slug);

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await saveFixtures(db, [
      makeFixture({
        date: '2025-11-02',
        homeTeam: 'Tooting & Mitcham',
        awayTeam: 'Dulwich Hamlet',
        competition: 'Isthmian League Cup',
        channels: [{ id: 'bbc-three', name: 'BBC Three', raw: 'BBC Three' }],
      }),
      makeFixture({ date: '2025-08-01', homeTeam: 'Tooting & Mitcham', awayTeam: 'Long Ago' }),
    ]);
  });
  afterAll(async () => cleanup());

  it('keeps a team page with its recent matches and their channels', async () => {
    const page = await open('tooting-and-mitcham');
    expect(page.title).toBe('Tooting & Mitcham on TV');
    expect(page.listing.fixtures.count).toBe(0);
    // Within the last 60 days only.
    expect(
      unpackFixtures(page.recent!)?.map((f) => [f.date, f.awayTeam, f.channels[0]?.name]),
    ).toEqual([['2025-11-02', 'Dulwich Hamlet', 'BBC Three']]);
  });

  it('keeps a competition page nothing in the catalogue names', async () => {
    const page = await open('isthmian-league-cup');
    expect(page.title).toBe('Isthmian League Cup on TV');
    expect(unpackFixtures(page.recent!)).toHaveLength(1);
  });

  it('still answers 404 for an address nothing ever listed', async () => {
    await expect(open('nowhere-wanderers')).rejects.toMatchObject({ init: { status: 404 } });
  });
});

// Free-to-air tells broadcast from streaming: TV channels first, free streams as their own list.
describe.each(listTestEngines())('the free-to-air page on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const today = '2025-11-20';
  const on = (id: string, name: string) => ({ id, name, raw: name });

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await saveFixtures(db, [
      makeFixture({
        date: today,
        homeTeam: 'England',
        awayTeam: 'Serbia',
        channels: [on('itv1', 'ITV1')],
      }),
      // On TV and streamed too: a TV match, not listed twice.
      makeFixture({
        date: today,
        homeTeam: 'Chelsea Women',
        awayTeam: 'Arsenal Women',
        channels: [on('bbc-two', 'BBC Two'), on('bbc-iplayer', 'BBC iPlayer')],
      }),
      makeFixture({
        date: today,
        homeTeam: 'Japan',
        awayTeam: 'Peru',
        channels: [on('fifa-plus', 'FIFA+')],
      }),
      makeFixture({
        date: today,
        homeTeam: 'Lewes Women',
        awayTeam: 'Durham Women',
        channels: [on('wsl-youtube', 'WSL YouTube')],
      }),
      makeFixture({ date: today, homeTeam: 'Arsenal', awayTeam: 'Chelsea' }), // Sky Sports
    ]);
  });
  afterAll(async () => cleanup());

  it('lists matches on TV channels first and free streams apart', async () => {
    const page = await loadGuidePage(
      { db, siteUrl: 'https://kickoff.example', today },
      new Request('https://kickoff.example/free-to-air-tv'),
      'free-to-air',
    );
    const names = (packed: Parameters<typeof unpackFixtures>[0] | null) =>
      (packed ? (unpackFixtures(packed) ?? []) : []).map((f) => f.homeTeam);
    expect(names(page.listing.fixtures)).toEqual(['Chelsea Women', 'England']);
    expect(names(page.streams)).toEqual(['Japan', 'Lewes Women']);
  });

  it('keeps streams to the free-to-air page', async () => {
    const page = await loadGuidePage(
      { db, siteUrl: 'https://kickoff.example', today },
      new Request('https://kickoff.example/subscription-tv'),
      'subscription',
    );
    expect(page.streams).toBeNull();
  });
});
