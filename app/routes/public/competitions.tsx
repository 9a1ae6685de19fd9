import { Link } from 'react-router';
import { competitions } from '~/features/competitions/competition-catalogue';
import { listCompetitionsInRange } from '~/features/schedule/fixture-store.server';
import { listingDays } from '~/features/schedule/day-views';
import { metaFromLoader } from '~/features/seo/route-meta';
import { buildBreadcrumbs } from '~/features/seo/structured-data';
import { appContext } from '~/lib/app-context';
import { addDaysToIsoDate, ukToday } from '~/lib/london-time';
import type { Route } from './+types/competitions';

export async function loader({ context }: Route.LoaderArgs) {
  const { db, now, siteUrl } = context.get(appContext);
  const from = ukToday(now());
  const listed = await listCompetitionsInRange(db, {
    from,
    to: addDaysToIsoDate(from, listingDays - 1),
    limit: 300,
  });
  const counts = new Map(listed.map((c) => [c.slug, c.count]));
  const known = new Set(competitions.map((c) => c.slug));
  const directory = [
    ...[...competitions]
      .sort((a, b) => a.priority - b.priority)
      .map((c) => ({
        slug: c.slug,
        name: c.name,
        country: c.country,
        count: counts.get(c.slug) ?? 0,
      })),
    ...listed
      .filter((c) => !known.has(c.slug))
      .map((c) => ({ slug: c.slug, name: c.name, country: '', count: c.count })),
  ];
  return {
    days: listingDays,
    onNow: directory.filter((c) => c.count > 0),
    quiet: directory.filter((c) => c.count === 0),
    page: {
      title: 'Football competitions on UK TV',
      description:
        'Premier League, Champions League, FA Cup, EFL, Scottish football, women’s football and leagues abroad: find every competition’s TV matches.',
      path: '/competitions',
      jsonLd: [
        buildBreadcrumbs(
          [
            { name: 'Home', path: '/' },
            { name: 'Competitions', path: '/competitions' },
          ],
          siteUrl,
        ),
      ],
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function CompetitionsPage({ loaderData }: Route.ComponentProps) {
  const { days, onNow, quiet } = loaderData;
  return (
    <main id="main" className="page">
      <h1 className="page-title">Competitions</h1>
      <p className="lead">
        Every competition with televised matches in the next {days} days, busiest first.
      </p>
      <ul className="mt-6 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {onNow.map((c) => (
          <li key={c.slug}>
            <Link
              to={`/competition/${c.slug}`}
              className="card flex items-baseline justify-between gap-3 py-3 hover:border-brand"
            >
              <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">{c.name}</span>
              <span className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-400">
                {c.count} {c.count === 1 ? 'match' : 'matches'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {quiet.length > 0 && (
        <section aria-labelledby="quiet" className="mt-10">
          <h2 id="quiet" className="text-lg font-bold">
            No televised matches listed yet
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {quiet.map((c) => (
              <li key={c.slug}>
                <Link
                  to={`/competition/${c.slug}`}
                  className="button-quiet max-w-full text-sm [overflow-wrap:anywhere]"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
