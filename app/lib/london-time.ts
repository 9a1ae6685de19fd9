/** Every date and time the site lists is UK wall-clock time. */
export const ukTimeZone = 'Europe/London';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * True for a real calendar date written `YYYY-MM-DD` (leap years included; no rolling over).
 * @example isValidIsoDate('2028-02-29') // true
 */
export function isValidIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Days in a month of the proleptic Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The UTC instant of a UK date and time, or null when that wall-clock time does not exist
 * (the skipped hour when the clocks go forward). In the repeated autumn hour the first
 * occurrence (BST) is taken: listings give kick-offs in the time in force before the change.
 * @example toKickoffUtc('2025-07-01', '20:00') // '2025-07-01T19:00:00.000Z'
 */
export function toKickoffUtc(date: string, time: string): string | null {
  const d = isoDatePattern.exec(date);
  const t = timePattern.exec(time);
  if (!d || !t || !isValidIsoDate(date)) return null;
  const wallClock = Date.UTC(
    Number(d[1]),
    Number(d[2]) - 1,
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
  );
  // Of the two possible offsets (BST first, then GMT) keep the first that gives back the same
  // wall clock. Most dates have one offset all day, so that answer is remembered per date.
  const offsets = steadyOffsetOn(date);
  const candidates = offsets === null ? [60, 0] : [offsets];
  for (const offsetMinutes of candidates) {
    const instant = new Date(wallClock - offsetMinutes * 60_000);
    if (offsets !== null || formatUkWallClock(instant) === `${date} ${time}`)
      return instant.toISOString();
  }
  return null;
}

/**
 * True when a valid UK date and `HH:MM` time happen on the UK clock (false for the skipped
 * hour when the clocks go forward). Cheaper than toKickoffUtc on the 363 days without a change.
 * @example existsOnUkClock('2025-03-30', '01:30') // false
 */
export function existsOnUkClock(date: string, time: string): boolean {
  return steadyOffsetOn(date) !== null || toKickoffUtc(date, time) !== null;
}

const steadyOffsets = new Map<string, number | null>();

/**
 * The UK offset in minutes when it is the same all day on a date; null on a clock-change day.
 * Remembered per month (most months have one offset throughout), else per date.
 */
function steadyOffsetOn(date: string): number | null {
  const month = date.slice(0, 7);
  const monthOffset = remember(month, () => {
    const [year = 0, monthNumber = 1] = month.split('-').map(Number);
    const atStart = ukOffsetMinutes(Date.UTC(year, monthNumber - 1, 1, 0, 0));
    const atEnd = ukOffsetMinutes(Date.UTC(year, monthNumber, 0, 23, 59));
    return atStart === atEnd ? atStart : null;
  });
  if (monthOffset !== null) return monthOffset;
  return remember(date, () => {
    const [year = 0, monthNumber = 1, day = 1] = date.split('-').map(Number);
    const atStart = ukOffsetMinutes(Date.UTC(year, monthNumber - 1, day, 0, 0));
    const atEnd = ukOffsetMinutes(Date.UTC(year, monthNumber - 1, day, 23, 59));
    return atStart === atEnd ? atStart : null;
  });
}

function remember(key: string, compute: () => number | null): number | null {
  let value = steadyOffsets.get(key);
  if (value === undefined) {
    value = compute();
    if (steadyOffsets.size > 10_000) steadyOffsets.clear();
    steadyOffsets.set(key, value);
  }
  return value;
}

// The UK wall clock comes from the platform's time-zone data through Intl (as @date-fns/tz's
// does), so the browser needs no date library for it (decision 0027).
const ukClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: ukTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The UK wall clock at an instant: year, month (1-12), day, hour and minute. */
function ukClockAt(instant: number): [number, number, number, number, number] {
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const { type, value } of ukClock.formatToParts(instant)) {
    if (type in parts) parts[type as keyof typeof parts] = Number(value);
  }
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute];
}

function ukOffsetMinutes(instant: number): number {
  const [year, month, day, hour, minute] = ukClockAt(instant);
  const wholeMinute = instant - (((instant % 60_000) + 60_000) % 60_000);
  return (Date.UTC(year, month - 1, day, hour, minute) - wholeMinute) / 60_000;
}

/**
 * The UK calendar date and time of an instant.
 * @example ukDateTime(new Date('2025-10-31T23:30:00Z')) // { date: '2025-10-31', time: '23:30' }
 */
