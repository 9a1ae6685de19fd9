/**
 * Team badges: the monogram and colours the site draws beside a team name. We draw our own rather
 * than hot-link crests: crests are trademarks, and third-party images would slow every fixture row
 * and break under a strict CSP. Which team a name belongs to, and its colours, come from the team
 * catalogue.
 */
import { foldName } from '~/lib/name-key';
import { isPlainAscii } from '~/lib/normalise-unicode';
import { findTeamInName, isSquadWord, teams, type Team, type TeamColours } from './team-catalogue';

/** Initials on the team's colours, or on slate for a team without colours of its own. */
export type TeamBadgeStyle = TeamColours;

/** The clubs that have their own badge, by catalogue name, for directories and tests. */
export const badgedClubNames: readonly string[] = teams
  .filter((team) => team.colours !== null)
  .map((team) => team.name);

const neutral = { background: '#475569', foreground: '#FFFFFF', stripe: null } as const;

// Every pattern is compiled once here: the badge is looked up for each fixture row.
const asciiSeparators = /[^A-Za-z0-9]+/;
const separators = /[^\p{L}\p{N}]+/u;
const number = /^\d+$/;
const acronym = /^\p{Lu}{2,4}$/u;
const lowercase = /\p{Ll}/u;

const joiningWords = new Set(['of', 'de', 'del', 'da', 'do', 'the', 'and']);

/**
 * A name's words as written, case kept (initials need it), after the steps every name rule
 * shares (lib/name-key foldName: accents and apostrophes dropped, '&' read as 'and'). Only for
 * drawing initials; finding the team is the catalogue's job.
 */
function writtenWords(name: string): string[] {
  const text = foldName(name);
  return text
    .split(isPlainAscii(text) ? asciiSeparators : separators)
    .filter((word) => word !== '');
}

/** Initials for a team without colours of its own: see getTeamBadge. */
function buildInitials(name: string): string {
  const written = writtenWords(name);
  const significant: string[] = [];
  const named: string[] = [];
  for (const word of written) {
    const lower = word.toLowerCase();
    if (isSquadWord(lower) || joiningWords.has(lower)) continue;
    significant.push(word);
    if (!number.test(word)) named.push(word);
  }
  const chosen = named.length > 0 ? named : significant.length > 0 ? significant : written;
  const [first] = chosen;
  if (first === undefined) return '';
  if (chosen.length === 1) return first.slice(0, 3).toUpperCase();
  // An acronym already is the club's short form: 'PSV Eindhoven' is PSV, not PE. Only in a
  // name written in mixed case: in 'AL HILAL' every word looks like an acronym.
  if (acronym.test(first) && chosen.some((word) => lowercase.test(word))) {
    return first.slice(0, 3);
  }
  let initials = '';
  for (const word of chosen.slice(0, 3)) initials += word.charAt(0).toUpperCase();
  return initials;
}

// Shared and frozen: a catalogue team's badge is one object however many rows show it, and
// one team's sides and aliases ('Sheff Utd', 'Sheffield United Women') share its initials.
const styleOf = new Map<Team, TeamBadgeStyle>();

function teamStyle(team: Team): TeamBadgeStyle {
  let style = styleOf.get(team);
  if (!style) {
    style = Object.freeze(team.colours ?? { initials: buildInitials(team.name), ...neutral });
    styleOf.set(team, style);
  }
  return style;
}

/**
 * Badge for a team name: a catalogue team's monogram and colours, else a neutral badge with
 * initials.
 *
 * The team is the catalogue's findTeamInName: its longest name or alias appearing as whole
 * words, so a club's women's, youth and reserve sides share its badge, and a few short names
 * ('Rangers', 'Inter', 'Newcastle') only as the whole name. A catalogue team without colours,
 * and any other team, gets slate colours and initials: the first letters of up to three words,
 * ignoring 'FC', 'Women', 'U21' and the like; one word gives its first three letters; a
 * leading acronym is kept as it is.
 * @example getTeamBadge('Man Utd Women').initials // 'MUN'
 * @example getTeamBadge('Real Sociedad').initials // 'RS' (neutral: not Real Madrid)
 * @example getTeamBadge('Forest Green Rovers').background // '#475569'
 */
export function getTeamBadge(teamName: string): TeamBadgeStyle {
  const team = findTeamInName(teamName);
  if (team) return teamStyle(team);
  return { initials: buildInitials(teamName), ...neutral };
}
