import { useRouteLoaderData } from 'react-router';

/** The site's own address, from the root loader (the pages are rendered for one site). */
function useSiteUrl(): string {
  const root = useRouteLoaderData('root') as { siteUrl?: string } | undefined;
  return (root?.siteUrl ?? '').replace(/\/+$/, '');
}

/**
 * Subscribe to a calendar feed (`/calendar/...ics`): webcal:// for Apple Calendar and Outlook,
 * Google Calendar's "add by URL", and the https address to copy. Subscribed calendars update
 * themselves; Google's can lag by up to a day.
 */
export function CalendarSubscribe({ path, what }: { path: string; what: string }) {
  const https = `${useSiteUrl()}${path}`;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return (
    <details className="card mt-4 text-sm">
      <summary className="cursor-pointer font-semibold">Add {what} to your calendar</summary>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        A calendar that updates itself when matches are picked for TV, channels are confirmed or
        kick-offs move. Times are UK times, right across the clock changes.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <a className="button" href={webcal}>
            Apple Calendar or Outlook
          </a>
        </li>
        <li>
          <a
            className="button-quiet"
            href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Google Calendar<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
      <label className="mt-3 block">
        <span className="font-semibold">Or copy the address into any calendar app</span>
        <input
          className="field mt-1 w-full font-mono text-xs"
          readOnly
          value={https}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        Google Calendar refreshes subscriptions slowly, up to a day after a change.
      </p>
    </details>
  );
}

/** "Add to calendar" for one match: its .ics file, which calendar apps open to add it. */
export function AddToCalendar({ fixtureId }: { fixtureId: string }) {
  return (
    <a className="button-quiet" href={`/calendar/match/${fixtureId}.ics`} download>
      Add to calendar
    </a>
  );
}
