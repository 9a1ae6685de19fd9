/**
 * The channel catalogue editor (administrators only, decision 0028): a channel's display name,
 * free or paid, watch link and chip colours, and the names that map to it. Each change is one
 * transaction with its audit row, replaces the catalogue's revision so every process reads the
 * edits again, and clears the page cache (`recordChange`).
 */
import { z } from 'zod';
import { recordChange, type StaffChange } from '~/features/audit/staff-change.server';
import type { Db } from '~/db/create-db.server';
import {
  contrastRatio,
  formatContrast,
  hexColourPattern,
  minimumTextContrast,
} from '~/lib/colour-contrast';
import { readFormFields } from '~/lib/form-fields';
import {
  channelGroups,
  getBuiltInChannel,
  getChannel,
  listChannels,
  type Channel,
} from './catalogue';
import {
  forgetChannelAlias,
  maxChannelNameLength,
  readChannelName,
  rememberChannelAlias,
} from './channel-aliases.server';
import { loadChannelCatalogue, replaceCatalogueRevision } from './channel-catalogue.server';
import { getChannelEdits } from './channel-edits';
import { isSafeChannelUrl, maxChannelUrlLength } from './channel-link';
import { buildChannelKey, resolveChannel } from './resolve-channel';

/** The editor's forms; each posts one of these as its `intent`. */
export const channelEditIntents = ['details', 'add-alias', 'remove-alias'] as const;
export type ChannelEditIntent = (typeof channelEditIntents)[number];

/** Where a message is shown: beside its field, or above the form (`form`). */
export type ChannelField =
  'name' | 'access' | 'url' | 'backgroundColor' | 'textColor' | 'alias' | 'form';
export type ChannelFieldErrors = Partial<Record<ChannelField, string>>;

/** What a post to a channel's page answers; a refusal carries its status and field messages. */
export type ChannelEditReply =
  | { ok: true; intent: ChannelEditIntent; message: string; detail: string }
  | {
      ok: false;
      intent: ChannelEditIntent | null;
      status: 400 | 404;
      message: string;
      detail: string;
      errors: ChannelFieldErrors;
    };

const nameMessage = `Enter a name of 1 to ${maxChannelNameLength} characters, without control characters`;

/** A name or alias as typed; the catalogue's own rule (`readChannelName`) decides. */
const channelNameField = z
  .string({ error: nameMessage })
  .max(1000, { error: nameMessage })
  .transform((value, ctx) => {
    const name = readChannelName(value);
    if (name === null) ctx.addIssue({ code: 'custom', message: nameMessage });
    return name ?? '';
  });

/** A `#RRGGBB` colour, stored in capitals. */
const colourField = (which: string) =>
  z
    .string({ error: `Enter the ${which} colour as #RRGGBB` })
    .trim()
    .regex(hexColourPattern, { error: `Enter the ${which} colour as #RRGGBB, e.g. #0A1D45` })
    .transform((value) => value.toUpperCase());

/** The details form: every field the form has, and no other (docs/security.md R17). */
export const channelDetailsSchema = z
  .strictObject({
    name: channelNameField,
    access: z.enum(['free', 'paid'], { error: 'Choose free-to-air or paid' }),
    url: z
      .string({ error: 'Enter the watch link, or leave it empty' })
      .trim()
      .max(maxChannelUrlLength, { error: 'The watch link must be at most 2,048 characters' })
      .refine((url) => url === '' || isSafeChannelUrl(url), {
        error: 'Enter an absolute https:// address, or leave it empty for no link',
      }),
    backgroundColor: colourField('background'),
    textColor: colourField('text'),
  })
  .superRefine(({ backgroundColor, textColor }, ctx) => {
    const ratio = contrastRatio(textColor, backgroundColor);
    if (ratio < minimumTextContrast)
      ctx.addIssue({
        code: 'custom',
        path: ['textColor'],
        message: `These colours have a contrast of ${formatContrast(ratio)}; text needs at least ${minimumTextContrast}:1 (WCAG AA). Choose a darker or lighter colour.`,
      });
  });
