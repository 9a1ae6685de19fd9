import { toSlug } from '~/lib/slug';

/**
 * The page of a team under the name the site prints for it (displayTeamName: a catalogue team's
 * own name, any other side's name as listed), which is that name's slug. Fixture lists and the
 * footer only ever hold printed names, so they link with this and the browser needs no team
 * catalogue; buildTeamPath takes any name a listing wrote.
 * @example printedTeamPath('Tottenham Hotspur') // '/tottenham-hotspur'
 */
export function printedTeamPath(printedName: string): string {
  return `/${toSlug(printedName)}`;
}
