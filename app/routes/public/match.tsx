import { lazy, Suspense, useState } from 'react';
import { data, Link } from 'react-router';
import { getChannel } from '~/features/channels/catalogue';
import { channelChipClass } from '~/features/channels/channel-colours';
import { channelViewingUrl } from '~/features/channels/channel-filter';
import { AddToCalendar } from '~/features/calendars/calendar-links';
import { resolveCompetition } from '~/features/competitions/competition-catalogue';
import { FixtureList } from '~/features/listings/components/fixture-list';
import { describeFixtureChange } from '~/features/schedule/fixture-change';
import { listFixtureHistory } from '~/features/schedule/fixture-changes.server';
import { fixtureIdPattern } from '~/features/schedule/fixture-identity';
import { getFixture, listFixtures } from '~/features/schedule/fixture-store.server';
import {
  broadcastState,
  broadcastStateHelp,
  broadcastStateText,
} from '~/features/schedule/fixture-status';
import { packFixtures } from '~/features/listings/listed-fixture';
import { toListedFixture } from '~/features/listings/listed-fixture.server';
import { isPlayedAt } from '~/features/schedule/live-now';
import { usePageClock } from '~/features/schedule/page-clock';
import { buildMatchShareImagePath } from '~/features/seo/share-image.server';
import { metaFromLoader } from '~/features/seo/route-meta';
import { buildBreadcrumbs, buildSportsEvent } from '~/features/seo/structured-data';
import { FavouriteStar } from '~/features/teams/favourite-star';
import { TeamBadge } from '~/features/teams/team-badge';
import { printedTeamPath } from '~/features/teams/printed-team-path';
import { getTeamBadge, type TeamBadgeStyle } from '~/features/teams/team-badges';
import { appContext } from '~/lib/app-context';
import { formatLongDate, formatUkDayMonth } from '~/lib/london-time';
import type { Route } from './+types/match';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, siteUrl, documentRequest } = context.get(appContext);
  const fixture = fixtureIdPattern.test(params.id) ? await getFixture(db, params.id) : null;
  if (!fixture)
    throw data('There is no match at this address. It may have been removed or rescheduled.', {
      status: 404,
    });

  const [sameDay, history] = await Promise.all([
    listFixtures(db, { from: fixture.date, to: fixture.date, limit: 200 }),
    listFixtureHistory(db, fixture.id),
  ]);
  const previousStartDates = history.flatMap((change) =>
    change.kind === 'moved' && change.previousKickoffUtc ? [change.previousKickoffUtc] : [],
  );
  const competition = resolveCompetition(fixture.competition);
  const name = `${fixture.homeTeam} v ${fixture.awayTeam}`;
  const channelNames = fixture.channels.map((c) => c.name).join(', ');
  const shareImage = buildMatchShareImagePath(fixture);
  return {
    state: broadcastState(fixture),
    fixture: {
      id: fixture.id,
      date: fixture.date,
      time: fixture.time,
      kickoffUtc: fixture.kickoffUtc,
      homeTeam: fixture.homeTeam,
      awayTeam: fixture.awayTeam,
      homeBadge: getTeamBadge(fixture.homeTeam),
      awayBadge: getTeamBadge(fixture.awayTeam),
      competition: fixture.competition,
      competitionSlug: competition.slug,
      channels: fixture.channels.map((c) => ({
        id: c.id,
        name: c.name,
        url: channelViewingUrl(c),
        free: c.id ? (getChannel(c.id)?.isFreeToAir ?? false) : null,
      })),
    },
    // Only worth showing once something changed after the match was first listed.
    history:
      history.length > 1
        ? history.map((change) => ({ at: change.at, text: describeFixtureChange(change) }))
        : [],
    otherMatches: packFixtures(sameDay.filter((f) => f.id !== fixture.id).map(toListedFixture), {
      inDocument: documentRequest,
    }),
    page: {
      title: `${name}: TV channel and kick-off time`,
      description: `${name} (${fixture.competition}) kicks off at ${fixture.time} UK time on ${formatLongDate(fixture.date)}. ${channelNames ? `Watch on ${channelNames}.` : ''}`,
      path: `/match/${fixture.id}`,
      keywords: [
        fixture.homeTeam,
        fixture.awayTeam,
        fixture.competition,
        ...fixture.channels.map((c) => c.name),
      ],
      ogImage: shareImage,
      jsonLd: [
        buildSportsEvent(fixture, siteUrl, { previousStartDates, image: shareImage }),
        buildBreadcrumbs(
          [
            { name: 'Home', path: '/' },
            { name: competition.name, path: `/competition/${competition.slug}` },
            { name, path: `/match/${fixture.id}` },
          ],
          siteUrl,
        ),
      ],
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function MatchPage({ loaderData }: Route.ComponentProps) {
  const { fixture, state, history, otherMatches } = loaderData;
  const played = isPlayedAt(fixture, usePageClock());
  return (
    <main id="main" className="page">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-400">
        <Link className="hover:underline" to="/">
          Home
        </Link>{' '}
        /{' '}
        <Link className="hover:underline" to={`/competition/${fixture.competitionSlug}`}>
          {fixture.competition}
        </Link>
      </nav>
      <article className="card mt-3 p-3 sm:p-4">
        <h1 className="sr-only">
          {fixture.homeTeam} v {fixture.awayTeam}
        </h1>
        {/* Each team gets half of what the time leaves, however long its name. */}
        <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-2 text-center sm:gap-3">
          <Team name={fixture.homeTeam} badge={fixture.homeBadge} />
          <div className="pt-3">
            <p className="text-xl font-extrabold tabular-nums sm:text-3xl">{fixture.time}</p>
            <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
              UK time
            </p>
            {played && (
              <p className="mt-1 rounded bg-slate-200 px-1.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                Played
              </p>
            )}
          </div>
          <Team name={fixture.awayTeam} badge={fixture.awayBadge} />
        </div>
        <p className="mt-4 text-center font-semibold">
          <time dateTime={fixture.kickoffUtc}>{formatLongDate(fixture.date)}</time>
          {' · '}
          <Link className="text-link" to={`/competition/${fixture.competitionSlug}`}>
            {fixture.competition}
          </Link>
        </p>
        <p className="mt-3 text-center">
          <AddToCalendar fixtureId={fixture.id} />
        </p>

        <h2 className="mt-6 text-lg font-bold">Where to watch</h2>
        {state === 'listed' ? (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {fixture.channels.map((channel, index) => (
              <li key={index}>
                <ChannelButton channel={channel} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-2 rounded-lg bg-slate-100 p-4 dark:bg-slate-800">
            <p className="font-semibold">{broadcastStateText[state]}</p>
            <p className="mt-1 text-sm">{broadcastStateHelp[state]}</p>
          </div>
        )}

        {history.length > 0 && (
          <>
            <h2 className="mt-6 text-lg font-bold">What changed</h2>
            <ol className="mt-2 grid gap-2 border-l-2 border-slate-300 pl-4 dark:border-slate-600">
              {history.map((change, index) => (
                <li key={index}>
                  <time
                    dateTime={change.at}
                    className="block text-xs font-semibold text-slate-600 uppercase dark:text-slate-400"
                  >
                    {formatUkDayMonth(change.at)}
                  </time>
                  {change.text}
                </li>
              ))}
            </ol>
            <p className="mt-2 text-sm">
              <Link className="text-link" to="/tv-picks">
                Latest TV picks and changes
              </Link>
            </p>
          </>
        )}

        <AlertsDetails />
      </article>

      <section aria-labelledby="other-matches" className="mt-8">
        <h2 id="other-matches" className="text-xl font-bold">
          Other matches on {formatLongDate(fixture.date)}
        </h2>
        <div className="mt-3">
          <FixtureList
            fixtures={otherMatches}
            dayHeading="h3"
            empty={<p className="empty">No other televised matches that day.</p>}
          />
        </div>
      </section>
    </main>
  );
}

function Team({ name, badge }: { name: string; badge: TeamBadgeStyle }) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-2 [&>button]:max-w-full">
      <Link
        to={printedTeamPath(name)}
        className="flex max-w-full flex-col items-center gap-2 hover:underline"
      >
        <TeamBadge look={badge} size={56} />
        <span className="max-w-full text-sm leading-tight font-bold hyphens-auto sm:text-lg">
          {name}
        </span>
      </Link>
      <FavouriteStar team={name} />
    </div>
  );
}

function ChannelButton({
  channel,
}: {
  channel: { id: string | null; name: string; url: string | null; free: boolean | null };
}) {
  const label = channel.free === null ? null : channel.free ? 'Free-to-air' : 'Subscription';
  const body = (
    <>
      <span className="min-w-0 text-base font-bold [overflow-wrap:anywhere]">{channel.name}</span>
      {label && <span className="shrink-0 text-xs font-semibold opacity-90">{label}</span>}
    </>
  );
  const className = `chip flex min-h-12 items-center justify-between gap-3 rounded-lg px-4 py-2 whitespace-normal ${channelChipClass(channel.id)}`;
  return channel.url ? (
    <a className={className} href={channel.url} target="_blank" rel="noopener noreferrer">
      {body}
      <span className="sr-only">(opens the broadcaster&rsquo;s site in a new tab)</span>
    </a>
  ) : (
    <span className={className}>{body}</span>
  );
}

// Alerts need the browser (push, stored choices): their panel loads when a visitor opens them.
const MatchAlertsPanel = lazy(async () => ({
  default: (await import('~/features/alerts/match-alerts-panel')).MatchAlertsPanel,
}));

function AlertsDetails() {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="card mt-6"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary className="cursor-pointer font-semibold">Match alerts for your teams</summary>
      <div className="mt-3">
        <noscript>
          <p className="text-sm">Match alerts work in a browser with JavaScript on.</p>
        </noscript>
        {opened && (
          <Suspense fallback={<p className="text-sm">Loading…</p>}>
            <MatchAlertsPanel />
          </Suspense>
        )}
      </div>
    </details>
  );
}
