import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { createArticle } from '~/features/articles/article-queries.server';
import { articleInputSchema } from '~/features/articles/article-rules';
import { builtInChannels as channels } from '~/features/channels/catalogue';
import { competitions } from '~/features/competitions/competition-catalogue';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { readSitemap } from '~/features/seo/sitemap-sources.server';
import { makeFixture } from '../../../tests/support/factories';
import { makeRouteContext } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { loader as robotsLoader } from './robots';
import { loader as sitemapPageLoader } from './sitemap-page';
import { loader as sitemapLoader } from './sitemap';

// The test clock: Thursday 30 October 2025, noon UTC.
const now = new Date('2025-10-30T12:00:00.000Z');
const site = 'http://localhost:3000';

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
}

function lastmodOf(xml: string, loc: string): string | null {
  const escaped = loc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<loc>${escaped}</loc>(?:<lastmod>([^<]*)</lastmod>)?`).exec(xml)?.[1] ?? null;
}

describe.each(listTestEngines())('sitemap and robots.txt on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await saveFixtures(
      db,
      [
        // Upcoming, on a catalogue channel.
        makeFixture({ date: '2025-11-01', homeTeam: 'Arsenal', awayTeam: 'Chelsea' }),
        // Played five days ago: its match page stays, its teams have no page from it.
        makeFixture({
          date: '2025-10-25',
          homeTeam: 'Hearts',
          awayTeam: 'Hibernian',
          competition: 'Scottish Premiership',
        }),
        // Played three weeks ago: gone from the sitemap.
        makeFixture({ date: '2025-10-09', homeTeam: 'Tooting & Mitcham', awayTeam: 'Everton' }),
        // A competition the catalogue does not know, listed within the month.
        makeFixture({
          date: '2025-11-02',
          homeTeam: 'Dorking Wanderers',
          awayTeam: 'Sutton & Cheam',
          competition: 'Surrey Senior Cup',
        }),
      ],
      { now: new Date('2025-10-20T08:00:00.000Z') },
    );
    // A later save of one fixture moves its pages' last-modified time.
    await saveFixtures(
      db,
      [
        makeFixture({
          date: '2025-11-01',
          homeTeam: 'Arsenal',
          awayTeam: 'Chelsea',
          time: '17:30',
        }),
      ],
      { now: new Date('2025-10-29T10:00:00.000Z') },
    );
    for (const row of await db.selectFrom('fixtures').select(['id', 'home_team']).execute()) {
      ids[row.home_team] = row.id;
    }
    for (const [kind, slug, status, publishedAt] of [
      ['news', 'sky-and-tnt', 'published', '2025-10-10T09:00:00.000Z'],
      ['guide', 'free-football', 'published', '2025-10-12T09:00:00.000Z'],
      ['blog', 'draft-post', 'draft', '2025-10-12T09:00:00.000Z'],
      ['news', 'tomorrow', 'published', '2025-10-31T09:00:00.000Z'],
    ] as const) {
      const input = articleInputSchema.parse({
        kind,
        slug,
        title: `Title ${slug}`,
        author: 'Kickoff TV team',
        sections: ['Text.'],
        status,
        publishedAt,
      });
      const saved = await createArticle(db, input, {
        by: null,
        now: new Date('2025-10-15T09:00:00.000Z'),
      });
      if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    }
  });
  afterAll(async () => cleanup());

  const context = () => makeRouteContext(db, now);

  async function fetchSitemap(): Promise<{ response: Response; xml: string }> {
    const response = (await sitemapLoader({ context: context() } as never)) as Response;
    return { response, xml: await response.text() };
  }

  it('answers XML that search engines and CDNs may cache', async () => {
    const { response, xml } = await fetchSitemap();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=300\b/);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it('lists every kind of indexable page at its canonical address', async () => {
    const found = locations((await fetchSitemap()).xml);
    expect(found).toEqual(
      expect.arrayContaining([
        `${site}/`,
        `${site}/schedule`,
        `${site}/football-on-tv-today`,
        `${site}/football-on-tv-tonight`,
        `${site}/football-on-tv-this-weekend`,
        `${site}/football-on-tv-this-week`,
        `${site}/competitions`,
        `${site}/channels`,
        `${site}/free-football-guide`,
        `${site}/football-tv-guide`,
        `${site}/news`,
        `${site}/blog`,
        `${site}/about`,
        `${site}/cookie-policy`,
        `${site}/competition/premier-league`,
        `${site}/competition/surrey-senior-cup`,
        `${site}/channel/sky-sports-main-event`,
        `${site}/arsenal`,
        `${site}/chelsea`,
        `${site}/dorking-wanderers`,
        `${site}/sutton-and-cheam`,
        // Catalogue teams have a page under their printed name, fixtures or not.
        `${site}/heart-of-midlothian`,
        `${site}/burnley`,
        `${site}/teams`,
        `${site}/news/sky-and-tnt`,
        `${site}/blog/free-football`,
        `${site}/match/${ids.Arsenal}`,
        `${site}/match/${ids.Hearts}`,
        // Each day with matches from a week ago on, as its own page.
        `${site}/football-on-tv/2025-10-25`,
        `${site}/football-on-tv/2025-11-01`,
        `${site}/football-on-tv/2025-11-02`,
      ]),
    );
    expect(found).not.toContain(`${site}/football-on-tv/2025-10-09`);
    expect(lastmodOf((await fetchSitemap()).xml, `${site}/football-on-tv/2025-11-01`)).toBe(
      '2025-10-29T10:00:00.000Z',
    );
    expect(found).toHaveLength(new Set(found).size);
    // Every catalogue competition and channel has a page.
    for (const c of competitions) expect(found).toContain(`${site}/competition/${c.slug}`);
    for (const c of channels) expect(found).toContain(`${site}/channel/${c.id}`);
  });

  it('leaves out old matches, other teams without fixtures to come, aliases, drafts and scheduled articles', async () => {
    const found = locations((await fetchSitemap()).xml);
    for (const absent of [
      `${site}/tonight`,
      `${site}/match/${ids['Tooting & Mitcham']}`,
      `${site}/tooting-and-mitcham`,
      `${site}/hearts`,
      `${site}/blog/draft-post`,
      `${site}/news/tomorrow`,
      `${site}/admin`,
      `${site}/login`,
    ]) {
      expect(found).not.toContain(absent);
    }
  });

  it('dates pages by their newest change', async () => {
    const { xml } = await fetchSitemap();
    expect(lastmodOf(xml, `${site}/match/${ids.Arsenal}`)).toBe('2025-10-29T10:00:00.000Z');
    expect(lastmodOf(xml, `${site}/match/${ids.Hearts}`)).toBe('2025-10-20T08:00:00.000Z');
    expect(lastmodOf(xml, `${site}/arsenal`)).toBe('2025-10-29T10:00:00.000Z');
    expect(lastmodOf(xml, `${site}/competition/premier-league`)).toBe('2025-10-29T10:00:00.000Z');
    expect(lastmodOf(xml, `${site}/competition/surrey-senior-cup`)).toBe(
      '2025-10-20T08:00:00.000Z',
    );
    expect(lastmodOf(xml, `${site}/channel/sky-sports-main-event`)).toBe(
      '2025-10-29T10:00:00.000Z',
    );
    expect(lastmodOf(xml, `${site}/schedule`)).toBe('2025-10-29T10:00:00.000Z');
    expect(lastmodOf(xml, `${site}/news`)).toBe('2025-10-15T09:00:00.000Z');
    // Nothing lists on this channel, and the about page changes only with the code.
    expect(lastmodOf(xml, `${site}/channel/bbc-one`)).toBeNull();
    expect(lastmodOf(xml, `${site}/about`)).toBeNull();
  });

  it('becomes an index of child sitemaps past the limit, which together list every address', async () => {
    const whole = locations((await readSitemap(db, { now, siteUrl: site, page: null })) ?? '');
    const maxUrls = 40;
    const index = (await readSitemap(db, { now, siteUrl: site, page: null, maxUrls })) ?? '';
    const children = locations(index);
    expect(index).toContain('<sitemapindex ');
    expect(children).toHaveLength(Math.ceil(whole.length / maxUrls));
    expect(children[0]).toBe(`${site}/sitemaps/1.xml`);
    const pages = await Promise.all(
      children.map((_, i) => readSitemap(db, { now, siteUrl: site, page: i + 1, maxUrls })),
    );
    expect(pages.flatMap((xml) => locations(xml ?? ''))).toEqual(whole);
    expect(pages.every((xml) => locations(xml ?? '').length <= maxUrls)).toBe(true);
  });

  it.each(['1.xml', '0.xml', 'x.xml', '1'])(
    '/sitemaps/%s is not found while the sitemap is one file',
    async (file) => {
      await expect(
        sitemapPageLoader({ params: { file }, context: context() } as never),
      ).rejects.toMatchObject({ init: { status: 404 } });
    },
  );

  it('robots.txt keeps crawlers out of the staff area and points at the sitemap', async () => {
    const response = robotsLoader({ context: context() } as never) as Response;
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /login',
        'Disallow: /api/',
        `Sitemap: ${site}/sitemap.xml`,
      ]),
    );
  });
});
