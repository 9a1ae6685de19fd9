import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { buildTeamKey, resolveTeam } from './team-catalogue';

/** Where the visitor's favourite teams are kept (their own choice: cache clearing keeps it). */
export const favouriteTeamsStorageKey = 'kickoff:favourite-teams';
const storageKey = favouriteTeamsStorageKey;
const changeEvent = 'kickoff:favourite-teams-changed';
const maxTeams = 50;
const none: readonly string[] = [];

let cachedRaw: string | null = null;
let cachedTeams: readonly string[] = none;

function read(): readonly string[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(storageKey);
  } catch {
    return none; // storage can be blocked; favourites simply stay empty
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedTeams = parseTeams(raw);
  }
  return cachedTeams;
}

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

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

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
  const teams = useSyncExternalStore(subscribe, read, () => none);
  const identities = useMemo(() => new Set(teams.map(teamIdentity)), [teams]);
  const isFavourite = useCallback(
    (team: string) => identities.has(teamIdentity(team)),
    [identities],
  );
  const toggle = useCallback((team: string) => {
    const current = read();
    const next = current.some((t) => sameTeam(t, team))
      ? current.filter((t) => !sameTeam(t, team))
      : [...current, team].slice(-maxTeams);
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      return;
    }
    window.dispatchEvent(new Event(changeEvent));
  }, []);
  return { teams, isFavourite, toggle };
}
