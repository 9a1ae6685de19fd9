/**
 * The prose grammar: fixtures told in sentences, as a columnist or a club writes them.
 *
 *   The weekend action kicks off with Newcastle v Chelsea on TNT Sports at 12.30pm, followed
 *   by Manchester City v West Ham on Premier Sports at 3pm. There is a Sky live triple bill
 *   tonight, starting with Tottenham v Liverpool at 5.30pm, then a choice of Everton v Arsenal
 *   and Leeds v Crystal Palace at 8pm.
 *
 *   How about some League Two action on BT Sport? Crewe vs Port Vale, a local derby. It's
 *   7.45pm for that. At 8pm we have Stoke-Derby in the Championship on Sky.
 *
 * Teams are the runs of capitalised words on either side of `v`, `vs` or `versus`, of a bare
 * hyphen when both sides are teams we know ('Stoke-Derby'), or of 'host' ('Chelsea host Man
 * Utd'). Each fixture reads its kick-off, day and channel from the words after it up to the
 * next fixture; what it lacks it takes from the fixture joined to it by 'and' (a shared time),
 * from its sentence's opening words, from the sentences before it that name no fixture (a
 * channel or a day), from the fixture before it (the day, or the channel where it says 'the
 * channel'), and, for a kick-off still missing, from the next sentence when that one names a
 * time and no new fixture ('It's 7.45pm for that', 'Both are on Sky with 7.45pm kick-offs,
 * though Croatia vs Greece is on Sky Sports Mix'). A fixture with no kick-off is left out:
 * prose names many matches that are not on television. A fixture whose words name another
 * sport is left out.
 */
import type { FixtureChannel } from '~/features/schedule/fixture';
import { resolveTeam } from '~/features/teams/team-catalogue';
import { addDaysToIsoDate, daysBetweenIsoDates } from '~/lib/london-time';
import { lookUpChannel } from './listing-lines';
import { findDates, findTimes, otherSportIn, readRelativeDay } from './spans';

export interface ProseFixture {
  home: string;
  away: string;
  time: string;
  date: string;
  channels: FixtureChannel[];
}

const word = "\\p{Lu}[\\p{L}'’.&]*(?:-\\p{Lu}[\\p{L}'’.&]*)*";
const name = `${word}(?: (?:${word}|&|of|de|da|do))*`;
const pair = new RegExp(`(${name}) (?:v|vs|versus)\\.? (${name})`, 'gu');
const hosts = new RegExp(
  `(${name}|\\bthey) (?:host|hosts|welcome|welcomes) (?:the )?(${name})`,
  'gu',
);
// 'Sheffield Wednesday-Middlesbrough': two runs of capitalised words joined by a bare hyphen.
const hyphened = new RegExp(`((?:${word} )*${word})-(${word}(?: ${word})*)`, 'gu');
const sentenceEnd = /(?<=[.!?])\s+(?=\p{Lu})/u;
const relativeDay = /\b(today|tonight|this (?:afternoon|evening)|tomorrow)\b/i;
const weekdayWord = /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;
const bareWeekday = /^\W*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\W*$/i;
const sameChannel = /\bthe (?:same )?channel\b/i;
const lowerCaseWord = /(?:^| )\p{Ll}/gu;
const joinedByAnd = /^\s*(?:and|&)\s*$/;
const runBreak =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tonight|tomorrow|and|from|at|with|on|in|HD)$/i;
const sentenceStop = /(?<!\b\p{Lu})[.!?]+$/u;

/** Whether a line reads as sentences (many lower-case words), not a listing row. */
export function isProse(text: string, minWords = 13): boolean {
  const words = text.split(' ').length;
  return words >= minWords && (text.match(lowerCaseWord)?.length ?? 0) >= words * 0.4;
}

interface Facts {
  time: string | null;
  date: string | null;
  channels: FixtureChannel[];
}

interface Pair {
  home: string;
  away: string;
  index: number;
  end: number;
  /** False for a hyphened pair of names we do not know as teams ('Wasps-Bath'): it only
   * ends the stretch of the fixture before it. */
  teams: boolean;
}

interface Reading extends Facts {
  home: string;
  away: string;
  after: string;
}

/**
 * @example readProse('Leeds v Hull is on Sky Sports+ at 7.45pm tonight.', '2027-03-03')[0]?.time // '19:45'
 */
