import { dayViewPaths } from '~/features/schedule/day-views';
import { absoluteUrl } from './page-meta';
import { findRedirect } from './redirects';

/**
 * The sitemap and robots.txt (sitemaps.org protocol): every page search engines should index,
 * at its canonical address, with the time it last changed where we know it.
 */

/** One address in a sitemap: a site path and when its content last changed (ISO 8601), if known. */
export interface SitemapEntry {
  path: string;
  lastModified: string | null;
}

/** sitemaps.org: at most 50,000 addresses in one sitemap file; more need a sitemap index. */
export const maxSitemapUrls = 50_000;

/** The path of the n-th child sitemap (1-based) when the sitemap is an index. */
export function sitemapPagePath(page: number): string {
  return `/sitemaps/${page}.xml`;
}

/**
 * Pages with fixed addresses, at their canonical address (short aliases such as `/tonight` are
 * other addresses of these pages and stay out). `lists` change with the fixtures,
 * `news` and `blog` with their articles, `fixed` only with the code.
 */
export const fixedPages = {
  lists: [
    '/',
    '/schedule',
    dayViewPaths.today,
    dayViewPaths.tonight,
    dayViewPaths.tomorrow,
    dayViewPaths.weekend,
    dayViewPaths['this-week'],
    '/competitions',
    '/teams',
    '/channels',
    '/free-to-air-tv',
    '/subscription-tv',
    '/amazonprime',
    '/free-football-guide',
    '/football-tv-guide',
    '/tv-picks',
  ],
  fixed: ['/about', '/cookie-policy'],
} as const;

/** First path segments that never lead to a team page, whatever a team is called. */
const reservedSegments = new Set([
  ...[...fixedPages.lists, ...fixedPages.fixed, '/news', '/blog'].map((path) => path.slice(1)),
  'admin',
  'login',
  'logout',
  'api',
  'match',
  'channel',
  'competition',
  'calendar',
  'sitemaps',
  'healthz',
]);

/** What the sitemap is made from: the catalogues and what the database lists. */
export interface SitemapSources {
  /** The newest change to the listed fixtures (a save or a removal): list pages change with it. */
  fixturesChangedAt: string | null;
  /** Competition slugs with a page: the catalogue's and those with listed fixtures. */
  competitions: readonly { slug: string; lastModified: string | null }[];
  /** Catalogue channel ids. */
  channels: readonly { id: string; lastModified: string | null }[];
  /** Slugs of team pages: every catalogue team's, and other teams' with fixtures from today. */
  teams: readonly { slug: string; lastModified: string | null }[];
  /** UK dates with matches from a week ago on, for their dated day pages, in order. */
  days: readonly { date: string; lastModified: string }[];
  /** Upcoming and recent matches, in kick-off order. */
  matches: readonly { id: string; lastModified: string }[];
  /** Published articles at their public paths. */
  articles: readonly { path: string; section: 'news' | 'blog'; lastModified: string }[];
  /** Competition slugs and channel ids `/{slug}` resolves to before it tries a team. */
  takenSlugs: ReadonlySet<string>;
}

/**
 * Every indexable page, fixed pages first, then competitions, channels, teams, articles, dated
 * days and matches. List pages carry the newest change among the fixtures; a team whose slug is taken by
 * a competition, a channel, a page or a redirect is left out, since its `/{slug}` shows that.
 * @example
 * buildSitemapEntries({ fixturesChangedAt: null, competitions: [], channels: [],
 *   teams: [{ slug: 'arsenal', lastModified: null }], days: [], matches: [], articles: [], takenSlugs: new Set() })
 * // [{ path: '/schedule', lastModified: null }, ..., { path: '/arsenal', lastModified: null }]
 */
