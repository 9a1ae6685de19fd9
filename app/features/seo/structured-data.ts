import { getChannel } from '~/features/channels/catalogue';
import type { Fixture, StoredChannel } from '~/features/fixtures/fixture';
import { absoluteUrl } from './page-meta';

/** What a list entry needs of a fixture. */
type ListedMatch = Pick<Fixture, 'id' | 'homeTeam' | 'awayTeam'>;

/**
 * schema.org structured data for the pages, as plain JSON-serialisable objects handed to
 * `buildMeta({ jsonLd })`. Valid schema.org is the aim, not Google event rich results: those
 * require a venue, and a TV guide does not know one (we never invent data).
 *
 * Team, competition and channel names come from pasted listings. They go into the objects as
 * they are: React Router escapes `<`, `>` and `&` when it writes the script element, and
 * escaping here as well would show `\u003c` to every consumer that parses the JSON.
 */

const context = 'https://schema.org';

/** ItemList pages show at most this many entries in their structured data. */
export const maxItemListLength = 100;

/**
 * A match as a SportsEvent, with one live BroadcastEvent per listed channel (`subjectOf`: each
 * broadcast is about the match). A match with channels is `MixedEventAttendanceMode` (attended
 * in the stadium, watched live on TV or streaming); one without is `OfflineEventAttendanceMode`.
 * @example
 * buildSportsEvent(fixture, 'https://kickoff.tv')
 * // { '@context': 'https://schema.org', '@type': 'SportsEvent', name: 'Arsenal v Chelsea',
 * //   startDate: '2025-08-16T14:00:00.000Z', url: 'https://kickoff.tv/match/abc12345', ... }
 * A match whose kick-off moved is `EventRescheduled`, with its earlier start dates.
 */
export function buildSportsEvent(
  fixture: Fixture,
  siteUrl: string,
  { previousStartDates = [] }: { previousStartDates?: readonly string[] } = {},
): object {
  const name = matchName(fixture);
  const broadcasts = fixture.channels.map((channel) => buildBroadcast(channel, fixture, name));
  return {
    '@context': context,
    '@type': 'SportsEvent',
    name,
    startDate: fixture.kickoffUtc,
    url: matchUrl(fixture, siteUrl),
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
    // A competition is a series of matches; SportsEvent is the closest stable Event type.
    ...(fixture.competition.trim() === ''
      ? {}
      : { superEvent: { '@type': 'SportsEvent', name: fixture.competition } }),
    ...(broadcasts.length > 0 ? { subjectOf: broadcasts } : {}),
  };
}

/**
 * A list page's matches as an ItemList of links to their match pages, in the order given and
 * capped at 100 entries (a month of fixtures would otherwise weigh more than the page).
 * @example
 * buildItemList([fixture], 'https://kickoff.tv')
 * // { '@context': 'https://schema.org', '@type': 'ItemList', numberOfItems: 1, itemListElement:
 * //   [{ '@type': 'ListItem', position: 1, url: 'https://kickoff.tv/match/abc12345', name: 'Arsenal v Chelsea' }] }
 */
export function buildItemList(fixtures: readonly ListedMatch[], siteUrl: string): object {
  const listed = fixtures.slice(0, maxItemListLength);
  return {
    '@context': context,
    '@type': 'ItemList',
    numberOfItems: listed.length,
    itemListElement: listed.map((fixture, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: matchUrl(fixture, siteUrl),
      name: matchName(fixture),
    })),
  };
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

function matchName(fixture: ListedMatch): string {
  return `${fixture.homeTeam} v ${fixture.awayTeam}`;
}

function matchUrl(fixture: ListedMatch, siteUrl: string): string {
  return absoluteUrl(`/match/${encodeURIComponent(fixture.id)}`, siteUrl);
}

function buildBroadcast(channel: StoredChannel, fixture: Fixture, matchName: string): object {
  const url = viewingUrl(channel);
  return {
    '@type': 'BroadcastEvent',
    name: `${matchName} on ${channel.name}`,
    isLiveBroadcast: true,
    startDate: fixture.kickoffUtc,
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
