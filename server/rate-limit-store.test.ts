import type { Options } from 'express-rate-limit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listTestEngines } from '../tests/support/test-db';
import { DatabaseRateLimitStore } from './rate-limit-store';

const windowMs = 10 * 60_000;

describe.each(listTestEngines())('rate-limit counts in the database on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let clock = Date.parse('2026-11-26T12:00:00Z');
  beforeAll(async () => ({ db, cleanup } = await engine.create()));
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('rate_limits').execute();
    clock = Date.parse('2026-11-26T12:00:00Z');
  });

  /** A store as one worker has it: each worker makes its own, on the shared database. */
  const worker = (prefix = 'alerts') => {
    const store = new DatabaseRateLimitStore(db, prefix, () => clock);
    store.init({ windowMs } as Options);
    return store;
  };

  it('counts one client across workers, apart from other clients and other limits', async () => {
    const [first, second] = [worker(), worker()];
    expect((await first.increment('203.0.113.7')).totalHits).toBe(1);
    expect((await second.increment('203.0.113.7')).totalHits).toBe(2);
    const third = await first.increment('203.0.113.7');
    expect(third).toEqual({ totalHits: 3, resetTime: new Date(clock + windowMs) });
    expect((await second.increment('198.51.100.1')).totalHits).toBe(1);
    expect((await worker('other').increment('203.0.113.7')).totalHits).toBe(1);
    expect(await second.get('203.0.113.7')).toEqual(third);
  });

  it('starts a new window once the last one ends, and sweeps ended windows away', async () => {
    const store = worker();
    await store.increment('a');
    await store.increment('a');
    clock += windowMs - 1;
    expect((await store.increment('a')).totalHits).toBe(3);
    clock += 1;
    expect(await store.get('a')).toBeUndefined();
    expect(await store.increment('a')).toEqual({
      totalHits: 1,
      resetTime: new Date(clock + windowMs),
    });
    await worker().increment('b');
    clock += windowMs + 1;
    await store.increment('c'); // a window later: this sweep deletes the ended rows
    const keys = await db.selectFrom('rate_limits').select('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['alerts:c']);
  });

  it('gives a count back and forgets a client when asked', async () => {
    const store = worker();
    await store.increment('a');
    await store.increment('a');
    await store.decrement('a');
    expect((await store.get('a'))?.totalHits).toBe(1);
    await store.resetKey('a');
    expect(await store.get('a')).toBeUndefined();
  });
});
