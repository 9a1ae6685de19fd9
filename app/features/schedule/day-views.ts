import { addDaysToIsoDate, ukDateTime, weekdayOfIsoDate } from '~/lib/london-time';

/** The public day views (docs/product.md, "Day views"), in the order the site offers them. */
export const dayViews = ['today', 'tonight', 'tomorrow', 'weekend', 'this-week'] as const;
export type DayView = (typeof dayViews)[number];

/** Each day view's address (app/routes.ts); its short alias (`/tonight`) shows the same page. */
export const dayViewPaths: Readonly<Record<DayView, string>> = {
  today: '/football-on-tv-today',
  tonight: '/football-on-tv-tonight',
  tomorrow: '/football-on-tv-tomorrow',
  weekend: '/football-on-tv-this-weekend',
  'this-week': '/football-on-tv-this-week',
};

/** The short addresses that show a day view too. */
export const dayViewAliases: Readonly<Record<string, DayView>> = {
  '/tonight': 'tonight',
  '/tomorrow': 'tomorrow',
  '/weekend': 'weekend',
  '/this-week': 'this-week',
};

export interface DayWindow {
  /** first UK date to query, inclusive */
  from: string;
  /** last UK date to query, inclusive */
  to: string;
  /** whether a fixture (UK date and HH:MM time as listed) belongs in the view */
  includes(fixture: { date: string; time: string }): boolean;
}

// Evening kick-offs start at 17:00; a kick-off listed under the next date before 06:00 is still
// part of the night before (late games abroad, MLS).
const eveningStart = '17:00';
const nightEnd = '06:00';

/**
 * The UK dates a day view covers at a moment, and which listed fixtures in them it shows.
 * Only the UK calendar counts, never the server's time zone. The weekend runs from Friday 17:00
 * to the end of Sunday: from Monday to Friday it is the coming one; on Saturday and Sunday the
 * current one, Friday evening included, so the page shows the same weekend all weekend.
 * Times compare as `HH:MM` text, the form every stored fixture has.
 * @example dayViewWindow('tonight', new Date('2025-11-01T12:00:00Z'))
 *   // { from: '2025-11-01', to: '2025-11-02', includes: 2025-11-01 from 17:00, 2025-11-02 before 06:00 }
 */
export function dayViewWindow(view: DayView, now: Date): DayWindow {
  const today = ukDateTime(now).date;
  switch (view) {
    case 'today':
      return { from: today, to: today, includes: ({ date }) => date === today };
    case 'tonight': {
      const tomorrow = addDaysToIsoDate(today, 1);
      return {
        from: today,
        to: tomorrow,
        includes: ({ date, time }) =>
          (date === today && time >= eveningStart) || (date === tomorrow && time < nightEnd),
      };
    }
    case 'tomorrow': {
      const tomorrow = addDaysToIsoDate(today, 1);
      return { from: tomorrow, to: tomorrow, includes: ({ date }) => date === tomorrow };
    }
    case 'weekend': {
      const friday = addDaysToIsoDate(today, daysToWeekendFriday(today));
      const sunday = addDaysToIsoDate(friday, 2);
      return {
        from: friday,
        to: sunday,
        includes: ({ date, time }) =>
          date === friday ? time >= eveningStart : date > friday && date <= sunday,
      };
    }
    case 'this-week': {
      const last = addDaysToIsoDate(today, 6);
      return { from: today, to: last, includes: ({ date }) => date >= today && date <= last };
    }
  }
}

/** Days from a date to the Friday of its weekend: back to it on Saturday/Sunday, else ahead. */
function daysToWeekendFriday(date: string): number {
  const weekday = weekdayOfIsoDate(date); // 0 Sunday .. 6 Saturday
  if (weekday === 6) return -1;
  if (weekday === 0) return -2;
  return 5 - weekday;
}

/** The parameter of the day picker's address (`/football-on-tv?date=2025-10-04`). */
export const dayParameter = 'date';

/** How far ahead competition, team and channel pages look. */
export const listingDays = 30;
