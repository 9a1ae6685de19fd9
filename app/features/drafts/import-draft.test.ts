import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../../tests/support/factories';
import type { LineOutcome } from '~/features/schedule/fixture';
import { parseFixtureText } from '~/features/importer/parse-fixture-text';
import {
  buildDraftFixtures,
  carryEdits,
  describeEmptyPaste,
  describeLineOutcome,
  describeParsed,
  describeUnsaveable,
  findUndatedGroups,
  replaceDraftFixture,
} from './import-draft';

const none = { dateForUndated: null, competitionForUnnamed: null };
const undated = { ...makeFixture({ date: null }), line: 3 };
const unnamed = { ...makeFixture({ competition: '' }), line: 8 };

describe('buildDraftFixtures', () => {
  it.each([
    ['keeps a complete fixture', makeFixture(), none, makeFixture()],
    [
      'gives an undated fixture the chosen date',
      makeFixture({ date: null }),
      { ...none, dateForUndated: '2025-11-04' },
      makeFixture({ date: '2025-11-04' }),
    ],
    [
      'gives a fixture without a competition the chosen one',
      makeFixture({ competition: '' }),
      { ...none, competitionForUnnamed: 'FA Cup' },
      makeFixture({ competition: 'FA Cup' }),
    ],
    [
      'leaves a dated fixture on its own date',
      makeFixture(),
      { dateForUndated: '2025-12-25', competitionForUnnamed: 'FA Cup' },
      makeFixture(),
    ],
  ])('%s', (_name, fixture, groups, expected) => {
    expect(buildDraftFixtures([{ ...fixture, line: 1 }], groups)).toEqual([expected]);
  });
});

describe('describeUnsaveable', () => {
  it.each([
    [[{ ...makeFixture(), line: 1 }], none, null],
    [
      [undated],
      none,
      '1 fixture has no date. Choose a date for the fixtures without one, then save.',
    ],
    [[undated], { ...none, dateForUndated: '2025-11-04' }, null],
    [
      [unnamed, unnamed, undated],
      { ...none, dateForUndated: '2025-11-04' },
      '2 fixtures have no competition. Choose a competition for the fixtures without one, then save.',
    ],
  ])('%#', (fixtures, groups, expected) => {
    expect(describeUnsaveable(fixtures, groups)).toBe(expected);
  });
});

describe('describeParsed', () => {
  it.each([
    [[], 'No fixtures found', 'Please check the format of your pasted fixtures.'],
    [
      [makeFixture(), makeFixture()],
      '2 fixtures parsed',
      'All fixtures are for Saturday 1 November 2025.',
    ],
    [[makeFixture({ date: null })], '1 fixture parsed', 'Review and save it to the database.'],
    [[makeFixture()], '1 fixture parsed', 'The fixture is for Saturday 1 November 2025.'],
    [
      [makeFixture(), makeFixture({ date: null })],
      '2 fixtures parsed for multiple dates',
      'Saturday 1 November 2025: 1; No date: 1',
    ],
  ])('%#', (fixtures, title, description) => {
    expect(describeParsed(fixtures)).toMatchObject({ title, description });
  });
});

describe('describeLineOutcome', () => {
  const fixtures = [{ line: 2, homeTeam: 'Arsenal', awayTeam: 'Chelsea' }];
  const outcome = (kind: LineOutcome['kind'], note: string, fixtureLines: number[] = []) => ({
    line: 1,
    lastLine: 1,
    text: 'x',
    kind,
    note,
    fixtureLines,
  });
  it.each([
    [outcome('fixture', '', [2]), 'Fixture: Arsenal v Chelsea'],
    [outcome('fixture', '', [5]), 'Fixture: removed from this import'],
    [
      outcome('heading', 'Date: Saturday 1 November 2025'),
      'Heading: Date: Saturday 1 November 2025',
    ],
    [outcome('ignored', 'Another sport: rugby'), 'Ignored: Another sport: rugby'],
    [outcome('problem', 'Unknown channel "Mystery"'), 'Problem: Unknown channel "Mystery"'],
  ])('%#: %s', (line, expected) => {
    expect(describeLineOutcome(line, fixtures)).toBe(expected);
  });
});

