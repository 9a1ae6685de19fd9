import { ListingPage } from '~/features/fixtures/components/listing-page';
import { loadFixtureListing } from '~/features/fixtures/fixture-listing.server';
import { unpackFixtures } from '~/features/fixtures/listed-fixture';
import { metaFromLoader } from '~/features/seo/route-meta';
import { appContext } from '~/lib/app-context';
import { addDaysToIsoDate, ukToday } from '~/lib/london-time';
import type { Route } from './+types/schedule';

const scheduleDays = 14;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now } = context.get(appContext);
  const from = ukToday(now());
  const listing = await loadFixtureListing(db, request, {
    from,
    to: addDaysToIsoDate(from, scheduleDays - 1),
  });
  const { search } = listing.filters;
  const filtered = new URL(request.url).search !== '';
  return {
    listing,
    page: {
      title: search ? `"${search}" on TV: fixtures and channels` : 'Football on TV schedule',
      description: search
        ? `Upcoming ${search} matches on UK TV with kick-off times and channels.`
        : 'Every televised football match in the UK for the next two weeks: kick-off times, channels, free-to-air and subscription.',
      path: '/schedule',
      // A filtered view can be shared, but the unfiltered schedule is the page to index.
      noIndex: filtered,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  metaFromLoader(data?.page, matches, data && unpackFixtures(data.listing.fixtures));

export default function Schedule({ loaderData }: Route.ComponentProps) {
  const { listing } = loaderData;
  const { search } = listing.filters;
  return (
    <ListingPage
      title={search ? `Results for "${search}"` : 'Football on TV'}
      lead="UK kick-off times and channels for the next two weeks."
      listing={listing}
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
