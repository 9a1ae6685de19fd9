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
 *   Date: Saturday 3 May Venue: Windsor Park, Belfast Kick-off: 14:30 GMT
 *
 * The keys are the ones listings use (a known key inside a line starts a field too); a key the
 * reader does not know (odds, a tip) belongs to
 * the record and is passed over. A record ends where a key comes again or at a line that is not
 * a field (one such line between fields, a newsletter prompt, is stepped over).
 */

/** What a field gives; 'plain' is a cell with no key, 'other' a key the reader passes over. */
export type FieldKind =
  'event' | 'date' | 'time' | 'channel' | 'competition' | 'venue' | 'plain' | 'other';

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
  const piped = text.includes('|');
  if (!startsWithKey.test(text) && !(piped && pipedKey.test(text))) return null;
  const fields: Field[] = [];
  for (const piece of text.split('|').flatMap(atKnownKeys)) {
    const match = field.exec(piece);
    // A cell without a key beside keyed ones: 'Premier League | Kick-off: 8pm | TV: BBC One'.
    if (match === null && piped && piece.trim() !== '') {
      fields.push({ kind: 'plain', value: piece.trim() });
      continue;
    }
    if (match === null) return null;
    const kind = kindOf(match[1]!);
    if (kind === undefined) return null;
    fields.push({ kind, value: match[2]! });
  }
  return fields.some((f) => f.kind !== 'other' && f.kind !== 'plain') ? fields : null;
}

const pipedKey = /\|\s*[A-Za-z][A-Za-z .'’-]{0,20}?\s*:\s/;

const kindOf = (key: string) => keys.get(key.toLowerCase().replace(/\.$/, ''));

// Keys that start a field inside a line; words that also end names ('Premier League:', 'Main
// Event:', 'Boxing Day:') do not.
const innerKeys = new Set(['when', 'date', 'time', 'kick-off', 'kick off', 'kickoff', 'ko', 'channel', 'tv', 'tv channel', 'broadcaster', 'coverage', 'watch on', 'live on', 'venue', 'where', 'location']); // prettier-ignore
const innerKindOf = (key: string) => (innerKeys.has(key.toLowerCase()) ? kindOf(key) : undefined);

// A key of one or two words inside a line: 'Date: Saturday 3 May Venue: Windsor Park'.
const innerKey = /(?<=\s)([A-Za-z][A-Za-z'’-]*)(?: ([A-Za-z][A-Za-z'’-]*))?\s*:\s/g;

/** Several fields on one line with no pipes: cut before each key the reader knows. */
function atKnownKeys(piece: string): string[] {
  const cuts: number[] = [];
  innerKey.lastIndex = 0;
  for (let match = innerKey.exec(piece); match !== null; match = innerKey.exec(piece)) {
    const [, first, second] = match;
    if (second !== undefined && innerKindOf(`${first} ${second}`) !== undefined) {
      cuts.push(match.index);
    } else if (innerKindOf(second ?? first!) !== undefined) {
      cuts.push(second === undefined ? match.index : match.index + first!.length + 1);
    }
  }
  // The line's own first key is not a cut.
  while (
    cuts.length > 0 &&
    piece
      .slice(0, cuts[0])
      .trim()
      .replace(/^[-–•*]$/, '') === ''
  ) {
    cuts.shift();
  }
  if (cuts.length === 0) return [piece];
  return [0, ...cuts].map((start, at) => piece.slice(start, cuts[at] ?? piece.length));
}

const sentenceEnd = /\.\s+(?=\p{Lu})/u;
const bulletBetween = /\s+[·•|]\s+/;
const watchWords = /^(?:(?:watch|catch it|see it)\s+)?(?:(?:it\s+)?live\s+)?(?:on\s+)?/i;
const coverageStart = /\s+from\s+\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?(?:\s*(?:BST|GMT))?/gi;
const alsoOn = /,?\s+(?:and\s+)?also\s+(?:live\s+)?on\s+/gi;

/**
 * A channel field's channels, without the words around them: 'Watch live on BBC Two NI &
 * BBC iPlayer from 14:00 BST, also live on BBC Sounds. Follow…' names BBC Two NI, BBC iPlayer
 * and BBC Sounds. Its first sentence counts; a coverage start is not the kick-off.
 * @example channelFieldText('Watch live on BBC One from 7pm, also on iPlayer') // 'BBC One, iPlayer'
 */
export function channelFieldText(value: string): string {
  // A sentence, or a bullet ('Live on Channel 4 · Commentary on BBC Radio Scotland'), ends it.
  const [first = ''] = value.split(sentenceEnd)[0]!.split(bulletBetween);
  return first.replace(watchWords, '').replace(coverageStart, '').replace(alsoOn, ', ').trim();
}
