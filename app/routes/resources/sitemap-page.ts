import { data } from 'react-router';
import { readSitemap } from '~/features/seo/sitemap-sources.server';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/sitemap-page';

/** `/sitemaps/{n}.xml`: the n-th child of the sitemap index, when the sitemap is split. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, now, siteUrl } = context.get(appContext);
  const page = /^([1-9]\d{0,4})\.xml$/.exec(params.file)?.[1];
  const xml = page ? await readSitemap(db, { now: now(), siteUrl, page: Number(page) }) : null;
  if (xml === null) throw data('There is no sitemap at this address.', { status: 404 });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
    },
  });
}
