// Every pattern is compiled once here: keys are built for each name on a page and in a paste.
const plainAscii = /^[\x20-\x7E]*$/;
const marks = /\p{M}+/gu;
const apostrophes = /['’‘`]/g;
const notLetterOrDigit = /[^\p{L}\p{N}]+/gu;
const notAsciiLetterOrDigit = /[^a-z0-9]+/g;

/**
 * The lookup key of a name: lower case, accents dropped, apostrophes removed, '&' read as
 * 'and', and every other run of punctuation or space one space, so all the ways a listing
 * writes one name give one key. Catalogues add their own rules on top (a team's 'FC', a
 * competition's year, a channel's '+'), never a second copy of these. Letters that Unicode does
 * not decompose ('ø', 'ß') are kept: competition keys become stored slugs, which must not move.
 * Plain ASCII names, most of them, skip the Unicode work.
 * @example buildNameKey("  Brighton & Hove Albion ") // 'brighton and hove albion'
 * @example buildNameKey('1. FC Köln') // '1 fc koln'
 * @example buildNameKey("Nott'm Forest") // 'nottm forest'
 */
export function buildNameKey(name: string): string {
  let text = name.toLowerCase();
  const ascii = plainAscii.test(text);
  if (!ascii) text = text.normalize('NFKD').replace(marks, '');
  text = text.replace(apostrophes, '').replaceAll('&', ' and ');
  return text.replace(ascii ? notAsciiLetterOrDigit : notLetterOrDigit, ' ').trim();
}
