import { adminOnlyMiddleware } from '~/features/auth/guard.server';
import { ChannelList } from '~/features/channels/admin/channel-list';
import { channelGroups, listChannels } from '~/features/channels/catalogue';
import {
  channelListQuerySchema,
  listChannelsForAdmin,
} from '~/features/channels/channel-editor.server';
import { AdminHeading } from '~/features/navigation/admin-sections';
import type { Route } from './+types/channels';

// Administrators only (docs/security.md R17): editors get 403 and an authz.denied row.
export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];

export function meta() {
  return [
    { title: 'Channel catalogue | Kickoff TV admin' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The catalogue's channels, filtered by the address's `q` and `group`. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = channelListQuerySchema.parse({ q: params.get('q'), group: params.get('group') });
  return {
    query,
    rows: listChannelsForAdmin(query),
    total: listChannels().length,
    groups: channelGroups.map(({ id, name }) => ({ id, name })),
  };
}

export default function ChannelCataloguePage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <AdminHeading current="management" />
      <ChannelList {...loaderData} />
    </main>
  );
}
