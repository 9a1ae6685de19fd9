import type { Fixture } from '~/features/schedule/fixture';
import { absoluteUrl } from './page-meta';

// A list page's structured data, apart from the rest (structured-data.ts): list pages build it
// in the browser too, and it needs none of the team and channel catalogues.

export const schemaContext = 'https://schema.org';

/** What a list entry needs of a fixture. */
type ListedMatch = Pick<Fixture, 'id' | 'homeTeam' | 'awayTeam'>;

/** ItemList pages show at most this many entries in their structured data. */
const maxItemListLength = 100;

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
    '@context': schemaContext,
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

export function matchName(fixture: Pick<Fixture, 'homeTeam' | 'awayTeam'>): string {
  return `${fixture.homeTeam} v ${fixture.awayTeam}`;
}

export function matchUrl(fixture: ListedMatch, siteUrl: string): string {
  return absoluteUrl(`/match/${encodeURIComponent(fixture.id)}`, siteUrl);
}
