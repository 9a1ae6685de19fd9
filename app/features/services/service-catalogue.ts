/**
 * The TV services a visitor can tick as theirs ("My services"): each one a subscription, a
 * pass or free TV, and the catalogue channels it lets them watch. The data is `services.json`
 * (checked here when loaded). A service names channel groups, single channels or "every
 * free-to-air channel" rather than copying channel lists, so a channel added to the channel
 * catalogue joins its service without a second edit.
 *
 * The file's order is the order services are offered and suggested in: free first, then roughly
 * cheapest first, so "Needs …" names the cheapest way in.
 */
import {
  builtInChannels as channels,
  channelGroups,
  getChannel,
  type Channel,
} from '~/features/channels/catalogue';
import catalogueData from './services.json';

export interface Service {
  /** Kebab-case and stable: visitors' browsers keep it. */
  readonly id: string;
  /** As shown on its tick box and in "Needs …". */
  readonly name: string;
  /** A few words under the name, for a service whose name does not say what it covers. */
  readonly hint: string | null;
  /** Club, league and niche passes, offered folded away below the main services. */
  readonly more: boolean;
  /** Ids of the catalogue channels it carries, in catalogue order. */
  readonly channelIds: readonly string[];
}

const idPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const groupIds = new Set<string>(channelGroups.map((g) => g.id));

/**
 * Reads the services file, refusing anything malformed: a broken entry fails every test.
 * @example parseServices({ services: [{ id: 'dazn', channels: ['dazn'] }] })[0]?.name // 'DAZN'
 */
export function parseServices(data: unknown): Service[] {
  const fail = (what: string): never => {
    throw new Error(`services.json: ${what}`);
  };
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const list = (value: unknown, where: string): string[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
      return fail(`${where} must be a list of ids`);
    return value as string[];
  };
  if (!isRecord(data) || !Array.isArray(data.services)) return fail('needs a "services" list');
  return data.services.map((entry: unknown, index): Service => {
    if (!isRecord(entry)) return fail(`entry ${index} must be an object`);
    const { id, name, hint, more, freeToAir } = entry;
    if (typeof id !== 'string' || !idPattern.test(id)) return fail(`entry ${index}: bad id`);
    const named = list(entry.channels, id).map(
      (channelId) => getChannel(channelId) ?? fail(`${id}: no channel "${channelId}"`),
    );
    const groups = list(entry.groups, id);
    for (const group of groups) if (!groupIds.has(group)) fail(`${id}: no group "${group}"`);
    const carried = (c: Channel) =>
      named.includes(c) || groups.includes(c.group) || (freeToAir === true && c.isFreeToAir);
    const channelIds = channels.filter(carried).map((c) => c.id);
    if (channelIds.length === 0) fail(`${id} carries no channel`);
    const shownName = name ?? (named.length === 1 ? named[0]?.name : undefined);
    if (typeof shownName !== 'string' || !shownName.trim()) return fail(`${id} needs a name`);
    if (hint !== undefined && typeof hint !== 'string') return fail(`${id}: hint must be text`);
    return { id, name: shownName, hint: hint ?? null, more: more === true, channelIds };
  });
}

export const services: readonly Service[] = parseServices(catalogueData);

const serviceIds = new Set(services.map((s) => s.id));

/** True for the id of a service in the catalogue. */
export function isServiceId(id: string): boolean {
  return serviceIds.has(id);
}

// For each channel, the services carrying it, in catalogue order: a list of hundreds of matches
// asks this once per channel of every row.
const servicesByChannel = new Map<string, Service[]>();
for (const service of services) {
  for (const channelId of service.channelIds) {
    servicesByChannel.set(channelId, [...(servicesByChannel.get(channelId) ?? []), service]);
  }
}

/**
 * The services that carry a catalogue channel, cheapest first; none for a channel no UK service
 * carries (the US networks).
 * @example listServicesCarrying('now').map((s) => s.name) // ['Sky Sports or NOW']
 */
export function listServicesCarrying(channelId: string): readonly Service[] {
  return servicesByChannel.get(channelId) ?? [];
}
