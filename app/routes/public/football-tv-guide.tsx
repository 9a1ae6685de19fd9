import { Link } from 'react-router';
import { ListingPage } from '~/features/listings/components/listing-page';
import { loadFixtureListing } from '~/features/listings/fixture-listing.server';
import { isFilteredListing } from '~/features/listings/list-query';
import { metaFromLoader } from '~/features/seo/route-meta';
import { appContext } from '~/lib/app-context';
import { addDaysToIsoDate, ukToday } from '~/lib/london-time';
import type { Route } from './+types/football-tv-guide';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appContext);
  const from = ukToday(services.now());
  const listing = await loadFixtureListing(services, request, {
    from,
    to: addDaysToIsoDate(from, 6),
  });
  return {
    listing,
    page: {
      title: 'Football TV guide: this week’s matches and channels',
      description:
        'The week’s football TV guide for the UK: every televised match by day, with kick-off times, channels and free-to-air games marked.',
      path: '/football-tv-guide',
      noIndex: isFilteredListing(new URL(request.url).searchParams),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function FootballTvGuide({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      title="Football TV guide"
      lead="The next seven days, day by day. Times are UK time; “Free” marks matches on free-to-air channels."
      listing={loaderData.listing}
      guide={
        <p className="mt-6 text-sm">
          Looking for one channel?{' '}
          <Link className="text-link" to="/channels">
            Browse by channel
          </Link>{' '}
          or{' '}
          <Link className="text-link" to="/competitions">
            by competition
          </Link>
          .
        </p>
      }
      empty={<p className="empty">No televised matches listed for the next seven days yet.</p>}
    />
  );
}
