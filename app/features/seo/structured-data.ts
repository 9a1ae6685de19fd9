import { getChannel } from '~/features/channels/catalogue';
import { describeBroadcast } from '~/features/schedule/fixture-status';
import { matchEndUtc } from '~/features/schedule/live-now';
import type { Fixture, StoredChannel } from '~/features/schedule/fixture';
import { resolveTeam } from '~/features/teams/team-catalogue';
import { formatLongDate } from '~/lib/london-time';
import { matchName, matchUrl, schemaContext as context } from './item-list';
import { absoluteUrl, defaultOgImage, siteName } from './page-meta';

/**
 * schema.org structured data for the pages, as plain JSON-serialisable objects handed to
 * `buildMeta({ jsonLd })`, with the properties Google's rich results require (events: name,
 * startDate, location; articles: headline, image, datePublished, author, publisher.logo).
 *
 * Team, competition and channel names come from pasted listings. They go into the objects as
 * they are: React Router escapes `<`, `>` and `&` when it writes the script element, and
 * escaping here as well would show `\u003c` to every consumer that parses the JSON.
 */

/** The site's logo: the app icon, square and large enough for every logo guideline. */
export const siteLogo = { path: '/icons/icon-512.png', width: 512, height: 512 } as const;

/** The site as schema.org's publisher of its pages and articles. */
function buildPublisher(siteUrl: string): object {
  return {
    '@type': 'Organization',
    name: siteName,
    url: absoluteUrl('/', siteUrl),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(siteLogo.path, siteUrl),
      width: siteLogo.width,
      height: siteLogo.height,
    },
  };
}

/**
 * A match as a SportsEvent, with one live BroadcastEvent per listed channel (`subjectOf`: each
 * broadcast is about the match). A match with channels is `MixedEventAttendanceMode` (attended
 * in the stadium, watched live on TV or streaming); one without is `OfflineEventAttendanceMode`.
 * Its location is the home team's ground (see matchLocation), its images the match's own share
 * image (`image`, a site path; the site's share image without one) and the site's logo, its
 * description the teams, competition, UK kick-off and channels.
 * @example
 * buildSportsEvent(fixture, 'https://kickoff.tv')
 * // { '@context': 'https://schema.org', '@type': 'SportsEvent', name: 'Arsenal v Chelsea',
 * //   startDate: '2025-08-16T14:00:00.000Z', url: 'https://kickoff.tv/match/abc12345',
 * //   location: { '@type': 'Place', name: 'Emirates Stadium', address: { ... } }, ... }
 * A match whose kick-off moved is `EventRescheduled`, with its earlier start dates.
 */
export function buildSportsEvent(
  fixture: Fixture,
  siteUrl: string,
  {
    previousStartDates = [],
    image = defaultOgImage,
  }: { previousStartDates?: readonly string[]; image?: string } = {},
): object {
  const name = matchName(fixture);
  const broadcasts = fixture.channels.map((channel) => buildBroadcast(channel, fixture, name));
  return {
    '@context': context,
    '@type': 'SportsEvent',
    name,
    startDate: fixture.kickoffUtc,
    endDate: matchEndUtc(fixture.kickoffUtc),
    url: matchUrl(fixture, siteUrl),
    description: describeMatch(fixture),
    image: [absoluteUrl(image, siteUrl), absoluteUrl(siteLogo.path, siteUrl)],
    ...withLocation(matchLocation(fixture)),
    sport: 'Soccer',
    eventStatus:
      previousStartDates.length > 0
        ? 'https://schema.org/EventRescheduled'
        : 'https://schema.org/EventScheduled',
    ...(previousStartDates.length > 0
      ? {
          previousStartDate:
            previousStartDates.length === 1 ? previousStartDates[0] : [...previousStartDates],
        }
      : {}),
    eventAttendanceMode:
      broadcasts.length > 0
        ? 'https://schema.org/MixedEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode',
    homeTeam: { '@type': 'SportsTeam', name: fixture.homeTeam },
    awayTeam: { '@type': 'SportsTeam', name: fixture.awayTeam },
    performer: [
      { '@type': 'SportsTeam', name: fixture.homeTeam },
      { '@type': 'SportsTeam', name: fixture.awayTeam },
    ],
    // A competition is a series of matches; SportsEvent is the closest stable Event type.
    ...(fixture.competition.trim() === ''
      ? {}
      : { superEvent: { '@type': 'SportsEvent', name: fixture.competition } }),
    ...(broadcasts.length > 0 ? { subjectOf: broadcasts } : {}),
  };
}

/**
 * What a match page says in one sentence or two: teams, competition, UK kick-off, channels.
 * @example
 * describeMatch(fixture)
 * // 'Arsenal v Chelsea, Premier League. Kick-off 15:00 UK time on Saturday 16 August 2025. Live on BBC One.'
 */
export function describeMatch(
  fixture: Pick<
    Fixture,
    'homeTeam' | 'awayTeam' | 'competition' | 'date' | 'time' | 'channels' | 'channelStatus'
  >,
): string {
  const competition = fixture.competition.trim();
  const channels = fixture.channels.map((c) => c.name);
  return [
    `${matchName(fixture)}${competition ? `, ${competition}` : ''}.`,
    `Kick-off ${fixture.time} UK time on ${formatLongDate(fixture.date)}.`,
    // The page's own words for a match without channels (TBC, not televised, the blackout).
    channels.length > 0 ? `Live on ${joinNames(channels)}.` : `${describeBroadcast(fixture)}.`,
  ].join(' ');
}

