import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  daysBetweenIsoDates,
  formatLongDate,
  isValidIsoDate,
  toKickoffUtc,
  ukDateTime,
  ukToday,
  weekdayOfIsoDate,
} from './london-time';

describe('toKickoffUtc', () => {
  it.each([
    ['2025-07-01', '20:00', '2025-07-01T19:00:00.000Z'], // BST
    ['2025-12-01', '20:00', '2025-12-01T20:00:00.000Z'], // GMT
    ['2025-03-30', '00:30', '2025-03-30T00:30:00.000Z'], // before the clocks go forward
    ['2025-03-30', '01:30', null], // the skipped hour
    ['2025-03-30', '02:00', '2025-03-30T01:00:00.000Z'], // after
    ['2025-10-26', '00:30', '2025-10-25T23:30:00.000Z'], // BST, before the change
    ['2025-10-26', '01:30', '2025-10-26T00:30:00.000Z'], // the repeated hour: first (BST)
    ['2025-10-26', '02:00', '2025-10-26T02:00:00.000Z'], // GMT again
    ['2024-02-29', '15:00', '2024-02-29T15:00:00.000Z'],
    ['2025-02-29', '15:00', null],
    ['2025-13-01', '15:00', null],
    ['2025-07-01', '24:00', null],
    ['2025-07-01', '7:45', null],
  ])('%s %s -> %s', (date, time, expected) => {
    expect(toKickoffUtc(date, time)).toBe(expected);
  });
});

describe('the UK clock', () => {
  it('gives back every minute from its wall-clock reading (the first, in the repeated hour)', () => {
    const minutes = fc.integer({
      min: Date.UTC(1990, 0, 1) / 60_000,
      max: Date.UTC(2100, 0, 1) / 60_000,
    });
    fc.assert(
      fc.property(minutes, (minute) => {
        const instant = minute * 60_000;
        const { date, time } = ukDateTime(new Date(instant));
        const kickoff = Date.parse(toKickoffUtc(date, time) ?? '');
        expect([0, 3_600_000]).toContain(instant - kickoff);
        expect(ukDateTime(new Date(kickoff))).toEqual({ date, time });
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('UK dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2025-04-31', false],
    ['2025-4-30', false],
    ['', false],
  ])('isValidIsoDate(%j) is %s', (date, expected) => {
    expect(isValidIsoDate(date)).toBe(expected);
  });

  it.each([
    ['2025-10-31T23:30:00Z', { date: '2025-10-31', time: '23:30' }],
    ['2025-07-31T23:30:00Z', { date: '2025-08-01', time: '00:30' }],
    ['2025-03-30T01:00:00Z', { date: '2025-03-30', time: '02:00' }],
  ])('ukDateTime(%s)', (instant, expected) => {
    expect(ukDateTime(new Date(instant))).toEqual(expected);
    expect(ukToday(new Date(instant))).toBe(expected.date);
  });

  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-28', 2, '2024-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
  ])('addDaysToIsoDate(%s, %i) is %s', (date, days, expected) => {
    expect(addDaysToIsoDate(date, days)).toBe(expected);
  });

  it.each([
    ['2025-11-01', 6],
    ['2025-11-02', 0],
    ['2024-02-29', 4],
  ])('weekdayOfIsoDate(%s) is %i', (date, weekday) => {
    expect(weekdayOfIsoDate(date)).toBe(weekday);
  });

  it.each([
    ['2025-10-30', '2025-11-02', 3],
    ['2025-03-29', '2025-03-31', 2],
    ['2026-01-01', '2025-12-31', -1],
  ])('daysBetweenIsoDates(%s, %s) is %i', (from, to, days) => {
    expect(daysBetweenIsoDates(from, to)).toBe(days);
  });

  it('writes a date out in full', () => {
    expect(formatLongDate('2025-11-01')).toBe('Saturday 1 November 2025');
  });
});
