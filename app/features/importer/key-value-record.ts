/**
 * Key-value records: a fixture written as labelled fields, one a line or several on one line
 * split by pipes.
 *
 *   What: Friday Night Soccer – Derry City VS Shamrock Rovers
 *   When: Friday 25 February
 *   Time: 7:30pm
 *   Channel: RTÉ 2
 *
 *   Match: Sporting CP v Arsenal | Kick-off: 5.55pm | TV: BT Sport 2 | Best odds: …
 *
 * The keys are the ones listings use; a key the reader does not know (odds, a tip) belongs to
 * the record and is passed over. A record ends where a key comes again or at a line that is not
 * a field (one such line between fields, a newsletter prompt, is stepped over).
 */

export type FieldKind = 'event' | 'date' | 'time' | 'channel' | 'competition' | 'venue' | 'other';

const keys = new Map<string, FieldKind>([
  ...['what', 'match', 'fixture', 'game', 'teams', 'event', 'tie'].map(
    (key) => [key, 'event'] as const,
  ),
  ...['when', 'date', 'day'].map((key) => [key, 'date'] as const),
  ...['time', 'kick-off', 'kick off', 'kickoff', 'ko', 'k.o', 'start', 'kick-off time'].map(
    (key) => [key, 'time'] as const,
  ),
  ...[
    'channel',
    'tv',
    'tv channel',
    'on tv',
    'broadcaster',
    'watch',
    'watch on',
    'live on',
    'where to watch',
    'how to watch',
    'stream',
    'coverage',
  ].map((key) => [key, 'channel'] as const),
  ...['competition', 'tournament', 'league', 'round'].map((key) => [key, 'competition'] as const),
  ...['venue', 'where', 'stadium', 'ground', 'location'].map((key) => [key, 'venue'] as const),
  ...['odds', 'best odds', 'tip', 'prediction', 'referee', 'form'].map(
    (key) => [key, 'other'] as const,
  ),
]);

// 'Kick-off: 8pm', '- TV: BBC One'; a key is a few words with no digit.
const startsWithKey = /^\s*(?:[-–•*]\s*)?[A-Za-z][A-Za-z .'’-]{0,20}?\s*:\s/;
const field = /^\s*(?:[-–•*]\s*)?([A-Za-z][A-Za-z .'’-]{0,20}?)\s*:\s+(\S.*?)\s*$/;

export interface Field {
  kind: FieldKind;
  value: string;
}

/**
 * The fields of one line, or null when the line is not made of known fields: every pipe-split
 * piece must be `Key: value` and at least one key must be known.
 * @example readFields('Match: A v B | TV: ITV1')?.map((f) => f.kind) // ['event', 'channel']
 */
export function readFields(text: string): Field[] | null {
  if (!startsWithKey.test(text)) return null;
  const fields: Field[] = [];
  for (const piece of text.split('|')) {
    const match = field.exec(piece);
    if (match === null) return null;
    const kind = keys.get(match[1]!.toLowerCase().replace(/\.$/, ''));
    if (kind === undefined) return null;
    fields.push({ kind, value: match[2]! });
  }
  return fields.some((f) => f.kind !== 'other') ? fields : null;
}
