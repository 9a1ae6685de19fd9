import { resolveTeam } from './team-catalogue';
import { resolveNickname } from './team-nicknames';

/**
 * The catalogue name of the team a list's `team=` filter names (any of its names, a nickname
 * only it has), or null when it names no team we know. Pages show a known team under its one
 * name and answer an unknown one with one "no such team" page, so the page cache keeps one
 * copy of each however the address writes it.
 * @example resolveTeamFilter('spurs') // 'Tottenham Hotspur'
 * @example resolveTeamFilter('the Toffees') // 'Everton'
 * @example resolveTeamFilter('zzxq') // null
 */
export function resolveTeamFilter(written: string): string | null {
  const text = written.trim();
  return (resolveTeam(text) ?? resolveNickname(text))?.name ?? null;
}
