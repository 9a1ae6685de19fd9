import type { Suspicion } from '~/features/importer/suspicion';
import { formatLongDate } from '~/lib/london-time';
import { countFixtures } from '~/features/schedule/fixture-count';
import type {
  FixtureInput,
  LineOutcome,
  ListingFormat,
  ParsedFixture,
  ParseProblem,
  ParseResult,
} from '~/features/schedule/fixture';

/** How long a draft nobody has changed is kept (decision 0012). */
export const draftLifetimeDays = 7;

/** What staff chose for the fixtures a paste left without a date or a competition. */
export interface DraftGroups {
  /** `YYYY-MM-DD` given to every fixture whose date is null (the classic layout has none). */
  dateForUndated: string | null;
  /** Given to every fixture whose competition is '' (a page that names none). */
  competitionForUnnamed: string | null;
}

/**
 * Undated fixtures under one heading (a competition line, or a line the importer left, such as
 * a day it could not date): the review can date each group on its own, as a page lists one day
 * per heading.
 */
export interface UndatedGroup {
  /** The heading's line, or '0' for the fixtures above any heading. */
  key: string;
  /** The heading as pasted, or null above any heading. */
  heading: string | null;
  /** The lines the group's fixtures start on. */
  lines: number[];
  /** The date chosen for this group, or null (then the one for every undated fixture applies). */
  date: string | null;
}

/** A pasted import under review, as the review screen shows it, with its text. */
export interface ImportDraft extends DraftGroups {
  id: string;
  createdAt: string;
  updatedAt: string;
  format: ListingFormat;
  /** Each with the line it starts on: the line is how a form names a fixture of the draft. */
  fixtures: ParsedFixture[];
  problems: ParseProblem[];
  /** One outcome per non-blank pasted line, in line order. */
  lines: LineOutcome[];
  /** What needs an editor's look, most doubtful first (importer/suspicion.ts). */
  suspicions: Suspicion[];
  /** The undated fixtures, by the heading they sit under. */
  undatedGroups: UndatedGroup[];
  /** The text as pasted (or as last re-parsed), for the review to edit and re-parse. */
  source: string;
  /** The importer's "today", `YYYY-MM-DD`: weekdays and dates without a year are read from it. */
  referenceDate: string;
}

/** A draft in the list of imports in progress. */
export interface ImportDraftSummary {
  id: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** Never 0: a draft without fixtures is never kept. */
  fixtureCount: number;
  /**
   * The earliest `YYYY-MM-DD` of its fixtures (else the date chosen for the undated ones), or
   * null when none has a date.
   */
  firstDate: string | null;
}

/** How many of a paste's lines a refusal names when a paste gives no fixture. */
export const namedReasons = 5;

/**
 * The address of a draft's review, where its forms post.
 * @example draftPath('Q2xvdWRzIGFyZSBub3QgYQ') // '/admin/imports/Q2xvdWRzIGFyZSBub3QgYQ'
 */
export function draftPath(id: string): string {
  return `/admin/imports/${id}`;
}

/**
 * Why a paste gave no fixture, line by line: its first problems, or else what its first lines
 * were taken for (another sport, a heading, a line that is no date, time or fixture).
 * @example describeEmptyPaste({ problems: [], lines: [{ line: 1, text: 'hello', kind: 'ignored', note: 'Not a date, time or fixture line', … }] })
 * // [{ line: 1, text: 'hello', reason: 'Ignored: Not a date, time or fixture line' }]
 */
export function describeEmptyPaste(
  result: Pick<ParseResult, 'problems' | 'lines'>,
  limit = namedReasons,
): ParseProblem[] {
  if (result.problems.length > 0) return result.problems.slice(0, limit);
  return result.lines.slice(0, limit).map((outcome) => ({
    line: outcome.line,
    text: outcome.text,
    reason: describeLineOutcome(outcome, []),
  }));
}

/**
 * The undated fixtures grouped by the heading line above them, in paste order, each with the
 * date chosen for it.
 * @example findUndatedGroups([{ ...fixture, date: null, line: 4 }], [{ line: 2, kind: 'heading', text: 'FA Cup', … }], { 2: '2025-11-01' })
 * // [{ key: '2', heading: 'FA Cup', lines: [4], date: '2025-11-01' }]
 */
