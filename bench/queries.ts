// P8: the schedule query over 50,000 fixtures (two seasons), on each engine.
import type { Db } from '~/db/create-db.server';
import { listFixtures } from '~/features/schedule/fixture-store.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { addDaysToIsoDate } from '~/lib/london-time';
import { toSlug } from '~/lib/slug';
import type { TestEngine } from '../tests/support/test-db';
import { makeDailyFixtures } from './listing';
import { collectGarbage, median, percentile, seededRandom, time, type BenchLine } from './measure';

const count = 50_000;
const perDay = 69; // 50,000 fixtures over 725 days: two seasons
const seasonStart = '2029-08-01';
const days = Math.ceil(count / perDay);
const samples = 200;
const warmUp = 20;

const budgets = {
  sqlite: { p50: 2, p99: 5 },
  postgres: { p50: 5, p99: 20 },
} as const;

interface QueryTimes {
  day: number[];
  team: number[];
}

/** `samples` one-day listings and team listings at random, after a few unmeasured ones. */
async function timeQueries(db: Db, teams: readonly string[], seed: number): Promise<QueryTimes> {
  const random = seededRandom(seed);
  const randomDay = () => addDaysToIsoDate(seasonStart, Math.floor(random() * days));
  // One day with its channels, as a day view asks for it.
  const dayQuery = async () => {
    const d = randomDay();
    const rows = await listFixtures(db, { from: d, to: d, limit: 1000 });
    if (rows.length !== perDay && d !== addDaysToIsoDate(seasonStart, days - 1)) {
      throw new Error(`${d} has ${rows.length} fixtures, not ${perDay}`);
    }
  };
  // A team's next 20 fixtures from a date, as a team page asks for them.
  const teamQuery = async () => {
    const from = randomDay();
    const teamSlug = teams[Math.floor(random() * teams.length)]!;
    await listFixtures(db, { from, to: addDaysToIsoDate(from, 730), teamSlug, limit: 20 });
  };
  const times: QueryTimes = { day: [], team: [] };
  for (const [name, query] of [
    ['day', dayQuery],
    ['team', teamQuery],
  ] as const) {
    for (let i = 0; i < warmUp; i++) await query();
    collectGarbage();
    for (let i = 0; i < samples; i++) times[name].push(await time(query));
  }
  return times;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

export async function benchQueries(engine: TestEngine): Promise<BenchLine[]> {
  const { db, cleanup } = await engine.create();
  try {
    const fixtures = makeDailyFixtures(count, seasonStart, perDay);
    const saved = await saveFixtures(db, fixtures);
    if (saved.created !== count) throw new Error(`saved ${saved.created} of ${count}`);
    const links = fixtures.reduce((n, f) => n + f.channels.length, 0);
    const teams = [...new Set(fixtures.flatMap((f) => [f.homeTeam, f.awayTeam]))].map(toSlug);
    collectGarbage();

    // Measured as the importer leaves the database (on PostgreSQL it gathers planner statistics).
    const times = await timeQueries(db, teams, 8);
    const budget = budgets[engine.name];
    const team = {
      value: median(times.team),
      note: `${samples} random team/date pairs, ${teams.length} teams; p99 ${ms(percentile(times.team, 99))}`,
    };
    return [
      {
        name: `P8 one day with channels on ${engine.name}, p50`,
        value: percentile(times.day, 50),
        unit: 'ms',
        budget: budget.p50,
        kind: 'max',
        note: `${count} fixtures and ${links} channel links over ${days} days (${perDay} a day), ${samples} random days after ${warmUp} warm-up queries, right after the import`,
      },
      {
        name: `P8 one day with channels on ${engine.name}, p99`,
        value: percentile(times.day, 99),
        unit: 'ms',
        budget: budget.p99,
        kind: 'max',
      },
      engine.name === 'sqlite'
        ? {
            name: `P8 team's next 20 fixtures on sqlite, median`,
            value: team.value,
            unit: 'ms',
            budget: 1,
            kind: 'max',
            note: team.note,
          }
        : {
            name: `P8 team's next 20 fixtures on ${engine.name}, median`,
            note: `${ms(team.value)} (the budget is set on SQLite); ${team.note}`,
          },
    ];
  } finally {
    await cleanup();
  }
}
