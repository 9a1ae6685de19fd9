import { z } from 'zod';
import { getChannel } from '~/features/channels/catalogue';
import { isValidIsoDate } from '~/lib/london-time';
import {
  channelStatuses,
  type ChannelStatus,
  type StoredChannel,
} from '~/features/schedule/fixture';

/** A row of Manage Fixtures. */
export interface ManagedFixture {
  id: string;
  date: string;
  time: string;
  homeTeam: string;
  awayTeam: string;
  competition: string;
  channelStatus: ChannelStatus;
  channels: StoredChannel[];
}

/**
 * Manage Fixtures' filters as its GET form writes them in the address:
 * `?from=2025-11-01&to=2025-11-30&team=Arsenal&competition=premier-league&channel=bbc-one&status=tbc&q=cup&page=2`,
 * or `?date=2025-11-01` for one saved date. Read on the server (zod, with size limits); a value
 * that does not pass is left out and named, so a mistyped address still shows a page.
 */
export interface ManageFilter {
  /** First UK date, inclusive. */
  from: string | null;
  /** Last UK date, inclusive. */
  to: string | null;
  /** A team as staff write it ('Spurs', 'Man Utd'), home or away. */
  team: string | null;
  /** A competition's slug (the select lists the stored ones). */
  competition: string | null;
  /** A catalogue channel id. */
  channel: string | null;
  status: ChannelStatus | null;
  /** Teams, a competition or a match ('Arsenal v Chelsea'), as the public search reads them. */
  q: string | null;
}

export interface ManageQuery {
  /** One saved date (the date picker), when no filter is set. */
  date: string | null;
  filter: ManageFilter;
  page: number;
  /** The labels of parameters left out because they did not pass, e.g. ['From']. */
  ignored: string[];
}

/** How many fixtures one page of results lists. */
export const managePageSize = 100;
/** The last page one may ask for (100,000 fixtures at 100 a page). */
export const maxManagePage = 1000;
/** The longest team or search text; what is longer is refused, not cut. */
export const maxFilterText = 100;

export const filterKeys = ['from', 'to', 'team', 'competition', 'channel', 'status', 'q'] as const;
type FilterKey = (typeof filterKeys)[number];

/** The form's labels, for naming a parameter that was left out. */
export const filterLabels: Record<FilterKey | 'date' | 'page', string> = {
  date: 'Saved date',
  from: 'From',
  to: 'To',
  team: 'Team',
  competition: 'Competition',
  channel: 'Channel',
  status: 'Status',
  q: 'Search',
  page: 'Page',
};

/** What each status choice reads as in the form. */
export const statusLabels: Record<ChannelStatus, string> = {
  listed: 'Channels listed',
  tbc: 'Channel to be confirmed',
  none: 'No channel listed',
  'not-televised': 'Not televised',
};

const isoDate = z.string().refine(isValidIsoDate);
const text = z.string().trim().min(1).max(maxFilterText);

/** Each parameter's rule; every one is optional and read on its own. */
export const manageParamSchema = z
  .object({
    date: isoDate,
    from: isoDate,
    to: isoDate,
    team: text,
    competition: z
      .string()
      .max(maxFilterText)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    channel: z
      .string()
      .max(maxFilterText)
      .refine((id) => getChannel(id) !== null),
    status: z.enum(channelStatuses),
    q: text,
    page: z.coerce.number().int().min(1).max(maxManagePage),
  })
  .partial();

type Params = z.infer<typeof manageParamSchema>;

/**
 * Reads Manage Fixtures' address. Empty parameters count as absent, as a GET form sends every
 * field; a repeated parameter counts once (its first value); a range given backwards is turned
 * round.
 * @example parseManageQuery(new URLSearchParams('team=Arsenal&from=2025-11-30&to=2025-11-01'))
 *   // { date: null, filter: { from: '2025-11-01', to: '2025-11-30', team: 'Arsenal', … }, page: 1, ignored: [] }
 */
export function parseManageQuery(params: URLSearchParams): ManageQuery {
  const read: Params = {};
  const ignored: string[] = [];
  for (const key of Object.keys(manageParamSchema.shape) as (keyof Params)[]) {
    const value = params.get(key);
    if (value === null || value.trim() === '') continue;
    const parsed = manageParamSchema.shape[key].safeParse(value);
    if (parsed.success) Object.assign(read, { [key]: parsed.data });
    else ignored.push(filterLabels[key]);
  }
  let { from = null, to = null } = read;
  if (from && to && to < from) [from, to] = [to, from];
  return {
    date: read.date ?? null,
    filter: {
      from,
      to,
      team: read.team ?? null,
      competition: read.competition ?? null,
      channel: read.channel ?? null,
      status: read.status ?? null,
      q: read.q ?? null,
    },
    page: read.page ?? 1,
    ignored,
  };
}

/** True when any filter is set: the panel then lists what matches instead of one date. */
export function isFiltering(filter: ManageFilter): boolean {
  return filterKeys.some((key) => filter[key] !== null);
}

/**
 * The address of a page of results for these filters (the pager's links).
 * @example manageSearch({ ...noFilter, team: 'Arsenal' }, 2) // '?team=Arsenal&page=2'
 */
export function manageSearch(filter: ManageFilter, page = 1): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filter[key];
    if (value !== null) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** No filter set. */
export const noFilter: ManageFilter = {
  from: null,
  to: null,
  team: null,
  competition: null,
  channel: null,
  status: null,
  q: null,
};
