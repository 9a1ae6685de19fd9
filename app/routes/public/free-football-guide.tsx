import { Link } from 'react-router';
import { FixtureList } from '~/features/listings/components/fixture-list';
import { loadFixtureListing } from '~/features/listings/fixture-listing.server';
import { metaFromLoader } from '~/features/seo/route-meta';
import { appContext } from '~/lib/app-context';
import { addDaysToIsoDate, ukToday } from '~/lib/london-time';
import type { Route } from './+types/free-football-guide';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appContext);
  const from = ukToday(services.now());
  const listing = await loadFixtureListing(services, request, {
    from,
    to: addDaysToIsoDate(from, 6),
    fixed: { freeToAir: true },
  });
  return {
    fixtures: listing.fixtures,
    page: {
      title: 'Free football on TV: the UK guide',
      description:
        'How to watch football free in the UK: which matches are on BBC, ITV, Channel 4, Channel 5 and S4C, what needs a TV licence, and this week’s free games.',
      path: '/free-football-guide',
      keywords: ['free football on TV', 'free-to-air football', 'BBC football', 'ITV football'],
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function FreeFootballGuide({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page">
      <h1 className="page-title">Free football on TV</h1>
      <p className="lead">
        What you can watch in the UK without a subscription, and this week&rsquo;s free games.
      </p>
      <section aria-labelledby="free-this-week" className="mt-6">
        <h2 id="free-this-week" className="text-xl font-bold">
          Free matches this week
        </h2>
        <div className="mt-3">
          <FixtureList
            fixtures={loaderData.fixtures}
            empty={
              <p className="empty">
                No free-to-air matches this week.{' '}
                <Link className="text-link" to="/football-on-tv-this-week">
                  See everything on this week
                </Link>
              </p>
            }
          />
        </div>
      </section>
      <div className="prose-text mt-10 max-w-3xl">
        <h2>What is free-to-air?</h2>
        <p>
          Free-to-air channels cost nothing beyond a TV licence: BBC One, BBC Two, BBC Scotland, BBC
          iPlayer, ITV1, ITVX, STV, Channel 4, Channel 5 and S4C. The licence covers watching or
          recording any live TV, on any device, and everything on BBC iPlayer. Streams on YouTube or
          a league&rsquo;s own site that are not live UK TV need no licence.
        </p>
        <h2>Which football is free?</h2>
        <p>
          The BBC shows live <Link to="/competition/fa-cup">FA Cup</Link> ties, and the BBC and ITV
          share the men&rsquo;s and women&rsquo;s World Cups and European Championships;
          England&rsquo;s qualifiers are usually on ITV or Channel 4. The BBC shows Women&rsquo;s
          Super League games most weekends, and <em>Match of the Day</em> has Premier League
          highlights on Saturday and Sunday nights. BBC Scotland and S4C carry Scottish and Welsh
          games, and several foreign leagues stream free on YouTube.
        </p>
        <h2>Why is there no 3pm game on TV?</h2>
        <p>
          English football keeps a blackout from 2:45pm to 5:15pm on Saturdays, so matches kicking
          off at 3pm are not shown live on UK television. We mark those fixtures so you know not to
          look for them.
        </p>
      </div>
    </main>
  );
}
