/**
 * The prose grammar: fixtures told in sentences, as a columnist or a club writes them.
 *
 *   The weekend action kicks off with Newcastle v Chelsea on TNT Sports at 12.30pm, followed
 *   by Manchester City v West Ham on Premier Sports at 3pm. There is a Sky live triple bill
 *   tonight, starting with Tottenham v Liverpool at 5.30pm, then a choice of Everton v Arsenal
 *   and Leeds v Crystal Palace at 8pm.
 *
 * Teams are the runs of capitalised words on either side of `v`, `vs` or `versus`. Each
 * fixture reads its kick-off, day and channel from the words after it up to the next fixture;
 * what it lacks it takes from the fixture joined to it by 'and' (a shared time), from the
 * sentence's opening words (a channel or day for the whole sentence), or, for the day or where
 * it says 'the channel', from the fixture before it. A fixture with no kick-off is left out:
 * prose names many matches that are not on television. A sentence about another sport is left
 * out.
 */
import type { FixtureChannel } from '~/features/fixtures/fixture';
import { addDaysToIsoDate } from '~/lib/london-time';
import { lookUpChannel } from './listing-lines';
import { findDates, findTimes, otherSportIn } from './spans';

export interface ProseFixture {
  home: string;
  away: string;
  time: string;
  date: string;
  channels: FixtureChannel[];
}

const name = "\\p{Lu}[\\p{L}'’.&-]*(?: (?:\\p{Lu}[\\p{L}'’.&-]*|&))*";
const pair = new RegExp(`(${name}) (?:v|vs|versus)\\.? (${name})`, 'gu');
const sentenceEnd = /(?<=[.!?])\s+(?=\p{Lu})/u;
const relativeDay = /\b(today|tonight|this (?:afternoon|evening)|tomorrow)\b/i;
const sameChannel = /\bthe (?:same )?channel\b/i;
const lowerCaseWord = /(?:^| )\p{Ll}/gu;

/** Whether a line reads as sentences (many lower-case words), not a listing row. */
export function isProse(text: string): boolean {
  const words = text.split(' ').length;
  return words > 12 && (text.match(lowerCaseWord)?.length ?? 0) >= words * 0.4;
}

/**
 * @example readProse('Leeds v Hull is on Sky Sports+ at 7.45pm tonight.', '2027-03-03')[0]?.time // '19:45'
 */
export function readProse(text: string, today: string): ProseFixture[] {
  const fixtures: ProseFixture[] = [];
  let previous: { date: string; channels: FixtureChannel[] } | null = null;
  for (const sentence of text.split(sentenceEnd)) {
    if (otherSportIn(sentence) !== null) continue;
    const pairs = [...sentence.matchAll(pair)];
    if (pairs.length === 0) continue;
    const opening = facts(sentence.slice(0, pairs[0]!.index), today);
    const read = pairs.map((match, index) => {
      const end = index + 1 < pairs.length ? pairs[index + 1]!.index : sentence.length;
      const after = sentence.slice(match.index + match[0].length, end);
      return { home: match[1]!, away: match[2]!, after, ...facts(after, today) };
    });
    // 'A v B and C v D at 8pm': a fixture joined by 'and' shares the next one's time.
    for (let index = read.length - 2; index >= 0; index -= 1) {
      const fixture = read[index]!;
      if (fixture.time === null && /^\s*(?:and|&)\s*$/.test(fixture.after)) {
        fixture.time = read[index + 1]!.time;
      }
    }
    for (const fixture of read) {
      const channels: FixtureChannel[] =
        fixture.channels.length > 0
          ? fixture.channels
          : sameChannel.test(fixture.after) && previous !== null
            ? previous.channels
            : opening.channels.length > 0
              ? opening.channels
              : [];
      const date: string = fixture.date ?? opening.date ?? previous?.date ?? today;
      previous = { date, channels };
      if (fixture.time === null) continue;
      fixtures.push({ home: fixture.home, away: fixture.away, time: fixture.time, date, channels });
    }
  }
  return fixtures;
}

/** The kick-off, day and channels a stretch of a sentence names. */
function facts(text: string, today: string) {
  const time = findTimes(text).find((span) => span.time !== null)?.time ?? null;
  const relative = relativeDay.exec(text)?.[1]?.toLowerCase();
  const written = findDates(text, today).find((span) => 'date' in span.reading)?.reading;
  const date =
    written !== undefined && 'date' in written
      ? written.date
      : relative === undefined
        ? null
        : relative === 'tomorrow'
          ? addDaysToIsoDate(today, 1)
          : today;
  return { time, date, channels: channelsIn(text) };
}

/** Channels named in a stretch of prose: capitalised runs the catalogue or gazetteer knows. */
function channelsIn(text: string): FixtureChannel[] {
  const words = text.split(/\s+/).map((word) => word.replace(/[.,;:!?)]+$/, ''));
  const found: FixtureChannel[] = [];
  for (let start = 0; start < words.length; start += 1) {
    if (!/^\p{Lu}/u.test(words[start] ?? '')) continue;
    for (let length = Math.min(5, words.length - start); length >= 1; length -= 1) {
      const channel = lookUpChannel(words.slice(start, start + length).join(' '));
      if (channel === null) continue;
      if (!found.some((kept) => kept.name === channel.name)) found.push(channel);
      start += length - 1;
      break;
    }
  }
  return found;
}
