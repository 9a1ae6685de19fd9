import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import {
  generatedClubs,
  generatedMonth,
  generatedPerDay,
} from '../../../tests/support/generated-month';
import { listTestEngines } from '../../../tests/support/test-db';
import type { FixtureInput } from '~/features/schedule/fixture';
import { readManagedFixtures, type ManagedView } from './fixture-admin.server';
import { parseManageQuery } from './manage-filter';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';

// Manage Fixtures at real size: a generated month of 5,000 fixtures over 30 days, filtered and
// searched in SQL on each engine, a page at a time. How long each answer takes (200 ms at most)
// is the bench's to measure (`npm run bench -- Manage`).
const firstDay = '2025-11-01';
const today = '2025-11-16';
const month = generatedMonth(firstDay);
const lastDay = month.at(-1)!.date!;

const teamsOf = (f: FixtureInput) => [f.homeTeam, f.awayTeam];
const label = (f: { date: string | null; time: string; homeTeam: string; awayTeam: string }) =>
  `${f.date} ${f.time} ${f.homeTeam} v ${f.awayTeam}`;

describe.each(listTestEngines())(
  'Manage Fixtures filters over a 5,000-fixture month on $name',
  (engine) => {
    let db: Db;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      ({ db, cleanup } = await engine.create());
      const saved = await saveFixtures(db, month);
      expect(saved.processed).toBe(5000);
    }, 120_000);
    afterAll(async () => cleanup());

    /** The view for an address. */
    function view(query: string): Promise<ManagedView> {
      return readManagedFixtures(db, {
        query: parseManageQuery(new URLSearchParams(query)),
        today,
      });
    }

    /** What a filter should find, worked out here from the generated month. */
    function expected(keep: (f: FixtureInput) => boolean): FixtureInput[] {
      return month.filter(keep);
    }

    it('shows the first date from today, a page of 100 at a time, the rest on page 2', async () => {
      const first = await view('');
      expect(first).toMatchObject({ selectedDate: today, total: generatedPerDay, page: 1 });
      expect(first.fixtures).toHaveLength(100);
      const second = await view(`date=${today}&page=2`);
      expect(second.fixtures).toHaveLength(generatedPerDay - 100);
      const both = [...first.fixtures, ...second.fixtures];
      expect(new Set(both.map((f) => f.id)).size).toBe(generatedPerDay);
      expect(both.map(label)).toEqual(
        expected((f) => f.date === today)
          .map(label)
          .sort((a, b) => a.slice(0, 16).localeCompare(b.slice(0, 16)) || a.localeCompare(b)),
      );
      expect(first.dates).toHaveLength(30);
    });

    it('finds a team, home or away, over every date, upcoming first', async () => {
      const club = generatedClubs[41]!; // 'Cindermoor United'
      const result = await view(`team=${encodeURIComponent(club)}`);
      const wanted = expected((f) => teamsOf(f).includes(club));
      expect(wanted.length).toBeGreaterThan(20);
      expect(result.total).toBe(wanted.length);
      expect(result.selectedDate).toBeNull();
      expect(result.fixtures.every((f) => [f.homeTeam, f.awayTeam].includes(club))).toBe(true);
      // From today on, soonest first; then the days before, latest first.
      const dates = result.fixtures.map((f) => f.date);
      const upcoming = dates.filter((d) => d >= today);
      expect(dates).toEqual([...upcoming, ...dates.filter((d) => d < today)]);
      expect(upcoming).toEqual([...upcoming].sort());
      expect(dates.filter((d) => d < today)).toEqual(
        dates
          .filter((d) => d < today)
          .sort()
          .reverse(),
      );
    });

    it('narrows a team to a date range, and turns a range given backwards round', async () => {
      const club = generatedClubs[7]!;
      const result = await view(`to=2025-11-03&from=2025-11-10&team=${encodeURIComponent(club)}`);
      const wanted = expected(
        (f) => f.date! >= '2025-11-03' && f.date! <= '2025-11-10' && teamsOf(f).includes(club),
      );
      expect(result.fixtures.map(label)).toEqual(wanted.map(label).sort());
      expect(result.filter).toMatchObject({ from: '2025-11-03', to: '2025-11-10' });
    });

    it('searches teams and competitions as the public search does, a page at a time', async () => {
      const result = await view('q=Brackwater');
      const wanted = expected((f) => teamsOf(f).some((t) => t.startsWith('Brackwater ')));
      expect(result.total).toBe(wanted.length);
      expect(result.fixtures).toHaveLength(100);
      const last = Math.ceil(wanted.length / 100);
      // A page past the last shows the last.
      const end = await view(`q=Brackwater&page=${last + 5}`);
      expect(end.page).toBe(last);
      expect(end.fixtures).toHaveLength(wanted.length - (last - 1) * 100);

      const match = await view('q=Dunholt+Town+v+Dunholt+City');
      expect(match.total).toBe(
        expected((f) =>
          [`${f.homeTeam} v ${f.awayTeam}`, `${f.awayTeam} v ${f.homeTeam}`].includes(
            'Dunholt Town v Dunholt City',
          ),
        ).length,
      );
    });

    it('filters by competition, channel and status, each and together', async () => {
      const cup = await view('competition=fa-cup');
      expect(cup.total).toBe(expected((f) => f.competition === 'FA Cup').length);
      expect(cup.competitions.map((c) => c.slug)).toContain('fa-cup');

      const bbc = await view('channel=bbc-one');
      const onBbc = expected((f) => f.channels.some((c) => c.id === 'bbc-one'));
      expect(onBbc.length).toBeGreaterThan(0);
      expect(bbc.total).toBe(onBbc.length);
      expect(bbc.fixtures.every((f) => f.channels.some((c) => c.id === 'bbc-one'))).toBe(true);

      const tbc = await view('status=tbc');
      expect(tbc.total).toBe(expected((f) => f.channelStatus === 'tbc').length);

      const together = await view(
        `from=2025-11-05&to=2025-11-25&competition=league-one&status=listed&channel=${month[3]!.channels[0]!.id}`,
      );
      const wanted = expected(
        (f) =>
          f.date! >= '2025-11-05' &&
          f.date! <= '2025-11-25' &&
          f.competition === 'League One' &&
          f.channelStatus === 'listed' &&
          f.channels.some((c) => c.id === month[3]!.channels[0]!.id),
      );
      expect(wanted.length).toBeGreaterThan(0);
      expect(together.fixtures.map(label).sort()).toEqual(wanted.map(label).sort());
    });

    it('finds nothing, saying so with a count of 0, where nothing matches', async () => {
      const none = await view(`from=${lastDay}&team=Nobody+Athletic`);
      expect(none).toMatchObject({ total: 0, fixtures: [], page: 1 });
    });
  },
);
