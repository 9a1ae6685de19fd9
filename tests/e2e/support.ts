import { TZDate } from '@date-fns/tz';
import { addDays, format, nextSaturday } from 'date-fns';
import { execFileSync } from 'node:child_process';

/** Today in the UK, whatever the machine's zone. */
export function ukNow(): Date {
  return new TZDate(Date.now(), 'Europe/London');
}

/** A date line as listing pages print it: "Saturday 1st November 2025". */
export function dateLine(day: Date): string {
  return format(day, 'EEEE do MMMM yyyy');
}

export function isoDay(day: Date): string {
  return format(day, 'yyyy-MM-dd');
}

export { addDays, nextSaturday };

/** Saves a listing into the test server's database through the command line, as staff might. */
export function importListing(lines: readonly string[]): string {
  return execFileSync('npx', ['tsx', 'cli/main.ts', 'import', '-'], {
    input: lines.join('\n'),
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
  }).toString();
}