export function readProse(
  text: string,
  today: string,
  { around = false }: { around?: boolean } = {},
): ProseFixture[] {
  const fixtures: ProseFixture[] = [];
  // What the sentences without fixtures said last: the day and the channel they are about.
  let told: Facts = { time: null, date: null, channels: [] };
  let previous = null as { date: string; channels: FixtureChannel[] } | null;
  // The last sentence's fixtures that have no kick-off yet.
  let waiting: Reading[] = [];
  const facts = (stretch: string) => factsIn(stretch, today, around);
  const keep = (fixture: Reading) => {
    if (fixture.time === null || fixture.date === null) return;
    const { home, away, time, date, channels } = fixture;
    fixtures.push({ home, away, time, date, channels });
  };

  for (const sentence of text.split(sentenceEnd)) {
    const all = pairsIn(sentence);
    const pairs = all.filter((found) => found.teams);
    const opening = facts(sentence.slice(0, all[0]?.index ?? sentence.length));
    // A sentence that names a time and only fixtures already waiting completes them.
    const repeats = pairs.filter((found) => waiting.some((w) => sameTeams(w, found)));
    if (waiting.length > 0 && opening.time !== null && repeats.length === pairs.length) {
      for (const fixture of waiting) {
        const repeat = repeats.find((found) => sameTeams(fixture, found));
        const own = repeat === undefined ? null : facts(sentence.slice(repeat.end));
        fixture.time = opening.time;
        if (own !== null && own.channels.length > 0) fixture.channels = own.channels;
        else if (fixture.channels.length === 0 || opening.channels.length > 0) {
          fixture.channels = opening.channels.length > 0 ? opening.channels : fixture.channels;
        }
        keep(fixture);
      }
      waiting = [];
      continue;
    }
    waiting = [];
    if (pairs.length === 0) {
      // A day named holds for the sentences after it; a channel, unless about another sport.
      const said = facts(sentence);
      const otherSport = otherSportIn(sentence) !== null;
      told = {
        time: null,
        date: said.date ?? told.date,
        channels: said.channels.length > 0 && !otherSport ? said.channels : told.channels,
      };
      if (said.date !== null && previous !== null) previous = { ...previous, date: said.date };
      continue;
    }

    const read: Reading[] = [];
    for (const [index, found] of all.entries()) {
      if (!found.teams) continue;
      const end = all[index + 1]?.index ?? sentence.length;
      const after = sentence.slice(found.end, end);
      // Another sport's fixture names it after its teams, or before the sentence's first.
      const sport = otherSportIn(after) ?? (index === 0 ? otherSportIn(opening.text) : null);
      if (sport !== null) continue;
      read.push({ home: found.home, away: found.away, after, ...facts(after) });
    }
    // 'A v B and C v D at 8pm': a fixture joined by 'and' shares the next one's time.
    for (let index = read.length - 2; index >= 0; index -= 1) {
      const fixture = read[index]!;
      if (fixture.time === null && joinedByAnd.test(fixture.after)) {
        fixture.time = read[index + 1]!.time;
      }
    }
    for (const fixture of read) {
      fixture.time ??= opening.time;
      fixture.channels =
        fixture.channels.length > 0
          ? fixture.channels
          : sameChannel.test(fixture.after) && previous !== null
            ? previous.channels
            : opening.channels.length > 0
              ? opening.channels
              : told.channels;
      fixture.date ??= opening.date ?? previous?.date ?? told.date ?? today;
      previous = { date: fixture.date, channels: fixture.channels };
      if (fixture.time === null) waiting.push(fixture);
      else keep(fixture);
    }
  }
  return fixtures;
}

function sameTeams(a: { home: string; away: string }, b: { home: string; away: string }) {
  return a.home === b.home && a.away === b.away;
}