export type ChannelDetails = z.output<typeof channelDetailsSchema>;

/** The alias forms: the one name added or taken away. */
export const channelAliasSchema = z.strictObject({ alias: channelNameField });

/** A channel as the list of channels shows it. */
export interface AdminChannelRow {
  id: string;
  name: string;
  groupName: string;
  isFreeToAir: boolean;
  url: string | null;
  aliasCount: number;
  edited: boolean;
}

/** The list's filter, from the address: anything unreadable is no filter. */
export const channelListQuerySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  group: z
    .enum(channelGroups.map((group) => group.id))
    .or(z.literal(''))
    .catch(''),
});
export type ChannelListQuery = z.output<typeof channelListQuerySchema>;

/**
 * The catalogue's channels for the editor's list, in catalogue order: those of `group`, and those
 * one of whose names or aliases holds `q` (in any spacing or case), or whose id does.
 * @example listChannelsForAdmin({ q: 'bbc 1', group: '' }).map((c) => c.id) // ['bbc-one', 'bbc-one-wales', …]
 */
export function listChannelsForAdmin({ q, group }: ChannelListQuery): AdminChannelRow[] {
  const key = buildChannelKey(q);
  const edited = getChannelEdits().channels;
  const groupNames = new Map<string, string>(channelGroups.map((g) => [g.id, g.name]));
  return listChannels()
    .filter((channel) => group === '' || channel.group === group)
    .filter(
      (channel) =>
        key === '' ||
        channel.id.includes(q.toLowerCase()) ||
        [channel.name, ...channel.aliases].some((name) => buildChannelKey(name).includes(key)),
    )
    .map((channel) => ({
      id: channel.id,
      name: channel.name,
      groupName: groupNames.get(channel.group) ?? channel.group,
      isFreeToAir: channel.isFreeToAir,
      url: channel.url,
      aliasCount: channel.aliases.length,
      edited: channel.id in edited,
    }));
}

/** A channel as its edit page shows it, with the built-in values beside. */
export interface EditableChannel {
  id: string;
  name: string;
  groupName: string;
  isFreeToAir: boolean;
  url: string | null;
  backgroundColor: string;
  textColor: string;
  /** The chip's own border colour; null when its border is its background. */
  borderColor: string | null;
  /** Each alias, and whether staff added it (else it is built in). */
  aliases: { written: string; added: boolean }[];
  builtIn: Pick<Channel, 'name' | 'isFreeToAir' | 'url' | 'backgroundColor' | 'textColor'>;
}

/**
 * The channel `id` as the catalogue holds it now, for its edit page, or null when the catalogue
 * has no such channel.
 * @example getChannelForEditing('bbc-one')?.aliases // [{ written: 'BBC 1', added: false }]
 */
export function getChannelForEditing(id: string): EditableChannel | null {
  const channel = getChannel(id);
  const builtIn = getBuiltInChannel(id);
  if (!channel || !builtIn) return null;
  const added = new Set(getChannelEdits().channels[id]?.addedAliases ?? []);
  return {
    id,
    name: channel.name,
    groupName: channelGroups.find((g) => g.id === channel.group)?.name ?? channel.group,
    isFreeToAir: channel.isFreeToAir,
    url: channel.url,
    backgroundColor: channel.backgroundColor,
    textColor: channel.textColor,
    borderColor: channel.borderColor ?? null,
    aliases: channel.aliases.map((written) => ({ written, added: added.has(written) })),
    builtIn: {
      name: builtIn.name,
      isFreeToAir: builtIn.isFreeToAir,
      url: builtIn.url,
      backgroundColor: builtIn.backgroundColor,
      textColor: builtIn.textColor,
    },
  };
}

/**
 * Makes the change a channel page's form asks for (`intent`: the details, an alias added or one
 * taken away). Never throws for a user's mistake: a refusal comes back with a message per field.
 * @example await changeChannel(change, 'bbc-one', form) // { ok: true, intent: 'details', message: 'Channel saved', … }
 */
