/**
 * The channels a list's filter offers: the families (all their channels) and the main UK
 * broadcasters' channels one by one. The list is the catalogue's, which stays out of the
 * browser: a whole page sends no options in its data (they are in its markup, and the browser
 * reads them back when it hydrates, as list rows are); a page's data for the browser's own
 * navigation carries them.
 */

/** The family names a filter offers, as the footer links write them. */
export const channelFamilies = [
  'Sky Sports',
  'TNT Sports',
  'BBC',
  'ITV',
  'Premier Sports',
] as const;

export interface ChannelOptionGroup {
  name: string;
  channels: { id: string; name: string }[];
}

export type PackedChannelOptions = { groups: readonly ChannelOptionGroup[] } | { inMarkup: true };

/** The options of pages whose data leaves them out, for the server's render of the page. */
const groupsInMarkup = new WeakMap<PackedChannelOptions, readonly ChannelOptionGroup[]>();

/** The options for a page's data; `channelOptionGroups` gives them back. */
export function packChannelOptions(
  groups: readonly ChannelOptionGroup[],
  { inDocument = false }: { inDocument?: boolean } = {},
): PackedChannelOptions {
  if (!inDocument) return { groups };
  const packed = { inMarkup: true as const };
  groupsInMarkup.set(packed, groups);
  return packed;
}

/**
 * The option groups of a page's data: on the server, or in the browser read back from the
 * select the server drew (the families' group first, then one group per broadcaster).
 */
export function channelOptionGroups(
  packed: PackedChannelOptions,
  select: () => HTMLSelectElement | null,
): readonly ChannelOptionGroup[] {
  if ('groups' in packed) return packed.groups;
  const kept = groupsInMarkup.get(packed);
  if (kept) return kept;
  const drawn = select();
  if (!drawn) throw new Error('A channel filter sent as markup is not in the page');
  const groups = [...drawn.querySelectorAll('optgroup')].slice(1).map((group) => ({
    name: group.label,
    channels: [...group.querySelectorAll('option')].map((option) => ({
      id: option.value,
      name: option.text,
    })),
  }));
  groupsInMarkup.set(packed, groups); // the form is drawn again when the address changes
  return groups;
}
