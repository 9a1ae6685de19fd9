/**
 * toSlug as it was before it was built on the name key (lib/name-key), kept for tests to prove
 * that no slug a page had then has moved, except where a name holds one of `newApostrophes`.
 * @example slugBeforeNameKey('Nott‘m Forest') // 'nott-m-forest' (toSlug: 'nottm-forest')
 */
export function slugBeforeNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The characters that old slug read as a word break and the name key reads as an apostrophe:
 * the left single quote, the backtick, the modifier letter apostrophe and what NFKD makes one
 * of them ('ŉ', the Greek varia, the full-width backtick).
 */
export const newApostrophes: ReadonlySet<string> = new Set(['‘', '`', 'ʼ', 'ŉ', '\u1fef', '｀']);
