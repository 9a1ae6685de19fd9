import { useCallback, useEffect, useMemo, useState } from 'react';
import { buildNameKey } from '~/lib/name-key';
import { createStoredChoice } from '~/lib/stored-choice';

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

/**
 * Names of one team share this: 'Spurs' and 'Tottenham Hotspur', 'Man Utd' and 'Man. Utd'. It
 * needs the team catalogue, which loads only for a visitor who has starred a team; until then
 * names match as written (spacing, case and accents aside).
 */
let teamIdentity = (name: string): string => buildNameKey(name);
let catalogueLoad: Promise<void> | undefined;

function loadTeamIdentity(): Promise<void> {
  catalogueLoad ??= import('./team-catalogue').then(({ buildTeamKey, resolveTeam }) => {
    teamIdentity = (name) => {
      const team = resolveTeam(name);
      return team ? `team:${team.name}` : buildTeamKey(name);
    };
  });
  return catalogueLoad;
}

const sameTeam = (a: string, b: string) => teamIdentity(a) === teamIdentity(b);

/**
 * The teams a visitor has starred, kept in this browser only. The server renders with none, so
 * pages hydrate cleanly and stars appear once the browser has read its list.
 */
export function useFavouriteTeams() {
  const teams = stored.useValue();
  const [catalogueLoaded, setCatalogueLoaded] = useState(false);
  const starred = teams.length > 0;
  useEffect(() => {
    if (starred) void loadTeamIdentity().then(() => setCatalogueLoaded(true));
  }, [starred]);
  const identities = useMemo(
    () => new Set(teams.map(teamIdentity)),
    // teamIdentity itself changes once the catalogue has loaded.
    [teams, catalogueLoaded],
  );
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
