import { Link } from 'react-router';
import { dayViewWindow, type DayView } from '~/features/schedule/day-views';
import { DayNavigation } from '~/features/listings/components/day-navigation';
import { ListingPage } from '~/features/listings/components/listing-page';
import { loadFixtureListing } from '~/features/listings/fixture-listing.server';
import { isFilteredListing } from '~/features/listings/list-query';
import { metaFromLoader } from '~/features/seo/route-meta';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/day-view';

/** Each day view, its canonical address and its words (the short aliases show the same page). */
const views: Record<
  DayView,
  {
    path: string;
    title: string;
    lead: string;
    empty: string;
    next: [string, string];
    /** "None of the 9 televised matches today is on free-to-air TV." */
    when: string;
  }
> = {
  today: {
    path: '/football-on-tv-today',
    title: 'Football on TV today',
    lead: 'Every match on UK TV today, with kick-off times and channels.',
    empty: 'No televised matches today.',
    when: 'today',
    next: ['/football-on-tv-this-weekend', 'See the weekend'],
  },
  tonight: {
    path: '/football-on-tv-tonight',
    title: 'Football on TV tonight',
    lead: 'Evening kick-offs from 5pm, and late games after midnight.',
    empty: 'No televised matches tonight.',
    when: 'tonight',
    next: ['/football-on-tv-this-week', 'See this week'],
  },
  tomorrow: {
    path: '/football-on-tv-tomorrow',
    title: 'Football on TV tomorrow',
    lead: 'Every match on UK TV tomorrow, with kick-off times and channels.',
    empty: 'No televised matches listed for tomorrow yet.',
    when: 'tomorrow',
    next: ['/football-on-tv-this-week', 'See this week'],
  },
  weekend: {
    path: '/football-on-tv-this-weekend',
    title: 'Football on TV this weekend',
    lead: 'Friday night to Sunday: every televised match and where to watch it.',
    empty: 'No televised matches listed for the weekend yet.',
    when: 'this weekend',
    next: ['/football-on-tv-this-week', 'See this week'],
  },
  'this-week': {
    path: '/football-on-tv-this-week',
    title: 'Football on TV this week',
    lead: 'Today and the next six days of televised football.',
    empty: 'No televised matches listed for this week yet.',
    when: 'this week',
    next: ['/schedule', 'See the full schedule'],
  },
};

const viewByPath: Record<string, DayView> = {
  '/football-on-tv-today': 'today',
  '/football-on-tv-tonight': 'tonight',
  '/tonight': 'tonight',
  '/football-on-tv-tomorrow': 'tomorrow',
  '/tomorrow': 'tomorrow',
  '/football-on-tv-this-weekend': 'weekend',
  '/weekend': 'weekend',
  '/football-on-tv-this-week': 'this-week',
  '/this-week': 'this-week',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appContext);
  const view = viewByPath[new URL(request.url).pathname.toLowerCase()] ?? 'today';
  const window = dayViewWindow(view, services.now());
  const listing = await loadFixtureListing(services, request, window);
  const { path, title, lead } = views[view];
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
