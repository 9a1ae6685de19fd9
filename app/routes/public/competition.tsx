import { ListingPageView } from '~/features/listings/components/listing-page-view';
import {
  loadCompetitionFinder,
  loadCompetitionPage,
} from '~/features/listings/listing-pages.server';
import { metaFromLoader } from '~/features/seo/route-meta';
import { appContext } from '~/lib/app-context';
import { ukToday } from '~/lib/london-time';
import type { Route } from './+types/competition';

// `/competition/{id}` is one competition; `/competition?competition=…&team=…&channel=…&search=…`
// is the finder, named by its competition when it has one.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, siteUrl, now } = context.get(appContext);
  const services = { db, siteUrl, today: ukToday(now()) };
  return params.id
    ? loadCompetitionPage(services, request, params.id.toLowerCase())
    : loadCompetitionFinder(services, request);
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function CompetitionPage({ loaderData }: Route.ComponentProps) {
  return <ListingPageView data={loaderData} />;
}
