/**
 * Channel names staff taught the site: a name the catalogue does not know ("Sky Sport Prem"),
 * mapped to a catalogue channel while reviewing an import or in the channel editor, is one of
 * that channel's aliases from then on (decision 0028): later pastes, searches and filters
 * resolve it. Keyed like the catalogue's own names, so spacing and case variants match too.
 */
import type { Db } from '~/db/create-db.server';
import { normaliseUnicode } from '~/lib/normalise-unicode';
import { getChannel } from './catalogue';
import {
  loadChannelCatalogue,
  maxAddedAliases,
  replaceCatalogueRevision,
} from './channel-catalogue.server';
import { buildChannelKey, resolveChannel } from './resolve-channel';

/** The longest channel name or alias, in characters. */
export const maxChannelNameLength = 100;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlCharacters = /[\u0000-\u001F\u007F]/;

/**
 * A channel as a listing names it: its catalogue id, or null when the catalogue does not know it.
 * The shape of the fixtures feature's FixtureChannel, which a leaf catalogue may not import.
 */
interface WrittenChannel {
  id: string | null;
  name: string;
  raw: string;
  url?: string | null;
}

/** A remembered name as the admin list shows it. */
export interface ChannelAlias {
  /** The name as staff mapped it (trimmed). */
  written: string;
  channelId: string;
  /** The catalogue name; the id itself if the catalogue no longer has the channel. */
  channelName: string;
  createdAt: string;
}

/**
 * A channel name or alias as typed, made comparable (trimmed, Unicode NFC, nothing invisible),
 * or null when it is empty, longer than 100 characters or holds control characters.
 * @example readChannelName('  Sky Sport Prem ') // 'Sky Sport Prem'
 */
export function readChannelName(written: string): string | null {
  const name = normaliseUnicode(written.trim());
  const valid =
    buildChannelKey(name) !== '' &&
    name.length <= maxChannelNameLength &&
    !controlCharacters.test(name);
  return valid ? name : null;
}

/**
 * Remembers that `written` names the catalogue channel `channelId`, in the caller's transaction,
 * and tells every process the catalogue changed. Refuses an unknown channel, an empty or
 * over-long name, a name the catalogue already resolves (to this channel or another), and a
 * channel that already has 50 added names.
 * @example await rememberChannelAlias(trx, { written: 'Sky Sport Prem', channelId: 'sky-sports-premier-league', by, at })
 * // { ok: true, channel: { id: 'sky-sports-premier-league', name: 'Sky Sports Premier League', … } }
 */
export async function rememberChannelAlias(
  db: Db,
  { written, channelId, by, at }: { written: string; channelId: string; by: string; at: Date },
): Promise<{ ok: true; channel: WrittenChannel } | { ok: false; message: string }> {
  await loadChannelCatalogue(db);
  const channel = getChannel(channelId);
  if (!channel) return { ok: false, message: 'Choose a channel from the catalogue.' };
  const name = readChannelName(written);
  if (name === null)
    return {
      ok: false,
      message: `The channel name must be 1 to ${maxChannelNameLength} characters.`,
    };
  const known = resolveChannel(name);
  if (known) return { ok: false, message: `"${name}" already names ${known.name}.` };
  const added = await db
    .selectFrom('channel_aliases')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('channel_id', '=', channel.id)
    .executeTakeFirstOrThrow();
  if (Number(added.count) >= maxAddedAliases)
    return {
      ok: false,
      message: `${channel.name} already has ${maxAddedAliases} added names. Take one away first.`,
    };
  const [inserted] = await db
    .insertInto('channel_aliases')
    .values({
      key: buildChannelKey(name),
      written: name,
      channel_id: channel.id,
      created_at: at.toISOString(),
      created_by: by,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  // Another administrator gave the name to a channel a moment ago.
  if (!inserted?.numInsertedOrUpdatedRows)
    return { ok: false, message: `"${name}" was just given to another channel. Reload the page.` };
  await replaceCatalogueRevision(db);
  return { ok: true, channel: { id: channel.id, name: channel.name, raw: name } };
}

/**
 * Forgets a name staff added to `channelId`, in the caller's transaction; false when the channel
 * has no such added name (a built-in alias, or one already taken away).
 * @example await forgetChannelAlias(trx, { written: 'sky sport prem', channelId: 'sky-sports-premier-league' }) // true
 */
export async function forgetChannelAlias(
  db: Db,
  { written, channelId }: { written: string; channelId: string },
): Promise<boolean> {
  const [deleted] = await db
    .deleteFrom('channel_aliases')
    .where('key', '=', buildChannelKey(written))
    .where('channel_id', '=', channelId)
    .execute();
  if (!deleted?.numDeletedRows) return false;
  await replaceCatalogueRevision(db);
  return true;
}

/**
 * Every remembered name with the channel it resolves to, by name as written (case aside), for
 * the admin list. The table holds a few dozen rows, so it is read whole.
 * @example await listChannelAliases(db)
 * // [{ written: 'Sky Sport Prem', channelId: 'sky-sports-premier-league', channelName: 'Sky Sports Premier League', createdAt: '2025-10-30T12:00:00.000Z' }]
 */
export async function listChannelAliases(db: Db): Promise<ChannelAlias[]> {
  const rows = await db
    .selectFrom('channel_aliases')
    .select(['written', 'channel_id', 'created_at'])
    .execute();
  // Sorted here, not in SQL: the engines collate text differently.
  return rows
    .map((row) => ({
      written: row.written,
      channelId: row.channel_id,
      channelName: getChannel(row.channel_id)?.name ?? row.channel_id,
      createdAt: row.created_at,
    }))
    .sort((a, b) => a.written.localeCompare(b.written, 'en', { sensitivity: 'base' }));
}
