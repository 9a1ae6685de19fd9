import { z } from 'zod';
import { resolveChannelFilter } from '~/features/channels/channel-filter';
import { resolveCompetition } from '~/features/competitions/competition-catalogue';
import { resolveTeamFilter } from '~/features/teams/team-filter';
import { addDaysToIsoDate, isValidIsoDate } from '~/lib/london-time';
import type { FixtureFilter } from '~/features/schedule/fixture-store.server';

/** The widest date range one request may ask for. */
export const maxRangeDays = 62;
/** The most fixtures one request returns. */
export const maxFixturesPerRequest = 1000;

const isoDate = z.string().refine(isValidIsoDate, 'must be a real date written YYYY-MM-DD');
const text = z.string().trim().min(1).max(100);

const filterShape = {
  competition: text.optional(),
  team: text.optional(),
  search: text.optional(),
  channel: text.optional(),
  free: z.enum(['1', 'true', '0', 'false']).optional(),
};
// A list page's team is any text: one the catalogue does not know is "no such team", not a 400.
const listingSchema = z.object({ ...filterShape, team: z.string().optional() });
const apiSchema = z
  .object({ ...filterShape, from: isoDate.optional(), to: isoDate.optional() })
  .strict();

/** The parameters a fixture list's address may carry to narrow it. */
export const listFilterParameters = Object.keys(filterShape) as ListFilterName[];

/** A fixture list filter, by the name its address writes. */
export type ListFilterName = keyof typeof filterShape;

/** The filters a fixture list can be narrowed by, as written in its URL. */
export interface ListingFilters {
  competition?: string;
  team?: string;
  search?: string;
  channel?: string;
  freeToAir: boolean;
}

/**
 * True when a URL narrows a list with any filter: such views can be shared but are kept out of
 * search results. Other parameters (campaign tags) leave the page as it is.
 * @example isFilteredListing(new URLSearchParams('utm_source=x')) // false
 */
export function isFilteredListing(params: URLSearchParams): boolean {
  return listFilterParameters.some((key) => (params.get(key) ?? '') !== '');
}

/** A refusal is a 400 (a filter that cannot be read) unless it says 404 (it names nothing). */
type Parsed<T> = { ok: true; value: T } | { ok: false; error: string; status?: 404 };

/** The one answer for every team the catalogue does not know, whatever the address wrote. */
export const unknownTeamMessage = 'We do not list a team of that name.';

/**
 * Reads the filters of a public list page from its URL. Empty parameters count as absent and
 * other parameters (campaign tags, say) are ignored. A team is read as the catalogue names it;
 * one it does not know is refused with 404, the same for every such name.
 * @example parseListingFilters(new URLSearchParams('team=spurs&free=1'))
 *   // { ok: true, value: { team: 'Tottenham Hotspur', freeToAir: true } }
 */
export function parseListingFilters(params: URLSearchParams): Parsed<ListingFilters> {
  const parsed = listingSchema.safeParse(nonEmpty(params));
  if (!parsed.success) return { ok: false, error: describeIssue(parsed.error) };
  const { free, team, ...names } = parsed.data;
  const teamName = team === undefined ? undefined : resolveTeamFilter(team);
  if (teamName === null) return { ok: false, error: unknownTeamMessage, status: 404 };
  return {
    ok: true,
    value: {
      ...names,
      ...(teamName === undefined ? {} : { team: teamName }),
      freeToAir: free === '1' || free === 'true',
    },
  };
}

/**
 * The database filter for a date range and listing filters. A channel nobody knows is an error
 * the page can show ("no channel called …"), not an empty list that looks like no matches.
 */
export function toFixtureFilter(
  filters: ListingFilters,
  range: { from: string; to: string; limit?: number },
): Parsed<{ filter: FixtureFilter; channelLabel?: string }> {
  const channel = filters.channel ? resolveChannelFilter(filters.channel) : null;
  if (filters.channel && !channel) {
    return { ok: false, error: `Invalid channel: no channel called "${filters.channel}"` };
  }
  return {
    ok: true,
    value: {
      channelLabel: channel?.label,
      filter: {
        from: range.from,
        to: range.to,
        limit: range.limit ?? maxFixturesPerRequest,
        competitionSlug: filters.competition
          ? resolveCompetition(filters.competition).slug
          : undefined,
        team: filters.team,
        search: filters.search,
        channelIds: channel?.channelIds,
        freeToAir: filters.freeToAir || undefined,
      },
    },
  };
}

/**
 * Reads `/api/fixtures` query parameters into a bounded filter: `from` defaults to today and
 * `to` to six days after `from`; at most 62 days; unknown parameters are refused.
 * @example parseFixtureQuery(new URLSearchParams('from=2025-11-01'), '2025-10-30')
 *   // { ok: true, value: { filter: { from: '2025-11-01', to: '2025-11-07', limit: 1000, … } } }
 */
export function parseFixtureQuery(
  params: URLSearchParams,
  today: string,
): Parsed<{ filter: FixtureFilter }> {
  const parsed = apiSchema.safeParse(nonEmpty(params));
  if (!parsed.success) return { ok: false, error: describeIssue(parsed.error) };
  const { from = today, to: requestedTo, free, ...names } = parsed.data;
  const to = requestedTo ?? addDaysToIsoDate(from, 6);
  if (to < from) return { ok: false, error: 'Invalid range: "to" is before "from"' };
  if (to > addDaysToIsoDate(from, maxRangeDays - 1)) {
    return { ok: false, error: `Invalid range: at most ${maxRangeDays} days at a time` };
  }
  const filters = { ...names, freeToAir: free === '1' || free === 'true' };
  return toFixtureFilter(filters, { from, to });
}

function nonEmpty(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of params) if (value !== '') values[key] = value;
  return values;
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys')
    return `Invalid query: unknown parameter ${issue.keys.join(', ')}`;
  return `Invalid ${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'bad value'}`;
}
