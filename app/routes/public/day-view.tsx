import { Link } from 'react-router';
import {
  dayViewAliases,
  dayViewPaths,
  dayViews,
  dayViewWindow,
  type DayView,
} from '~/features/schedule/day-views';
import { DayNavigation } from '~/features/listings/components/day-navigation';
import { ListingPage } from '~/features/listings/components/listing-page';
import { loadFixtureListing } from '~/features/listings/fixture-listing.server';
import { isFilteredListing } from '~/features/listings/list-query';
import { metaFromLoader } from '~/features/seo/route-meta';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/day-view';

/** Each day view's words (its address is dayViewPaths'; the short aliases show the same page). */
const views: Record<
  DayView,
  {
    title: string;
    lead: string;
    empty: string;
    next: [string, string];
    /** "None of the 9 televised matches today is on free-to-air TV." */
    when: string;
  }
> = {
  today: {
    title: 'Football on TV today',
    lead: 'Every match on UK TV today, with kick-off times and channels.',
    empty: 'No televised matches today.',
    when: 'today',
    next: [dayViewPaths.weekend, 'See the weekend'],
  },
  tonight: {
    title: 'Football on TV tonight',
    lead: 'Evening kick-offs from 5pm, and late games after midnight.',
    empty: 'No televised matches tonight.',
    when: 'tonight',
    next: [dayViewPaths['this-week'], 'See this week'],
  },
  tomorrow: {
    title: 'Football on TV tomorrow',
    lead: 'Every match on UK TV tomorrow, with kick-off times and channels.',
    empty: 'No televised matches listed for tomorrow yet.',
    when: 'tomorrow',
    next: [dayViewPaths['this-week'], 'See this week'],
  },
  weekend: {
    title: 'Football on TV this weekend',
    lead: 'Friday night to Sunday: every televised match and where to watch it.',
    empty: 'No televised matches listed for the weekend yet.',
    when: 'this weekend',
    next: [dayViewPaths['this-week'], 'See this week'],
  },
  'this-week': {
    title: 'Football on TV this week',
    lead: 'Today and the next six days of televised football.',
    empty: 'No televised matches listed for this week yet.',
    when: 'this week',
    next: ['/schedule', 'See the full schedule'],
  },
};

const viewByPath: Record<string, DayView> = {
  ...Object.fromEntries(dayViews.map((view) => [dayViewPaths[view], view])),
  ...dayViewAliases,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appContext);
  const view = viewByPath[new URL(request.url).pathname.toLowerCase()] ?? 'today';
  const window = dayViewWindow(view, services.now());
  const listing = await loadFixtureListing(services, request, window);
  const { title, lead } = views[view];
  const path = dayViewPaths[view];
  return {
    view,
    from: window.from,
    listing,
    page: {
      title,
      description: `${lead} Free-to-air and subscription channels, UK times.`,
      path,
      noIndex: isFilteredListing(new URL(request.url).searchParams),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function DayViewPage({ loaderData }: Route.ComponentProps) {
  const { view, from, listing } = loaderData;
  const words = views[view];
  return (
    <ListingPage
      title={words.title}
      lead={words.lead}
      listing={listing}
      when={words.when}
      intro={<DayNavigation date={from} />}
      empty={
        <p className="empty">
          {words.empty}{' '}
          <Link className="text-link" to={words.next[0]}>
            {words.next[1]}
          </Link>
        </p>
      }
    />
  );
}
