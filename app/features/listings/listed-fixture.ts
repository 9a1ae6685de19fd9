import type { BroadcastState } from '~/features/schedule/fixture-status';

/** What a fixture list row needs: kept small because list pages carry hundreds of them. */
export interface ListedFixture {
  id: string;
  date: string;
  time: string;
  homeTeam: string;
  awayTeam: string;
  competition: string;
  channels: ListedChannel[];
  /** Why no channel is listed; absent when channels are (most rows: kept out of the page data). */
  state?: Exclude<BroadcastState, 'listed'>;
  /** On at least one free-to-air channel; absent otherwise. */
  free?: true;
}

export interface ListedChannel {
  id: string | null;
  name: string;
}

/** Groups fixtures (already in kick-off order) by their UK date. */
export function groupByDate<T extends { date: string }>(
  fixtures: readonly T[],
): { date: string; fixtures: T[] }[] {
  const days = new Map<string, T[]>();
  for (const fixture of fixtures) {
    const day = days.get(fixture.date) ?? [];
    day.push(fixture);
    days.set(fixture.date, day);
  }
  return [...days].map(([date, list]) => ({ date, fixtures: list }));
}

/**
 * A list of fixtures as a page sends it to the browser: each row a tuple, channels listed once per
 * page and referred to by position. A day view of 200 matches is about half the size of the same
 * rows as objects (docs/performance.md P6).
 *
 * A whole page (a document request) sends no rows at all: they are in its markup, and the
 * browser reads them back from there when it hydrates (`readFixturesFromMarkup`), so a list of
 * hundreds of matches is not sent twice. Its page data then says only how many rows there are;
 * the server's own render finds the rows through `unpackFixtures`.
 */
export type PackedFixtures =
  | { count: number; channels: ListedChannel[]; rows: PackedRow[] }
  | { count: number; inMarkup: true };

type PackedRow = [
  id: string,
  date: string,
  time: string,
  home: string,
  away: string,
  competition: string,
  channels: number[],
  flags: number,
];

const stateCodes = [undefined, 'tbc', 'not-televised', 'blackout', 'none'] as const;

/** The rows of lists whose page data leaves them out, for the server's render of the page. */
const rowsInMarkup = new WeakMap<PackedFixtures, readonly ListedFixture[]>();

/**
 * Packs list rows for the page data; `unpackFixtures` gives them back unchanged. For a whole
 * page (`inDocument`, see AppServices.documentRequest) the rows stay on the server.
 */
export function packFixtures(
  fixtures: readonly ListedFixture[],
  { inDocument = false }: { inDocument?: boolean } = {},
): PackedFixtures {
  if (inDocument) {
    const packed = { count: fixtures.length, inMarkup: true as const };
    rowsInMarkup.set(packed, fixtures);
    return packed;
  }
  const channels: ListedChannel[] = [];
  const positions = new Map<ListedChannel, number>();
  const position = (channel: ListedChannel) => {
    let at = positions.get(channel);
    if (at === undefined) {
      at = channels.push(channel) - 1;
      positions.set(channel, at);
    }
    return at;
  };
  return {
    count: fixtures.length,
    channels,
    rows: fixtures.map((f) => [
      f.id,
      f.date,
      f.time,
      f.homeTeam,
      f.awayTeam,
      f.competition,
      f.channels.map(position),
      (stateCodes.indexOf(f.state) << 1) | (f.free ? 1 : 0),
    ]),
  };
}

/**
 * The rows of a packed list, or null in the browser for a list whose rows are in the page's
 * markup (read them with `readFixturesFromMarkup`).
 */
export function unpackFixtures(packed: PackedFixtures): readonly ListedFixture[] | null {
  if ('inMarkup' in packed) return rowsInMarkup.get(packed) ?? null;
  return packed.rows.map(([id, date, time, homeTeam, awayTeam, competition, channels, flags]) => {
    const state = stateCodes[flags >> 1];
    return {
      id,
      date,
      time,
      homeTeam,
      awayTeam,
      competition,
      channels: channels.map((at) => packed.channels[at] ?? { id: null, name: '' }),
      ...(state && { state }),
      ...(flags & 1 && { free: true as const }),
    };
  });
}
