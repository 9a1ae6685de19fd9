/**
 * What in a parse needs an editor's look, most doubtful first, each with a one-click fix where
 * the evidence gives one: a team name holding a channel, a date or a time; another sport's
 * words; a weekday the date contradicts; a kick-off no UK match has; a channel nobody knows.
 * A channel unknown on forty rows is one doubt, not forty.
 */
import type { FixtureChannel, ParsedFixture, ParseProblem } from '~/features/schedule/fixture';
import { addDaysToIsoDate, weekdayOfIsoDate } from '~/lib/london-time';
import { findBroadcaster } from './broadcasters';
import { channelAtStart, lookUpChannel } from './listing-lines';
import { eveningTime, findDates, findTimes, otherSportIn } from './spans';

export type SuspicionKind =
  'channel-in-name' | 'date-in-name' | 'other-sport' | 'weekday' | 'kick-off' | 'unknown-channel';

/** The fields a one-click fix sets on the fixture. */
export type FixturePatch = Partial<Pick<ParsedFixture, 'date' | 'time' | 'homeTeam' | 'awayTeam' | 'channels'>>; // prettier-ignore

export interface Suspicion {
  /** The line the fixture starts on: how the review names it. */
  line: number;
  kind: SuspicionKind;
  message: string;
  fix: { label: string; patch: FixturePatch } | null;
  /**
   * For an unknown channel: its name as written and every line that names it (one doubt per
   * channel, however many fixtures it is on), so that mapping it fixes them all.
   */
  channel?: { written: string; lines: number[] };
}

const rank: Record<SuspicionKind, number> = {
  'channel-in-name': 0,
  'date-in-name': 0,
  'other-sport': 0,
  weekday: 1,
  'kick-off': 1,
  'unknown-channel': 2,
};

// UK kick-offs fall between late morning and late evening; outside is a misread (07:45 for 19:45)
// or a match abroad, either worth a look.
const earliestKickOff = '11:00';
const latestKickOff = '22:30';
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayWarning = new RegExp(`^(.*): .* is a (${weekdayNames.join('|')})$`);

/**
 * The doubts about a parse, most doubtful first, then in line order.
 * @example findSuspicions([{ ...fixture, homeTeam: 'Sky Sports+Brentford' }], [])[0]?.kind // 'channel-in-name'
 */
export function findSuspicions(
  fixtures: readonly ParsedFixture[],
  problems: readonly ParseProblem[],
): Suspicion[] {
  const found: Suspicion[] = [];
  const unknown = new Map<string, number[]>();
  for (const fixture of fixtures) {
    for (const side of ['homeTeam', 'awayTeam'] as const) found.push(...nameDoubts(fixture, side));
    const sport = otherSportIn(`${fixture.competition} ${fixture.homeTeam} ${fixture.awayTeam}`);
    if (sport !== null) {
      found.push({
        line: fixture.line,
        kind: 'other-sport',
        message: `Names another sport (${sport}): is this football?`,
        fix: null,
      });
    }
    if (fixture.time < earliestKickOff || fixture.time > latestKickOff) {
      const evening = eveningTime(fixture.time);
      found.push({
        line: fixture.line,
        kind: 'kick-off',
        message: `Kick-off ${fixture.time} is unusual for a UK match`,
        fix:
          evening !== fixture.time && evening <= latestKickOff
            ? { label: `Make it ${evening}`, patch: { time: evening } }
            : null,
      });
    }
    for (const channel of fixture.channels) {
      if (channel.id !== null || findBroadcaster(channel.raw) !== null) continue;
      const lines = unknown.get(channel.raw) ?? [];
      if (!lines.includes(fixture.line)) lines.push(fixture.line);
      unknown.set(channel.raw, lines);
    }
  }
  for (const [written, lines] of unknown) {
    found.push({
      line: lines[0]!,
      kind: 'unknown-channel',
      message:
        lines.length === 1
          ? `"${written}" is no channel we know`
          : `"${written}" is no channel we know (on ${lines.length} fixtures)`,
      fix: null,
      channel: { written, lines },
    });
  }
  found.push(...weekdayDoubts(fixtures, problems));
  return found.sort((a, b) => rank[a.kind] - rank[b.kind] || a.line - b.line);
}

