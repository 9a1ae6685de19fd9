import { ukDateTime } from './london-time';

/**
 * When a page was rendered, as the page shows it: `now` (ISO), so rows marked played in the HTML
 * are marked the same at hydration; `asOf` (UK HH:MM) for the offline notice; `year` for the
 * footer. To the minute: a page rendered again within the minute is byte for byte the same, so
 * its ETag holds and a client's If-None-Match gets a 304 (milliseconds here gave every render a
 * new ETag).
 * @example readPageTime(new Date('2025-10-30T12:00:05.123Z')) // { now: '2025-10-30T12:00:00.000Z', asOf: '12:00', year: 2025 }
 */
export function readPageTime(instant: Date): { now: string; asOf: string; year: number } {
  const minute = new Date(Math.floor(instant.getTime() / 60_000) * 60_000);
  return { now: minute.toISOString(), asOf: ukDateTime(minute).time, year: minute.getFullYear() };
}
