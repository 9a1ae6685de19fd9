// Letters that Unicode decomposition leaves whole, written as an English listing writes them.
// Kept apart from the function, like slugify's replacement table.
const foldedLetters: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

// Every pattern is compiled once here: keys are built for each name on a page and in a paste.
const plainAscii = /^[\x20-\x7E]*$/;
const marks = /\p{M}+/gu;
const foldable = /[øæœßłđðþı]/g;
const apostrophes = /['’‘`]/g;
const notLetterOrDigit = /[^\p{L}\p{N}]+/gu;
const notAsciiLetterOrDigit = /[^a-z0-9]+/g;

/**
 * The lookup key of a name: lower case, accents dropped, apostrophes removed, '&' read as
 * 'and', and every other run of punctuation or space one space, so all the ways a listing
 * writes one name give one key. Catalogues add their own rules on top (a team's 'FC', a
 * competition's year), never a second copy of these. Plain ASCII names, most of them, skip the
 * Unicode work.
 * @example buildNameKey("  Brighton & Hove Albion ") // 'brighton and hove albion'
 * @example buildNameKey('1. FC Köln') // '1 fc koln'
 * @example buildNameKey("Nott'm Forest") // 'nottm forest'
 */
export function buildNameKey(name: string): string {
  let text = name.toLowerCase();
  const ascii = plainAscii.test(text);
  if (!ascii) {
    text = text.normalize('NFKD').replace(marks, '');
    text = text.replace(foldable, (letter) => foldedLetters[letter] ?? letter);
  }
  text = text.replace(apostrophes, '').replaceAll('&', ' and ');
  return text.replace(ascii ? notAsciiLetterOrDigit : notLetterOrDigit, ' ').trim();
}
