import { describe, expect, it } from 'vitest';
import { readPageTime } from './page-time';

describe('readPageTime', () => {
  it.each([
    ['2025-10-30T12:00:05.123Z', { now: '2025-10-30T12:00:00.000Z', asOf: '12:00', year: 2025 }],
    ['2025-10-30T12:04:59.999Z', { now: '2025-10-30T12:00:00.000Z', asOf: '12:00', year: 2025 }],
    ['2025-07-01T12:37:56Z', { now: '2025-07-01T12:35:00.000Z', asOf: '13:35', year: 2025 }],
    ['2025-12-31T23:59:30Z', { now: '2025-12-31T23:55:00.000Z', asOf: '23:55', year: 2025 }],
    ['2026-01-01T00:00:00Z', { now: '2026-01-01T00:00:00.000Z', asOf: '00:00', year: 2026 }],
  ])('%s renders as %j', (at, expected) => {
    expect(readPageTime(new Date(at))).toEqual(expected);
  });

  it('is the same all through five minutes, so a page rendered again keeps its ETag', () => {
    const start = Date.parse('2025-10-30T12:00:00Z');
    const times = [0, 1, 60_000, 299_999].map((ms) => readPageTime(new Date(start + ms)));
    for (const time of times) expect(time).toEqual(times[0]);
    expect(readPageTime(new Date(start + 300_000))).not.toEqual(times[0]);
  });
});
