/**
 * The TV services a visitor can tick as theirs ("My services"): each one a subscription, a
 * pass or free TV, and the catalogue channels it lets them watch. The data is `services.json`,
 * checked by one schema when this module loads. A service names channel groups, single channels
 * or "every free-to-air channel" rather than copying channel lists, so a channel added to the
 * channel catalogue joins its service without a second edit.
 *
 * The file's order is the order services are offered and suggested in: free first, then roughly
 * cheapest first, so "Needs …" names the cheapest way in.
 */
// zod/mini, not zod: the browser loads this module (decision 0027).
import * as z from 'zod/mini';
import { readCatalogueFile } from '~/lib/catalogue-file';
import {
  builtInChannels as channels,
  channelGroups,
  getBuiltInChannel,
} from '~/features/channels/catalogue';
import catalogueData from './services.json' with { type: 'json' };

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

const entrySchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case')),
  /** Left out: the name of its one channel. */
  name: z.optional(z.string().check(z.regex(/\S/, 'must not be blank'))),
  hint: z.optional(z.string()),
  more: z.optional(z.boolean()),
  /** Every free-to-air channel. */
  freeToAir: z.optional(z.boolean()),
  /** Ids of single catalogue channels. */
  channels: z.optional(z.array(z.string())),
  /** Whole channel groups. */
  groups: z.optional(z.array(z.enum(channelGroups.map((group) => group.id)))),
});

type Entry = z.infer<typeof entrySchema>;

/** The catalogue channels an entry carries, in catalogue order. */
function carriedIds({ channels: named = [], groups = [], freeToAir }: Entry): string[] {
  return channels
    .filter(
      (c) =>
        named.includes(c.id) || groups.includes(c.group) || (freeToAir === true && c.isFreeToAir),
    )
    .map((c) => c.id);
}

const serviceSchema = z.pipe(
  entrySchema.check(
    z.superRefine((entry, ctx) => {
      entry.channels?.forEach((id, index) => {
        if (getBuiltInChannel(id)) return;
        ctx.addIssue({ code: 'custom', path: ['channels', index], message: `no channel '${id}'` });
      });
      if (carriedIds(entry).length === 0) {
        ctx.addIssue({ code: 'custom', message: `${entry.id} carries no channel` });
      }
      if (entry.name === undefined && entry.channels?.length !== 1) {
        const message = `${entry.id} needs a name, unless it names exactly one channel`;
        ctx.addIssue({ code: 'custom', path: ['name'], message });
      }
    }),
  ),
  z.transform((entry): Service => ({
    id: entry.id,
    name: entry.name ?? getBuiltInChannel(entry.channels?.[0] ?? '')?.name ?? entry.id,
    hint: entry.hint ?? null,
    more: entry.more === true,
    channelIds: carriedIds(entry),
  })),
);

/** The services file: each id and each name one service's. */
export const servicesSchema = z.strictObject({
  services: z.array(serviceSchema).check(
    z.superRefine((services, ctx) => {
      const ids = new Set<string>();
      const names = new Set<string>();
      services.forEach((service, index) => {
        if (ids.has(service.id) || names.has(service.name)) {
          const what = ids.has(service.id) ? `id '${service.id}'` : `name '${service.name}'`;
          ctx.addIssue({ code: 'custom', path: [index], message: `${what} is used twice` });
        }
        ids.add(service.id);
        names.add(service.name);
      });
    }),
  ),
});

/**
 * The services from data read as `services.json`, or an error saying what is wrong: a bad
 * entry fails at load, so every test catches it.
 * @example parseServices({ services: [{ id: 'dazn', channels: ['dazn'] }] })[0]?.name // 'DAZN'
 */
export function parseServices(data: unknown): Service[] {
  return readCatalogueFile('services.json', servicesSchema, data).services;
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
