import { WatchGuide } from '~/features/channels/watch-guides';
import { ListingPageView } from '~/features/listings/components/listing-page-view';
import { loadGuidePage } from '~/features/listings/listing-pages.server';
import { metaFromLoader } from '~/features/seo/route-meta';
import { appContext } from '~/lib/app-context';
import { ukToday } from '~/lib/london-time';
import type { Route } from './+types/watch-guide';

const guideByPath = {
  '/free-to-air-tv': 'free-to-air',
  '/subscription-tv': 'subscription',
  '/amazonprime': 'streaming',
} as const;

/** The free-to-air, subscription and streaming pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl, now } = context.get(appContext);
  const path = new URL(request.url).pathname.toLowerCase() as keyof typeof guideByPath;
  return loadGuidePage(
    { db, siteUrl, today: ukToday(now()) },
    request,
    guideByPath[path] ?? 'free-to-air',
  );
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function WatchGuidePage({ loaderData }: Route.ComponentProps) {
  const { intro } = loaderData;
  return (
    <ListingPageView
      data={loaderData}
      guideText={
        intro.kind === 'guide' && (
          <WatchGuide guide={intro.guide} competitions={intro.competitions} />
        )
      }
    />
  );
}