/** A team name that holds a channel, a date or a time: the rest is the team. */
function nameDoubts(fixture: ParsedFixture, side: 'homeTeam' | 'awayTeam'): Suspicion[] {
  const name = fixture[side];
  const label = side === 'homeTeam' ? 'home' : 'away';
  const glued = /^(.+\+)(\p{Lu}.*)$/u.exec(name);
  const leading = glued
    ? { channel: lookUpChannel(glued[1]!), rest: glued[2]! }
    : leadingChannel(name);
  if (leading?.channel) {
    return [
      {
        line: fixture.line,
        kind: 'channel-in-name',
        message: `The ${label} team "${name}" starts with the channel ${leading.channel.raw}`,
        fix: {
          label: `Team "${leading.rest}", channel ${leading.channel.raw}`,
          patch: { [side]: leading.rest, channels: withChannel(fixture.channels, leading.channel) },
        },
      },
    ];
  }
  const spans = [...findDates(name, fixture.date ?? '2000-01-01'), ...findTimes(name)];
  if (spans.length === 0) return [];
  const end = Math.max(...spans.map((span) => span.end));
  const rest = name.slice(end).trim();
  return [
    {
      line: fixture.line,
      kind: 'date-in-name',
      message: `The ${label} team "${name}" holds a date or a time`,
      fix: rest === '' ? null : { label: `Team "${rest}"`, patch: { [side]: rest } },
    },
  ];
}

function leadingChannel(name: string): { channel: FixtureChannel; rest: string } | null {
  const words = name.split(' ');
  if (words.length < 2) return null;
  const channel = channelAtStart(words, Math.min(4, words.length - 1));
  return channel === null ? null : { channel, rest: name.slice(channel.raw.length).trim() };
}

function withChannel(channels: readonly FixtureChannel[], channel: FixtureChannel) {
  return channels.some((kept) => kept.raw === channel.raw) ? [...channels] : [channel, ...channels];
}

/**
 * A date heading whose weekday the date contradicts ('Thursday 8 January 2027' is a Friday):
 * its fixtures, with the nearest date that is that weekday.
 */
function weekdayDoubts(
  fixtures: readonly ParsedFixture[],
  problems: readonly ParseProblem[],
): Suspicion[] {
  const doubts: Suspicion[] = [];
  for (const problem of problems) {
    const warned = weekdayWarning.exec(problem.reason);
    const written = warned?.[1] ?? '';
    const said = weekdayNames.findIndex((day) => new RegExp(`\\b${day.slice(0, 3)}`, 'i').test(written)); // prettier-ignore
    if (warned === null || said === -1) continue;
    const under = fixtures.filter((f) => f.line > problem.line && f.date !== null);
    const date = under[0]?.date;
    if (date == null) continue;
    const shift = ((said - weekdayOfIsoDate(date) + 10) % 7) - 3;
    const fits = addDaysToIsoDate(date, shift);
    for (const fixture of under.filter((f) => f.date === date)) {
      doubts.push({
        line: fixture.line,
        kind: 'weekday',
        message: `The page says ${weekdayNames[said]}, but ${date} is a ${warned[2]}`,
        fix: { label: `Move to ${weekdayNames[said]} ${fits}`, patch: { date: fits } },
      });
    }
  }
  return doubts;
}

/** Problems with the same reason, as one entry naming every line it was seen on. */
export interface GroupedProblem {
  reason: string;
  lines: number[];
}

/**
 * Problems grouped by reason, in the order each reason first appears.
 * @example groupProblems([{ line: 2, text: '', reason: 'x' }, { line: 5, text: '', reason: 'x' }]) // [{ reason: 'x', lines: [2, 5] }]
 */
export function groupProblems(problems: readonly ParseProblem[]): GroupedProblem[] {
  const groups = new Map<string, number[]>();
  for (const problem of problems) {
    const lines = groups.get(problem.reason) ?? [];
    if (!lines.includes(problem.line)) lines.push(problem.line);
    groups.set(problem.reason, lines);
  }
  return [...groups].map(([reason, lines]) => ({ reason, lines }));
}
