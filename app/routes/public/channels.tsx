import { Link } from 'react-router';
import { channelChipClass } from '~/features/channels/channel-colours';
import { listChannelGroups } from '~/features/channels/channel-filter';
import { metaFromLoader } from '~/features/seo/route-meta';
import { buildBreadcrumbs } from '~/features/seo/structured-data';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/channels';

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(appContext);
  return {
    groups: listChannelGroups().map((group) => ({
      id: group.id,
      name: group.name,
      channels: group.channels.map((c) => ({ id: c.id, name: c.name, isFreeToAir: c.isFreeToAir })),
    })),
    page: {
      title: 'Football TV channels in the UK',
      description:
        'Every channel and streaming service that shows football in the UK, free-to-air and subscription, with its upcoming matches.',
      path: '/channels',
      jsonLd: [
        buildBreadcrumbs(
          [
            { name: 'Home', path: '/' },
            { name: 'Channels', path: '/channels' },
          ],
          siteUrl,
        ),
      ],
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function ChannelsPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page">
      <h1 className="page-title">TV channels</h1>
      <p className="lead">Choose a channel to see its upcoming matches and how to watch it.</p>
      {loaderData.groups.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} className="mt-8">
          <h2 id={`group-${group.id}`} className="text-lg font-bold">
            {group.name}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {group.channels.map((channel) => (
              <li key={channel.id}>
                <Link
                  to={`/channel/${channel.id}`}
                  className="card flex items-center justify-between gap-3 py-3 hover:border-brand"
                >
                  <span className={`chip ${channelChipClass(channel.id)}`}>{channel.name}</span>
                  <span className="text-xs font-semibold text-slate-600 dark:text-slate-400">
                    {channel.isFreeToAir ? 'Free-to-air' : 'Subscription'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