export function findUndatedGroups(
  fixtures: readonly Pick<ParsedFixture, 'date' | 'line'>[],
  lines: readonly Pick<LineOutcome, 'line' | 'kind' | 'text'>[],
  dateByGroup: Readonly<Record<string, string>> = {},
): UndatedGroup[] {
  // Whatever stands above a run of fixtures heads it, as a reader sees the page: a line the
  // importer read (a competition) or one it left ("Friday night football").
  const headings = lines.filter(
    (outcome) => outcome.kind === 'heading' || outcome.kind === 'ignored',
  );
  const groups = new Map<string, UndatedGroup>();
  let next = 0;
  let heading: (typeof headings)[number] | undefined;
  for (const fixture of [...fixtures].sort((a, b) => a.line - b.line)) {
    while (next < headings.length && headings[next]!.line < fixture.line)
      heading = headings[next++];
    if (fixture.date !== null) continue;
    const key = String(heading?.line ?? 0);
    const date = dateByGroup[key] ?? null;
    const group = groups.get(key) ?? { key, heading: heading?.text ?? null, lines: [], date };
    group.lines.push(fixture.line);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The fixtures a draft saves: the date chosen for its group (else for every undated fixture)
 * and the competition chosen given to the fixtures without one, the review's line numbers
 * dropped.
 * @example
 * buildDraftFixtures([{ ...fixture, date: null, line: 3 }], { dateForUndated: '2025-11-01', competitionForUnnamed: null })
 * // [{ ...fixture, date: '2025-11-01' }]
 */
export function buildDraftFixtures(
  fixtures: readonly ParsedFixture[],
  groups: DraftGroups,
  undatedGroups: readonly UndatedGroup[] = [],
): FixtureInput[] {
  const groupDate = new Map<number, string>();
  for (const { date, lines } of undatedGroups)
    if (date) for (const line of lines) groupDate.set(line, date);
  return fixtures.map(({ line, ...fixture }) => ({
    ...fixture,
    date: fixture.date ?? groupDate.get(line) ?? groups.dateForUndated,
    competition:
      fixture.competition.trim() === ''
        ? (groups.competitionForUnnamed ?? '')
        : fixture.competition,
  }));
}

/**
 * How many of a draft's fixtures have no date, and no competition, in the paste: the groups
 * the review asks staff to settle.
 * @example countUnsettled([{ ...fixture, date: null, competition: '' }]) // { undated: 1, unnamed: 1 }
 */
export function countUnsettled(fixtures: readonly Pick<FixtureInput, 'date' | 'competition'>[]): {
  undated: number;
  unnamed: number;
} {
  let undated = 0;
  let unnamed = 0;
  for (const fixture of fixtures) {
    if (fixture.date === null) undated += 1;
    if (fixture.competition.trim() === '') unnamed += 1;
  }
  return { undated, unnamed };
}

/**
 * Why a draft cannot be saved yet, or null: fixtures still without a date or a competition once
 * the group settings are applied.
 * @example describeUnsaveable([{ ...fixture, date: null }], { dateForUndated: null, competitionForUnnamed: null })
 * // '1 fixture has no date. Choose a date for the fixtures without one, then save.'
 */
export function describeUnsaveable(
  fixtures: readonly ParsedFixture[],
  groups: DraftGroups,
  undatedGroups: readonly UndatedGroup[] = [],
): string | null {
  const { undated, unnamed } = countUnsettled(buildDraftFixtures(fixtures, groups, undatedGroups));
  const missing: string[] = [];
  if (undated > 0)
    missing.push(`${fixturesCount(undated)} no date. Choose a date for the fixtures without one`);
  if (unnamed > 0)
    missing.push(
      `${fixturesCount(unnamed)} no competition. Choose a competition for the fixtures without one`,
    );
  return missing.length > 0 ? `${missing.join('; ')}, then save.` : null;
}

function fixturesCount(count: number): string {
  return count === 1 ? '1 fixture has' : `${count} fixtures have`;
}

/**
 * The toast after a paste: "{N} fixtures parsed" with the date, or the counts per date; "No
 * fixtures found" when there are none.
 * @example describeParsed([{ date: '2025-11-01' }]).title // '1 fixture parsed'
 */
export function describeParsed(fixtures: readonly Pick<FixtureInput, 'date'>[]): {
  title: string;
  description: string;
  error?: boolean;
} {
  if (fixtures.length === 0)
    return {
      title: 'No fixtures found',
      description: 'Please check the format of your pasted fixtures.',
      error: true,
    };
  const days = new Map<string | null, number>();
  for (const { date } of fixtures) days.set(date, (days.get(date) ?? 0) + 1);
  if (days.size === 1) {
    const [date] = days.keys();
    const one = fixtures.length === 1;
    return {
      title: `${countFixtures(fixtures.length)} parsed`,
      description: date
        ? `${one ? 'The fixture is' : 'All fixtures are'} for ${formatLongDate(date)}.`
        : `Review and save ${one ? 'it' : 'them'} to the database.`,
    };
  }
  const counts = [...days]
    .map(([date, count]) => `${date ? formatLongDate(date) : 'No date'}: ${count}`)
    .join('; ');
  return {
    title: `${countFixtures(fixtures.length)} parsed for multiple dates`,
    description: counts,
  };
}

/**
 * What the review says a pasted line became: the fixture it is part of (or that it was
 * removed from the review), a heading, an ignored line or a problem, with the importer's note.
 * @example describeLineOutcome({ line: 2, text: 'Arsenal v Chelsea', kind: 'fixture', note: '', fixtureLines: [1] }, fixtures)
 * // 'Fixture: Arsenal v Chelsea'
 */
export function describeLineOutcome(
  outcome: LineOutcome,
  fixtures: readonly Pick<ParsedFixture, 'line' | 'homeTeam' | 'awayTeam'>[],
): string {
  const note = outcome.note ? `: ${outcome.note}` : '';
  switch (outcome.kind) {
    case 'fixture': {
      const named = outcome.fixtureLines.map((line) => {
        const fixture = fixtures.find((f) => f.line === line);
        return fixture ? `${fixture.homeTeam} v ${fixture.awayTeam}` : 'removed from this import';
      });
      return `Fixture: ${named.join('; ') || 'removed from this import'}`;
    }
    case 'heading':
      return `Heading${note}`;
    case 'ignored':
      return `Ignored${note}`;
    case 'problem':
      return `Problem${note}`;
  }
}

/** A draft's parse as stored, with what the review changed in it. */
export interface DraftResult extends ParseResult {
  /** The importer's "today" the text was read with (older drafts: the day they were pasted). */
  referenceDate?: string;
  /** The date chosen for each undated group, by its key. */
  dateByGroup?: Record<string, string>;
  /** The parse's own fixture for each line the review edited or removed, by that line. */
  originals?: Record<string, ParsedFixture>;
}

/**
 * A fixture of a draft replaced by an edit (or removed, `next` null), the parse's own version
 * of it remembered so that a re-parse can tell an edited fixture from a changed line.
 */
export function replaceDraftFixture(
  result: DraftResult,
  old: ParsedFixture,
  next: ParsedFixture | null,
): DraftResult {
  const key = String(old.line);
  return {
    ...result,
    fixtures: next
      ? result.fixtures.map((f) => (f === old ? next : f))
      : result.fixtures.filter((f) => f !== old),
    originals: { ...result.originals, [key]: result.originals?.[key] ?? old },
  };
}

/**
 * A new parse of a draft's (edited) text that keeps the review's work where the text did not
 * change: a fixture whose line reads as before, and is read as before, keeps its edits (or stays
 * removed), and an undated group under the same heading keeps its date.
 * @example carryEdits(draft, parseFixtureText(text, { today })).kept // 2
 */
export function carryEdits(
  old: DraftResult,
  next: ParseResult,
): { result: DraftResult; kept: number } {
  // Looked up once per fixture of a paste of thousands: by line, not by searching the lines.
  const textsOf = (lines: readonly LineOutcome[]) =>
    new Map(lines.map((outcome) => [outcome.line, outcome.text]));
  const oldTexts = textsOf(old.lines);
  const nextTexts = textsOf(next.lines);
  const editKey = (text: string, { line: _line, ...fixture }: ParsedFixture) =>
    `${text}\u0000${JSON.stringify(fixture)}`;

  const edits = new Map<string, ParsedFixture | null>();
  for (const [line, original] of Object.entries(old.originals ?? {})) {
    const current = old.fixtures.find((f) => f.line === original.line) ?? null;
    edits.set(editKey(oldTexts.get(Number(line)) ?? '', original), current);
  }
  let kept = 0;
  const fixtures: ParsedFixture[] = [];
  const originals: Record<string, ParsedFixture> = {};
  for (const fixture of next.fixtures) {
    const key = editKey(nextTexts.get(fixture.line) ?? '', fixture);
    if (!edits.has(key)) {
      fixtures.push(fixture);
      continue;
    }
    const edited = edits.get(key) ?? null;
    edits.delete(key);
    kept += 1;
    originals[String(fixture.line)] = fixture;
    if (edited) fixtures.push({ ...edited, line: fixture.line });
  }

  const dateByHeading = new Map<string, string>();
  for (const [key, date] of Object.entries(old.dateByGroup ?? {}))
    dateByHeading.set(key === '0' ? '' : (oldTexts.get(Number(key)) ?? ''), date);
  const dateByGroup: Record<string, string> = {};
  for (const group of findUndatedGroups(fixtures, next.lines)) {
    const date = dateByHeading.get(group.heading ?? '');
    if (date) dateByGroup[group.key] = date;
  }
  return { result: { ...next, fixtures, originals, dateByGroup }, kept };
}
