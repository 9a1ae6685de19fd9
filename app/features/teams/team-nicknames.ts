import { buildTeamKey, nicknamedTeams, type Team } from './team-catalogue';

/**
 * What fans call clubs in a search box ("Hammers", "Toon", "Gers"), for search only: a listing
 * never names a team so, and a nickname two clubs share ("Saints", "Blues", "Hoops") is left out
 * rather than guessed. The data is each team's `nicknames` in teams.json (one owner each).
 */
const byKey = new Map<string, Team>(
  nicknamedTeams.map(([nickname, team]) => [buildTeamKey(nickname), team]),
);

/** Every nickname, as a search's spelling vocabulary needs them (a known word is not corrected). */
export const teamNicknames: readonly string[] = nicknamedTeams.map(([nickname]) => nickname);

/**
 * The club a nickname names, or null.
 * @example resolveNickname('the Toffees')?.name // 'Everton'
 * @example resolveNickname('Saints') // null: Southampton, St Mirren and St Johnstone share it
 */
export function resolveNickname(written: string): Team | null {
  return byKey.get(buildTeamKey(written.replace(/^the\s+/i, ''))) ?? null;
}
