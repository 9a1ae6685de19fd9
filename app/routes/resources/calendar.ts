import { data } from 'react-router';
import { buildCalendar, readCalendarAddress } from '~/features/calendars/calendar.server';
import { appContext } from '~/lib/app-context';
import { hasMatchingEtag } from '~/lib/conditional-request';
import type { Route } from './+types/calendar';

/**
 * iCalendar files: `/calendar/match/{id}.ics` (Add to calendar) and subscribable feeds
 * `/calendar/teams/{slug,slug}.ics`, `/calendar/competition/{slug}.ics` and
 * `/calendar/channel/{id}.ics`. Answers If-None-Match and If-Modified-Since with 304, so
 * calendar apps polling a feed cost little.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, now, siteUrl } = context.get(appContext);
  const address = readCalendarAddress(params.kind, params.file);
  const calendar =
    address &&
    (await buildCalendar(db, address.scope, { siteUrl, now: now(), name: address.name }));
  if (!calendar) throw data('There is no calendar at this address.', { status: 404 });

  const headers = new Headers({
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `${address.scope.kind === 'match' ? 'attachment' : 'inline'}; filename="${params.file}"`,
    'Cache-Control': 'public, max-age=900',
    ETag: calendar.etag,
  });
  if (calendar.lastModified)
    headers.set('Last-Modified', new Date(calendar.lastModified).toUTCString());
  if (isFresh(request, calendar)) return new Response(null, { status: 304, headers });
  return new Response(calendar.body, { headers });
}

function isFresh(request: Request, calendar: { etag: string; lastModified: string | null }) {
  // If-None-Match, when sent, decides alone (RFC 9110 13.2.2).
  if (request.headers.has('If-None-Match')) return hasMatchingEtag(request, calendar.etag);
  const since = Date.parse(request.headers.get('If-Modified-Since') ?? '');
  return (
    calendar.lastModified !== null &&
    !Number.isNaN(since) &&
    Math.floor(Date.parse(calendar.lastModified) / 1000) * 1000 <= since
  );
}
