/**
 * Team badges: the monogram and colours the site draws beside a team name. We draw our own
 * rather than hot-link crests (DECISIONS "Public site"): crests are trademarks, and third-party
 * images would slow every fixture row and break under a strict CSP.
 */

export interface TeamBadgeStyle {
  /** Two or three capital letters (fewer only when the name has none to give). */
  readonly initials: string;
  /** Hex colours; the initials have at least WCAG AA contrast (4.5:1) on the background. */
  readonly background: string;
  readonly foreground: string;
  /** A band in the club's second colour across the top of the badge, or none. */
  readonly stripe: string | null;
}

interface Club extends TeamBadgeStyle {
  name: string;
  /** Names that find the club wherever they appear as whole words: 'Spurs' in 'Spurs Women'. */
  aliases: readonly string[];
  /** Names too common to match inside another name ('Rangers' in 'Queens Park Rangers'):
   * they find the club only as the whole name, squad words aside ('Rangers Women'). */
  wholeNames?: readonly string[];
}

const clubs: readonly Club[] = [
  // Premier League 2025-26
  {
    name: 'Arsenal',
    initials: 'ARS',
    background: '#DB0007',
    foreground: '#FFFFFF',
    stripe: '#063672',
    aliases: ['Arsenal'],
  },
  {
    name: 'Aston Villa',
    initials: 'AVL',
    background: '#670E36',
    foreground: '#FFFFFF',
    stripe: '#95BFE5',
    aliases: ['Aston Villa'],
    wholeNames: ['Villa'],
  },
  {
    name: 'AFC Bournemouth',
    initials: 'BOU',
    background: '#B50E12',
    foreground: '#FFFFFF',
    stripe: '#000000',
    aliases: ['Bournemouth'],
  },
  {
    name: 'Brentford',
    initials: 'BRE',
    background: '#C8102E',
    foreground: '#FFFFFF',
    stripe: '#FFFFFF',
    aliases: ['Brentford'],
  },
  {
    name: 'Brighton & Hove Albion',
    initials: 'BHA',
    background: '#0057B8',
    foreground: '#FFFFFF',
    stripe: '#FFFFFF',
    aliases: ['Brighton'],
  },
  {
    name: 'Burnley',
    initials: 'BUR',
    background: '#6C1D45',
    foreground: '#FFFFFF',
    stripe: '#99D6EA',
    aliases: ['Burnley'],
  },
  {
    name: 'Chelsea',
    initials: 'CHE',
    background: '#034694',
    foreground: '#FFFFFF',
    stripe: null,
    aliases: ['Chelsea'],
  },
  {
    name: 'Crystal Palace',
    initials: 'CRY',
    background: '#1B458F',
    foreground: '#FFFFFF',
    stripe: '#C4122E',
    aliases: ['Crystal Palace'],
    wholeNames: ['Palace'],
  },
  {
    name: 'Everton',
    initials: 'EVE',
    background: '#003399',
    foreground: '#FFFFFF',
    stripe: null,
    aliases: ['Everton'],
  },
  {
    name: 'Fulham',
    initials: 'FUL',
    background: '#000000',
    foreground: '#FFFFFF',
    stripe: '#CC0000',
    aliases: ['Fulham'],
  },
  {
    name: 'Leeds United',
    initials: 'LEE',
    background: '#1D428A',
    foreground: '#FFFFFF',
    stripe: '#FFCD00',
    aliases: ['Leeds'],
  },
  {
    name: 'Liverpool',
    initials: 'LIV',
    background: '#C8102E',
    foreground: '#FFFFFF',
    stripe: null,
    aliases: ['Liverpool'],
  },
  {
    name: 'Manchester City',
    initials: 'MCI',
    background: '#6CABDD',
    foreground: '#1C2C5B',
    stripe: '#FFFFFF',
    aliases: ['Manchester City', 'Man City'],
  },
  {
    name: 'Manchester United',
    initials: 'MUN',
    background: '#DA291C',
    foreground: '#FFFFFF',
    stripe: '#FBE122',
    aliases: ['Manchester United', 'Manchester Utd', 'Man United', 'Man Utd'],
  },
  {
    name: 'Newcastle United',
    initials: 'NEW',
    background: '#241F20',
    foreground: '#FFFFFF',
    stripe: '#41B6E6',
    aliases: ['Newcastle United', 'Newcastle Utd'],
    // Not a word match: 'Newcastle Jets' is another club.
    wholeNames: ['Newcastle'],
  },
  {
    name: 'Nottingham Forest',
    initials: 'NFO',
    background: '#DD0000',
    foreground: '#FFFFFF',
    stripe: null,
    aliases: ['Nottingham Forest', "Nott'm Forest"],
    // Not a word match: 'Forest Green Rovers' is another club.
    wholeNames: ['Forest'],
  },
  {
    name: 'Sunderland',
    initials: 'SUN',
    background: '#C8102E',
    foreground: '#FFFFFF',
    stripe: '#FFFFFF',
    aliases: ['Sunderland'],
  },
  {
    name: 'Tottenham Hotspur',
    initials: 'TOT',
    background: '#132257',
    foreground: '#FFFFFF',
    stripe: null,
    aliases: ['Tottenham', 'Spurs'],
  },
  {
    name: 'West Ham United',
    initials: 'WHU',
    background: '#7A263A',
    foreground: '#FFFFFF',
    stripe: '#1BB1E7',
    aliases: ['West Ham'],
  },
  {
    name: 'Wolverhampton Wanderers',
    initials: 'WOL',
    background: '#FDB913',
    foreground: '#231F20',
    stripe: null,
    aliases: ['Wolverhampton', 'Wolves'],
  },

  // Scotland
  {
    name: 'Celtic',
    initials: 'CEL',
    background: '#00843D',
    foreground: '#FFFFFF',
    stripe: '#FFFFFF',
    aliases: ['Celtic'],
  },
  {
    name: 'Rangers',
    initials: 'RAN',
    background: '#0033A0',
    foreground: '#FFFFFF',
    stripe: '#D00027',
    aliases: ['Glasgow Rangers'],
    // Not a word match: Queens Park Rangers, Berwick Rangers and Cove Rangers are other clubs.
    wholeNames: ['Rangers'],
  },
  {
    name: 'Aberdeen',
    initials: 'ABE',
    background: '#C8102E',
    foreground: '#FFFFFF',
    stripe: null,
    aliases: ['Aberdeen'],
  },
  {
    name: 'Heart of Midlothian',
    initials: 'HEA',
    background: '#7A1D3A',
    foreground: '#FFFFFF',
    stripe: null,
    aliases: ['Heart of Midlothian', 'Hearts'],
  },
  {
    name: 'Hibernian',
    initials: 'HIB',
    background: '#006633',
    foreground: '#FFFFFF',
    stripe: '#FFFFFF',
    aliases: ['Hibernian', 'Hibs'],
  },

  // Elsewhere in Britain, popular with UK viewers
  {
    name: 'Leicester City',
    initials: 'LEI',
    background: '#003090',
    foreground: '#FFFFFF',
    stripe: '#FDBE11',
    aliases: ['Leicester City', 'Leicester'],
  },
  {
    name: 'Wrexham',
    initials: 'WRE',
    background: '#C8102E',
    foreground: '#FFFFFF',
    stripe: '#FFFFFF',
    aliases: ['Wrexham'],
  },

  // Europe and beyond
  {
    name: 'Barcelona',
    initials: 'BAR',
    background: '#A50044',
    foreground: '#FFFFFF',
    stripe: '#004D98',
    aliases: ['Barcelona', 'Barca'],
  },
  {
    name: 'Real Madrid',
    initials: 'RMA',
    background: '#00529F',
    foreground: '#FFFFFF',
    stripe: '#FEBE10',
    aliases: ['Real Madrid'],
  },
  {
    name: 'Atletico Madrid',
    initials: 'ATM',
    background: '#CB3524',
    foreground: '#FFFFFF',
    stripe: '#272E61',
    aliases: ['Atletico Madrid', 'Atletico de Madrid', 'Atleti'],
    wholeNames: ['Atletico'],
  },
  {
    name: 'Osasuna',
    initials: 'OSA',
    background: '#D91A21',
    foreground: '#FFFFFF',
    stripe: '#0A346F',
    aliases: ['Osasuna'],
  },
  {
    name: 'Bayern Munich',
    initials: 'BAY',
    background: '#DC052D',
    foreground: '#FFFFFF',
    stripe: '#0066B2',
    aliases: ['Bayern'],
  },
  {
    name: 'Borussia Dortmund',
    initials: 'BVB',
    background: '#FDE100',
    foreground: '#000000',
    stripe: null,
    aliases: ['Dortmund', 'BVB'],
  },
  {
    name: 'Bayer Leverkusen',
    initials: 'LEV',
    background: '#000000',
    foreground: '#FFFFFF',
    stripe: '#E32221',
    aliases: ['Leverkusen'],
  },
  {
    name: 'Paris Saint-Germain',
    initials: 'PSG',
    background: '#004170',
    foreground: '#FFFFFF',
    stripe: '#DA291C',
    aliases: ['Paris Saint-Germain', 'Paris St Germain', 'Paris SG', 'PSG'],
  },
  {
    name: 'Juventus',
    initials: 'JUV',
    background: '#000000',
    foreground: '#FFFFFF',
    stripe: '#FFFFFF',
    aliases: ['Juventus'],
    wholeNames: ['Juve'],
  },
  {
    name: 'AC Milan',
    initials: 'ACM',
    background: '#C4161C',
    foreground: '#FFFFFF',
    stripe: '#000000',
    aliases: ['AC Milan'],
    // Not a word match: 'Milan' is also in 'Inter Milan'.
    wholeNames: ['Milan'],
  },
  {
    name: 'Inter Milan',
    initials: 'INT',
    background: '#0068A8',
    foreground: '#FFFFFF',
    stripe: '#000000',
    aliases: ['Inter Milan', 'Inter Milano', 'Internazionale'],
    // Not a word match: Inter Miami and Inter Turku are other clubs.
    wholeNames: ['Inter'],
  },
  {
    name: 'Napoli',
    initials: 'NAP',
    background: '#12A0D7',
    foreground: '#0B1F3A',
    stripe: '#FFFFFF',
    aliases: ['Napoli'],
  },
  {
    name: 'Ajax',
    initials: 'AJA',
    background: '#D2122E',
    foreground: '#FFFFFF',
    stripe: '#FFFFFF',
    aliases: ['Ajax'],
  },
  {
    name: 'Benfica',
    initials: 'BEN',
    background: '#E20E0E',
    foreground: '#FFFFFF',
    stripe: null,
    aliases: ['Benfica'],
  },
  {
    name: 'FC Porto',
    initials: 'POR',
    background: '#00428C',
    foreground: '#FFFFFF',
    stripe: '#FFFFFF',
    aliases: ['FC Porto'],
    wholeNames: ['Porto'],
  },
  {
    name: 'Inter Miami',
    initials: 'MIA',
    background: '#F7B5CD',
    foreground: '#231F20',
    stripe: null,
    aliases: ['Inter Miami'],
  },
];

