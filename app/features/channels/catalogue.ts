/**
 * The channel catalogue: every broadcaster and streaming service a UK football listing names,
 * with the colours the site draws its chip in and the page a viewer goes to watch.
 *
 * The built-in list is data (`channels.json`), checked by one schema when this module loads: it
 * changes with broadcast deals (a few times a year), is reviewed like code, and the importer
 * needs it without a database round trip. Administrators' edits (names, aliases, free or paid,
 * watch links, colours) are laid over it (decision 0028), so every reader asks `listChannels`
 * and `getChannel`, never the built-in list.
 * Ids are stable because they appear in URLs (`/sky-sports-main-event`); rename a channel by
 * changing `name` and moving the old name to `aliases`, never by changing the id.
 */
// zod/mini, not zod: the browser loads this module (decision 0027). Mini has no messages of
// its own, so a parse asks for the English ones (en).
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { isSafeChannelUrl } from './channel-link';
import { getChannelEdits, type ChannelEdits, type ChannelOverride } from './channel-edits';
import catalogueData from './channels.json' with { type: 'json' };

export const channelGroups = [
  { id: 'bbc', name: 'BBC' },
  { id: 'sky-sports', name: 'Sky Sports' },
  { id: 'tnt-sports', name: 'TNT Sports' },
  { id: 'itv-stv', name: 'ITV/STV' },
  { id: 'premier-sports', name: 'Premier Sports/La Liga' },
  { id: 'streaming', name: 'Streaming services' },
  // Not available in the UK: listed because imported schedules name them.
  { id: 'us-networks', name: 'US networks' },
  { id: 'scottish-welsh', name: 'Scottish/Welsh' },
  // The free terrestrial channels, league and club services, and YouTube channels.
  { id: 'misc', name: 'Other channels' },
] as const;

export type ChannelGroupId = (typeof channelGroups)[number]['id'];

const writtenSchema = z
  .string()
  .check(z.regex(/^\S(?:.*\S)?$/, 'must be non-blank, with no space at either end'));
