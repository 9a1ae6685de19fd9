import { Link } from 'react-router';
import { describeFixtureChange } from '~/features/schedule/fixture-change';
import { listLatestChanges } from '~/features/schedule/fixture-changes.server';
import { metaFromLoader } from '~/features/seo/route-meta';
import { buildBreadcrumbs } from '~/features/seo/structured-data';
import { appContext } from '~/lib/app-context';
import { formatUkDayMonth, ukDateTime } from '~/lib/london-time';
import type { Route } from './+types/tv-picks';

export async function loader({ context }: Route.LoaderArgs) {
  const { db, now, siteUrl } = context.get(appContext);
  const changes = await listLatestChanges(db, { now: now(), limit: 100 });
  return {
    changes: changes.map((change) => ({
      id: change.id,
      at: change.at,
      match: `${change.homeTeam} v ${change.awayTeam}`,
      competition: change.competition,
      kickoff: change.kickoffUtc,
      removed: change.kind === 'removed',
      fixtureId: change.fixtureId,
      text: describeFixtureChange(change),
    })),
    page: {
      title: 'Latest football TV picks and changes',
      description:
        'Matches just picked for UK TV, channels confirmed and kick-off times moved, newest first, with how much notice fans were given.',
      path: '/tv-picks',
      jsonLd: [
        buildBreadcrumbs(
          [
            { name: 'Home', path: '/' },
            { name: 'TV picks and changes', path: '/tv-picks' },
          ],
          siteUrl,
        ),
      ],
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...metaFromLoader(data?.page, matches),
  {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: 'Latest TV picks and changes',
    href: '/tv-picks.xml',
  },
];

export default function TvPicksPage({ loaderData }: Route.ComponentProps) {
  const { changes } = loaderData;
  return (
    <main id="main" className="page">
      <h1 className="page-title">Latest TV picks and changes</h1>
      <p className="lead">
        Matches picked for TV, channels confirmed and kick-offs moved, newest first.{' '}
        <a className="text-link" href="/tv-picks.xml">
          Follow by RSS
        </a>
      </p>
      {changes.length === 0 ? (
        <p className="empty mt-6">No changes to upcoming matches yet.</p>
      ) : (
        <ol className="mt-6 grid gap-3">
          {changes.map((change) => (
            <li key={change.id} className="card">
              <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
                <time dateTime={change.at}>{formatUkDayMonth(change.at)}</time> ·{' '}
                {change.competition}
              </p>
              <p className="mt-1 font-bold break-words">
                {change.removed ? (
                  change.match
                ) : (
                  <Link className="hover:underline" to={`/match/${change.fixtureId}`}>
                    {change.match}
                  </Link>
                )}
              </p>
              <p className="mt-1">{change.text}</p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                Kick-off{' '}
                <time dateTime={change.kickoff}>
                  {formatUkDayMonth(change.kickoff)} {ukDateTime(new Date(change.kickoff)).time}
                </time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
