/**
 * Cuts a pasted line into the pieces the grammars read. Most lines are one piece. A print
 * column runs several sports together ('FOOTBALL: … 7pm. CRICKET: …'): it is cut before each
 * inline sport label, so one sport's items never borrow another's. A line longer than the
 * grammars' limit (a flattened page) is cut at its semicolons and sentence ends, so it is read
 * rather than refused; only a piece still over the limit is refused.
 */
import { maxLineLength } from './listing-lines';
import { sportOf } from './spans';

// An upper-case label after a sentence or item end: '. CRICKET: ', '; RUGBY UNION: '.
const inlineLabel = /[.;] +([A-Z][A-Z'&]*(?: [A-Z][A-Z'&]*){0,2}):\s/g;
const inlineLabelShape = /[.;] +[A-Z]{2}/;
const longLineCut = /; +|(?<=[.!?]) +(?=\p{Lu})/gu;

/** Null when the line is one piece.
 * @example segmentsOf('FOOTBALL: A v B – ITV 7pm. GOLF: Open – Sky 9am') // ['FOOTBALL: A v B – ITV 7pm.', 'GOLF: Open – Sky 9am'] */
export function segmentsOf(line: string): string[] | null {
  // Most lines hold neither a label after a sentence nor a glued day, and fit the limit.
  const mayCut = inlineLabelShape.test(line) || (line.includes('day') && gluedDay.test(line));
  if (line.length <= maxLineLength && !mayCut) return null;
  const pieces = cutAtLabels(line).flatMap(cutGluedDay);
  if (pieces.every((piece) => piece.length <= maxLineLength)) return pieces;
  return pieces.flatMap((piece) => (piece.length <= maxLineLength ? [piece] : cutLong(piece)));
}

// A day heading the copy glued to the end of the line before ('…Old Trafford)Thursday 7 July',
// or cut short: '…)Saturday 16'): a weekday straight after a bracket, a full stop or a
// lower-case letter, to the line's end.
const gluedDay =
  /(?<=[)\].\p{Ll}])(?=(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:,? \d{1,2}(?:st|nd|rd|th)?(?: \p{Lu}\p{Ll}+(?: \d{4})?)?)?$)/u;

function cutGluedDay(line: string): string[] {
  const at = line.search(gluedDay);
  return at <= 0 ? [line] : [line.slice(0, at), line.slice(at)];
}

function cutAtLabels(line: string): string[] {
  if (!line.includes(':')) return [line];
  const pieces: string[] = [];
  let from = 0;
  inlineLabel.lastIndex = 0;
  for (let match = inlineLabel.exec(line); match !== null; match = inlineLabel.exec(line)) {
    if (sportOf(match[1]!) === null) continue;
    const cut = match.index + 1;
    pieces.push(line.slice(from, cut).trim());
    from = cut;
  }
  if (from === 0) return [line];
  pieces.push(line.slice(from).trim());
  return pieces.filter((piece) => piece !== '');
}

/** Cuts at semicolons and sentence ends, packing pieces back up to the limit. */
function cutLong(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let from = 0;
  const take = (piece: string) => {
    if (current !== '' && current.length + piece.length + 1 > maxLineLength) {
      pieces.push(current);
      current = '';
    }
    current = current === '' ? piece : `${current} ${piece}`;
  };
  longLineCut.lastIndex = 0;
  for (let match = longLineCut.exec(text); match !== null; match = longLineCut.exec(text)) {
    take(text.slice(from, match.index + (match[0].startsWith(';') ? 1 : 0)).trim());
    from = match.index + match[0].length;
  }
  take(text.slice(from).trim());
  if (current !== '') pieces.push(current);
  return pieces;
}
