/**
 * Where a team's page lives. A catalogue team has one page under its printed name, whatever
 * name a listing used ('Spurs' and 'Tottenham Hotspur' both lead to /tottenham-hotspur); any
 * other side has a page under its name as written ('Arsenal Women' -> /arsenal-women).
 */
import { toSlug } from '~/lib/slug';
import { printedTeamPath } from './printed-team-path';
import { displayTeamName, resolveTeam, teams, type Team } from './team-catalogue';

/**
 * The address of the page of a team as a fixture names it.
 * @example buildTeamPath('Spurs') // '/tottenham-hotspur'
 * @example buildTeamPath('Atlético de Madrid') // '/atletico-madrid'
 * @example buildTeamPath('Arsenal Women') // '/arsenal-women'
 */
export function buildTeamPath(name: string): string {
  let path = teamPaths.get(name);
  if (path === undefined) {
    path = printedTeamPath(displayTeamName(name));
    // A day view asks for the same few hundred names on every render; the names listed are
    // bounded by the fixtures stored, but a cap keeps a long-running process's memory flat.
    if (teamPaths.size >= maxRememberedPaths) teamPaths.clear();
    teamPaths.set(name, path);
  }
  return path;
}

const teamPaths = new Map<string, string>();
const maxRememberedPaths = 10_000;

const bySlug = new Map<string, Team>();
for (const team of teams) {
  for (const name of [team.name, ...team.aliases, ...team.wholeNames]) {
    const slug = toSlug(name);
    if (!bySlug.has(slug)) bySlug.set(slug, team);
  }
}

/**
 * The catalogue team whose name, alias or whole name has this slug, or null.
 * @example findTeamBySlug('spurs')?.name // 'Tottenham Hotspur'
 */
export function findTeamBySlug(slug: string): Team | null {
  return bySlug.get(slug) ?? null;
}

/**
 * The stored-name slugs a catalogue team's page lists: each of its names, whole (its women's
 * and youth sides have pages of their own).
 * @example listTeamSlugs(resolveTeam('Wolves')!) // ['wolverhampton-wanderers', 'wolverhampton', 'wolves']
 */
export function listTeamSlugs(team: Team): string[] {
  return [...new Set([team.name, ...team.aliases, ...team.wholeNames].map(toSlug))];
}

/** One team in the directory. */
export interface DirectoryTeam {
  name: string;
  path: string;
  /** Upcoming televised matches listed. */
  count: number;
}

/** The teams directory: one group per first letter ('#' for digits), A to Z. */
export interface TeamDirectory {
  letter: string;
  teams: DirectoryTeam[];
}

/**
 * The teams directory from the teams of upcoming fixtures (as stored, with their counts) and the
 * catalogue: a catalogue team once, under its printed name, with the matches of all the names
 * it is listed under; other sides under their names as written. Sorted A to Z, accents aside.
 * @example buildTeamDirectory([{ name: 'Spurs', count: 2 }], [])
 *   // [{ letter: 'T', teams: [{ name: 'Tottenham Hotspur', path: '/tottenham-hotspur', count: 2 }] }]
 */
export function buildTeamDirectory(
  listed: readonly { name: string; count: number }[],
  catalogue: readonly Team[] = teams,
): TeamDirectory[] {
  const byPath = new Map<string, DirectoryTeam>();
  for (const team of catalogue) {
    byPath.set(buildTeamPath(team.name), {
      name: team.name,
      path: buildTeamPath(team.name),
      count: 0,
    });
  }
  for (const { name, count } of listed) {
    const team = resolveTeam(name);
    const path = buildTeamPath(name);
    if (path === '/') continue;
    const entry = byPath.get(path) ?? { name: team?.name ?? name, path, count: 0 };
    entry.count += count;
    byPath.set(path, entry);
  }
  const groups = new Map<string, DirectoryTeam[]>();
  const sorted = [...byPath.values()].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
  for (const entry of sorted) {
    const first = toSlug(entry.name).charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : '#';
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups]
    .map(([letter, list]) => ({ letter, teams: list }))
    .sort((a, b) =>
      a.letter === '#' ? -1 : b.letter === '#' ? 1 : a.letter.localeCompare(b.letter),
    );
}
