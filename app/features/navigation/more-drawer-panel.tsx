import { Link, useLocation, useNavigate } from 'react-router';
import { MatchAlertsPanel } from '~/features/alerts/match-alerts-panel';
import { CalendarSubscribe } from '~/features/calendars/calendar-links';
import { NarrowingToggles, Toggle } from '~/features/listings/components/list-quick-filters';
import { MyServicesPicker } from '~/features/services/my-services-picker';
import { useFavouriteTeams } from '~/features/teams/favourite-teams';
import { toSlug } from '~/lib/slug';
import type { Tab } from './bottom-bar';
import { quickCompetitions } from './site-links';

/** The phone drawer's open tab (loaded when the drawer is first opened). */
export default function MoreDrawerPanel({ tab }: { tab: Tab }) {
  if (tab === 'Match Alerts') return <MatchAlertsPanel />;
  if (tab === 'Favorites') return <FavouriteList />;
  return <QuickFilters />;
}

/**
 * The drawer's quick filters: free matches (the `?free=1` filter every list page reads, so the
 * address can be shared), live matches and what the visitor can watch (local to this tab), the
 * visitor's services, and the popular competitions.
 */
function QuickFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const freeOnly = new URLSearchParams(location.search).get('free') === '1';
  const freeToggle = new URLSearchParams(location.search);
  if (freeOnly) freeToggle.delete('free');
  else freeToggle.set('free', '1');
  return (
    <div className="grid gap-5">
      <div role="group" aria-label="Show only" className="flex flex-wrap gap-2">
        <Toggle pressed={freeOnly} onChange={() => navigate(`${location.pathname}?${freeToggle}`)}>
          Free-to-air matches only
        </Toggle>
        <NarrowingToggles />
      </div>
      <MyServicesPicker />
      <div>
        <h3 className="text-sm font-bold">Popular competitions</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {quickCompetitions.map((name) => (
            <li key={name}>
              <Link
                className="button-quiet text-sm"
                to={`/competition?competition=${encodeURIComponent(name)}`}
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function FavouriteList() {
  const { teams, toggle } = useFavouriteTeams();
  if (teams.length === 0) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        No favourite teams yet. Open any match and tap the star next to a team to follow it.
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-2">
        {teams.map((team) => (
          <li key={team} className="flex items-center justify-between gap-2">
            <Link className="text-link" to={`/schedule?search=${encodeURIComponent(team)}`}>
              {team}
            </Link>
            <button type="button" className="button-quiet text-sm" onClick={() => toggle(team)}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <CalendarSubscribe
        path={`/calendar/teams/${teams.slice(0, 20).map(toSlug).join(',')}.ics`}
        what="my teams' matches"
      />
    </>
  );
}
