import { getChannelEdits } from '~/features/channels/channel-edits';
import { buildEditedColoursCss } from '~/features/channels/channel-colours-css';
import type { Route } from './+types/channel-colours';

/**
 * `/channel-colours.css?v=…`: the chip colours administrators edited. Pages link it with the
 * version of the colours they were rendered with, so the address of the current colours may be
 * kept for a year; an older address (a page rendered before the last edit) gets today's
 * colours, kept for a minute.
 */
export function loader({ request }: Route.LoaderArgs) {
  const current = new URL(request.url).searchParams.get('v') === getChannelEdits().colours;
  return new Response(buildEditedColoursCss(), {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    },
  });
}