export function buildSitemapEntries(sources: SitemapSources): SitemapEntry[] {
  const fixturesChanged = sources.fixturesChangedAt;
  const newestArticle = (section: 'news' | 'blog') =>
    newest(sources.articles.filter((a) => a.section === section).map((a) => a.lastModified));
  const teams = sources.teams.filter(
    ({ slug }) =>
      slug !== '' &&
      !sources.takenSlugs.has(slug) &&
      !reservedSegments.has(slug) &&
      findRedirect(`/${slug}`, '') === null,
  );
  return [
    ...fixedPages.lists.map((path) => ({ path, lastModified: fixturesChanged })),
    { path: '/news', lastModified: newestArticle('news') },
    { path: '/blog', lastModified: newestArticle('blog') },
    ...fixedPages.fixed.map((path) => ({ path, lastModified: null })),
    ...sources.competitions.map((c) => ({
      path: `/competition/${c.slug}`,
      lastModified: c.lastModified,
    })),
    ...sources.channels.map((c) => ({ path: `/channel/${c.id}`, lastModified: c.lastModified })),
    ...teams.map((t) => ({ path: `/${t.slug}`, lastModified: t.lastModified })),
    ...sources.articles.map((a) => ({ path: a.path, lastModified: a.lastModified })),
    ...sources.days.map((d) => ({
      path: `/football-on-tv/${d.date}`,
      lastModified: d.lastModified,
    })),
    ...sources.matches.map((m) => ({ path: `/match/${m.id}`, lastModified: m.lastModified })),
  ];
}

/**
 * The sitemap document at `/sitemap.xml` (page null) or `/sitemaps/{page}.xml`: one urlset
 * while the entries fit in `maxUrls`, else an index of child sitemaps of `maxUrls` entries
 * each. Null for a child sitemap that does not exist (no index, or past the last page).
 * @example buildSitemapDocument([{ path: '/about', lastModified: null }], 'https://kickoff.tv', { page: null })
 * // '<?xml version="1.0" encoding="UTF-8"?>\n<urlset ...><url><loc>https://kickoff.tv/about</loc></url></urlset>\n'
 */
export function buildSitemapDocument(
  entries: readonly SitemapEntry[],
  siteUrl: string,
  { page, maxUrls = maxSitemapUrls }: { page: number | null; maxUrls?: number },
): string | null {
  const pages: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += maxUrls) {
    pages.push(entries.slice(start, start + maxUrls));
  }
  const split = pages.length > 1;
  if (page === null) {
    if (!split) return buildUrlset(entries, siteUrl);
    return buildSitemapIndex(
      pages.map((chunk, index) => ({
        path: sitemapPagePath(index + 1),
        lastModified: newest(chunk.map((entry) => entry.lastModified)),
      })),
      siteUrl,
    );
  }
  const chunk = split ? pages[page - 1] : undefined;
  return chunk ? buildUrlset(chunk, siteUrl) : null;
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';
const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function buildUrlset(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((entry) => `<url>${locAndLastmod(entry, siteUrl)}</url>`);
  return `${xmlHeader}<urlset xmlns="${sitemapNamespace}">\n${urls.join('\n')}\n</urlset>\n`;
}

function buildSitemapIndex(entries: readonly SitemapEntry[], siteUrl: string): string {
  const maps = entries.map((entry) => `<sitemap>${locAndLastmod(entry, siteUrl)}</sitemap>`);
  return `${xmlHeader}<sitemapindex xmlns="${sitemapNamespace}">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

function locAndLastmod(entry: SitemapEntry, siteUrl: string): string {
  const loc = `<loc>${escapeXml(absoluteUrl(entry.path, siteUrl))}</loc>`;
  return entry.lastModified ? `${loc}<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : loc;
}

/**
 * Text for an XML element or attribute: the five characters XML gives meaning to become
 * entities (sitemaps.org requires it of every URL).
 * @example escapeXml("/schedule?search=Brighton & Hove's") // '/schedule?search=Brighton &amp; Hove&apos;s'
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => xmlEntities[c] ?? c);
}

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * robots.txt: crawlers keep out of the staff area, sign-in and the API, and are pointed at
 * the sitemap by its absolute address.
 * @example buildRobotsTxt('https://kickoff.tv')
 * // 'User-agent: *\nDisallow: /admin\n...\nSitemap: https://kickoff.tv/sitemap.xml\n'
 */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /logout',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', siteUrl)}`,
    '',
  ].join('\n');
}

/** The latest of some ISO 8601 UTC times (they sort as text), or null. */
function newest(times: readonly (string | null)[]): string | null {
  let latest: string | null = null;
  for (const time of times) if (time !== null && (latest === null || time > latest)) latest = time;
  return latest;
}
