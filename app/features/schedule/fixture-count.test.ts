import { describe, expect, it } from 'vitest';
import { formatShortDate } from '~/lib/london-time';
import { countFixtures, describeImport } from './fixture-count';

describe('naming an import', () => {
  it.each([
    [1, '1 fixture'],
    [0, '0 fixtures'],
    [12, '12 fixtures'],
  ])('counts %i as %s', (count, expected) => {
    expect(countFixtures(count)).toBe(expected);
  });

  it.each([
    ['2025-10-04', 'Sat 4 Oct 2025'],
    ['2025-09-28', 'Sun 28 Sep 2025'],
    ['2026-01-01', 'Thu 1 Jan 2026'],
    ['2024-02-29', 'Thu 29 Feb 2024'],
  ])('writes %s as %s', (date, expected) => {
    expect(formatShortDate(date)).toBe(expected);
  });

  it('names an import by its first fixture date and its count, one fixture in the singular', () => {
    expect(describeImport({ firstDate: '2025-10-04', fixtureCount: 12 })).toBe(
      'Sat 4 Oct 2025 – 12 fixtures',
    );
    expect(describeImport({ firstDate: '2025-10-04', fixtureCount: 1 })).toBe(
      'Sat 4 Oct 2025 – 1 fixture',
    );
    expect(describeImport({ firstDate: null, fixtureCount: 3 })).toBe('No date – 3 fixtures');
  });
});
