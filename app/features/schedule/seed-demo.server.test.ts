import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { makeFixture } from '../../../tests/support/factories';
import { listTestEngines, snapshotFixtures } from '../../../tests/support/test-db';
import { openDatabase } from '../../../server/database';
import { buildDemoFixtures } from './demo-fixtures';
import { listFixtures } from './fixture-store.server';
import { saveFixtures } from './save-fixtures.server';
import { seedDemoFixtures } from './seed-demo.server';

const today = '2025-11-01';

describe.each(listTestEngines())('seedDemoFixtures on $name', (engine) => {
  let db: Db;
  let url: string;
  let cleanup: () => Promise<void>;

  async function countFixtures(): Promise<number> {
    const row = await db
      .selectFrom('fixtures')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  beforeAll(async () => {
    ({ db, url, cleanup } = await engine.create());
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('fixtures').execute();
  });

  it('fills an empty database with the demo fortnight, saving every built fixture', async () => {
    const built = buildDemoFixtures(today);
    expect(await seedDemoFixtures(db, today)).toBe(built.length);

    const stored = await listFixtures(db, { from: today, to: '2025-11-14', limit: 1000 });
    expect(stored).toHaveLength(built.length);
    expect(stored.filter((f) => f.channelStatus === 'tbc').length).toBeGreaterThan(0);
    expect(stored.filter((f) => f.channelStatus === 'not-televised').length).toBeGreaterThan(0);
  });

  it('leaves a database that has fixtures alone', async () => {
    await saveFixtures(db, [makeFixture()]);
    const before = await snapshotFixtures(db);

    expect(await seedDemoFixtures(db, today)).toBe(0);
    expect(await snapshotFixtures(db)).toBe(before);
  });

  it('seeds only once: a second run finds the demo fixtures and adds nothing', async () => {
    const first = await seedDemoFixtures(db, today);
    expect(first).toBeGreaterThan(0);
    expect(await seedDemoFixtures(db, '2025-12-01')).toBe(0);
    expect(await countFixtures()).toBe(first);
  });

  it('is run by openDatabase only when demoData is asked for', async () => {
    const plain = await openDatabase(url);
    await plain.destroy();
    expect(await countFixtures()).toBe(0);

    const demo = await openDatabase(url, { demoData: true, today });
    await demo.destroy();
    expect(await countFixtures()).toBe(buildDemoFixtures(today).length);
    const [first] = await listFixtures(db, { from: today, to: today, limit: 1 });
    expect(first?.date).toBe(today);
  });
});
