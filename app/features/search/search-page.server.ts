import { getChannel } from '~/features/channels/catalogue';
import type { AppServices } from '~/lib/app-context';
import { getTeamBadge, type TeamBadgeStyle } from '~/features/teams/team-badges';
import { buildTeamPath } from '~/features/teams/team-pages';
import { addDaysToIsoDate } from '~/lib/london-time';
import { listFixtures } from '~/features/schedule/fixture-store.server';
import {
  loadFixtureListing,
  type FixtureListing,
} from '~/features/listings/fixture-listing.server';
import { parseListingFilters, toFixtureFilter } from '~/features/listings/list-query';
import { parseFixtureSearch } from '~/features/schedule/search-terms';
import { searchFixtures } from './search.server';
import { packFixtures, type PackedFixtures } from '~/features/listings/listed-fixture';
import { toListedFixture } from '~/features/listings/listed-fixture.server';

/** How many played matches a search page shows below the upcoming ones. */
export const earlierMatchesShown = 30;

/** What the search page (`/schedule?search=…`) shows. */
export interface SearchPageData {
  search: string;
  /** The search with its typos put right, when that is what the page shows. */
  correctedTo: string | null;
  /** Upcoming matches, with the page's filters. */
  listing: FixtureListing;
  /** Matches already played, latest first. */
  earlier: PackedFixtures;
  /** Close names when nothing was found. */
  suggestions: string[];
  /** The catalogue teams the search names, for links to their pages. */
  teams: { name: string; path: string; badge: TeamBadgeStyle }[];
  /** The catalogue channels the search names, for links to their pages. */
  channels: { name: string; path: string }[];
}

/**
 * The search page: the search as typed or, when that finds nothing, with its typos put right;
 * its upcoming matches through the visitor's filters, then the latest played ones; close names
 * when nothing at all was found.
 */
export async function loadSearchPage(
  services: Pick<AppServices, 'db' | 'documentRequest'>,
  request: Request,
  { search, today }: { search: string; today: string },
): Promise<SearchPageData> {
  const { db, documentRequest } = services;
  const probe = await searchFixtures(db, { search, today, limit: 1 });
  const text = probe.correctedTo ?? search;
  const listing = await loadFixtureListing(services, request, {
    from: today,
    to: '9999-12-31',
    fixed: { search: text },
  });
  const filters = parseListingFilters(new URL(request.url).searchParams);
  const filter = filters.ok
    ? toFixtureFilter(filters.value, { from: '0000-01-01', to: addDaysToIsoDate(today, -1) })
    : null;
  const earlier =
    filter?.ok && probe.fixtures.length > 0
      ? await listFixtures(db, {
          ...filter.value.filter,
          search: text,
          upcomingFrom: today,
          limit: earlierMatchesShown,
        })
      : [];
  return {
    search,
    correctedTo: probe.correctedTo,
    listing,
    earlier: packFixtures(earlier.map(toListedFixture), { inDocument: documentRequest }),
    suggestions: probe.suggestions,
    ...namedPages(text),
  };
}

/** The catalogue teams and channels a search names, for links to their pages. */
function namedPages(search: string): Pick<SearchPageData, 'teams' | 'channels'> {
  const parsed = parseFixtureSearch(search);
  if (!parsed) return { teams: [], channels: [] };
  const sides = parsed.kind === 'match' ? parsed.sides : [parsed.term];
  return {
    teams: sides.flatMap((side) =>
      side.team
        ? [{ name: side.team, path: buildTeamPath(side.team), badge: getTeamBadge(side.team) }]
        : [],
    ),
    channels: (parsed.kind === 'name' ? parsed.channelIds : []).flatMap((id) => {
      const channel = getChannel(id);
      return channel ? [{ name: channel.name, path: `/channel/${id}` }] : [];
    }),
  };
}
