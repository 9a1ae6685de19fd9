import { buildNameKey } from './name-key';

const notAsciiLetterOrDigit = /[^a-z0-9]+/g;
const edgeHyphens = /^-+|-+$/g;

/**
 * A URL slug for a name: the name key (lib/name-key: lower case, accents folded, apostrophes
 * dropped, '&' read as 'and') with its ASCII letters and digits joined by single hyphens.
 * Letters a slug cannot hold ('ø', 'ß', other scripts) end a word, as punctuation does.
 * @example toSlug("St Patrick's Athletic") // 'st-patricks-athletic'
 * @example toSlug('1. FC Köln') // '1-fc-koln'
 */
export function toSlug(name: string): string {
  return buildNameKey(name).replace(notAsciiLetterOrDigit, '-').replace(edgeHyphens, '');
}
