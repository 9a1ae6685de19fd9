/**
 * Channel names staff taught the site: a name the catalogue does not know ("Sky Sport Prem"),
 * mapped once to a catalogue channel while reviewing an import, is resolved by every later
 * paste. Keyed like the catalogue's own names, so spacing and case variants match too.
 */
import type { Db } from '~/db/create-db.server';
import { getChannel } from './catalogue';
import { buildChannelKey, resolveChannel } from './resolve-channel';

const maxWrittenLength = 100;

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
 * Remembers that `written` names the catalogue channel `channelId` (a later mapping of the same
 * name replaces it). Refuses an unknown channel, an empty or over-long name, and a name the
 * catalogue already resolves.
 * @example await rememberChannelAlias(trx, { written: 'Sky Sport Prem', channelId: 'sky-sports-premier-league', by, at })
 * // { ok: true, channel: { id: 'sky-sports-premier-league', name: 'Sky Sports Premier League', … } }
 */
export async function rememberChannelAlias(
  db: Db,
  { written, channelId, by, at }: { written: string; channelId: string; by: string; at: Date },
): Promise<{ ok: true; channel: WrittenChannel } | { ok: false; message: string }> {
  const channel = getChannel(channelId);
  if (!channel) return { ok: false, message: 'Choose a channel from the catalogue.' };
  const name = written.trim();
  const key = buildChannelKey(name);
  if (key === '' || name.length > maxWrittenLength)
    return { ok: false, message: `The channel name must be 1 to ${maxWrittenLength} characters.` };
  if (resolveChannel(name))
    return { ok: false, message: `"${name}" is already a channel the catalogue knows.` };
  const row = {
    key,
    written: name,
    channel_id: channel.id,
    created_at: at.toISOString(),
    created_by: by,
  };
  await db
    .insertInto('channel_aliases')
    .values(row)
    .onConflict((conflict) => conflict.column('key').doUpdateSet(row))
    .execute();
  return { ok: true, channel: { id: channel.id, name: channel.name, raw: name } };
}

/**
 * The fixtures with each channel the catalogue did not know, and staff mapped, given its
 * catalogue channel (the name as written and any link kept). Reads nothing when no channel is
 * unknown; fixtures with nothing to change are returned as they were.
 * @example await applyChannelAliases(db, [{ channels: [{ id: null, name: 'Sky Sport Prem', raw: 'Sky Sport Prem' }] }])
 * // [{ channels: [{ id: 'sky-sports-premier-league', name: 'Sky Sports Premier League', raw: 'Sky Sport Prem' }] }]
 */
export async function applyChannelAliases<T extends { channels: WrittenChannel[] }>(
  db: Db,
  fixtures: T[],
): Promise<T[]> {
  const keys = new Set<string>();
  for (const fixture of fixtures)
    for (const channel of fixture.channels)
      if (channel.id === null) keys.add(buildChannelKey(channel.raw));
  keys.delete('');
  if (keys.size === 0) return fixtures;
  const rows = await db
    .selectFrom('channel_aliases')
    .select(['key', 'channel_id'])
    .where('key', 'in', [...keys])
    .execute();
  const mapped = new Map(rows.map((row) => [row.key, getChannel(row.channel_id)]));
  if (mapped.size === 0) return fixtures;
  return fixtures.map((fixture) => {
    if (!fixture.channels.some((c) => c.id === null && mapped.get(buildChannelKey(c.raw))))
      return fixture;
    const channels = fixture.channels.map((c) => {
      const channel = c.id === null ? mapped.get(buildChannelKey(c.raw)) : null;
      return channel ? { ...c, id: channel.id, name: channel.name } : c;
    });
    return { ...fixture, channels };
  });
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
