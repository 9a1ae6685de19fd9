import { describe, expect, it } from 'vitest';
import {
  buildRobotsTxt,
  buildSitemapDocument,
  buildSitemapEntries,
  escapeXml,
  fixedPages,
  type SitemapEntry,
  type SitemapSources,
} from './sitemap';

const siteUrl = 'https://kickoff.example';

function makeSources(overrides: Partial<SitemapSources> = {}): SitemapSources {
  return {
    fixturesChangedAt: '2025-10-30T09:00:00.000Z',
    competitions: [{ slug: 'premier-league', lastModified: '2025-10-29T09:00:00.000Z' }],
    channels: [{ id: 'bbc-one', lastModified: null }],
    teams: [{ slug: 'arsenal', lastModified: '2025-10-28T09:00:00.000Z' }],
    days: [{ date: '2025-10-27', lastModified: '2025-10-26T09:00:00.000Z' }],
    matches: [{ id: 'abc12345XY', lastModified: '2025-10-27T09:00:00.000Z' }],
    articles: [
      { path: '/news/a', section: 'news', lastModified: '2025-10-20T09:00:00.000Z' },
      { path: '/blog/b', section: 'blog', lastModified: '2025-10-21T09:00:00.000Z' },
    ],
    takenSlugs: new Set(['premier-league', 'bbc-one']),
    ...overrides,
  };
}

describe('escapeXml', () => {
  it.each([
    ['/schedule', '/schedule'],
    ['/a?b=1&c=2', '/a?b=1&amp;c=2'],
    [`<"Hove's">`, '&lt;&quot;Hove&apos;s&quot;&gt;'],
    ['&amp;', '&amp;amp;'],
  ])('%j -> %j', (text, expected) => {
    expect(escapeXml(text)).toBe(expected);
  });
});

describe('buildRobotsTxt', () => {
  it('keeps crawlers out of the staff area, sign-in and the API and names the sitemap', () => {
    expect(buildRobotsTxt('https://kickoff.example/')).toBe(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /login',
        'Disallow: /logout',
        'Disallow: /api/',
        '',
        'Sitemap: https://kickoff.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('buildSitemapEntries', () => {
  it('lists fixed pages, competitions, channels, teams, articles, days and matches in that order', () => {
    const entries = buildSitemapEntries(makeSources());
    const changed = '2025-10-30T09:00:00.000Z';
    expect(entries).toEqual([
      ...fixedPages.lists.map((path) => ({ path, lastModified: changed })),
      { path: '/news', lastModified: '2025-10-20T09:00:00.000Z' },
      { path: '/blog', lastModified: '2025-10-21T09:00:00.000Z' },
      { path: '/about', lastModified: null },
      { path: '/cookie-policy', lastModified: null },
      { path: '/competition/premier-league', lastModified: '2025-10-29T09:00:00.000Z' },
      { path: '/channel/bbc-one', lastModified: null },
      { path: '/arsenal', lastModified: '2025-10-28T09:00:00.000Z' },
      { path: '/news/a', lastModified: '2025-10-20T09:00:00.000Z' },
      { path: '/blog/b', lastModified: '2025-10-21T09:00:00.000Z' },
      { path: '/football-on-tv/2025-10-27', lastModified: '2025-10-26T09:00:00.000Z' },
      { path: '/match/abc12345XY', lastModified: '2025-10-27T09:00:00.000Z' },
    ]);
  });

  // `/{slug}` shows a competition or channel before a team; fixed pages and redirects win too.
  it.each([
    ['premier-league', false],
    ['bbc-one', false],
    ['schedule', false],
    ['news', false],
    ['teams', false],
    ['live', false],
    ['fixture-wanderers', false],
    ['', false],
    ['celtic', true],
  ])('a team slugged %j is listed: %s', (slug, listed) => {
    const without = buildSitemapEntries(makeSources({ teams: [] }));
    const entries = buildSitemapEntries(makeSources({ teams: [{ slug, lastModified: null }] }));
    expect(entries.length - without.length).toBe(listed ? 1 : 0);
    if (listed) expect(entries).toContainEqual({ path: `/${slug}`, lastModified: null });
  });
});

describe('buildSitemapDocument', () => {
  const entries: SitemapEntry[] = [
    { path: '/schedule', lastModified: '2025-10-30T09:00:00.000Z' },
    { path: '/about', lastModified: null },
    { path: '/a?b=1&c=2', lastModified: '2025-10-01T00:00:00.000Z' },
    { path: '/match/x', lastModified: '2025-10-31T00:00:00.000Z' },
    { path: '/match/y', lastModified: null },
  ];

  it('is one urlset while the addresses fit, with absolute, escaped locations', () => {
    expect(buildSitemapDocument(entries.slice(0, 3), siteUrl, { page: null })).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://kickoff.example/schedule</loc><lastmod>2025-10-30T09:00:00.000Z</lastmod></url>',
        '<url><loc>https://kickoff.example/about</loc></url>',
        '<url><loc>https://kickoff.example/a?b=1&amp;c=2</loc><lastmod>2025-10-01T00:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('has no child sitemaps while it is one urlset', () => {
    expect(buildSitemapDocument(entries, siteUrl, { page: 1 })).toBeNull();
    expect(buildSitemapDocument(entries, siteUrl, { page: 1, maxUrls: 5 })).toBeNull();
  });

  it('becomes an index of child sitemaps past the limit, each dated by its newest entry', () => {
    expect(buildSitemapDocument(entries, siteUrl, { page: null, maxUrls: 2 })).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap><loc>https://kickoff.example/sitemaps/1.xml</loc><lastmod>2025-10-30T09:00:00.000Z</lastmod></sitemap>',
        '<sitemap><loc>https://kickoff.example/sitemaps/2.xml</loc><lastmod>2025-10-31T00:00:00.000Z</lastmod></sitemap>',
        '<sitemap><loc>https://kickoff.example/sitemaps/3.xml</loc></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });

  it('splits every address into exactly one child, in order', () => {
    const pages = [1, 2, 3].map((page) =>
      buildSitemapDocument(entries, siteUrl, { page, maxUrls: 2 }),
    );
    const locations = pages.flatMap((xml) =>
      [...(xml ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]),
    );
    expect(locations).toEqual(entries.map((e) => `${siteUrl}${escapeXml(e.path)}`));
    expect(pages.every((xml) => xml?.includes('<urlset'))).toBe(true);
    expect(buildSitemapDocument(entries, siteUrl, { page: 4, maxUrls: 2 })).toBeNull();
    expect(buildSitemapDocument(entries, siteUrl, { page: 0, maxUrls: 2 })).toBeNull();
  });

  it('splits at exactly the limit: 50,000 addresses are one file, 50,001 are two', () => {
    const many = Array.from({ length: 50_001 }, (_, i) => ({
      path: `/match/${i}`,
      lastModified: null,
    }));
    expect(buildSitemapDocument(many.slice(0, 50_000), siteUrl, { page: null })).toMatch(/<urlset/);
    const index = buildSitemapDocument(many, siteUrl, { page: null }) ?? '';
    expect(index.match(/<sitemap>/g)).toHaveLength(2);
  });
});
