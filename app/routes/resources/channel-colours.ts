import { channelColoursCss, channelColoursVersion } from '~/features/channels/channel-colours';
import type { Route } from './+types/channel-colours';

export function loader({ request }: Route.LoaderArgs) {
  // The link carries the version, so a matching request can be cached for good.
  const versioned = new URL(request.url).searchParams.get('v') === channelColoursVersion;
  return new Response(channelColoursCss, {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  });
}
