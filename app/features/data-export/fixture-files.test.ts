import { describe, expect, it } from 'vitest';
import type { Fixture } from '~/features/schedule/fixture';
import { buildFixturesCsv, formatFixtureJson } from './fixture-files';

function fixture(overrides: Partial<Fixture> = {}): Fixture {
  return {
    id: 'f1',
    slug: 'arsenal-v-chelsea',
    date: '2025-11-01',
    time: '17:30',
    kickoffUtc: '2025-11-01T17:30:00.000Z',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    competition: 'Premier League',
    channelStatus: 'listed',
    channels: [
      { id: 'sky-sports-main-event', name: 'Sky Sports Main Event', raw: 'SSME', url: null },
      { id: null, name: 'Club TV', raw: 'Club TV', url: 'https://club.example/tv' },
    ],
    ...overrides,
  };
}

const header = 'Date,Time (UK),Kick-off (UTC),Home,Away,Competition,Channels,Status';

/** The cell of the one fixture row's column, as written in the file. */
function rowOf(fixtures: Fixture[]): string {
  return buildFixturesCsv(fixtures).split('\r\n')[1] ?? '';
}

describe('buildFixturesCsv', () => {
  it('writes a byte-order mark, a header and one CRLF-ended row per fixture', () => {
    expect(
      buildFixturesCsv([
        fixture(),
        fixture({ homeTeam: 'Leeds', channels: [], channelStatus: 'tbc' }),
      ]),
    ).toBe(
      `\uFEFF${header}\r\n` +
        '2025-11-01,17:30,2025-11-01T17:30:00.000Z,Arsenal,Chelsea,Premier League,"Sky Sports Main Event, Club TV",listed\r\n' +
        '2025-11-01,17:30,2025-11-01T17:30:00.000Z,Leeds,Chelsea,Premier League,,tbc\r\n',
    );
  });

  it('writes only the header for no fixtures', () => {
    expect(buildFixturesCsv([])).toBe(`\uFEFF${header}\r\n`);
  });

  it.each([
    ['a comma', 'Brighton, Hove', '"Brighton, Hove"'],
    ['a double quote', 'The "Gunners"', '"The ""Gunners"""'],
    ['a line break', 'Two\nlines', '"Two\nlines"'],
    ['an apostrophe', "Nott'm Forest", "Nott'm Forest"],
    [
      'a formula',
      '=HYPERLINK("http://evil.example","x")',
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    ],
    ['a plus', '+44 123', "'+44 123"],
    ['a minus', '-1+1', "'-1+1"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab', '\tcmd', "'\tcmd"],
    ['a carriage return', '\r=1', `"'\r=1"`],
    ['a full-width equals sign', '＝1+1', "'＝1+1"],
    ['an equals sign inside', 'A=B', 'A=B'],
  ])('quotes and guards a team name with %s', (_what, homeTeam, cell) => {
    expect(rowOf([fixture({ homeTeam, channels: [] })])).toBe(
      `2025-11-01,17:30,2025-11-01T17:30:00.000Z,${cell},Chelsea,Premier League,,listed`,
    );
  });

  it('guards the channels and the competition too', () => {
    const row = rowOf([
      fixture({
        competition: '@Cup',
        channels: [{ id: null, name: '=cmd', raw: '=cmd', url: null }],
      }),
    ]);
    expect(row).toBe(
      "2025-11-01,17:30,2025-11-01T17:30:00.000Z,Arsenal,Chelsea,'@Cup,'=cmd,listed",
    );
  });
});

describe('formatFixtureJson', () => {
  it('gives each channel the link viewers follow: its own, else the catalogue one', () => {
    const json = formatFixtureJson(fixture());
    expect(json).toMatchObject({ id: 'f1', homeTeam: 'Arsenal', channelStatus: 'listed' });
    expect(json.channels).toEqual([
      {
        id: 'sky-sports-main-event',
        name: 'Sky Sports Main Event',
        raw: 'SSME',
        url: expect.stringMatching(/^https:\/\//),
      },
      { id: null, name: 'Club TV', raw: 'Club TV', url: 'https://club.example/tv' },
    ]);
  });
});