/** The team pairs of a sentence, in order. */
function pairsIn(sentence: string): Pair[] {
  const found: Pair[] = [];
  const add = (home: string, away: string, index: number, end: number, teams = true) => {
    if (!found.some((pair) => index < pair.end && pair.index < end)) {
      // A sentence's full stop is not the team's ('… v Greece.'); an initial's is ('A.F.C.').
      found.push({ home, away: away.replace(sentenceStop, ''), index, end, teams });
    }
  };
  for (const match of sentence.matchAll(pair)) {
    add(match[1]!, match[2]!, match.index, match.index + match[0].length);
  }
  for (const match of sentence.matchAll(hyphened)) {
    const teams = knownPair(match[1]!, match[2]!);
    const end = match.index + match[0].length;
    if (teams === null) add(match[1]!, match[2]!, match.index, end, false);
    else {
      const start = match.index + match[1]!.length - teams.home.length;
      add(teams.home, teams.away, start, start + teams.home.length + 1 + teams.away.length);
    }
  }
  for (const match of sentence.matchAll(hosts)) {
    // 'Scotland are also in action, they host the Netherlands': the sentence's first name.
    const home = match[1] === 'they' ? firstTeamIn(sentence.slice(0, match.index)) : match[1]!;
    const away = longestTeamAtStart(match[2]!) ?? match[2]!;
    if (home !== null && (resolveTeam(home) !== null || resolveTeam(away) !== null)) {
      add(home, away, match.index, match.index + match[0].length);
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The teams either side of a bare hyphen, when both are teams we know. */
function knownPair(before: string, after: string): { home: string; away: string } | null {
  const words = before.split(' ');
  for (let start = 0; start < words.length; start += 1) {
    const home = words.slice(start).join(' ');
    if (resolveTeam(home) === null) continue;
    const away = longestTeamAtStart(after);
    return away === null ? null : { home, away };
  }
  return null;
}

function longestTeamAtStart(text: string): string | null {
  const words = text.split(' ');
  for (let length = Math.min(words.length, 5); length >= 1; length -= 1) {
    const team = words.slice(0, length).join(' ');
    if (resolveTeam(team) !== null) return team;
  }
  return null;
}

function firstTeamIn(text: string): string | null {
  const words = text.split(/[\s,]+/);
  for (let start = 0; start < words.length; start += 1) {
    const team = longestTeamAtStart(words.slice(start).join(' '));
    if (team !== null) return team;
  }
  return null;
}

/** The kick-off, day and channels a stretch of a sentence names. */
function factsIn(text: string, today: string, around: boolean): Facts & { text: string } {
  const time = findTimes(text).find((span) => span.time !== null)?.time ?? null;
  return { text, time, date: dayNamedIn(text, today, around), channels: channelsIn(text) };
}

/**
 * The day a stretch of prose names: a date, 'tonight' or 'tomorrow', or a weekday: the next
 * one from `today` (today included), or with `around` (prose under a dated heading, as a
 * forum reply under 'Sunday' saying 'on Saturday') the nearest one either side.
 * @example dayNamedIn('Hull welcome Stoke on Sunday', '2022-01-14') // '2022-01-16'
 */
export function dayNamedIn(text: string, today: string, around = false): string | null {
  const relative = relativeDay.exec(text)?.[1]?.toLowerCase();
  const span = findDates(text, today).find((found) => 'date' in found.reading);
  const weekday = weekdayWord.exec(text)?.[1];
  // A date with a day of the month; a weekday alone is read below.
  const dated = span !== undefined && !bareWeekday.test(text.slice(span.start, span.end));
  if (dated && 'date' in span.reading) return span.reading.date;
  if (relative !== undefined) return relative === 'tomorrow' ? addDaysToIsoDate(today, 1) : today;
  if (weekday === undefined) return null;
  const next = readRelativeDay(weekday, today);
  if (next === null || !around) return next;
  const ahead = daysBetweenIsoDates(today, next);
  return ahead > 3 ? addDaysToIsoDate(next, -7) : next;
}

/** Channels named in a stretch of prose: capitalised runs the catalogue or gazetteer knows. */
function channelsIn(text: string): FixtureChannel[] {
  const words = text
    .split(/\s+/)
    .filter((word) => /[\p{L}\d]/u.test(word))
    .map((word) => word.replace(/[.,;:!?)]+$/, ''));
  const found: FixtureChannel[] = [];
  for (let start = 0; start < words.length; start += 1) {
    if (!/^\p{Lu}/u.test(words[start] ?? '')) continue;
    for (let length = Math.min(5, words.length - start); length >= 1; length -= 1) {
      const channel = lookUpChannel(words.slice(start, start + length).join(' '));
      if (channel === null) continue;
      // A channel's name ends its run of capitals: 'Sky' in 'the Sky Bet Championship' is not.
      const next = words[start + length] ?? '';
      if (/^\p{Lu}/u.test(next) && !runBreak.test(next)) break;
      if (!found.some((kept) => kept.name === channel.name)) found.push(channel);
      start += length - 1;
      break;
    }
  }
  // 'on Sky … on Sky Sports Football': the brand names the channel named in full.
  return found.filter(
    (channel) =>
      !found.some((other) => other !== channel && other.name.startsWith(`${channel.name} `)),
  );
}
