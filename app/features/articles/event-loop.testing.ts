/** How often the event loop is polled while work runs, as a health check would be. */
export const pollEveryMs = 100;

/**
 * Runs `work` while a timer on this thread is due every 100 ms, as a health check polled by a
 * load balancer would be, and reports the longest any poll waited past its time (`waitedMs`) and
 * how long the work took. Work that holds the event loop, even synchronously before its first
 * await, shows as a wait as long as it held it.
 * Timings are the bench's (bench/articles.ts, decision 0024); tests use whileCounted.
 * @example const { waitedMs } = await whileTimed(() => saveArticle(...)) // waitedMs < 500
 */
export async function whileTimed<T>(
  work: () => Promise<T>,
): Promise<{ result: T; waitedMs: number; tookMs: number }> {
  const started = performance.now();
  let last = started;
  let waitedMs = 0;
  const poll = setInterval(() => {
    const now = performance.now();
    waitedMs = Math.max(waitedMs, now - last - pollEveryMs);
    last = now;
  }, pollEveryMs);
  try {
    const result = await work();
    const now = performance.now();
    // The wait of a poll that is due now, but has not run because the work held the loop.
    waitedMs = Math.max(waitedMs, now - last - pollEveryMs);
    return { result, waitedMs, tookMs: now - started };
  } finally {
    clearInterval(poll);
  }
}

/**
 * Runs `work` and counts the turns the event loop makes before it is done (an immediate that sets
 * itself again): none when the work holds the loop until its result is ready, as the old in-thread
 * renderer did. A count, not a time, so a busy machine cannot change the verdict.
 * @example const { turns } = await whileCounted(() => saveArticle(...)) // turns > 0
 */
export async function whileCounted<T>(
  work: () => Promise<T>,
): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let done = false;
  const turn = () => {
    if (done) return;
    turns += 1;
    setImmediate(turn);
  };
  setImmediate(turn);
  try {
    const result = await work();
    return { result, turns };
  } finally {
    done = true;
  }
}

/**
 * Articles that took the old in-thread renderer 2 to 26 s of blocked event loop (100 KB of `[`:
 * quadratic link-label scanning, twice over with the reading time; `*_` runs: unmatched emphasis;
 * 20,000 list items; quotes nested 100,000 deep).
 */
export const pathologicalArticles: [name: string, markdown: string][] = [
  ['100 KB of [', '['.repeat(100 * 1024)],
  ['*_ 50,000 times', '*_'.repeat(50_000)],
  ['- a 20,000 times', '- a\n'.repeat(20_000)],
  ['> 100,000 times', '>'.repeat(100_000)],
];
