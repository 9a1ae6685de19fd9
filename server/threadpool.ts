// Password hashes run on libuv's threadpool, up to maxConcurrentHashes at once. With the default
// four threads a sign-in storm holds all of them, and static files (file reads), compression of
// responses the page cache does not encode and database host lookups wait behind the hashes.
// Cached pages never use the pool. libuv sizes it once, from UV_THREADPOOL_SIZE as the process
// starts (tsx queues file reads before any of our code runs, so setting it from here is too
// late): `npm run serve` sets it, and the cluster primary gives it to its workers.
import { maxConcurrentHashes } from '~/features/auth/password.server';

/** The threadpool the server wants: a thread for every hash and four for everything else. */
export const wantedThreadpoolSize = maxConcurrentHashes + 4;

/**
 * Why the threadpool this process was started with leaves hashing no room to spare, or null.
 * @example describeThreadpoolShortage({}) // 'UV_THREADPOOL_SIZE is 4 (the default): …'
 */
export function describeThreadpoolShortage(env: NodeJS.ProcessEnv = process.env): string | null {
  const set = Number(env.UV_THREADPOOL_SIZE);
  const size = Number.isInteger(set) && set > 0 ? set : 4;
  if (size >= wantedThreadpoolSize) return null;
  const named = env.UV_THREADPOOL_SIZE === undefined ? `${size} (the default)` : String(size);
  return `UV_THREADPOOL_SIZE is ${named}: ${maxConcurrentHashes} password hashes can hold every thread while static files and other work wait; start the server with UV_THREADPOOL_SIZE=${wantedThreadpoolSize} (npm run serve does)`;
}
