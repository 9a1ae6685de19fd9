/**
 * What administrators changed in the built-in channel catalogue (decision 0028), as this process
 * last read it. The server reads it from the database at the start of every request
 * (`loadChannelCatalogue`) and sends it with every page, so the browser lays the same edits over
 * its copy of the catalogue. Kept apart from the catalogue itself: the document shell imports
 * this small module on every page, and the catalogue stays out of a page's first script.
 */

/** One channel's edits; a field left out keeps the built-in value. */
export interface ChannelOverride {
  name?: string;
  isFreeToAir?: boolean;
  /** Null: the channel has no watch link. */
  url?: string | null;
  backgroundColor?: string;
  textColor?: string;
  /** Names staff added, here or from an import's review, in the order they were added. */
  addedAliases?: readonly string[];
  /** Built-in aliases (or the built-in name of a renamed channel) staff took away. */
  removedAliases?: readonly string[];
}

export interface ChannelEdits {
  /** Changes with every change to the catalogue; equal revisions hold equal edits. */
  revision: string;
  /** By channel id; only edited channels. */
  channels: Readonly<Record<string, ChannelOverride>>;
  /** The version of the stylesheet of edited colours, or null when no colour is edited. */
  colours: string | null;
}

/** The stylesheet of edited chip colours; the page links it with `?v=` its `colours` version. */
export const editedChannelColoursPath = '/channel-colours.css';

let current: ChannelEdits = { revision: '', channels: {}, colours: null };

/** The edits this process lays over the built-in catalogue. */
export function getChannelEdits(): ChannelEdits {
  return current;
}

/**
 * Makes `edits` the ones laid over the built-in catalogue; the same revision again changes
 * nothing, so every reader's derived lookups stay as they are.
 * @example setChannelEdits({ revision: 'r2', channels: { 'bbc-one': { name: 'BBC 1' } }, colours: null })
 */
export function setChannelEdits(edits: ChannelEdits): void {
  if (edits.revision !== current.revision) current = edits;
}

/**
 * The browser's side of the page's edits: laid over its catalogue before the page's components
 * read it. On the server the request's own read already did this, and a page rendered slowly
 * must not put back an older revision.
 */
export function adoptChannelEdits(edits: ChannelEdits): void {
  if (typeof document !== 'undefined') setChannelEdits(edits);
}
