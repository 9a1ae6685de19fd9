import { TeamsDirectory } from '~/features/teams/teams-directory';
import { loadTeamDirectory } from '~/features/teams/team-directory.server';
import { metaFromLoader } from '~/features/seo/route-meta';
import { buildBreadcrumbs } from '~/features/seo/structured-data';
import { appContext } from '~/lib/app-context';
import { ukToday } from '~/lib/london-time';
import type { Route } from './+types/teams';

/** `/teams`: every team with televised matches listed, and the clubs fans look for most. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, now, siteUrl } = context.get(appContext);
  const groups = await loadTeamDirectory(db, ukToday(now()));
  return {
    groups,
    page: {
      title: 'Football teams on UK TV',
      description:
        'Every team with televised matches coming up, A to Z: open a team to see when it plays next and which channel shows it.',
      path: '/teams',
      jsonLd: [
        buildBreadcrumbs(
          [
            { name: 'Home', path: '/' },
            { name: 'Teams', path: '/teams' },
          ],
          siteUrl,
        ),
      ],
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function TeamsPage({ loaderData }: Route.ComponentProps) {
  return <TeamsDirectory groups={loaderData.groups} />;
}
