import { ukDateTime, ukYear } from './london-time';

/** Pages say when they were rendered to this step (five minutes). */
const stepMs = 5 * 60_000;

/**
 * When a page was rendered, as the page shows it: `now` (ISO), so rows marked played in the HTML
 * are marked the same at hydration (the browser's own clock takes over right after); `asOf` (UK
 * HH:MM) for the offline notice; `year` for the footer. Rounded down to five minutes: a page
 * rendered again meanwhile is byte for byte the same, so its ETag holds and a client's
 * If-None-Match gets a 304 (with milliseconds here every render had a new ETag).
 * @example readPageTime(new Date('2025-10-30T12:04:05.123Z')) // { now: '2025-10-30T12:00:00.000Z', asOf: '12:00', year: 2025 }
 */
export function readPageTime(instant: Date): { now: string; asOf: string; year: number } {
  const step = new Date(Math.floor(instant.getTime() / stepMs) * stepMs);
  return { now: step.toISOString(), asOf: ukDateTime(step).time, year: ukYear(step) };
}
