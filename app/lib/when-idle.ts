/**
 * Runs work once the browser is idle (an idle callback with a 2,000 ms time-out, or after 200 ms
 * where there is none, as in Safari), so start-up work never delays the first paint or input.
 * Returns a function that cancels it. Browser only.
 * @example useEffect(() => whenIdle(() => rememberCampaign(landing)), []);
 */
export function whenIdle(
  work: () => void,
  { timeout = 2000, fallbackDelay = 200 }: { timeout?: number; fallbackDelay?: number } = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, fallbackDelay);
  return () => window.clearTimeout(handle);
}
