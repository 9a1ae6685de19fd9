import { describe, expect, it } from 'vitest';
import { fixtureNameSchema, isKickOffTime, nameProblem, ukDateSchema } from './fixture-fields';

describe('the one name rule', () => {
  it.each([
    ['Arsenal', null],
    ['x'.repeat(100), null],
    // Counted as a reader counts: 100 characters that are 200 UTF-16 units.
    ['𝔸'.repeat(100), null],
    ['', 'length'],
    ['x'.repeat(101), 'length'],
    ['𝔸'.repeat(101), 'length'],
    ['Chel\u0007sea', 'unsafe'],
    ['Arsenal\u202e', 'unsafe'],
    ['Arse\u200bnal', 'unsafe'],
    ['Line\u2028break', 'unsafe'],
  ])('%j: %s', (name, expected) => {
    expect(nameProblem(name)).toBe(expected);
  });

  it('is the schema the forms and share links use, after trimming', () => {
    expect(fixtureNameSchema.safeParse('  Arsenal ').data).toBe('Arsenal');
    expect(fixtureNameSchema.safeParse('   ').success).toBe(false);
    expect(fixtureNameSchema.safeParse('𝔸'.repeat(100)).success).toBe(true);
    expect(fixtureNameSchema.safeParse('Chel\u0007sea').success).toBe(false);
  });
});

describe('dates and times', () => {
  it.each([
    ['00:00', true],
    ['19:45', true],
    ['23:59', true],
    ['24:00', false],
    ['7:45', false],
    ['19:60', false],
  ])('kick-off %s: %s', (time, expected) => {
    expect(isKickOffTime(time)).toBe(expected);
  });

  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
  ])('date %s: %s', (date, expected) => {
    expect(ukDateSchema.safeParse(date).success).toBe(expected);
  });
});
