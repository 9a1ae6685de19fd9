import { hash, hashSync, parseOptions, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { ServiceBusyError } from '~/lib/service-busy.server';
import { findPasswordWeakness } from './password-strength.server';
import { passwordMaxLength, passwordMinLength } from './password-rules';

export { passwordMaxLength, passwordMinLength };

/** argon2id cost (docs/security.md R2): the ASVS / OWASP minimum, m=19 MiB, t=2, p=1. */
export interface PasswordParams {
  /** KiB of memory per hash. */
  memoryCost: number;
  /** Passes over that memory. */
  timeCost: number;
  parallelism: number;
}

export const defaultPasswordParams: PasswordParams = {
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** At most this many hashes run at once, so a burst of logins cannot exhaust memory (R2). */
export const maxConcurrentHashes = 4;
/**
 * At most this many hashes wait for a place, about four rounds of hashing: a sign-in storm is
 * refused at once (503, try again in a second) instead of making every sign-in wait seconds.
 */
export const maxWaitingHashes = 16;
/** When a refused sign-in may try again: the queue moves in a fraction of a second. */
export const hashingRetryAfterSeconds = 1;

export type PasswordCheck = { ok: true; password: string } | { ok: false; message: string };

/**
 * Checks a new password against the policy: 15-128 code points after NFC, any characters, no
 * composition rules, nothing trimmed (R3); not common, leaked, or made from the username or the
 * site's words (R4). Returns the NFC form that gets hashed, or why the password is refused.
 * @example await checkNewPassword('correct horse battery staple 2026', { username: 'ann' })
 *   // { ok: true, password: 'correct horse battery staple 2026' }
 */
export async function checkNewPassword(
  password: string,
  { username }: { username: string },
): Promise<PasswordCheck> {
  const normalised = password.normalize('NFC');
  const length = [...normalised].length;
  if (length < passwordMinLength) {
    return {
      ok: false,
      message: `The password must be at least ${passwordMinLength} characters long (it has ${length}).`,
    };
  }
  if (length > passwordMaxLength) {
    return {
      ok: false,
      message: `The password must be at most ${passwordMaxLength} characters long (it has ${length}).`,
    };
  }
  const weakness = await findPasswordWeakness(normalised, { username });
  return weakness ? { ok: false, message: weakness } : { ok: true, password: normalised };
}

export interface Semaphore {
  /**
   * Runs the task once fewer than `limit` tasks are running; first come, first served. Throws
   * ServiceBusyError at once when `maxWaiting` tasks are already waiting.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
  /** True when a task asked for now would be refused. */
  readonly full: boolean;
}

const hashing: unique symbol = Symbol.for('kickoff.hashingSemaphore');

/** Limits how many async tasks run at once, and how many may wait (default: any number). */
export function createSemaphore(limit: number, maxWaiting = Infinity): Semaphore {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < limit) active += 1;
      else if (queue.length >= maxWaiting) {
        throw new ServiceBusyError('Too many tasks waiting', hashingRetryAfterSeconds);
      } else await new Promise<void>((resolve) => queue.push(resolve)); // the slot is handed over
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    get full() {
      return active >= limit && queue.length >= maxWaiting;
    },
  };
}

/**
 * Shared by every hasher in the process: the limit is on memory, not per caller. Kept on
 * globalThis because the server host and the built app each load a copy of this module: one
 * semaphore keeps the limit whole, and the host can refuse a sign-in while it is full before
 * the app reads the request (server/rate-limits.ts).
 */
export const hashingSemaphore: Semaphore = ((globalThis as { [hashing]?: Semaphore })[hashing] ??=
  createSemaphore(maxConcurrentHashes, maxWaitingHashes));

export interface PasswordHasher {
  readonly params: PasswordParams;
  /** An argon2id PHC string with a fresh 16-byte salt, of the NFC form of the password. */
  hash(password: string): Promise<string>;
  /** Byte-exact (after NFC) check; a malformed stored hash never matches. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** True when the stored hash is weaker than `params` (or not argon2id): re-hash on login. */
  needsRehash(passwordHash: string): boolean;
  /** Verified against when the username is unknown, so both failures take the same time (R5). */
  readonly dummyHash: string;
}

// A hash of a throwaway text at the default parameters; nothing can sign in with it.
const defaultDummyHash =
  '$argon2id$v=19$m=19456,t=2,p=1$FySKVWyArXvRwe/zD22RFA$0pFbYwQDhFWLETiL/WTFGIqsKruaOTAnhIug5Dm6sRg';

const argon2id = 2; // Algorithm.Argon2id (a const enum, which isolatedModules cannot read)
const version13 = 1; // Version.V0x13

export function createPasswordHasher(
  params: PasswordParams = defaultPasswordParams,
  semaphore: Semaphore = hashingSemaphore,
): PasswordHasher {
  const options = { algorithm: argon2id, ...params } as const;
  const isDefault =
    params.memoryCost === defaultPasswordParams.memoryCost &&
    params.timeCost === defaultPasswordParams.timeCost &&
    params.parallelism === defaultPasswordParams.parallelism;
  return {
    params,
    hash: (password) => semaphore.run(() => hash(password.normalize('NFC'), options)),
    verify: (passwordHash, password) =>
      semaphore.run(() => verify(passwordHash, password.normalize('NFC')).catch(() => false)),
    needsRehash(passwordHash) {
      try {
        const stored = parseOptions(passwordHash);
        return (
          stored.algorithm !== argon2id ||
          stored.version !== version13 ||
          stored.memoryCost < params.memoryCost ||
          stored.timeCost < params.timeCost ||
          stored.parallelism < params.parallelism ||
          stored.saltLen < 16 ||
          stored.outputLen < 32
        );
      } catch {
        return true;
      }
    },
    dummyHash: isDefault ? defaultDummyHash : hashSync(randomBytes(16), options),
  };
}

/** The hasher the app uses. */
export const passwordHasher = createPasswordHasher();
