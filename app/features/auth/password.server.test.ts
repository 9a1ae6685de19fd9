import { parseOptions } from '@node-rs/argon2';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  createPasswordHasher,
  createSemaphore,
  defaultPasswordParams,
  hashingRetryAfterSeconds,
  hashingSemaphore,
  maxConcurrentHashes,
  maxWaitingHashes,
  passwordHasher,
} from './password.server';
import { ServiceBusyError } from '~/lib/service-busy.server';

const phc = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Letters in no pattern zxcvbn knows, from a fixed seed, so a test controls only the length. */
function unguessable(length: number): string {
  let seed = 20260101;
  let text = '';
  while (text.length < length) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    text += 'bcdfghjkmnpqrstvwxz'[seed % 19];
  }
  return text;
}

const ann = { username: 'ann' };

const common = 'This password is too common: it appears in lists of leaked passwords.';
const ownName = 'The password must not contain your username.';
const siteWords =
  'The password is too easy to guess: it is made from the name of this site or words like "football".';
const repeats = 'The password is too easy to guess: it repeats a character, word or pattern.';
const run =
  'The password is too easy to guess: it is a run such as "abcd", "1234" or days of the week.';
const keyboard =
  'The password is too easy to guess: it follows a row or pattern of keys on the keyboard.';
const dates = 'The password is too easy to guess: it is mostly dates or years.';
const fewWords =
  'The password is too easy to guess: it is a few common words or names. Use more words, or less common ones.';

describe('checkNewPassword: length (R3)', () => {
  it.each([
    ['14 characters', false, unguessable(14)],
    ['15 lower-case letters, no other rules', true, unguessable(15)],
    ['128 characters', true, unguessable(128)],
    ['129 characters', false, unguessable(129)],
    ['15 emoji (code points, not UTF-16 units)', true, '😀🎉⚽🏆🍕🚀🌈🎸📚🧩🦊🍀🎯🛶🧭'],
    ['14 emoji', false, '😀🎉⚽🏆🍕🚀🌈🎸📚🧩🦊🍀🎯🛶'],
    ['empty', false, ''],
  ])('%s: ok=%s', async (_what, ok, password) => {
    expect((await checkNewPassword(password, ann)).ok).toBe(ok);
  });

  it('counts code points after NFC: e + combining acute is one character', async () => {
    expect(await checkNewPassword('cafe\u0301 au lait, please', ann)).toEqual({
      ok: true,
      password: 'caf\u00e9 au lait, please',
    });
    expect(await checkNewPassword('e\u0301'.repeat(14), ann)).toEqual({
      ok: false,
      message: 'The password must be at least 15 characters long (it has 14).',
    });
  });

  it('explains a long password', async () => {
    expect(await checkNewPassword('x'.repeat(129), ann)).toEqual({
      ok: false,
      message: 'The password must be at most 128 characters long (it has 129).',
    });
  });

  it('never trims', async () => {
    expect(await checkNewPassword('Pass phrase here  ', ann)).toEqual({
      ok: true,
      password: 'Pass phrase here  ',
    });
  });

  it('counts spaces, then judges what they spell', async () => {
    expect(await checkNewPassword(`${' '.repeat(14)}a`, ann)).toEqual({
      ok: false,
      message: repeats,
    });
  });
});

