import { data, redirect } from 'react-router';
import { dayParameter } from '~/features/schedule/day-views';
import { ListingPage } from '~/features/listings/components/listing-page';
import { SearchResults } from '~/features/search/components/search-results';
import { loadSearchPage } from '~/features/search/search-page.server';
import { loadFixtureListing } from '~/features/listings/fixture-listing.server';
import { isFilteredListing } from '~/features/listings/list-query';
import { packFixtures } from '~/features/listings/listed-fixture';
import { metaFromLoader } from '~/features/seo/route-meta';
import { buildWebSite } from '~/features/seo/structured-data';
import { SharedFixtures } from '~/features/share/components/shared-fixtures';
import {
  linkSharedFixtures,
  readSharedFixturesFromUrl,
  sharedFixturesParam,
} from '~/features/share/share-link.server';
import { appContext } from '~/lib/app-context';
import { addDaysToIsoDate, ukToday } from '~/lib/london-time';
import type { Route } from './+types/schedule';

const scheduleDays = 14;

// The shared list is in the address: keep it out of the Referer of any link followed from it.
const sharedHeaders = { 'Referrer-Policy': 'no-referrer' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appContext);
  const { db, now, shareLinkKey, siteUrl, documentRequest } = services;
  const url = new URL(request.url);
  // A day asked for by date has its own page.
  const day = url.searchParams.get(dayParameter);
  if (day !== null) {
    throw redirect(`/football-on-tv?${new URLSearchParams({ [dayParameter]: day })}`, 301);
  }
  // Before the listing filters, which ignore parameters they do not know.
  if (url.searchParams.has(sharedFixturesParam)) {
    const shared = readSharedFixturesFromUrl(url, shareLinkKey);
    if (!shared.ok) throw data(shared.message, { status: shared.status, headers: sharedHeaders });
    const fixtures = await linkSharedFixtures(db, shared.fixtures);
    return data(
      {
        shared: true as const,
        fixtures: packFixtures(fixtures, { inDocument: documentRequest }),
        page: {
          title: 'Shared fixtures',
          description: 'A list of matches someone shared with you. Times are UK time.',
          path: '/schedule',
          noIndex: true,
        },
      },
      { headers: sharedHeaders },
    );
  }

  const from = ukToday(now());
  // A search looks through every listed match, upcoming first (the search page).
  const searched = url.searchParams.get('search')?.trim();
  const results = searched
    ? await loadSearchPage(services, request, { search: searched, today: from })
    : null;
  const listing =
    results?.listing ??
    (await loadFixtureListing(services, request, {
      from,
      to: addDaysToIsoDate(from, scheduleDays - 1),
    }));
  const { search } = listing.filters;
  const filtered = isFilteredListing(url.searchParams);
  return {
    shared: false as const,
    results,
    listing,
    page: {
      title: search ? `"${search}" on TV: fixtures and channels` : 'Football on TV schedule',
      description: search
        ? `Upcoming ${search} matches on UK TV with kick-off times and channels.`
        : 'Every televised football match in the UK for the next two weeks: kick-off times, channels, free-to-air and subscription.',
      // The home page is a page of its own, at its own address.
      path: url.pathname === '/' ? '/' : '/schedule',
      // A filtered view can be shared, but the unfiltered schedule is the page to index.
      noIndex: filtered,
      // The home page and the schedule say what the site is and how to search it.
      jsonLd: filtered ? [] : buildWebSite(siteUrl),
    },
  };
}

export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
};

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function Schedule({ loaderData }: Route.ComponentProps) {
  if (loaderData.shared) return <SharedFixtures fixtures={loaderData.fixtures} />;
  if (loaderData.results) return <SearchResults data={loaderData.results} />;
  const { listing } = loaderData;
  const { search } = listing.filters;
  return (
    <ListingPage
      title={search ? `Results for "${search}"` : 'Football on TV'}
      lead="UK kick-off times and channels for the next two weeks."
      listing={listing}
      when="in the next two weeks"
      empty={
        <p className="empty">
          {search
            ? `No televised matches found for "${search}" in the next two weeks. Try part of a team name, like "United".`
            : 'No televised matches are listed for the next two weeks yet.'}
        </p>
      }
    />
  );
}
