import { ListingPageView } from '~/features/listings/components/listing-page-view';
import { loadSlugPage } from '~/features/listings/listing-pages.server';
import { metaFromLoader } from '~/features/seo/route-meta';
import { appContext } from '~/lib/app-context';
import { ukToday } from '~/lib/london-time';
import type { Route } from './+types/slug';

/** `/{slug}`: a competition, channel or team page, else 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, siteUrl, now } = context.get(appContext);
  return loadSlugPage({ db, siteUrl, today: ukToday(now()) }, request, params.slug);
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function SlugPage({ loaderData }: Route.ComponentProps) {
  return <ListingPageView data={loaderData} />;
}
