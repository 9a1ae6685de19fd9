/**
 * The channel catalogue as the database holds it: administrators' edits (channel_edits) and the
 * names staff added (channel_aliases) over the built-in list, behind one revision that every
 * change replaces (decision 0028). Each server process, worker and instance compares the
 * revision once per request and reads the edits again only when it moved, so a change made
 * anywhere is used everywhere from the next request on.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '~/db/create-db.server';
import type { Selectable } from 'kysely';
import type { ChannelEditsTable } from '~/db/schema';
import { getBuiltInChannel } from './catalogue';
import {
  getChannelEdits,
  setChannelEdits,
  type ChannelEdits,
  type ChannelOverride,
} from './channel-edits';

/** The most names staff may add to one channel; the whole table is read on every change. */
export const maxAddedAliases = 50;

/**
 * Brings this process's catalogue up to date with the database: one small read of the revision,
 * and the edits read again only when it changed. The root middleware runs it for every request
 * the page cache does not answer; the CLI once it has opened the database.
 * @example await loadChannelCatalogue(db); getChannel('bbc-one')?.name // as an administrator named it
 */
export async function loadChannelCatalogue(db: Db): Promise<void> {
  const row = await db
    .selectFrom('channel_catalogue')
    .select('revision')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row || row.revision === getChannelEdits().revision) return;
  setChannelEdits(await readChannelEdits(db, row.revision));
}

/**
 * Marks a change to the catalogue, in the change's transaction, so every process reads the edits
 * again on its next request.
 */
export async function replaceCatalogueRevision(trx: Db): Promise<void> {
  await trx
    .updateTable('channel_catalogue')
    .set({ revision: randomUUID() })
    .where('id', '=', 1)
    .execute();
}

/** Every edit and added name, by channel; channels the built-in list no longer has are left out. */
async function readChannelEdits(db: Db, revision: string): Promise<ChannelEdits> {
  const rows = await db
    .selectFrom('channel_edits')
    .selectAll()
    .orderBy('channel_id')
    .limit(1000)
    .execute();
  const aliases = await db
    .selectFrom('channel_aliases')
    .select(['written', 'channel_id'])
    .orderBy('created_at')
    .orderBy('key')
    .limit(1000 * maxAddedAliases)
    .execute();
  const channels: Record<string, ChannelOverride> = {};
  for (const row of rows) channels[row.channel_id] = toChannelOverride(row);
  for (const alias of aliases) {
    const edit = (channels[alias.channel_id] ??= {});
    edit.addedAliases = [...(edit.addedAliases ?? []), alias.written];
  }
  for (const id of Object.keys(channels)) if (!getBuiltInChannel(id)) delete channels[id];
  return { revision, channels, colours: coloursVersion(channels) };
}

/** A channel_edits row as the catalogue lays it over the built-in channel. */
function toChannelOverride(row: Selectable<ChannelEditsTable>): ChannelOverride {
  const edit: ChannelOverride = {};
  if (row.name !== null) edit.name = row.name;
  if (row.is_free_to_air !== null) edit.isFreeToAir = row.is_free_to_air === 1;
  if (row.default_url !== null) edit.url = row.default_url === '' ? null : row.default_url;
  if (row.background_color !== null) edit.backgroundColor = row.background_color;
  if (row.text_color !== null) edit.textColor = row.text_color;
  const removed = JSON.parse(row.removed_aliases) as string[];
  if (removed.length > 0) edit.removedAliases = removed;
  return edit;
}

/** A short hash of the edited colours: the address of their stylesheet changes with them. */
function coloursVersion(channels: Record<string, ChannelOverride>): string | null {
  const coloured = Object.entries(channels)
    .filter(([, edit]) => edit.backgroundColor || edit.textColor)
    .map(([id, edit]) => [id, edit.backgroundColor, edit.textColor]);
  if (coloured.length === 0) return null;
  return createHash('sha256').update(JSON.stringify(coloured)).digest('hex').slice(0, 16);
}
