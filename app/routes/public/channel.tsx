import { ListingPageView } from '~/features/listings/components/listing-page-view';
import { loadChannelPage } from '~/features/listings/listing-pages.server';
import { metaFromLoader } from '~/features/seo/route-meta';
import { appContext } from '~/lib/app-context';
import { ukToday } from '~/lib/london-time';
import type { Route } from './+types/channel';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, siteUrl, now } = context.get(appContext);
  return loadChannelPage({ db, siteUrl, today: ukToday(now()) }, request, params.id.toLowerCase());
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function ChannelPage({ loaderData }: Route.ComponentProps) {
  return <ListingPageView data={loaderData} />;
}
