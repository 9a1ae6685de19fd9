import { pino } from 'pino';
import { createDb } from '~/db/create-db.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { createPageInvalidation, notifyPageChange } from '../server/page-invalidation';
import { makeFixture } from '../tests/support/factories';
import { listTestEngines } from '../tests/support/test-db';
import { median, type BenchResult } from './measure';

/**
 * Decision 0009: a save on one instance, or by the CLI, clears every instance's cached pages
 * within about a second. Timed in-process, from the moment it is sent to the other instance's
 * cache being cleared: on PostgreSQL a NOTIFY, heard at once (<= 1 s); on SQLite a commit through
 * another connection, seen at the next poll of `PRAGMA data_version` a second apart (<= 1.5 s).
 * server/page-invalidation.test.ts checks what is heard and what is not.
 */
export async function benchPageInvalidation(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const engine of listTestEngines()) {
    const postgres = engine.name === 'postgres';
    const rounds = postgres ? 10 : 5;
    const { db, url, cleanup } = await engine.create();
    const other = createDb(url); // another instance's, or the CLI's, connection
    let cleared = () => undefined as void;
    const pages = await createPageInvalidation({
      db,
      url,
      onInvalidate: () => cleared(),
      logger: pino({ level: 'silent' }),
    });
    try {
      const runs: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const heard = new Promise<void>((resolve) => (cleared = resolve));
        let started = performance.now();
        if (postgres) await notifyPageChange({ db: other, url });
        else {
          await saveFixtures(other, [
            makeFixture({ homeTeam: `Home ${i}`, awayTeam: `Away ${i}` }),
          ]);
          started = performance.now(); // from the commit
        }
        // The SQLite poller's timer is unref'd: this one keeps the bench alive meanwhile.
        const alive = setInterval(() => undefined, 60_000);
        await heard.finally(() => clearInterval(alive));
        runs.push(performance.now() - started);
      }
      results.push({
        name: `0009 page caches cleared on ${engine.name}, slowest of ${rounds}`,
        value: Math.max(...runs),
        unit: 'ms',
        budget: postgres ? 1000 : 1500,
        kind: 'max',
        note: `${postgres ? 'from NOTIFY to the listener' : 'from a commit on another connection to the next poll'}, median ${median(runs).toFixed(1)} ms`,
      });
    } finally {
      await pages.close();
      await other.destroy();
      await cleanup();
    }
  }
  return results;
}
