/**
 * Undoes the commonest copy damage: UTF-8 text read as Windows-1252 ('Atlético' written
 * 'AtlÃ©tico', 'it’s' written 'itâ€™s'), and the lone 'Â' a non-breaking space leaves behind
 * ('Livingston Â'). A run is replaced only when its bytes are valid UTF-8, so real text
 * ('Ã' in a Portuguese name followed by a letter) stays as written.
 */

// Windows-1252's characters for the bytes 0x80-0x9F (the rest are Latin-1).
const cp1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const continuation = `\\u0080-\\u00BF${cp1252.replace(/[\u0080-\u009F]/g, '')}`;
// A lead byte (0xC2-0xF4) then one to three continuation bytes, as Windows-1252 shows them.
const damaged = new RegExp(`[\\u00C2-\\u00F4][${continuation}]{1,3}`, 'g');
const loneNoBreakSpace = /Â(?=[\s\u00A0]|$)/gm;
const decoder = new TextDecoder('utf-8', { fatal: true });
const mayBeDamaged = /[\u00C2-\u00F4]/;

function byteOf(character: string): number {
  const code = character.charCodeAt(0);
  const inTable = cp1252.indexOf(character);
  return code >= 0x80 && code <= 0xff ? code : inTable === -1 ? -1 : 0x80 + inTable;
}

/**
 * @example repairMojibake('AtlÃ©tico') // 'Atlético'
 * @example repairMojibake('Celtic v LivingstonÂ') // 'Celtic v Livingston'
 */
export function repairMojibake(text: string): string {
  if (!mayBeDamaged.test(text)) return text;
  const repaired = text.replace(damaged, (run) => {
    const bytes = Array.from(run, byteOf);
    if (bytes.includes(-1)) return run;
    try {
      return decoder.decode(new Uint8Array(bytes));
    } catch {
      return run;
    }
  });
  return repaired.replace(loneNoBreakSpace, '');
}
