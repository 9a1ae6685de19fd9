import { describe, expect, it } from 'vitest';
import type { ParsedFixture } from '~/features/schedule/fixture';
import { parseFixtureText } from './parse-fixture-text';
import { findSuspicions, groupProblems } from './suspicion';

const fixture = (overrides: Partial<ParsedFixture>): ParsedFixture => ({
  line: 2,
  date: '2027-03-06',
  time: '15:00',
  homeTeam: 'Brentford',
  awayTeam: 'Fulham',
  competition: 'Premier League',
  channelStatus: 'listed',
  channels: [{ id: 'bbc-one', name: 'BBC One', raw: 'BBC One' }],
  ...overrides,
});

describe('findSuspicions', () => {
  it('finds nothing in a plain fixture', () => {
    expect(findSuspicions([fixture({})], [])).toEqual([]);
  });

  it('splits a channel glued to a team off, keeping the fixture’s channels', () => {
    const [doubt] = findSuspicions([fixture({ homeTeam: 'Sky Sports+Brentford' })], []);
    expect(doubt).toMatchObject({ kind: 'channel-in-name', line: 2 });
    expect(doubt?.fix?.patch.homeTeam).toBe('Brentford');
    expect(doubt?.fix?.patch.channels?.map((c) => c.raw)).toEqual(['Sky Sports+', 'BBC One']);
  });

  it('offers the team left after a date written into its name', () => {
    const [doubt] = findSuspicions([fixture({ awayTeam: 'Tuesday 10 March Norway' })], []);
    expect(doubt).toMatchObject({ kind: 'date-in-name', fix: { patch: { awayTeam: 'Norway' } } });
  });

  it('offers the evening for a morning kick-off, and only flags one past the evening', () => {
    expect(findSuspicions([fixture({ time: '07:45' })], [])).toEqual([
      {
        line: 2,
        kind: 'kick-off',
        message: 'Kick-off 07:45 is unusual for a UK match',
        fix: { label: 'Make it 19:45', patch: { time: '19:45' } },
      },
    ]);
    expect(findSuspicions([fixture({ time: '23:00' })], [])[0]?.fix).toBeNull();
  });

  it('flags another sport’s words and a channel nobody knows', () => {
    const kinds = findSuspicions(
      [
        fixture({ competition: 'Six Nations Rugby' }),
        fixture({ line: 4, channels: [{ id: null, name: 'Sun', raw: 'Sun' }] }),
      ],
      [],
    ).map((doubt) => doubt.kind);
    expect(kinds).toEqual(['other-sport', 'unknown-channel']);
  });

  it('names a channel nobody knows once, with every fixture it is on', () => {
    const sun = { id: null, name: 'Sun', raw: 'Sun' };
    const doubts = findSuspicions(
      [1, 4, 9].map((line) => fixture({ line, channels: [sun] })),
      [],
    );
    expect(doubts).toEqual([
      {
        line: 1,
        kind: 'unknown-channel',
        message: '"Sun" is no channel we know (on 3 fixtures)',
        fix: null,
        channel: { written: 'Sun', lines: [1, 4, 9] },
      },
    ]);
  });

  it('does not call a broadcaster the gazetteer knows unknown', () => {
    const known = fixture({ channels: [{ id: null, name: 'RTÉ 2', raw: 'RTÉ 2' }] });
    expect(findSuspicions([known], [])).toEqual([]);
  });

  it('puts the most doubtful first, then line order', () => {
    const kinds = findSuspicions(
      [fixture({ line: 1, time: '08:00' }), fixture({ line: 9, homeTeam: 'ITV Wales' })],
      [],
    ).map((doubt) => [doubt.line, doubt.kind]);
    expect(kinds).toEqual([
      [9, 'channel-in-name'],
      [1, 'kick-off'],
    ]);
  });

  it('offers the date that fits a weekday the heading’s date contradicts', () => {
    const text = 'Thursday 8 January 2027\n19:45 Leeds v Hull - Sky Sports Football';
    const { fixtures, problems } = parseFixtureText(text, { today: '2026-11-26' });
    expect(findSuspicions(fixtures, problems)).toEqual([
      {
        line: 2,
        kind: 'weekday',
        message: 'The page says Thursday, but 2027-01-08 is a Friday',
        fix: { label: 'Move to Thursday 2027-01-07', patch: { date: '2027-01-07' } },
      },
    ]);
  });
});

describe('groupProblems', () => {
  it('names each repeated reason once, with every line it was seen on', () => {
    const note = 'Channel "BBC" is not in the catalogue: kept as written';
    expect(
      groupProblems([
        { line: 3, text: '', reason: note },
        { line: 5, text: '', reason: 'No kick-off time for this fixture' },
        { line: 7, text: '', reason: note },
      ]),
    ).toEqual([
      { reason: note, lines: [3, 7] },
      { reason: 'No kick-off time for this fixture', lines: [5] },
    ]);
  });
});