export async function changeChannel(
  change: StaffChange,
  id: string,
  form: FormData,
): Promise<ChannelEditReply> {
  const intent = channelEditIntents.find((known) => known === form.get('intent')) ?? null;
  if (!getBuiltInChannel(id))
    return refusal(intent, 404, { form: 'There is no such channel. Go back to the list.' });
  if (!intent) return refusal(intent, 400, { form: 'Unknown action. Reload the page.' });
  const fields = readFormFields(form, { skip: ['intent'] });
  switch (intent) {
    case 'details':
      return editChannelDetails(change, id, fields);
    case 'add-alias':
      return addChannelAlias(change, id, fields);
    case 'remove-alias':
      return removeChannelAlias(change, id, fields);
  }
}

/** Saves the details form; fields equal to the built-in value go back to following it. */
async function editChannelDetails(
  change: StaffChange,
  id: string,
  fields: unknown,
): Promise<ChannelEditReply> {
  const parsed = channelDetailsSchema.safeParse(fields);
  if (!parsed.success) return refusal('details', 400, readFieldErrors(parsed.error));
  const details = parsed.data;
  const reply = await recordChange(change, async (trx, audit): Promise<ChannelEditReply> => {
    await loadChannelCatalogue(trx);
    const current = getChannel(id);
    const builtIn = getBuiltInChannel(id);
    if (!current || !builtIn) return refusal('details', 404, { form: 'There is no such channel.' });
    const other = resolveChannel(details.name);
    if (other && other.id !== id)
      return refusal('details', 400, {
        name: `"${details.name}" already names ${other.name}. Choose another name.`,
      });
    const next = {
      name: details.name,
      isFreeToAir: details.access === 'free',
      url: details.url === '' ? null : details.url,
      backgroundColor: details.backgroundColor,
      textColor: details.textColor,
    };
    const changed = listChangedFields(current, next);
    if (Object.keys(changed).length === 0)
      return saved('details', 'Nothing to save', 'Every field is as it was.');
    const edit = {
      name: next.name === builtIn.name ? null : next.name,
      is_free_to_air: next.isFreeToAir === builtIn.isFreeToAir ? null : Number(next.isFreeToAir),
      default_url: next.url === builtIn.url ? null : (next.url ?? ''),
      background_color: sameColour(next.backgroundColor, builtIn.backgroundColor)
        ? null
        : next.backgroundColor,
      text_color: sameColour(next.textColor, builtIn.textColor) ? null : next.textColor,
      updated_at: change.at.toISOString(),
      updated_by: change.actorUserId,
    };
    await trx
      .insertInto('channel_edits')
      .values({ channel_id: id, ...edit })
      .onConflict((conflict) => conflict.column('channel_id').doUpdateSet(edit))
      .execute();
    await replaceCatalogueRevision(trx);
    await audit({
      action: 'channel.edited',
      targetType: 'channel',
      targetId: id,
      details: changed,
    });
    return saved('details', 'Channel saved', `${next.name} is saved as shown.`);
  });
  return settled(change, reply);
}

/** Adds a name that maps to the channel, as the import review's mapping does. */
async function addChannelAlias(
  change: StaffChange,
  id: string,
  fields: unknown,
): Promise<ChannelEditReply> {
  const parsed = channelAliasSchema.safeParse(fields);
  if (!parsed.success) return refusal('add-alias', 400, readFieldErrors(parsed.error));
  const { alias } = parsed.data;
  const reply = await recordChange(change, async (trx, audit): Promise<ChannelEditReply> => {
    const remembered = await rememberChannelAlias(trx, {
      written: alias,
      channelId: id,
      by: change.actorUserId,
      at: change.at,
    });
    if (!remembered.ok) return refusal('add-alias', 400, { alias: remembered.message });
    await audit({
      action: 'channel.alias_added',
      targetType: 'channel',
      targetId: id,
      details: { written: alias },
    });
    return saved('add-alias', 'Alias added', `"${alias}" now names ${remembered.channel.name}.`);
  });
  return settled(change, reply);
}

