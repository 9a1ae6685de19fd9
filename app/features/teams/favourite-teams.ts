import { useCallback, useMemo } from 'react';
import { createStoredChoice } from '~/lib/stored-choice';
import { buildTeamKey, resolveTeam } from './team-catalogue';

/** Where the visitor's favourite teams are kept (their own choice: cache clearing keeps it). */
export const favouriteTeamsStorageKey = 'kickoff:favourite-teams';
const maxTeams = 50;
const none: readonly string[] = [];

/** Reads the stored list defensively: anything but a list of short names is ignored. */
export function parseTeams(raw: string | null): readonly string[] {
  if (!raw) return none;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return none;
    return value
      .filter((t): t is string => typeof t === 'string' && t.length > 0 && t.length <= 100)
      .slice(0, maxTeams);
  } catch {
    return none;
  }
}

const stored = createStoredChoice(favouriteTeamsStorageKey, parseTeams, none);

/** Names of one team share this: 'Spurs' and 'Tottenham Hotspur', 'Man Utd' and 'Man. Utd'. */
function teamIdentity(name: string): string {
  const team = resolveTeam(name);
  return team ? `team:${team.name}` : buildTeamKey(name);
}

const sameTeam = (a: string, b: string) => teamIdentity(a) === teamIdentity(b);

/**
 * The teams a visitor has starred, kept in this browser only. The server renders with none, so
 * pages hydrate cleanly and stars appear once the browser has read its list.
 */
export function useFavouriteTeams() {
  const teams = stored.useValue();
  const identities = useMemo(() => new Set(teams.map(teamIdentity)), [teams]);
  const isFavourite = useCallback(
    (team: string) => identities.has(teamIdentity(team)),
    [identities],
  );
  const toggle = useCallback((team: string) => {
    const current = stored.read();
    const next = current.some((t) => sameTeam(t, team))
      ? current.filter((t) => !sameTeam(t, team))
      : [...current, team].slice(-maxTeams);
    stored.write(JSON.stringify(next));
  }, []);
  return { teams, isFavourite, toggle };
}