/**
 * Where a match is played, as a schema.org Place: the home team's ground when the catalogue
 * knows the team by this exact name (not 'Arsenal Women': other sides play elsewhere) and the
 * match is not a final or semi-final (often at a neutral ground; quarter-finals are not);
 * otherwise null, as a TV listing does not say (a team's name is no place, and search engines
 * refuse it).
 * @example matchLocation({ homeTeam: 'Spurs', competition: 'Premier League' })
 * // { '@type': 'Place', name: 'Tottenham Hotspur Stadium', address: { '@type': 'PostalAddress',
 * //   addressLocality: 'London', addressCountry: 'GB' } }
 */
export function matchLocation(fixture: Pick<Fixture, 'homeTeam' | 'competition'>): object | null {
  const ground = /(?<!quarter[- ]?)\bfinals?\b/i.test(fixture.competition)
    ? null
    : (resolveTeam(fixture.homeTeam)?.ground ?? null);
  if (!ground) return null;
  return {
    '@type': 'Place',
    name: ground.name,
    address: {
      '@type': 'PostalAddress',
      addressLocality: ground.town,
      addressCountry: ground.country,
    },
  };
}

/**
 * An article as a NewsArticle (news) or BlogPosting (blog posts and guides): its own image or
 * the site's share image, and the site as publisher with its logo.
 * @example
 * buildArticleData(article, 'https://kickoff.tv')
 * // { '@type': 'NewsArticle', headline: '…', image: ['https://kickoff.tv/og-image.png'],
 * //   publisher: { '@type': 'Organization', name: 'Kickoff TV', logo: { '@type': 'ImageObject', … } }, … }
 */
export function buildArticleData(
  article: {
    kind: 'news' | 'blog' | 'guide';
    title: string;
    summary: string;
    author: string;
    publishedAt: string;
    updatedAt: string;
    imageUrl: string | null;
    tags: readonly string[];
    path: string;
  },
  siteUrl: string,
): object {
  return {
    '@context': context,
    '@type': article.kind === 'news' ? 'NewsArticle' : 'BlogPosting',
    headline: article.title,
    description: article.summary,
    image: [absoluteUrl(article.imageUrl ?? defaultOgImage, siteUrl)],
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { '@type': 'Organization', name: article.author, url: absoluteUrl('/about', siteUrl) },
    publisher: buildPublisher(siteUrl),
    mainEntityOfPage: absoluteUrl(article.path, siteUrl),
    keywords: article.tags.join(', '),
  };
}

/**
 * The home page's WebSite, whose search box searches the schedule, and the site as an
 * Organization with its logo.
 * @example
 * buildWebSite('https://kickoff.tv')
 * // { '@type': 'WebSite', url: 'https://kickoff.tv/', potentialAction: { '@type': 'SearchAction',
 * //   target: { urlTemplate: 'https://kickoff.tv/schedule?search={search_term_string}' }, … } }
 */
export function buildWebSite(siteUrl: string): object[] {
  return [
    {
      '@context': context,
      '@type': 'WebSite',
      name: siteName,
      url: absoluteUrl('/', siteUrl),
      inLanguage: 'en-GB',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: absoluteUrl('/schedule?search={search_term_string}', siteUrl),
        },
        'query-input': 'required name=search_term_string',
      },
    },
    { '@context': context, ...buildPublisher(siteUrl) },
  ];
}

/** 'A', 'A and B', 'A, B and C'. */
function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * A BreadcrumbList from the home page down to the current page, with absolute item URLs.
 * @example
 * buildBreadcrumbs([{ name: 'Home', path: '/' }, { name: 'Schedule', path: '/schedule' }], 'https://kickoff.tv')
 * // { ..., itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://kickoff.tv/' }, ...] }
 */
export function buildBreadcrumbs(
  crumbs: readonly { name: string; path: string }[],
  siteUrl: string,
): object {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

function buildBroadcast(channel: StoredChannel, fixture: Fixture, matchName: string): object {
  const url = viewingUrl(channel);
  return {
    '@type': 'BroadcastEvent',
    name: `${matchName} on ${channel.name}`,
    isLiveBroadcast: true,
    startDate: fixture.kickoffUtc,
    endDate: matchEndUtc(fixture.kickoffUtc),
    publishedOn: {
      '@type': 'BroadcastService',
      name: channel.name,
      broadcastDisplayName: channel.name,
      ...(url === null ? {} : { url }),
    },
  };
}

/** The fixture's own link first (staff set it per match), else the catalogue's watch page.
 * Only http(s): a stored `javascript:` link must not travel on to other sites' crawlers. */
function viewingUrl(channel: StoredChannel): string | null {
  const catalogueUrl = channel.id === null ? null : (getChannel(channel.id)?.url ?? null);
  return [channel.url, catalogueUrl].find((url) => url != null && isWebUrl(url)) ?? null;
}

function isWebUrl(url: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(url);
}

/** A SportsEvent's `location`, left out when the ground is not known. */
function withLocation(location: object | null): { location?: object } {
  return location ? { location } : {};
}
