import { buildChangesFeed, listLatestChanges } from '~/features/schedule/fixture-changes.server';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/tv-picks-feed';

/** RSS of the newest TV picks and changes to upcoming matches. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, now, siteUrl } = context.get(appContext);
  const changes = await listLatestChanges(db, { now: now(), limit: 50 });
  return new Response(buildChangesFeed(changes, siteUrl, { now: now() }), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
    },
  });
}
