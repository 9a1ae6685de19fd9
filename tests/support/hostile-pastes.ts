import { formatFixtureText } from '~/features/importer/format-fixture-text';
import { addDaysToIsoDate } from '~/lib/london-time';

/**
 * Pastes built to make a parser slow (docs/security.md R20), each with how many fixtures it
 * holds: the property tests check what they parse to, the bench how long that takes (500 ms).
 */
export function hostilePastes(): [name: string, text: string, fixtures: number][] {
  const manyFixtures = formatFixtureText(
    Array.from({ length: 10_000 }, (_, index) => ({
      date: addDaysToIsoDate('2025-11-01', Math.floor(index / 100)),
      time: `${String(12 + (index % 10)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}`,
      homeTeam: `Home Team ${index}`,
      awayTeam: `Away Team ${index}`,
      competition: 'Premier League',
      channelStatus: 'listed' as const,
      channels: [
        {
          id: 'sky-sports-main-event',
          name: 'Sky Sports Main Event',
          raw: 'Sky Sports Main Event',
        },
        { id: 'bbc-iplayer', name: 'BBC iPlayer', raw: 'BBC iPlayer' },
      ],
    })),
  );
  return [
    ['2 MB of letters on one line', 'a'.repeat(2_000_000), 0],
    ['100,000 blank lines', '\n'.repeat(100_000), 0],
    ['10,000 separator lines', '-----\n'.repeat(10_000), 0],
    ['2,000 near-rule lines (499 dashes and a letter)', `${'-'.repeat(499)}x\n`.repeat(2_000), 0],
    ['"vs " 200,000 times', 'vs '.repeat(200_000), 0],
    // 1 MiB (the import limit, R21) of lines that each nearly read as something, so every
    // reader runs to the end of every line.
    ['2,000 500-character "v v v" lines', `${'v '.repeat(249)}v\n`.repeat(2_000), 0],
    ['20,000 near-dates', '31 Oct 2025 x 1 2 3 4 5\n'.repeat(20_000), 0],
    ['2,000 ISO lines of 120 numbers', `2025-11-01 ${'1 v '.repeat(120)}\n`.repeat(2_000), 0],
    ['10,000 well-formed fixtures', manyFixtures, 10_000],
  ];
}

/**
 * A page flattened to one line: `count` fixtures under one date, split by semicolons. Read in
 * pieces rather than refused; the property tests check every fixture is read, the bench that
 * five times the fixtures take about five times as long (R20).
 */
export function flattenedPage(count: number): string {
  const fixtures = Array.from({ length: count }, (_, i) => `Side ${i} v Team ${i} 3pm`);
  return `Saturday 1 November 2025\n${fixtures.join('; ')}`;
}
