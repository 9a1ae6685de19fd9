import { staffContext } from '~/features/auth/guard.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { loader } from '~/routes/admin/fixtures';
import { insertStaffUser } from '../tests/support/factories';
import { generatedClubs, generatedMonth } from '../tests/support/generated-month';
import { makeRouteContext } from '../tests/support/route-context';
import type { TestEngine } from '../tests/support/test-db';
import type { BenchResult } from './measure';

const firstDay = '2025-11-01';
const now = new Date('2025-11-16T12:00:00.000Z'); // the month's sixteenth day
const club = encodeURIComponent(generatedClubs[41]!); // 'Cindermoor United'

/** What editors ask Manage Fixtures for: each filter, search and page. */
const queries = [
  '',
  'date=2025-11-16&page=2',
  `team=${club}`,
  `team=${club}&from=2025-11-03&to=2025-11-10`,
  'q=Brackwater',
  'q=Brackwater&page=3',
  'q=Dunholt+Town+v+Dunholt+City',
  'competition=fa-cup',
  'competition=league-two&status=tbc',
  'channel=bbc-one',
  'status=tbc',
  'from=2025-11-30&team=Nobody+Athletic',
];

/**
 * Manage Fixtures at real size (a generated month of 5,000 fixtures over 30 days): each filter,
 * search and page answered within 200 ms, best of 3 after a first read. Timed as a signed-in
 * editor's request runs it: the admin route's loader, in-process, without React's render.
 * fixture-admin-filters.server.test.ts and manage-fixtures.spec.ts check what each one finds.
 */
export async function benchManageFilters(engine: TestEngine): Promise<BenchResult> {
  const { db, cleanup } = await engine.create();
  try {
    const saved = await saveFixtures(db, generatedMonth(firstDay));
    if (saved.processed !== 5000) throw new Error(`saved ${saved.processed} of 5000 fixtures`);
    const staff = { id: 'staff0000001', username: 'editor', role: 'editor' } as const;
    await insertStaffUser(db, staff);
    const context = makeRouteContext(db, now);
    context.set(staffContext, staff);
    /** How many fixtures the address finds. */
    const read = async (query: string) => {
      const request = new Request(`http://localhost/admin?${query}`);
      const { managed, loadFailure } = await loader({ request, context } as never);
      if (loadFailure) throw new Error(`?${query}: ${loadFailure.detail}`);
      return managed.total;
    };
    const best: { query: string; ms: number; found: number }[] = [];
    for (const query of queries) {
      const found = await read(query);
      let fastest = Infinity;
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        await read(query);
        fastest = Math.min(fastest, performance.now() - started);
      }
      best.push({ query, ms: fastest, found });
    }
    const slowest = best.reduce((a, b) => (b.ms > a.ms ? b : a));
    return {
      name: `Manage Fixtures over 5,000 fixtures on ${engine.name}, slowest filter (best of 3)`,
      value: slowest.ms,
      unit: 'ms',
      budget: 200,
      kind: 'max',
      note: best.map((b) => `?${b.query} ${b.ms.toFixed(1)} ms (${b.found} found)`).join(', '),
    };
  } finally {
    await cleanup();
  }
}
