import { data, redirect } from 'react-router';
import { dayParameter } from '~/features/schedule/day-views';
import { DayNavigation, dayPath } from '~/features/listings/components/day-navigation';
import { ListingPage } from '~/features/listings/components/listing-page';
import { loadFixtureListing } from '~/features/listings/fixture-listing.server';
import { adjacentFixtureDates } from '~/features/schedule/fixture-store.server';
import { isFilteredListing } from '~/features/listings/list-query';
import { metaFromLoader } from '~/features/seo/route-meta';
import { appContext } from '~/lib/app-context';
import { formatLongDate, isValidIsoDate, ukToday } from '~/lib/london-time';
import type { Route } from './+types/dated-day';

// Days the site can list: a wider range is a mistyped or made-up address.
const firstYear = 2000;
const lastYear = 2100;

/**
 * Any one day: `/football-on-tv/2026-03-14`, with links to the nearest days that have fixtures
 * and a day picker (a GET form to `/football-on-tv?date=…`, which leads here).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(appContext);
  const url = new URL(request.url);
  const date = params.date ?? url.searchParams.get(dayParameter) ?? '';
  const year = Number(date.slice(0, 4));
  const known = isValidIsoDate(date) && year >= firstYear && year <= lastYear;
  if (!params.date) throw redirect(dayPath(known ? date : ukToday(services.now())));
  if (!known) throw data('There is no such day.', { status: 404 });

  const [listing, around] = await Promise.all([
    loadFixtureListing(services, request, { from: date, to: date }),
    adjacentFixtureDates(services.db, date),
  ]);
  const long = formatLongDate(date);
  return {
    date,
    around,
    listing,
    page: {
      title: `Football on TV on ${long}`,
      description: `Every match on UK TV on ${long}, with kick-off times and channels.`,
      path: dayPath(date),
      // A day with no fixtures, or a filtered list, is no page for search results.
      noIndex: listing.fixtures.count === 0 || isFilteredListing(url.searchParams),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function DatedDayPage({ loaderData }: Route.ComponentProps) {
  const { date, around, listing } = loaderData;
  const long = formatLongDate(date);
  return (
    <ListingPage
      title={`Football on TV on ${long}`}
      lead="Every televised match of the day, with UK kick-off times and channels."
      listing={listing}
      when={`on ${long}`}
      intro={<DayNavigation date={date} around={around} />}
      empty={<p className="empty">No televised matches listed for {long}.</p>}
    />
  );
}
