import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '~/db/create-db.server';
import { listTestEngines } from '../../../tests/support/test-db';
import {
  checkLoginThrottle,
  refundLoginAttempt,
  reserveLoginAttempt,
  throttleRules,
  type ThrottleSubject,
} from './throttle.server';

const t0 = new Date('2025-10-30T09:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const minute = 60_000;
const hour = 60 * minute;

describe('throttle rules (R6)', () => {
  it('are the documented numbers', () => {
    expect(throttleRules.user_ip).toMatchObject({
      maxFailures: 5,
      windowMs: 15 * minute,
      firstLockMs: 15 * minute,
      maxLockMs: 24 * hour,
    });
    expect(throttleRules.ip).toMatchObject({ maxFailures: 10, windowMs: 15 * minute });
    expect(throttleRules.account).toMatchObject({ maxFailures: 100, windowMs: hour });
  });
});

describe.each(listTestEngines())('login throttling on $name', (engine) => {
  let db: Db;
  let url: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, url, cleanup } = await engine.create());
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('login_throttle').execute();
  });

  const bob: ThrottleSubject = { username: 'bob', ip: '192.0.2.1' };
  /** Counts `n` attempts at `when` and returns the last reservation. */
  async function attempts(subject: ThrottleSubject, n: number, when: Date) {
    let last = await reserveLoginAttempt(db, subject, when);
    for (let i = 1; i < n; i++) last = await reserveLoginAttempt(db, subject, when);
    return last;
  }

  it('locks a username + IP after 5 failures in 15 min: the 6th gets Retry-After', async () => {
    for (let i = 1; i <= 4; i++) {
      expect(await reserveLoginAttempt(db, bob, at(i * minute))).toEqual({
        allowed: true,
        reached: [],
      });
    }
    expect(await reserveLoginAttempt(db, bob, at(5 * minute))).toEqual({
      allowed: true,
      reached: [{ scope: 'user_ip', retryAfterSeconds: 900 }],
    });
    expect(await reserveLoginAttempt(db, bob, at(6 * minute))).toEqual({
      allowed: false,
      retryAfterSeconds: 840,
      scopes: ['user_ip'],
    });
    expect(await checkLoginThrottle(db, bob, at(6 * minute))).toEqual({
      throttled: true,
      retryAfterSeconds: 840,
    });
    // Other IPs and other usernames are not locked by it.
    expect(
      (await reserveLoginAttempt(db, { ...bob, ip: '192.0.2.2' }, at(6 * minute))).allowed,
    ).toBe(true);
    expect(
      (await reserveLoginAttempt(db, { ...bob, username: 'ann' }, at(6 * minute))).allowed,
    ).toBe(true);
  });

  it('forgets failures older than 15 minutes', async () => {
    await attempts(bob, 4, t0);
    expect((await attempts(bob, 4, at(15 * minute))).allowed).toBe(true);
    expect((await reserveLoginAttempt(db, bob, at(15 * minute))).allowed).toBe(true);
    expect((await reserveLoginAttempt(db, bob, at(15 * minute))).allowed).toBe(false);
  });

  it('doubles each further lockout, up to 24 h, and starts over after a quiet day', async () => {
    let now = t0.getTime();
    const locks: number[] = [];
    for (let lockout = 1; lockout <= 9; lockout++) {
      const fifth = await attempts(bob, 5, new Date(now));
      expect(fifth.allowed).toBe(true);
      const refused = await reserveLoginAttempt(db, bob, new Date(now));
      if (refused.allowed) throw new Error('expected a lockout');
      locks.push(refused.retryAfterSeconds / 60);
      now += refused.retryAfterSeconds * 1000;
    }
    expect(locks).toEqual([15, 30, 60, 120, 240, 480, 960, 1440, 1440]);

    now += 24 * hour;
    await attempts(bob, 5, new Date(now));
    const refused = await reserveLoginAttempt(db, bob, new Date(now));
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 900 });
  });

  it('locks an IP after 10 failures in 15 min across usernames: the 11th gets 429', async () => {
    for (let i = 1; i <= 9; i++) {
      const r = await reserveLoginAttempt(
        db,
        { username: `user${i}`, ip: '198.51.100.9' },
        at(i * 1000),
      );
      expect(r).toEqual({ allowed: true, reached: [] });
    }
    expect(
      await reserveLoginAttempt(db, { username: 'user10', ip: '198.51.100.9' }, at(10_000)),
    ).toEqual({ allowed: true, reached: [{ scope: 'ip', retryAfterSeconds: 891 }] });
    expect(
      await reserveLoginAttempt(db, { username: 'user11', ip: '198.51.100.9' }, at(11_000)),
    ).toEqual({ allowed: false, retryAfterSeconds: 890, scopes: ['ip'] });
    // The window is 15 min from the first failure.
    expect(
      (
        await reserveLoginAttempt(
          db,
          { username: 'user12', ip: '198.51.100.9' },
          at(15 * minute + 1000),
        )
      ).allowed,
    ).toBe(true);
  });

  it('allows 100 failures per account per hour across IPs, then refuses for the rest of the hour', async () => {
    for (let i = 1; i <= 100; i++) {
      const r = await reserveLoginAttempt(
        db,
        { username: 'carol', ip: `10.0.${i >> 8}.${i & 255}` },
        at(i * 1000),
      );
      expect(r.allowed, `attempt ${i}`).toBe(true);
      if (i === 100)
        expect(r).toEqual({
          allowed: true,
          reached: [{ scope: 'account', retryAfterSeconds: 3501 }],
        });
    }
    expect(
      await reserveLoginAttempt(db, { username: 'carol', ip: '10.9.9.9' }, at(101_000)),
    ).toEqual({
      allowed: false,
      retryAfterSeconds: 3500,
      scopes: ['account'],
    });
    expect(
      (await reserveLoginAttempt(db, { username: 'carol', ip: '10.9.9.9' }, at(hour + 1000)))
        .allowed,
    ).toBe(true);
  });

  it('clears the username + IP counter on success and gives back the IP and account counts', async () => {
    await attempts(bob, 4, t0);
    await refundLoginAttempt(db, bob, t0);
    expect(
      await db
        .selectFrom('login_throttle')
        .select(['scope', 'failures'])
        .orderBy('scope')
        .execute(),
    ).toEqual([
      { scope: 'account', failures: 3 },
      { scope: 'ip', failures: 3 },
    ]);
    expect((await attempts(bob, 5, t0)).allowed).toBe(true); // a fresh 5 for bob at this IP
    expect((await reserveLoginAttempt(db, bob, t0)).allowed).toBe(false);
  });

  it('lifts a lockout the successful attempt itself would have caused', async () => {
    const ip = { username: 'x', ip: '203.0.113.5' };
    for (let i = 1; i <= 10; i++) await reserveLoginAttempt(db, { ...ip, username: `u${i}` }, t0);
    await refundLoginAttempt(db, { ...ip, username: 'u10' }, t0);
    expect((await reserveLoginAttempt(db, { ...ip, username: 'u11' }, t0)).allowed).toBe(true);
    expect((await reserveLoginAttempt(db, { ...ip, username: 'u12' }, t0)).allowed).toBe(false);
  });

  it('counts parallel attempts exactly: 20 at once, 5 get through', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => reserveLoginAttempt(db, bob, t0)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('keeps its counters in the database: they survive closing and reopening it', async () => {
    const first = createDb(url);
    for (let i = 0; i < 5; i++) await reserveLoginAttempt(first, bob, t0);
    await first.destroy();
    const reopened = createDb(url);
    try {
      expect(await checkLoginThrottle(reopened, bob, at(minute))).toEqual({
        throttled: true,
        retryAfterSeconds: 840,
      });
      expect((await reserveLoginAttempt(reopened, bob, at(minute))).allowed).toBe(false);
    } finally {
      await reopened.destroy();
    }
  });

  it('drops counters untouched for two days', async () => {
    await attempts(bob, 3, t0);
    await reserveLoginAttempt(db, { username: 'dave', ip: '192.0.2.99' }, at(50 * hour));
    const keys = await db.selectFrom('login_throttle').select('key').orderBy('key').execute();
    expect(keys.map((k) => k.key)).toEqual(['192.0.2.99', '["dave","192.0.2.99"]', 'dave']);
  });
});
