import { formatShortDate } from '~/lib/london-time';

/**
 * "1 fixture", "12 fixtures".
 * @example countFixtures(1) // '1 fixture'
 */
export function countFixtures(count: number): string {
  return count === 1 ? '1 fixture' : `${count} fixtures`;
}

/**
 * How an import is named (in progress or recently removed): its first fixture date and its count.
 * @example describeImport({ firstDate: '2025-10-04', fixtureCount: 12 }) // 'Sat 4 Oct 2025 – 12 fixtures'
 */
export function describeImport({
  firstDate,
  fixtureCount,
}: {
  firstDate: string | null;
  fixtureCount: number;
}): string {
  return `${firstDate ? formatShortDate(firstDate) : 'No date'} – ${countFixtures(fixtureCount)}`;
}
