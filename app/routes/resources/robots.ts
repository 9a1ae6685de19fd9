import { buildRobotsTxt } from '~/features/seo/sitemap';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/robots';

/** `/robots.txt`: the staff area, sign-in and API stay out of search engines; the sitemap is named. */
export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(appContext);
  return new Response(buildRobotsTxt(siteUrl), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
    },
  });
}
