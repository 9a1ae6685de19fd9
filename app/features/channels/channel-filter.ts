import {
  channelGroups,
  deriveFromCatalogue,
  getChannel,
  listChannels,
  type Channel,
} from './catalogue';
import type { ChannelOptionGroup } from './channel-options';
import { resolveChannel } from './resolve-channel';

export interface ChannelFilter {
  /** What the filter shows as, e.g. 'Sky Sports' or 'BBC One'. */
  label: string;
  channelIds: readonly string[];
}

// Names people filter by that mean a whole family of channels (the footer's Sky Sports, TNT Sports,
// BBC, ITV), so "Sky Sports" finds Main Event, Football, Premier League and the rest.
const families = [
  ['bbc', 'BBC', 'bbc'],
  ['sky sports', 'Sky Sports', 'sky-sports'],
  ['tnt sports', 'TNT Sports', 'tnt-sports'],
  ['bt sport', 'TNT Sports', 'tnt-sports'],
  ['itv', 'ITV', 'itv-stv'],
  ['premier sports', 'Premier Sports', 'premier-sports'],
] as const;

const listFamilies = deriveFromCatalogue(
  (channels) =>
    new Map<string, ChannelFilter>(
      families.map(([key, label, group]) => [
        key,
        { label, channelIds: channels.filter((c) => c.group === group).map((c) => c.id) },
      ]),
    ),
);

/**
 * Reads a channel filter from a URL: a channel id, a family name (all its channels) or any
 * name the catalogue resolves. Null when it names no channel we know.
 * @example resolveChannelFilter('Sky Sports')?.channelIds.length // 13
 * @example resolveChannelFilter('bbc-one') // { label: 'BBC One', channelIds: ['bbc-one'] }
 */
export function resolveChannelFilter(value: string): ChannelFilter | null {
  const family = listFamilies().get(value.trim().toLowerCase().replace(/\s+/g, ' '));
  if (family) return family;
  const channel = getChannel(value) ?? resolveChannel(value);
  return channel ? { label: channel.name, channelIds: [channel.id] } : null;
}

/** Channels by group, in catalogue order, for the channel directory. */
export function listChannelGroups(): { id: string; name: string; channels: Channel[] }[] {
  const channels = listChannels();
  return channelGroups
    .map((group) => ({ ...group, channels: channels.filter((c) => c.group === group.id) }))
    .filter((group) => group.channels.length > 0);
}

/**
 * The channels a list's filter offers one by one: the main UK broadcasters' channels. Every
 * other channel is reachable from its own page and by the families above.
 */
export const listChannelGroupsForFilter = deriveFromCatalogue((): readonly ChannelOptionGroup[] =>
  listChannelGroups()
    .filter((group) =>
      ['bbc', 'sky-sports', 'tnt-sports', 'itv-stv', 'premier-sports', 'streaming'].includes(
        group.id,
      ),
    )
    .map((group) => ({
      name: group.name,
      channels: group.channels.map((c) => ({ id: c.id, name: c.name })),
    })),
);

/** Where to watch a listed channel: the URL staff set for the fixture, else the catalogue's. */
export function channelViewingUrl(channel: {
  id: string | null;
  url?: string | null;
}): string | null {
  return channel.url ?? (channel.id ? (getChannel(channel.id)?.url ?? null) : null);
}
