import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TeamBadge } from '~/features/teams/team-badge';
import type { SearchPageData } from '~/features/search/search-page.server';
import { FixtureList } from '~/features/listings/components/fixture-list';
import { ListingPage } from '~/features/listings/components/listing-page';

/**
 * The search page: links to the teams and channels it names, the upcoming matches, then the latest played
 * ones; when nothing was found, close names to try ("Did you mean …?").
 */
export function SearchResults({ data }: { data: SearchPageData }) {
  const shown = data.correctedTo ?? data.search;
  const hasEarlier = data.earlier.count > 0;
  return (
    <ListingPage
      title={`Results for "${shown}"`}
      lead={
        data.correctedTo ? (
          <>
            Nothing matched “{data.search}”, so these are the matches for “{data.correctedTo}”.
          </>
        ) : (
          'Upcoming matches first, with UK kick-off times and channels.'
        )
      }
      intro={
        (data.teams.length > 0 || data.channels.length > 0) && (
          <ul aria-label="Team and channel pages" className="mt-3 flex flex-wrap gap-2">
            {data.teams.map((team) => (
              <PageLink key={team.path} to={team.path} kind="team page">
                <TeamBadge look={team.badge} size={24} />
                {team.name}
              </PageLink>
            ))}
            {data.channels.slice(0, channelLinksShown).map((channel) => (
              <PageLink key={channel.path} to={channel.path} kind="channel page">
                {channel.name}
              </PageLink>
            ))}
            {data.channels.length > channelLinksShown && (
              <PageLink
                to="/channels"
                kind={`${data.channels.length - channelLinksShown} more named`}
              >
                All channels
              </PageLink>
            )}
          </ul>
        )
      }
      listing={data.listing}
      emptyWhenFiltered
      when="coming up"
      empty={
        hasEarlier ? (
          <p className="empty">No upcoming televised matches for “{shown}” are listed yet.</p>
        ) : (
          <NoResults search={data.search} suggestions={data.suggestions} />
        )
      }
      after={
        hasEarlier && (
          <section aria-labelledby="earlier-matches" className="mt-10">
            <h2 id="earlier-matches" className="text-xl font-bold">
              Earlier matches
            </h2>
            <div className="mt-2">
              <FixtureList fixtures={data.earlier} empty={null} dayHeading="h3" />
            </div>
          </section>
        )
      }
    />
  );
}

/** 'BBC' names a dozen channels: the first few are linked, then the channels directory. */
const channelLinksShown = 3;

function PageLink({ to, kind, children }: { to: string; kind: string; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="card flex items-center gap-2 px-3 py-2 font-semibold hover:border-brand"
      >
        {children}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{kind}</span>
      </Link>
    </li>
  );
}

function NoResults({ search, suggestions }: { search: string; suggestions: readonly string[] }) {
  return (
    <div className="empty">
      <p>No televised matches found for “{search}”.</p>
      {suggestions.length > 0 ? (
        <>
          <p className="mt-3 font-semibold">Did you mean…?</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {suggestions.map((name) => (
              <li key={name}>
                <Link
                  className="button-quiet text-sm"
                  to={`/schedule?search=${encodeURIComponent(name)}`}
                >
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2">
          Try a team’s name or nickname (“Spurs”, “Man Utd”), a competition, or browse{' '}
          <Link className="text-link" to="/teams">
            all teams
          </Link>
          .
        </p>
      )}
    </div>
  );
}
