/**
 * The one name key: how a team, competition or channel name is compared, found in a search, and
 * made into a slug. Every other rule builds on this file and adds only its own last step:
 * - lookups (team, competition and channel catalogues, favourites): `buildNameKey`, with each
 *   catalogue's own words on top ('FC', years, '+');
 * - search words (`buildSearchText` below, which the save stores beside each fixture's names
 *   for the full-text indexes of migration 0018, and `toSearchWords`): the key's words;
 * - slugs (`toSlug`): the key's ASCII letters and digits joined by hyphens;
 * - badge initials: `foldName`, which keeps the case.
 * No SQL repeats these steps. Stored slugs and search words are made by them: a change here
 * needs a migration that makes the stored ones again (as 0018 fills the words, 0019 the slugs).
 */

// Every pattern is compiled once here: keys are built for each name on a page and in a paste.
const plainAscii = /^[\x20-\x7E]*$/;
const marks = /\p{M}+/gu;
/**
 * Apostrophes, dropped so "Nott'm", "Nott’m" and "Nottʼm" are one word: the typewriter one, the
 * right and left single quotes (word processors curl it either way), the backtick, and the
 * modifier letter apostrophe (U+02BC). Full-width ＇ becomes ' under NFKD first.
 */
const apostrophes = /['’‘`ʼ]/g;
const asciiApostrophes = /['`]/g;
const finalSigma = /ς/g;
const notLetterOrDigit = /[^\p{L}\p{N}]+/gu;
const notAsciiLetterOrDigit = /[^a-z0-9]+/g;

/**
 * A name with its accents folded (NFKD: compatibility forms such as 'ﬁ', full-width 'Ｆ' and '²'
 * spelled out, then combining marks dropped), apostrophes dropped and '&' read as ' and '; case
 * and other punctuation kept. The steps every name rule shares; badge initials use it as is.
 * @example foldName("Nott’m Forest & Co") // 'Nottm Forest  and  Co'
 * @example foldName('Atlético') // 'Atletico'
 */
export function foldName(name: string): string {
  let text = name;
  if (!plainAscii.test(text)) {
    text = text.normalize('NFKD').replace(marks, '').replace(apostrophes, '');
  } else if (text.includes("'") || text.includes('`')) {
    text = text.replace(asciiApostrophes, '');
  }
  return text.includes('&') ? text.replaceAll('&', ' and ') : text;
}

/**
 * The lookup key of a name: `foldName` in lower case ('ς' read as 'σ', as case folding does), and
 * every other run of punctuation or space one space, so all the ways a listing writes one name
 * give one key. Its words are the search words; its ASCII letters and digits the slug.
 * Catalogues add their own rules on top (a team's 'FC', a competition's year, a channel's '+'),
 * never a second copy of these. Letters that Unicode does not decompose ('ø', 'ß') are kept:
 * they are letters to a search, though a slug (ASCII) leaves them out.
 * Plain ASCII names, most of them, skip the Unicode work.
 * @example buildNameKey("  Brighton & Hove Albion ") // 'brighton and hove albion'
 * @example buildNameKey('1. FC Köln') // '1 fc koln'
 * @example buildNameKey("Nott'm Forest") // 'nottm forest'
 */
export function buildNameKey(name: string): string {
  // Lower case after NFKD, which can spell a symbol out in capitals ('™' is 'TM').
  let text = foldName(name).toLowerCase();
  const ascii = plainAscii.test(text);
  if (!ascii && text.includes('ς')) text = text.replace(finalSigma, 'σ');
  return text.replace(ascii ? notAsciiLetterOrDigit : notLetterOrDigit, ' ').trim();
}

/**
 * A name's search words as one text, as each fixture stores them beside its names for the
 * full-text indexes (migration 0018) and as a search splits its text (`toSearchWords`): the
 * key, whose words are parted by single spaces, the only places either engine's index parts
 * them. The one function both sides use, so an index holds exactly the words a search asks for.
 * @example buildSearchText("Nott’m Forest & Co") // 'nottm forest and co'
 */
export function buildSearchText(name: string): string {
  return buildNameKey(name);
}