const colourSchema = z.string().check(z.regex(/^#[0-9A-F]{6}$/, 'must be written #RRGGBB'));

const channelSchema = z.pipe(
  z.strictObject({
    /** Kebab-case and stable: it is the channel's URL slug. */
    id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case')),
    /** Canonical display name, as the broadcaster writes it. */
    name: writtenSchema,
    group: z.enum(channelGroups.map((group) => group.id)),
    /** Hex colours of the channel chip; text has at least WCAG AA contrast (4.5:1) on it. */
    backgroundColor: colourSchema,
    textColor: colourSchema,
    /** For chips whose background would vanish into a dark page. */
    borderColor: z.optional(colourSchema),
    /** Free to watch in the UK without a subscription (a TV licence aside). */
    isFreeToAir: z.boolean(),
    /** A free channel watched online only (a website, an app, YouTube), not on a TV channel:
     * the free-to-air page lists its matches apart, as free streams. */
    isStream: z.optional(z.literal(true)),
    /** Default page to watch on; null when there is no well-known public address. */
    url: z.nullable(z.string().check(z.refine(isSafeChannelUrl, 'must be an https:// address'))),
    /** Other names listings use (old names, short names). Spacing, case and punctuation
     * variants are not listed: the resolver's normalised key already covers them. */
    aliases: z.readonly(z.array(writtenSchema)),
    /** One sentence on what a streaming service is and how to watch it in the UK. */
    description: z.optional(writtenSchema),
    /** Why an entry is as it is, for whoever edits the file; not part of the channel. */
    note: z.optional(z.string()),
  }),
  z.transform(({ note: _note, ...channel }) => channel),
);

/** A catalogue channel, as `channels.json` writes it (less its note). */
export type Channel = z.infer<typeof channelSchema>;

/** The catalogue file: one entry per id, and no two channels of one name. */
export const channelCatalogueSchema = z.strictObject({
  channels: z.array(channelSchema).check(
    z.superRefine((channels, ctx) => {
      const ids = new Set<string>();
      const names = new Set<string>();
      channels.forEach((channel, index) => {
        const name = channel.name.toLowerCase();
        if (ids.has(channel.id) || names.has(name)) {
          const what = ids.has(channel.id) ? `id '${channel.id}'` : `name '${channel.name}'`;
          ctx.addIssue({ code: 'custom', path: [index], message: `${what} is used twice` });
        }
        ids.add(channel.id);
        names.add(name);
      });
    }),
  ),
});

/**
 * The catalogue's channels from data read as `channels.json`, or an error saying what is wrong:
 * a bad entry fails at load, so every test catches it.
 * @example parseChannelCatalogue({ channels: [] }) // []
 */
export function parseChannelCatalogue(data: unknown): Channel[] {
  // As lib/catalogue-file.ts reads the other catalogues: vite.config.ts loads this module (for
  // the chip colours) where the `~/` alias does not resolve, so it imports nothing through it.
  const parsed = z.safeParse(channelCatalogueSchema, data, { error: en().localeError });
  if (!parsed.success) {
    throw new Error(`channels.json is invalid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data.channels;
}

export const builtInChannels: readonly Channel[] = parseChannelCatalogue(catalogueData);

const builtInById = new Map(builtInChannels.map((channel) => [channel.id, channel]));

/**
 * The built-in channel with this id, as the code ships it, or null: what an edit is compared
 * with and falls back to.
 * @example getBuiltInChannel('bbc-one')?.name // 'BBC One'
 */
export function getBuiltInChannel(id: string): Channel | null {
  return builtInById.get(id) ?? null;
}

/**
 * The catalogue with `edits` laid over the built-in channels, in the built-in order: an edited
 * field replaces the built-in one, added aliases follow the kept ones, and a renamed channel
 * keeps its built-in name as an alias (listings go on writing it) unless that was taken away.
 * @example layerChannelEdits(builtInChannels, { 'bbc-one': { name: 'BBC 1 HD' } })[0]?.aliases // ['BBC One', 'BBC 1']
 */
export function layerChannelEdits(
  builtIn: readonly Channel[],
  edits: Readonly<Record<string, ChannelOverride>>,
): Channel[] {
  return builtIn.map((channel) => {
    const edit = edits[channel.id];
    if (!edit) return channel;
    const { addedAliases = [], removedAliases = [], ...fields } = edit;
    const renamed = fields.name !== undefined && fields.name !== channel.name;
    const kept = [...(renamed ? [channel.name] : []), ...channel.aliases].filter(
      (alias) => !removedAliases.includes(alias),
    );
    return { ...channel, ...fields, aliases: [...kept, ...addedAliases] };
  });
}

let layered: { from: ChannelEdits; channels: readonly Channel[]; byId: Map<string, Channel> } = {
  from: getChannelEdits(),
  channels: builtInChannels,
  byId: builtInById,
};

/**
 * Every channel of the catalogue as it is now (administrators' edits included), in catalogue
 * order. The same array until the edits change, so readers may derive from it once per change.
 * @example listChannels().find((c) => c.id === 'bbc-one')?.isFreeToAir // true
 */
export function listChannels(): readonly Channel[] {
  const edits = getChannelEdits();
  if (layered.from !== edits) {
    const channels = layerChannelEdits(builtInChannels, edits.channels);
    layered = { from: edits, channels, byId: new Map(channels.map((c) => [c.id, c])) };
  }
  return layered.channels;
}

/**
 * The catalogue channel with this id, edits included, or null.
 * @example getChannel('bbc-one')?.name // 'BBC One'
 */
export function getChannel(id: string): Channel | null {
  listChannels();
  return layered.byId.get(id) ?? null;
}

/**
 * A value worked out from the catalogue (a lookup table, a list of ids), built again only when
 * the catalogue changes: readers call the returned function wherever they read the value.
 * @example const listFreeIds = deriveFromCatalogue((channels) => channels.filter((c) => c.isFreeToAir).map((c) => c.id));
 */
export function deriveFromCatalogue<T>(build: (channels: readonly Channel[]) => T): () => T {
  let from: readonly Channel[] | null = null;
  let value: T;
  return () => {
    const channels = listChannels();
    if (from !== channels) {
      value = build(channels);
      from = channels;
    }
    return value;
  };
}

/** Free channels on TV (BBC One, ITV1, S4C…). */
export const listFreeBroadcastIds = deriveFromCatalogue((channels) =>
  channels.filter((c) => c.isFreeToAir && !c.isStream).map((c) => c.id),
);

/** Free streams (FIFA+, YouTube…). */
export const listFreeStreamIds = deriveFromCatalogue((channels) =>
  channels.filter((c) => c.isFreeToAir && c.isStream).map((c) => c.id),
);