/** The clubs that have their own badge, by canonical name, for directories and tests. */
export const badgedClubNames: readonly string[] = clubs.map((club) => club.name);

/** Other clubs whose names hold a known club's alias: a longer match that means "not them". */
const lookalikes = [
  'Barcelona SC',
  'Liverpool Montevideo',
  'Everton de Vina del Mar',
  'Arsenal de Sarandi',
  'Arsenal Tula',
];

const neutral = { background: '#475569', foreground: '#FFFFFF', stripe: null } as const;

// Every pattern is compiled once here: the badge is looked up for each fixture row.
const printableAscii = /^[\x20-\x7E]*$/;
const marks = /\p{M}+/gu;
const apostrophes = /['’]/g;
const asciiSeparators = /[^A-Za-z0-9]+/;
const separators = /[^\p{L}\p{N}]+/u;
const ageGroup = /^u\d{2}$/;
const number = /^\d+$/;
const acronym = /^\p{Lu}{2,4}$/u;
const lowercase = /\p{Ll}/u;

/**
 * Words that say which side or which legal body, not which club: they neither make initials
 * nor stop a whole-name match ('Rangers Women' is Rangers).
 */
const squadWords = new Set([
  'fc',
  'afc',
  'cf',
  'sc',
  'sv',
  'fk',
  'sk',
  'vfb',
  'vfl',
  'women',
  'womens',
  'ladies',
  'reserves',
  'ii',
]);
/** Joining words that no initials spell ('Republic of Ireland' is RI). */
const joiningWords = new Set(['of', 'de', 'del', 'da', 'do', 'the', 'and']);

/** A name's words as written and as looked up, with the squad words marked. */
interface NameWords {
  written: string[];
  lower: string[];
  isSquad: boolean[];
  /** The lower-case name without its squad words: 'rangers' for 'Rangers Women'. */
  core: string;
}

/**
 * Splits a name into words, accents and apostrophes dropped and '&' read as 'and':
 * "Nott'm Forest" -> Nottm, Forest. One pass, and plain ASCII names (most of them) skip the
 * Unicode work: this runs for every badge on a page.
 */
function toNameWords(name: string): NameWords {
  const ascii = printableAscii.test(name);
  let text = ascii ? name : name.normalize('NFKD').replace(marks, '');
  if (text.includes("'") || text.includes('’')) text = text.replace(apostrophes, '');
  if (text.includes('&')) text = text.replaceAll('&', ' and ');
  const words: NameWords = { written: [], lower: [], isSquad: [], core: '' };
  for (const word of text.split(ascii ? asciiSeparators : separators)) {
    if (word === '') continue;
    const lower = word.toLowerCase();
    const isSquad = squadWords.has(lower) || ageGroup.test(lower);
    words.written.push(word);
    words.lower.push(lower);
    words.isSquad.push(isSquad);
    if (!isSquad) words.core = words.core === '' ? lower : `${words.core} ${lower}`;
  }
  return words;
}

interface Match {
  club: Club | null;
  words: number;
}

/** Phrases as a tree of words, so a lookup walks words instead of building strings. */
interface PhraseNode {
  next: Map<string, PhraseNode>;
  match: Match | null;
}

// Built once: a lookup is a handful of Map reads per name, because a page draws ~400 badges.
const phrases: PhraseNode = { next: new Map(), match: null };
const wholeNames = new Map<string, Club>();

function addPhrase(name: string, club: Club | null): void {
  const words = toNameWords(name).lower;
  let node = phrases;
  for (const word of words) {
    let child = node.next.get(word);
    if (!child) node.next.set(word, (child = { next: new Map(), match: null }));
    node = child;
  }
  // Two clubs claiming one name is a catalogue bug: fail at load, so every test catches it.
  if (node.match && node.match.club !== club) throw new Error(`Team name used twice: ${name}`);
  node.match = { club, words: words.length };
}

function addWholeName(name: string, club: Club): void {
  const key = toNameWords(name).core;
  if (wholeNames.has(key)) throw new Error(`Team name used twice: ${name}`);
  wholeNames.set(key, club);
}

// Shared and frozen: a known club's badge is one object however many rows show it.
const styleOf = new Map<Club, TeamBadgeStyle>();
for (const club of clubs) {
  const { initials, background, foreground, stripe } = club;
  styleOf.set(club, Object.freeze({ initials, background, foreground, stripe }));
  const clubWholeNames = club.wholeNames ?? [];
  for (const wholeName of clubWholeNames) addWholeName(wholeName, club);
  // A canonical name that is also a whole name ('Rangers') must not match as a phrase.
  const names = clubWholeNames.includes(club.name) ? club.aliases : [club.name, ...club.aliases];
  for (const name of names) addPhrase(name, club);
}
for (const lookalike of lookalikes) addPhrase(lookalike, null);

function findClub({ lower, core }: NameWords): Club | null {
  const whole = wholeNames.get(core);
  if (whole) return whole;

  // The longest phrase wins, so a lookalike ('Barcelona SC') beats the club inside it; on a
  // tie the earlier phrase wins.
  let best: Match | null = null;
  for (let start = 0; start < lower.length; start++) {
    let node: PhraseNode | undefined = phrases;
    for (let index = start; index < lower.length && node; index++) {
      node = node.next.get(lower[index] ?? '');
      if (node?.match && (best === null || node.match.words > best.words)) best = node.match;
    }
  }
  return best?.club ?? null;
}

/** Initials for a team we have no badge for: see getTeamBadge. */
function buildInitials({ written, lower, isSquad }: NameWords): string {
  const significant: string[] = [];
  const named: string[] = [];
  written.forEach((word, index) => {
    if (isSquad[index] || joiningWords.has(lower[index] ?? '')) return;
    significant.push(word);
    if (!number.test(word)) named.push(word);
  });
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

/**
 * Badge for a team name: a known club's monogram and colours (matched on part of the name),
 * else a neutral badge with initials.
 *
 * A known club is found by its longest name or alias that appears as whole words, whatever
 * the case, accents or punctuation, so a club's women's, youth and reserve sides share its
 * badge. A few short names ('Rangers', 'Inter', 'Newcastle') only count as the whole name,
 * because other clubs contain them. Any other team gets slate colours and initials: the first
 * letters of up to three words, ignoring 'FC', 'Women', 'U21' and the like; one word gives its
 * first three letters; a leading acronym is kept as it is.
 * @example getTeamBadge('Man Utd Women').initials // 'MUN'
 * @example getTeamBadge('Real Sociedad').initials // 'RS' (neutral: not Real Madrid)
 * @example getTeamBadge('Forest Green Rovers').background // '#475569'
 */
export function getTeamBadge(teamName: string): TeamBadgeStyle {
  const words = toNameWords(teamName);
  const club = findClub(words);
  if (club) return styleOf.get(club) ?? club;
  return { initials: buildInitials(words), ...neutral };
}
