import type { Db } from '~/db/create-db.server';
import { articlePath } from '~/features/articles/article-text';
import type { ArticleKind } from '~/features/articles/article';
import { listChannels } from '~/features/channels/catalogue';
import { competitions } from '~/features/competitions/competition-catalogue';
import { listingDays } from '~/features/schedule/day-views';
import { teams as catalogueTeams } from '~/features/teams/team-catalogue';
import { buildTeamPath, findTeamBySlug } from '~/features/teams/team-pages';
import { addDaysToIsoDate, ukToday } from '~/lib/london-time';
import { buildSitemapDocument, buildSitemapEntries, type SitemapSources } from './sitemap';

/** Match pages of the last week stay in the sitemap: results and reports are still searched for. */
export const recentMatchDays = 7;

/** Bounds on what one sitemap reads; far above a real season, well below what splits badly. */
const maxFixtures = 200_000;
const maxArticles = 50_000;

/**
 * What the sitemap lists, read from the database at `now`: fixtures from a week ago on (their
 * match pages, their days, their teams' and competitions' pages, the channels that show them) and every
 * published article. Last-modified times are the newest `updated_at` of the fixtures a page lists.
 */
export async function loadSitemapSources(db: Db, { now }: { now: Date }): Promise<SitemapSources> {
  const today = ukToday(now);
  const from = addDaysToIsoDate(today, -recentMatchDays);
  const [fixtures, channelRows, removed, articles] = await Promise.all([
    db
      .selectFrom('fixtures')
      .select(['id', 'uk_date', 'home_slug', 'away_slug', 'competition_slug', 'updated_at'])
      .where('uk_date', '>=', from)
      .orderBy('kickoff_utc')
      .orderBy('id')
      .limit(maxFixtures)
      .execute(),
    db
      .selectFrom('fixture_channels as fc')
      .innerJoin('fixtures as f', 'f.id', 'fc.fixture_id')
      .select(['fc.channel_id', (eb) => eb.fn.max('f.updated_at').as('updated_at')])
      .where('f.uk_date', '>=', today)
      .where('fc.channel_id', 'is not', null)
      .groupBy('fc.channel_id')
      .orderBy('fc.channel_id')
      .limit(listChannels().length + 1)
      .execute(),
    db
      .selectFrom('fixture_changes')
      .select((eb) => eb.fn.max('at_utc').as('at'))
      .where('kind', '=', 'removed')
      .executeTakeFirst(),
    db
      .selectFrom('articles')
      .select(['kind', 'slug', 'updated_at'])
      .where('status', '=', 'published')
      .where('published_at', '<=', now.toISOString())
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(maxArticles)
      .execute(),
  ]);

  const lastChange = new Map<string, string>();
  const touch = (key: string, at: string) => {
    const seen = lastChange.get(key);
    if (seen === undefined || at > seen) lastChange.set(key, at);
  };
  // A team or competition that had a match this past week or has one to come has a page (it
  // keeps it afterwards, listing its recent matches); the sitemap reads no further back.
  const lastListedDay = addDaysToIsoDate(today, listingDays - 1);
  const teamSlugs = new Set<string>();
  const listedCompetitions = new Set<string>();
  // In date order: the fixtures are read in kick-off order.
  const dayChanged = new Map<string, string>();
  let fixturesChangedAt: string | null = removed?.at ?? null;
  for (const fixture of fixtures) {
    if (fixturesChangedAt === null || fixture.updated_at > fixturesChangedAt)
      fixturesChangedAt = fixture.updated_at;
    for (const stored of [fixture.home_slug, fixture.away_slug]) {
      // A catalogue team's page is at its printed name, whatever name the listing used.
      const team = findTeamBySlug(stored);
      const slug = team ? buildTeamPath(team.name).slice(1) : stored;
      teamSlugs.add(slug);
      touch(`team:${slug}`, fixture.updated_at);
    }
    touch(`competition:${fixture.competition_slug}`, fixture.updated_at);
    if (fixture.uk_date <= lastListedDay) listedCompetitions.add(fixture.competition_slug);
    const day = dayChanged.get(fixture.uk_date);
    if (day === undefined || fixture.updated_at > day)
      dayChanged.set(fixture.uk_date, fixture.updated_at);
  }
  // Every catalogue team has a page, with or without fixtures to come.
  for (const team of catalogueTeams) teamSlugs.add(buildTeamPath(team.name).slice(1));
  const channelChanged = new Map(channelRows.map((row) => [row.channel_id, row.updated_at]));
  const known = new Set(competitions.map((c) => c.slug));
  const competitionSlugs = [
    ...competitions.map((c) => c.slug),
    ...[...listedCompetitions].filter((slug) => slug !== '' && !known.has(slug)).sort(),
  ];

  return {
    fixturesChangedAt,
    competitions: competitionSlugs.map((slug) => ({
      slug,
      lastModified: lastChange.get(`competition:${slug}`) ?? null,
    })),
    channels: listChannels().map((channel) => ({
      id: channel.id,
      lastModified: channelChanged.get(channel.id) ?? null,
    })),
    teams: [...teamSlugs].sort().map((slug) => ({
      slug,
      lastModified: lastChange.get(`team:${slug}`) ?? null,
    })),
    days: [...dayChanged].map(([date, lastModified]) => ({ date, lastModified })),
    matches: fixtures.map((f) => ({ id: f.id, lastModified: f.updated_at })),
    articles: articles.map((a) => ({
      path: articlePath({ kind: a.kind as ArticleKind, slug: a.slug }),
      section: a.kind === 'news' ? ('news' as const) : ('blog' as const),
      lastModified: a.updated_at,
    })),
    takenSlugs: new Set([...known, ...listChannels().map((c) => c.id)]),
  };
}

/**
 * The sitemap document at `/sitemap.xml` (page null) or `/sitemaps/{page}.xml`, or null when
 * that child sitemap does not exist. `maxUrls` is there for tests of the split into an index.
 */
export async function readSitemap(
  db: Db,
  options: { now: Date; siteUrl: string; page: number | null; maxUrls?: number },
): Promise<string | null> {
  const sources = await loadSitemapSources(db, { now: options.now });
  return buildSitemapDocument(buildSitemapEntries(sources), options.siteUrl, options);
}
