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
