import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  daysBetweenIsoDates,
  formatLongDate,
  formatShortDate,
  formatShortDayMonth,
  formatShortWeekday,
  formatUkDayMonth,
  formatUkTimestamp,
  isValidIsoDate,
  toKickoffUtc,
  ukDateTime,
  ukToday,
  ukYear,
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
    ['2025-03-29', 1, '2025-03-30'], // the clocks go forward on the 30th
    ['2025-10-26', 7, '2025-11-02'], // and back on 26 October
    ['0050-12-31', 1, '0051-01-01'], // a two-digit year is not 1950
  ])('addDaysToIsoDate(%s, %i) is %s', (date, days, expected) => {
    expect(addDaysToIsoDate(date, days)).toBe(expected);
  });

  it.each([
    ['2025-11-01', 6],
    ['2025-11-02', 0],
    ['2024-02-29', 4], // leap day
    ['2000-02-29', 2],
    ['2025-03-30', 0], // the clocks go forward
    ['2025-10-26', 0], // the clocks go back
    ['2025-03-31', 1],
    ['0001-01-01', 1], // not read as 1901
    ['9999-12-31', 5],
  ])('weekdayOfIsoDate(%s) is %i', (date, weekday) => {
    expect(weekdayOfIsoDate(date)).toBe(weekday);
  });

  it.each([
    ['2025-10-30', '2025-11-02', 3], // across the clocks going back
    ['2025-03-29', '2025-03-31', 2], // across the clocks going forward
    ['2025-03-30', '2025-03-30', 0],
    ['2026-01-01', '2025-12-31', -1],
    ['2024-02-28', '2024-03-01', 2], // leap day between
    ['2023-02-28', '2023-03-01', 1],
    ['2024-01-01', '2025-01-01', 366],
    ['1970-01-01', '2025-11-01', 20_393],
    ['0099-12-31', '0100-01-01', 1],
  ])('daysBetweenIsoDates(%s, %s) is %i', (from, to, days) => {
    expect(daysBetweenIsoDates(from, to)).toBe(days);
  });

  it('adds days and counts them back alike', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        fc.integer({ min: -800, max: 800 }),
        (instant, days) => {
          const from = instant.toISOString().slice(0, 10);
          const to = addDaysToIsoDate(from, days);
          expect(daysBetweenIsoDates(from, to)).toBe(days);
          expect(weekdayOfIsoDate(to)).toBe((((weekdayOfIsoDate(from) + days) % 7) + 7) % 7);
        },
      ),
    );
  });

  it.each([
    ['2025-11-01T12:00:00Z', 2025],
    ['2025-12-31T23:30:00Z', 2025], // GMT: still the old year in the UK
    ['2026-01-01T00:00:00Z', 2026],
    ['2025-12-31T23:30:00-05:00', 2026], // New York's evening is the UK's new year
  ])('ukYear(%s) is %i', (instant, year) => {
    expect(ukYear(new Date(instant))).toBe(year);
  });

  it('writes a date out in full', () => {
    expect(formatLongDate('2025-11-01')).toBe('Saturday 1 November 2025');
  });

  it.each([
    ['2025-10-04', 'Sat', 'Sat 4 Oct', 'Sat 4 Oct 2025'],
    ['2025-09-28', 'Sun', 'Sun 28 Sep', 'Sun 28 Sep 2025'],
    ['2024-02-29', 'Thu', 'Thu 29 Feb', 'Thu 29 Feb 2024'], // leap day
    ['2025-03-30', 'Sun', 'Sun 30 Mar', 'Sun 30 Mar 2025'], // the clocks go forward
  ])('writes %s in short', (date, weekday, dayMonth, full) => {
    expect(formatShortWeekday(date)).toBe(weekday);
    expect(formatShortDayMonth(date)).toBe(dayMonth);
    expect(formatShortDate(date)).toBe(full);
  });

  it.each([
    ['2025-10-04T13:05:00Z', 'Sat 4 Oct 2025, 14:05'], // BST
    ['2025-10-26T00:30:00Z', 'Sun 26 Oct 2025, 01:30'], // the first 01:30 of the repeated hour
    ['2025-10-26T01:30:00Z', 'Sun 26 Oct 2025, 01:30'], // and the second
    ['2024-02-29T23:59:00Z', 'Thu 29 Feb 2024, 23:59'], // GMT, leap day
    ['2025-07-31T23:30:00Z', 'Fri 1 Aug 2025, 00:30'], // the UK day after the UTC one
  ])('formatUkTimestamp(%s) is %s', (instant, text) => {
    expect(formatUkTimestamp(instant)).toBe(text);
  });

  it.each([
    ['2025-10-04T22:59:00Z', 'Sat 4 Oct'],
    ['2025-10-04T23:30:00Z', 'Sun 5 Oct'], // 00:30 BST
    ['2025-03-30T00:59:00Z', 'Sun 30 Mar'], // just before the clocks go forward
    ['2024-02-29T23:30:00Z', 'Thu 29 Feb'], // GMT: still the leap day
    ['2024-09-01T12:00:00Z', 'Sun 1 Sep'], // 'Sep', never Intl's 'Sept'
  ])('formatUkDayMonth(%s) is %s', (instant, text) => {
    expect(formatUkDayMonth(instant)).toBe(text);
  });
});
