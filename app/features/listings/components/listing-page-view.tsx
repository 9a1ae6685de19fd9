import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarSubscribe } from '~/features/calendars/calendar-links';
import { channelChipClass } from '~/features/channels/channel-colours';
import { FavouriteStar } from '~/features/teams/favourite-star';
import { TeamBadge } from '~/features/teams/team-badge';
import type { PackedFixtures } from '~/features/listings/listed-fixture';
import type { ListingIntro, ListingPageData } from '~/features/listings/listing-pages.server';
import { FixtureList } from './fixture-list';
import { ListingPage } from './listing-page';

/**
 * A competition, team, channel or guide page: the matches first (a team's badge above them), its
 * guide or channel panel below, and a helpful empty state.
 */
export function ListingPageView({
  data,
  guideText,
}: {
  data: Omit<ListingPageData, 'page'>;
  /** A guide page's text (WatchGuide): the guide pages' own code, not every list page's. */
  guideText?: ReactNode;
}) {
  return (
    <ListingPage
      title={data.title}
      lead={data.lead}
      listing={data.listing}
      filters={data.filters}
      intro={data.intro.kind === 'team' && <IntroPanel intro={data.intro} />}
      guide={
        <>
          {data.streams && data.streams.count > 0 && <FreeStreams fixtures={data.streams} />}
          {data.intro.kind !== 'team' && <IntroPanel intro={data.intro} guideText={guideText} />}
        </>
      }
      after={
        <>
          {data.recent && <RecentMatches fixtures={data.recent} />}
          {data.calendar && <CalendarSubscribe path={data.calendar} what="these matches" />}
        </>
      }
      empty={
        <p className="empty">
          Nothing scheduled on UK TV for the next few weeks.{' '}
          <Link className="text-link" to="/football-on-tv-this-week">
            See everything on this week
          </Link>
        </p>
      }
    />
  );
}

/** The latest played matches, with their channels: the page stays useful between fixtures. */
function RecentMatches({ fixtures }: { fixtures: PackedFixtures }) {
  return (
    <ListSection id="recent-matches" title="Recent matches">
      <div className="mt-2">
        <SideList fixtures={fixtures} />
      </div>
    </ListSection>
  );
}

/** Matches streamed free online only, apart from TV channels' and folded away in one click. */
function FreeStreams({ fixtures }: { fixtures: PackedFixtures }) {
  return (
    <ListSection id="free-streams" title="Free streams">
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        Not on a TV channel: watched online, on a phone, a computer or a smart TV app (YouTube,
        FIFA+, The FA Player and others).
      </p>
      <details open className="fold mt-3">
        <summary>
          {fixtures.count === 1 ? '1 streamed match' : `${fixtures.count} streamed matches`}
        </summary>
        <div className="mt-2">
          <SideList fixtures={fixtures} />
        </div>
      </details>
    </ListSection>
  );
}

/** A titled list beside the page's own (recent matches, free streams). */
function ListSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Such a list's matches: days as third-level headings, no controls of their own. */
function SideList({ fixtures }: { fixtures: PackedFixtures }) {
  return <FixtureList fixtures={fixtures} dayHeading="h3" quickFilters={false} empty={null} />;
}

const guideHeadings = {
  'free-to-air': 'Watching football free',
  subscription: 'Who shows what on subscription TV',
  streaming: 'Football on streaming services',
} as const;

function IntroPanel({ intro, guideText }: { intro: ListingIntro; guideText?: ReactNode }) {
  switch (intro.kind) {
    case 'channel': {
      const { channel } = intro;
      return (
        <section
          aria-label={`How to watch ${channel.name}`}
          className="card mt-8 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4"
        >
          <span className={`chip shrink-0 px-3 py-1 text-sm ${channelChipClass(channel.id)}`}>
            {channel.name}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              {channel.isFreeToAir ? 'Free-to-air' : 'Subscription'} · {channel.groupName}
            </p>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {channel.description ??
                (channel.isFreeToAir
                  ? `Free to watch in the UK (live TV needs a TV licence).`
                  : `Needs a subscription or a pass from the broadcaster.`)}
            </p>
          </div>
          {channel.url && (
            <a className="button" href={channel.url} target="_blank" rel="noopener noreferrer">
              Watch on {channel.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </section>
      );
    }
    case 'competition':
      return intro.description ? (
        <section aria-labelledby="about-competition" className="mt-8 max-w-3xl">
          <h2 id="about-competition" className="text-xl font-bold">
            About this competition
          </h2>
          <p className="mt-2">{intro.description}</p>
        </section>
      ) : null;
    case 'team':
      return (
        <div className="mt-3 flex items-center gap-3">
          <TeamBadge look={intro.badge} size={40} />
          <FavouriteStar team={intro.name} />
        </div>
      );
    case 'guide':
      return (
        <section aria-labelledby="watch-guide" className="mt-8 max-w-3xl">
          <h2 id="watch-guide" className="text-xl font-bold">
            {guideHeadings[intro.guide]}
          </h2>
          {guideText}
        </section>
      );
    case 'finder':
      return null;
  }
}
