import { data } from 'react-router';
import type { AppServices } from '~/lib/app-context';
import { listFixtures, type FixtureFilter } from '~/features/schedule/fixture-store.server';
import { parseListingFilters, toFixtureFilter, type ListingFilters } from './list-query';
import { packFixtures, type PackedFixtures } from './listed-fixture';
import { toListedFixture } from './listed-fixture.server';
import { listChannelGroupsForFilter } from '~/features/channels/channel-filter';
import { packChannelOptions, type PackedChannelOptions } from '~/features/channels/channel-options';

/** The most rows one list page shows; longer ranges are narrowed by the filters. */
export const maxListedFixtures = 400;

export interface FixtureListing {
  fixtures: PackedFixtures;
  /** What the channel filter offers (read back from the markup on a whole page). */
  channelOptions: PackedChannelOptions;
  filters: ListingFilters;
  /** The channel filter as a visitor would name it ('Sky Sports'). */
  channelLabel: string | null;
  /** True when the page hit the row limit, so the visitor can be told to narrow it. */
  truncated: boolean;
  /**
   * When the visitor's free-to-air filter left no match: how many televised matches it hid, so
   * the page can say "None of the 9 televised matches today is on free-to-air TV"; else 0.
   */
  notFreeToAir: number;
}

/**
 * The visitor's filters from a list page's URL, or the page's refusal: 400 for a filter that
 * cannot be read, 404 for a team we do not list (one page for every such name).
 */
export function requireListingFilters(params: URLSearchParams): ListingFilters {
  const parsed = parseListingFilters(params);
  if (!parsed.ok) throw data(parsed.error, { status: parsed.status ?? 400 });
  return parsed.value;
}

/**
 * The fixtures of a list page: a date range, the page's own narrowing (a competition, a team,
 * a channel), then the visitor's filters from the URL. Unreadable filters are a 400 page with a
 * message; an unknown channel name is a 400 too, so it never looks like "no matches".
 */
export async function loadFixtureListing(
  { db, documentRequest }: Pick<AppServices, 'db' | 'documentRequest'>,
  request: Request,
  {
    from,
    to,
    fixed = {},
    includes,
  }: {
    from: string;
    to: string;
    /** Narrowing that belongs to the page itself (a channel page's channel, say). */
    fixed?: Partial<Omit<FixtureFilter, 'from' | 'to' | 'limit'>>;
    /** A finer test than whole dates (Tonight starts at 17:00). */
    includes?: (fixture: { date: string; time: string }) => boolean;
  },
): Promise<FixtureListing> {
  const filters = requireListingFilters(new URL(request.url).searchParams);
  const filter = toFixtureFilter(filters, { from, to, limit: maxListedFixtures + 1 });
  if (!filter.ok) throw data(filter.error, { status: 400 });

  const read = async (query: FixtureFilter) => {
    const rows = await listFixtures(db, query);
    return (includes ? rows.filter(includes) : rows).map(toListedFixture);
  };
  const query = { ...filter.value.filter, ...fixed };
  const fixtures = await read(query);
  const hidFreeToAir = fixtures.length === 0 && filters.freeToAir && !fixed.freeToAir;
  return {
    fixtures: packFixtures(fixtures.slice(0, maxListedFixtures), { inDocument: documentRequest }),
    channelOptions: packChannelOptions(listChannelGroupsForFilter(), {
      inDocument: documentRequest,
    }),
    filters,
    channelLabel: filter.value.channelLabel ?? null,
    truncated: fixtures.length > maxListedFixtures,
    notFreeToAir: hidFreeToAir
      ? (await read({ ...query, freeToAir: undefined })).filter((f) => f.state === undefined).length
      : 0,
  };
}
