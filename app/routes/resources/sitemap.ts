import { readSitemap } from '~/features/seo/sitemap-sources.server';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/sitemap';

/** `/sitemap.xml`: every indexable page, or an index of child sitemaps past 50,000 addresses. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, now, siteUrl } = context.get(appContext);
  const xml = await readSitemap(db, { now: now(), siteUrl, page: null });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
    },
  });
}
