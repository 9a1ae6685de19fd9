import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  createPasswordHasher,
  createSemaphore,
  defaultPasswordParams,
  hashingSemaphore,
  maxConcurrentHashes,
  passwordHasher,
} from './password.server';

const phc = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

describe('checkNewPassword (R3)', () => {
  it.each([
    ['14 characters', 'a'.repeat(14), false],
    ['15 lower-case letters, no other rules', 'abcdefghijklmno', true],
    ['128 characters', 'x'.repeat(128), true],
    ['129 characters', 'x'.repeat(129), false],
    ['15 emoji (code points, not UTF-16 units)', '😀'.repeat(15), true],
    ['14 emoji', '😀'.repeat(14), false],
    ['100 emoji', '⚽'.repeat(100), true],
    ['spaces count', '              a', true],
    ['empty', '', false],
  ])('%s: ok=%s', (_what, password, ok) => {
    expect(checkNewPassword(password).ok).toBe(ok);
  });

  it('counts code points after NFC: e + combining acute is one character', () => {
    const decomposed = 'e\u0301'.repeat(15); // 30 code points before NFC, 15 after
    expect(checkNewPassword(decomposed)).toEqual({ ok: true, password: 'é'.repeat(15) });
    expect(checkNewPassword('e\u0301'.repeat(14))).toEqual({
      ok: false,
      message: 'The password must be at least 15 characters long (it has 14).',
    });
  });

  it('explains a long password', () => {
    expect(checkNewPassword('x'.repeat(129))).toEqual({
      ok: false,
      message: 'The password must be at most 128 characters long (it has 129).',
    });
  });

  it('never trims', () => {
    expect(checkNewPassword('Pass phrase here  ')).toEqual({
      ok: true,
      password: 'Pass phrase here  ',
    });
  });
});

describe('password hashing (R2)', () => {
  it('stores argon2id PHC strings at m>=19456, t>=2, p=1 with unique 16-byte salts', async () => {
    const a = await passwordHasher.hash('the same passphrase');
    const b = await passwordHasher.hash('the same passphrase');
    for (const hash of [a, b]) {
      const [, m, t, p] = phc.exec(hash) ?? [];
      expect(Number(m)).toBeGreaterThanOrEqual(19456);
      expect(Number(t)).toBeGreaterThanOrEqual(2);
      expect(Number(p)).toBe(1);
      expect(parseOptions(hash).saltLen).toBeGreaterThanOrEqual(16);
    }
    expect(a).not.toBe(b);
  });

  it('verifies byte-exactly: no trimming, no case folding', async () => {
    const hash = await passwordHasher.hash('Pass phrase  ');
    expect(await passwordHasher.verify(hash, 'Pass phrase  ')).toBe(true);
    expect(await passwordHasher.verify(hash, 'Pass phrase')).toBe(false);
    expect(await passwordHasher.verify(hash, 'pass phrase  ')).toBe(false);
    expect(await passwordHasher.verify(hash, ' Pass phrase  ')).toBe(false);
  });

  it('round-trips a 100-emoji password, and matches it in either normalisation form', async () => {
    const emoji = '😀🎉⚽🏆'.repeat(25);
    expect([...emoji]).toHaveLength(100);
    expect(checkNewPassword(emoji)).toEqual({ ok: true, password: emoji });
    const hash = await passwordHasher.hash(emoji);
    expect(await passwordHasher.verify(hash, emoji)).toBe(true);
    expect(await passwordHasher.verify(hash, [...emoji].slice(0, -1).join(''))).toBe(false);
    const cafe = await passwordHasher.hash('caf\u00e9 au lait, please');
    expect(await passwordHasher.verify(cafe, 'cafe\u0301 au lait, please')).toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    expect(await passwordHasher.verify('not a hash', 'anything at all here')).toBe(false);
    expect(await passwordHasher.verify('', '')).toBe(false);
  });

  it('asks for a re-hash when the stored hash is weaker than the current parameters', async () => {
    const weak = createPasswordHasher({ memoryCost: 4096, timeCost: 1, parallelism: 1 });
    const weakHash = await weak.hash('a weak old hash here');
    expect(passwordHasher.needsRehash(weakHash)).toBe(true);
    expect(weak.needsRehash(weakHash)).toBe(false);
    expect(passwordHasher.needsRehash(await passwordHasher.hash('a current hash here'))).toBe(
      false,
    );
    expect(passwordHasher.needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
    const stronger = createPasswordHasher({ memoryCost: 19456, timeCost: 3, parallelism: 1 });
    expect(stronger.needsRehash(await passwordHasher.hash('a current hash here'))).toBe(true);
  });

  it('has a dummy hash at the current parameters that nothing matches', async () => {
    expect(parseOptions(passwordHasher.dummyHash)).toMatchObject({
      algorithm: 2,
      memoryCost: defaultPasswordParams.memoryCost,
      timeCost: defaultPasswordParams.timeCost,
      parallelism: defaultPasswordParams.parallelism,
    });
    expect(passwordHasher.needsRehash(passwordHasher.dummyHash)).toBe(false);
    expect(await passwordHasher.verify(passwordHasher.dummyHash, '')).toBe(false);
    const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(parseOptions(cheap.dummyHash).memoryCost).toBe(1024);
  });
});

describe('createSemaphore', () => {
  it('keeps at most the limit in flight and runs the rest in order', async () => {
    const semaphore = createSemaphore(4);
    let inFlight = 0;
    let most = 0;
    const order: number[] = [];
    const tasks = Array.from({ length: 20 }, (_, i) =>
      semaphore.run(async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        order.push(i);
        await new Promise((resolve) => setTimeout(resolve, 1 + (i % 3)));
        inFlight -= 1;
        return i * 2;
      }),
    );
    expect(semaphore.active).toBe(4);
    expect(semaphore.waiting).toBe(16);
    expect(await Promise.all(tasks)).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    expect(most).toBe(4);
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(semaphore.active).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const semaphore = createSemaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(async () => 'next')).toBe('next');
    expect(semaphore.active).toBe(0);
  });

  it('limits the real hasher: 10 hashes at once run 4 at a time', async () => {
    expect(maxConcurrentHashes).toBe(4);
    const hashes = Array.from({ length: 10 }, (_, i) =>
      passwordHasher.hash(`password number ${i}`),
    );
    expect(hashingSemaphore.active).toBe(4);
    expect(hashingSemaphore.waiting).toBe(6);
    await Promise.all(hashes);
    expect(hashingSemaphore.active).toBe(0);
  });
});
