/** The longest watch link staff may save, in characters. */
export const maxChannelUrlLength = 2048;

/**
 * docs/security.md R25: a channel link is an absolute https URL of at most 2,048 characters;
 * anything else (javascript:, data:, http:, protocol-relative) is refused.
 * @example isSafeChannelUrl('https://www.bbc.co.uk/iplayer') // true
 */
export function isSafeChannelUrl(value: string): boolean {
  if (value.length > maxChannelUrlLength || !value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** At most this many links for one fixture (one per channel). */
export const maxChannelLinks = 20;

/**
 * The one check of a fixture's channel links, in channel order ('' clears one), wherever they are
 * set (Manage Fixtures, an import under review): the message to show, or null. The dialog posts
 * them as repeated `url` fields.
 * @example channelLinksProblem(['', 'https://www.bbc.co.uk/iplayer']) // null
 * @example channelLinksProblem(['http://x.test']) // 'Channel links must be https:// addresses: "http://x.test"'
 */
export function channelLinksProblem(urls: readonly string[]): string | null {
  if (urls.length > maxChannelLinks) return `A fixture takes at most ${maxChannelLinks} links`;
  const bad = urls.find((url) => url !== '' && !isSafeChannelUrl(url));
  return bad === undefined
    ? null
    : `Channel links must be https:// addresses: "${bad.slice(0, 80)}"`;
}