describe('describeEmptyPaste', () => {
  const ignored = (line: number): LineOutcome => ({
    line,
    lastLine: line,
    text: `line ${line}`,
    kind: 'ignored',
    note: 'Not a date, time or fixture line',
    fixtureLines: [],
  });

  it("gives the paste's first problems, by line", () => {
    const problems = Array.from({ length: 7 }, (_, at) => ({
      line: at + 1,
      text: 'Leeds v Spurs (3p',
      reason: 'The line ends inside brackets: it looks cut off',
    }));
    expect(describeEmptyPaste({ problems, lines: [ignored(1)] })).toEqual(problems.slice(0, 5));
  });

  it('says what the first lines were taken for when none was a problem', () => {
    const lines = Array.from({ length: 8 }, (_, at) => ignored(at + 1));
    expect(describeEmptyPaste({ problems: [], lines })).toEqual(
      [1, 2, 3, 4, 5].map((line) => ({
        line,
        text: `line ${line}`,
        reason: 'Ignored: Not a date, time or fixture line',
      })),
    );
  });
});

describe('undated groups and re-parsing', () => {
  const cup = ['FA Cup', '19:45 Wrexham v Coventry City - Sky Sports Football'];
  const league = ['Championship', '20:00 Leeds United v Hull City - Sky Sports Main Event'];
  const read = (lines: readonly string[]) =>
    parseFixtureText(lines.join('\n'), { today: '2025-10-30' });

  it('groups undated fixtures by the heading above them, each with its chosen date', () => {
    const { fixtures, lines } = read([...cup, ...league]);
    expect(findUndatedGroups(fixtures, lines, { '3': '2025-11-02' })).toEqual([
      { key: '1', heading: 'FA Cup', lines: [2], date: null },
      { key: '3', heading: 'Championship', lines: [4], date: '2025-11-02' },
    ]);
    const dated = read(['Saturday 1st November 2025', ...cup]);
    expect(findUndatedGroups(dated.fixtures, dated.lines)).toEqual([]);
  });

  it('saves each group on its own date, and the rest on the one for every undated fixture', () => {
    const { fixtures, lines } = read([...cup, ...league]);
    const groups = findUndatedGroups(fixtures, lines, { '3': '2025-11-02' });
    const settings = { dateForUndated: null, competitionForUnnamed: null };
    expect(describeUnsaveable(fixtures, settings, groups)).toBe(
      '1 fixture has no date. Choose a date for the fixtures without one, then save.',
    );
    const saved = buildDraftFixtures(
      fixtures,
      { ...settings, dateForUndated: '2025-11-01' },
      groups,
    );
    expect(saved.map((f) => [f.homeTeam, f.date])).toEqual([
      ['Wrexham', '2025-11-01'],
      ['Leeds United', '2025-11-02'],
    ]);
  });

  it('keeps edits, removals and group dates on lines that read as before', () => {
    const first = read([
      ...cup,
      ...league,
      '20:00 Stoke City v Derby County - Sky Sports Football',
    ]);
    const [wrexham, leeds, stoke] = first.fixtures;
    let draft = replaceDraftFixture(first, wrexham!, { ...wrexham!, homeTeam: 'Wrexham AFC' });
    draft = replaceDraftFixture(draft, stoke!, null);
    draft = replaceDraftFixture(draft, leeds!, { ...leeds!, time: '19:45' });
    draft = { ...draft, dateByGroup: { '1': '2025-11-01' } };

    // A line added above moves every line down; the Leeds line itself is changed.
    const next = read([
      'Best of the week',
      ...cup,
      'Championship',
      '20:00 Leeds United v Hull City - Sky Sports Arena',
      '20:00 Stoke City v Derby County - Sky Sports Football',
    ]);
    const { result, kept } = carryEdits(draft, next);
    expect(kept).toBe(2);
    expect(result.fixtures.map((f) => [f.line, f.homeTeam, f.time])).toEqual([
      [3, 'Wrexham AFC', '19:45'],
      [5, 'Leeds United', '20:00'],
    ]);
    expect(result.dateByGroup).toEqual({ '2': '2025-11-01' });
    // The carried edits are remembered against the new lines, for the next re-parse.
    expect(Object.keys(result.originals ?? {}).sort()).toEqual(['3', '6']);
  });

  it('drops an edit when its line is read differently, as with another reference date', () => {
    const dated = ['1st November', '15:00 Arsenal v Chelsea - BBC One'];
    const first = parseFixtureText(dated.join('\n'), { today: '2025-10-30' });
    const draft = replaceDraftFixture(first, first.fixtures[0]!, {
      ...first.fixtures[0]!,
      competition: 'FA Cup',
    });
    const sameDay = parseFixtureText(dated.join('\n'), { today: '2025-10-31' });
    expect(carryEdits(draft, sameDay).result.fixtures[0]?.competition).toBe('FA Cup');
    const yearOn = parseFixtureText(dated.join('\n'), { today: '2026-10-30' });
    expect(yearOn.fixtures[0]?.date).not.toBe(first.fixtures[0]?.date);
    expect(carryEdits(draft, yearOn)).toMatchObject({ kept: 0 });
  });
});
