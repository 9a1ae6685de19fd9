import type { Options } from 'express-rate-limit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listTestEngines, refuseWrites } from '../tests/support/test-db';
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

  /** A store as one worker has it, for a limit of 10; it shares its counts when told to. */
  const worker = (prefix = 'alerts', onError?: (error: unknown) => void) => {
    const store = new DatabaseRateLimitStore(db, prefix, {
      now: () => clock,
      flushMs: 60_000,
      onError,
    });
    store.init({ windowMs, limit: 10 } as Options);
    return store;
  };
  const stored = () =>
    db.selectFrom('rate_limits').select(['key', 'hits']).orderBy('key').execute();

  it('counts in memory, then adds the counts to the database in one go', async () => {
    const store = worker();
    for (let i = 0; i < 3; i += 1) store.increment('203.0.113.7');
    expect(store.increment('203.0.113.7')).toEqual({
      totalHits: 4,
      resetTime: new Date(clock + windowMs),
    });
    store.increment('198.51.100.1');
    expect(await stored()).toEqual([]);
    await store.flush();
    expect(await stored()).toEqual([
      { key: 'alerts:198.51.100.1', hits: 1 },
      { key: 'alerts:203.0.113.7', hits: 4 },
    ]);
  });

  it('counts one client across workers, apart from other clients and other limits', async () => {
    const [first, second] = [worker(), worker()];
    for (let i = 0; i < 3; i += 1) first.increment('203.0.113.7');
    for (let i = 0; i < 2; i += 1) second.increment('203.0.113.7');
    worker('other').increment('203.0.113.7');
    await first.flush();
    await second.flush();
    expect(second.get('203.0.113.7')?.totalHits).toBe(5);
    // A worker learns what the others counted when it next sends its own counts...
    expect(first.increment('203.0.113.7').totalHits).toBe(4);
    await first.flush();
    expect(first.get('203.0.113.7')?.totalHits).toBe(6);
    // ...and every second while the client is past half its allowance, sent or not.
    for (let i = 0; i < 6; i += 1) second.increment('203.0.113.7');
    await second.flush();
    await first.flush();
    expect(first.get('203.0.113.7')?.totalHits).toBe(12);
    expect(first.get('198.51.100.1')).toBeUndefined();
  });

  it('starts a new window once the last one ends, and sweeps ended windows away', async () => {
    const store = worker();
    store.increment('a');
    store.increment('b');
    await store.flush();
    clock += windowMs - 1;
    expect(store.increment('a').totalHits).toBe(2);
    clock += 1;
    expect(store.get('a')).toBeUndefined();
    expect(store.increment('a')).toEqual({ totalHits: 1, resetTime: new Date(clock + windowMs) });
    clock += 1;
    await store.flush(); // a window after the last sweep: this one deletes the ended rows
    expect(await stored()).toEqual([{ key: 'alerts:a', hits: 1 }]);
  });

  it('keeps counts the database refused and sends them with the next batch', async () => {
    const errors: unknown[] = [];
    const store = worker('alerts', (error) => errors.push(error));
    store.increment('a');
    const undo = await refuseWrites(db, engine.name, 'rate_limits');
    try {
      await store.flush();
    } finally {
      await undo();
    }
    expect(errors).toHaveLength(1);
    expect(store.get('a')?.totalHits).toBe(1);
    await store.flush();
    expect(await stored()).toEqual([{ key: 'alerts:a', hits: 1 }]);
  });

  it('gives a count back and forgets a client when asked', async () => {
    const store = worker();
    store.increment('a');
    store.increment('a');
    store.decrement('a');
    await store.flush();
    expect(await stored()).toEqual([{ key: 'alerts:a', hits: 1 }]);
    await store.resetKey('a');
    expect(store.get('a')).toBeUndefined();
    expect(await stored()).toEqual([]);
  });
});