/** Takes a name away from the channel: an added one is forgotten, a built-in one hidden. */
async function removeChannelAlias(
  change: StaffChange,
  id: string,
  fields: unknown,
): Promise<ChannelEditReply> {
  const parsed = channelAliasSchema.safeParse(fields);
  if (!parsed.success) return refusal('remove-alias', 400, readFieldErrors(parsed.error));
  const { alias } = parsed.data;
  const reply = await recordChange(change, async (trx, audit): Promise<ChannelEditReply> => {
    await loadChannelCatalogue(trx);
    const channel = getChannel(id);
    if (!channel?.aliases.includes(alias))
      return refusal('remove-alias', 400, {
        form: `"${alias}" is not an alias of this channel any more. Reload the page.`,
      });
    const added = await forgetChannelAlias(trx, { written: alias, channelId: id });
    if (!added) await hideBuiltInAlias(trx, id, alias, change);
    await audit({
      action: 'channel.alias_removed',
      targetType: 'channel',
      targetId: id,
      details: { written: alias, builtIn: !added },
    });
    return saved('remove-alias', 'Alias removed', `"${alias}" no longer names ${channel.name}.`);
  });
  return settled(change, reply);
}

/** Records a built-in alias as taken away from the channel, and that the catalogue changed. */
async function hideBuiltInAlias(
  trx: Db,
  id: string,
  alias: string,
  change: StaffChange,
): Promise<void> {
  const row = await trx
    .selectFrom('channel_edits')
    .select('removed_aliases')
    .where('channel_id', '=', id)
    .executeTakeFirst();
  const removed = JSON.stringify([
    ...(JSON.parse(row?.removed_aliases ?? '[]') as string[]),
    alias,
  ]);
  const stamp = { updated_at: change.at.toISOString(), updated_by: change.actorUserId };
  await trx
    .insertInto('channel_edits')
    .values({ channel_id: id, removed_aliases: removed, ...stamp })
    .onConflict((conflict) =>
      conflict.column('channel_id').doUpdateSet({ removed_aliases: removed, ...stamp }),
    )
    .execute();
  await replaceCatalogueRevision(trx);
}

/** The fields that differ from the catalogue as it was, each with its old and new value. */
function listChangedFields(
  current: Channel,
  next: Pick<Channel, 'name' | 'isFreeToAir' | 'url' | 'backgroundColor' | 'textColor'>,
): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of ['name', 'isFreeToAir', 'url', 'backgroundColor', 'textColor'] as const) {
    const [from, to] = [current[field], next[field]];
    const same =
      typeof from === 'string' && typeof to === 'string' && field.endsWith('Color')
        ? sameColour(from, to)
        : from === to;
    if (!same) changed[field] = { from, to };
  }
  return changed;
}

function sameColour(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase();
}

/** This process reads the committed change at once, so the reply's page shows it. */
async function settled(change: StaffChange, reply: ChannelEditReply): Promise<ChannelEditReply> {
  if (reply.ok) await loadChannelCatalogue(change.db);
  return reply;
}

/** Each field's first message; a field the form does not have is the form's problem. */
function readFieldErrors(error: z.ZodError): ChannelFieldErrors {
  const errors: ChannelFieldErrors = {};
  const fields = new Set<string>([
    'name',
    'access',
    'url',
    'backgroundColor',
    'textColor',
    'alias',
  ]);
  for (const issue of error.issues) {
    const head = issue.path[0];
    if (issue.code === 'unrecognized_keys')
      errors.form ??= `Unexpected field: ${issue.keys.join(', ')}`;
    else if (typeof head === 'string' && fields.has(head))
      errors[head as ChannelField] ??= issue.message;
    else errors.form ??= issue.message;
  }
  return errors;
}

function saved(intent: ChannelEditIntent, message: string, detail: string): ChannelEditReply {
  return { ok: true, intent, message, detail };
}

function refusal(
  intent: ChannelEditIntent | null,
  status: 400 | 404,
  errors: ChannelFieldErrors,
): ChannelEditReply {
  const messages = Object.values(errors);
  const detail =
    messages.length === 1
      ? (messages[0] ?? '')
      : `${messages.length} fields need a look before saving.`;
  return { ok: false, intent, status, message: 'Not saved', detail, errors };
}
