// Characters no reader sees that still make two equal names differ: zero-width spaces and
// joiners, the byte-order mark, word joiners and bidirectional marks, embeddings and isolates.
const invisible = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const plainAscii = /^[\t\n\r\x20-\x7E]*$/;

/**
 * Text as pasted, made comparable: Unicode NFC (one encoding per accented letter) and no
 * invisible format characters.
 * @example normaliseUnicode('Atle\u0301tico\u200b') // 'Atlético'
 */
export function normaliseUnicode(text: string): string {
  // Most names and many pastes are plain ASCII, which needs neither step.
  return isPlainAscii(text) ? text : text.normalize('NFC').replace(invisible, '');
}

/** Printable ASCII, tabs and line breaks only: nothing to normalise or repair. */
export function isPlainAscii(text: string): boolean {
  return plainAscii.test(text);
}