export function ukDateTime(instant: Date): { date: string; time: string } {
  const [date = '', time = ''] = formatUkWallClock(instant).split(' ');
  return { date, time };
}

/** Today's UK date for a clock reading. */
export function ukToday(now: Date = new Date()): string {
  return ukDateTime(now).date;
}

/**
 * The UK calendar year at an instant (New Year comes at UK midnight, whatever the zone of the
 * server or browser).
 * @example ukYear(new Date('2025-12-31T23:30:00-05:00')) // 2026
 */
export function ukYear(now: Date = new Date()): number {
  return Number(ukToday(now).slice(0, 4));
}

/** Midnight UTC on a `YYYY-MM-DD` date plus whole days: a place on the calendar, no zone. */
function calendarDay(date: string, plusDays = 0): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const instant = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  instant.setUTCFullYear(year, month - 1, day + plusDays);
  return instant;
}

/**
 * Adds whole days to a `YYYY-MM-DD` date.
 * @example addDaysToIsoDate('2024-02-28', 2) // '2024-03-01'
 */
export function addDaysToIsoDate(date: string, days: number): string {
  return calendarDay(date, days).toISOString().slice(0, 10);
}

/**
 * The weekday of a `YYYY-MM-DD` date, 0 for Sunday to 6 for Saturday (as Date#getUTCDay numbers
 * them). The date is a calendar date, so neither the server's nor the browser's zone can shift it.
 * @example weekdayOfIsoDate('2025-11-01') // 6
 */
export function weekdayOfIsoDate(date: string): number {
  return calendarDay(date).getUTCDay();
}

/**
 * Whole calendar days from one `YYYY-MM-DD` date to another (negative when `to` is earlier); a
 * clock change does not make a day shorter or longer here.
 * @example daysBetweenIsoDates('2025-10-30', '2025-11-02') // 3
 */
export function daysBetweenIsoDates(from: string, to: string): number {
  return Math.round((calendarDay(to).getTime() - calendarDay(from).getTime()) / 86_400_000);
}

function formatUkWallClock(instant: Date): string {
  const [year, month, day, hour, minute] = ukClockAt(instant.getTime());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}`;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A UK date written out in full (Intl, so pages ship no date library to the browser).
 * @example formatLongDate('2025-11-01') // 'Saturday 1 November 2025'
 */
export function formatLongDate(date: string): string {
  return longDate.format(calendarDay(date)).replace(',', '');
}

/** Weekday names, Sunday first (as weekdayOfIsoDate numbers them). */
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']; // prettier-ignore
/** Month names, January first. */
export const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']; // prettier-ignore
const shortWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']; // prettier-ignore

/**
 * A UK date in short, with fixed names (Intl's differ between versions: 'Sep' or 'Sept'), so the
 * server and every browser write it alike.
 * @example formatShortDate('2025-10-04') // 'Sat 4 Oct 2025'
 */
export function formatShortDate(date: string): string {
  return `${formatShortDayMonth(date)} ${Number(date.slice(0, 4))}`;
}

/**
 * A UK date's short weekday name, fixed as formatShortDate's.
 * @example formatShortWeekday('2025-10-04') // 'Sat'
 */
export function formatShortWeekday(date: string): string {
  return shortWeekdays[weekdayOfIsoDate(date)] ?? '';
}

/**
 * A UK date in short without its year, with formatShortDate's fixed names.
 * @example formatShortDayMonth('2025-09-28') // 'Sun 28 Sep'
 */
export function formatShortDayMonth(date: string): string {
  const [, month = 1, day = 1] = date.split('-').map(Number);
  return `${formatShortWeekday(date)} ${day} ${shortMonths[month - 1]}`;
}

/**
 * The UK date of an instant in short, without its year.
 * @example formatUkDayMonth('2025-10-04T23:30:00Z') // 'Sun 5 Oct' (00:30 BST)
 */
export function formatUkDayMonth(iso: string): string {
  return formatShortDayMonth(ukDateTime(new Date(iso)).date);
}

/**
 * An instant as UK staff read it: short date and 24-hour UK time.
 * @example formatUkTimestamp('2025-10-04T13:05:00Z') // 'Sat 4 Oct 2025, 14:05'
 */
export function formatUkTimestamp(iso: string): string {
  const { date, time } = ukDateTime(new Date(iso));
  return `${formatShortDate(date)}, ${time}`;
}