describe('checkNewPassword: guessable passwords (R4)', () => {
  it.each([
    ['passwordpassword1', 'ann', repeats],
    ['footballontvadmin', 'ann', siteWords],
    ['iloveyouiloveyou', 'ann', repeats],
    ['111111111111111', 'ann', repeats],
    ['jsmith-likes-tea-2026', 'jsmith', ownName],
    ['a'.repeat(128), 'ann', repeats],
    ['JSmith was here in 2026', 'jsmith', ownName],
    ['jane.doe@example.com rules', 'jane.doe@example.com', ownName],
    ['Football On TV 2026!', 'ann', siteWords],
    ['kickoff tv password', 'ann', siteWords],
    ['kickofftvkickofftv', 'ann', siteWords],
    ['admin admin admin 1', 'ann', siteWords],
    ['Password12345678!', 'ann', common],
    ['P@ssw0rd12345678', 'ann', common],
    ['1qaz2wsx3edc4rfv', 'ann', common],
    ['qwertyuiopasdfgh', 'ann', common],
    ['ILoveArsenal2026', 'ann', common],
    ['trustno1trustno1', 'ann', repeats],
    ['abcdefghijklmnopq', 'ann', run],
    ['monday tuesday wednesday', 'ann', run],
    ['zxcvbnm,./asdfghjkl;', 'ann', keyboard],
    ['19800101-20240101', 'ann', dates],
    ['administrator2026', 'ann', fewWords],
  ])('refuses %j (user %s)', async (password, username, message) => {
    expect(await checkNewPassword(password, { username })).toEqual({ ok: false, message });
  });

  it.each([
    ['a passphrase with a year', 'correct horse battery staple 2026', 'ann'],
    ['20 random characters', 'Xk9#mQ2$vL7!pR4@wN8z', 'ann'],
    ['a long passphrase', 'my cat naps on the warm windowsill every sunny afternoon', 'ann'],
    ['three unrelated words', 'plumber tangerine velvet', 'ann'],
    ['the first admin password form', 'hJ3kP9_xQ2mZ-rT8vW4yN6aB', 'admin'],
    ['a short username inside a word', 'always carry a spare umbrella', 'al'],
    ['one site word among others', 'i watch kickoff tv every saturday', 'ann'],
  ])('accepts %s', async (_what, password, username) => {
    expect(await checkNewPassword(password, { username })).toEqual({ ok: true, password });
  });

  it('never throws, and passes only 15-128 code points, for any text and username', async () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 140 }),
      // Lone surrogates too: a form can post them.
      fc.string({ unit: fc.nat(0xffff).map((code) => String.fromCharCode(code)), maxLength: 140 }),
    );
    await fc.assert(
      fc.asyncProperty(anyText, fc.string({ maxLength: 64 }), async (password, username) => {
        const result = await checkNewPassword(password, { username });
        if (result.ok) expect([...result.password].length).toBeGreaterThanOrEqual(15);
        else expect(result.message).toMatch(/^(The|This) password /);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
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
    // 100 emoji in no order zxcvbn sees as a run or a repeat.
    const emoji = Array.from({ length: 100 }, (_, i) =>
      String.fromCodePoint(0x1f300 + ((i * 37) % 256)),
    ).join('');
    expect([...emoji]).toHaveLength(100);
    expect(await checkNewPassword(emoji, ann)).toEqual({ ok: true, password: emoji });
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
    /** Each running task's way to finish, by task number. */
    const finish = new Map<number, () => void>();
    const tasks = Array.from({ length: 20 }, (_, i) =>
      semaphore.run(async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        order.push(i);
        await new Promise<void>((resolve) => finish.set(i, resolve));
        finish.delete(i);
        inFlight -= 1;
        return i * 2;
      }),
    );
    expect(semaphore.active).toBe(4);
    expect(semaphore.waiting).toBe(16);
    // Finish them out of order: the newest running task first, then the oldest, in turn.
    for (let turn = 0; finish.size > 0 || semaphore.waiting > 0; turn += 1) {
      await new Promise((resolve) => setImmediate(resolve)); // a freed slot's task starts
      const running = [...finish.keys()];
      expect(running.length).toBeLessThanOrEqual(4);
      finish.get(turn % 2 === 0 ? Math.max(...running) : Math.min(...running))?.();
    }
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

  it('refuses a task at once, with when to try again, when as many as may wait are waiting', async () => {
    const semaphore = createSemaphore(1, 2);
    const gates: (() => void)[] = [];
    const task = () => semaphore.run(() => new Promise<void>((resolve) => gates.push(resolve)));
    const accepted = [task(), task(), task()];
    expect([semaphore.active, semaphore.waiting, semaphore.full]).toEqual([1, 2, true]);
    const refused = await task().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServiceBusyError);
    expect(refused).toMatchObject({ retryAfterSeconds: hashingRetryAfterSeconds });
    while (gates.length > 0 || semaphore.active > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(accepted);
    expect(semaphore.full).toBe(false);
  });

  it('bounds the real hasher: 4 hashing, 16 waiting, the next refused at once', async () => {
    expect([maxConcurrentHashes, maxWaitingHashes]).toEqual([4, 16]);
    let done = 0;
    const hashes = Array.from({ length: 20 }, (_, i) =>
      passwordHasher.hash(`password ${i}`).then(() => (done += 1)),
    );
    expect(hashingSemaphore.full).toBe(true);
    await expect(passwordHasher.verify(passwordHasher.dummyHash, 'x')).rejects.toBeInstanceOf(
      ServiceBusyError,
    );
    expect(done).toBe(0); // refused before any hash came back, not after waiting its turn
    await Promise.all(hashes);
    expect(hashingSemaphore.full).toBe(false);
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
