/**
 * The team catalogue: the clubs UK listings name most, with the short forms and nicknames they
 * are written as, and the colours of the badges we draw for them. The data is `teams.json`
 * (checked here when loaded); every reader (badges, search, favourites) asks this module, so a
 * new alias is one line of data.
 *
 * Two questions, one index:
 * - resolveTeam: is this text one of a team's names ('Spurs', 'Man Utd', 'Köln')?
 * - findTeamInName: which team does a listed side belong to ('Arsenal Women', 'Liverpool U19')?
 */
import { buildNameKey } from '~/lib/name-key';
import catalogueData from './teams.json';

/** The badge we draw for a team (see team-badges): hex colours, initials readable on them. */
export interface TeamColours {
  /** Two or three capital letters. */
  readonly initials: string;
  readonly background: string;
  readonly foreground: string;
  /** A band in the club's second colour across the top of the badge, or none. */
  readonly stripe: string | null;
}

export interface Team {
  /** The name the site prints. */
  readonly name: string;
  /** Other names that find the team, also as whole words inside a longer name: 'Spurs' in
   * 'Spurs Women'. Case, accents, punctuation and 'FC'-like words need no entry. */
  readonly aliases: readonly string[];
  /** Names too common to match inside another name ('Rangers' in 'Queens Park Rangers'): they
   * find the team only as the whole name, squad words aside ('Rangers Women'). */
  readonly wholeNames: readonly string[];
  /** Our badge colours, or null for a neutral badge with the team's initials. */
  readonly colours: TeamColours | null;
  /** The men's first team's home stadium, or null where we have not recorded it. */
  readonly ground: TeamGround | null;
}

/** Where a club plays its home matches: a real stadium, its town and ISO 3166 country code. */
export interface TeamGround {
  readonly name: string;
  readonly town: string;
  /** Two capitals: 'GB', 'ES'. */
  readonly country: string;
}

const hexColour = /^#[0-9A-F]{6}$/;
const initialsPattern = /^[A-Z]{2,3}$/;

/** Reads the catalogue file, refusing anything malformed: a broken entry fails every test. */
function parseCatalogue(data: unknown): { teams: Team[]; lookalikes: string[] } {
  const fail = (what: string): never => {
    throw new Error(`teams.json: ${what}`);
  };
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const names = (value: unknown, where: string): string[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value) || !value.every((name) => typeof name === 'string' && name.trim()))
      return fail(`${where} must be a list of names`);
    return value as string[];
  };
  const colours = (value: unknown, where: string): TeamColours | null => {
    if (value === undefined) return null;
    if (!isRecord(value)) return fail(`${where}: badge must be an object`);
    const { initials, background, foreground, stripe } = value;
    if (typeof initials !== 'string' || !initialsPattern.test(initials))
      return fail(`${where}: badge initials must be two or three capitals`);
    for (const colour of [background, foreground, stripe ?? '#000000']) {
      if (typeof colour !== 'string' || !hexColour.test(colour))
        return fail(`${where}: badge colours must be written #RRGGBB`);
    }
    return {
      initials,
      background: background as string,
      foreground: foreground as string,
      stripe: (stripe as string | null) ?? null,
    };
  };

  const ground = (value: unknown, where: string): TeamGround | null => {
    if (value === undefined) return null;
    if (!isRecord(value)) return fail(`${where}: ground must be an object`);
    const { name, town, country } = value;
    if (typeof name !== 'string' || !name.trim() || typeof town !== 'string' || !town.trim())
      return fail(`${where}: ground needs a name and a town`);
    if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country))
      return fail(`${where}: ground country must be a two-letter code`);
    return Object.freeze({ name, town, country });
  };

  if (!isRecord(data) || !Array.isArray(data.teams)) return fail('expected { teams: [...] }');
  const teams = data.teams.map((entry: unknown, index): Team => {
    if (!isRecord(entry) || typeof entry.name !== 'string' || entry.name.trim() === '')
      return fail(`team ${index + 1} has no name`);
    const where = entry.name;
    if (entry.note !== undefined && typeof entry.note !== 'string')
      return fail(`${where}: note must be text`);
    return Object.freeze({
      name: entry.name,
      aliases: Object.freeze(names(entry.aliases, `${where}: aliases`)),
      wholeNames: Object.freeze(names(entry.wholeNames, `${where}: wholeNames`)),
      colours: colours(entry.badge, where),
      ground: ground(entry.ground, where),
    });
  });
  return { teams, lookalikes: names(data.lookalikes, 'lookalikes') };
}

const catalogue = parseCatalogue(catalogueData);

/** Every catalogue team, in catalogue order. */
export const teams: readonly Team[] = catalogue.teams;

/**
 * Legal-form words that name no different team: 'AFC Bournemouth' is Bournemouth, 'VfB
 * Stuttgart' is Stuttgart. Not 'SC': 'Barcelona SC' is another club.
 */
const legalFormWords = new Set(['fc', 'afc', 'cf', 'fk', 'sk', 'sv', 'vfb', 'vfl']);

/**
 * Words that tell a club's sides apart but not clubs: a club's women's, youth and reserve
 * sides share its badge, so they do not stop a whole-name match ('Rangers Women').
 */
const squadWords = new Set([
  ...legalFormWords,
  'sc',
  'women',
  'womens',
  'ladies',
  'reserves',
  'ii',
]);
const ageGroup = /^u\d{2}$/;

/**
 * True for a lower-case word that names a side of a club rather than the club: 'FC', 'SC',
 * 'Women', 'U21'.
 * @example isSquadWord('u21') // true
 */
export function isSquadWord(word: string): boolean {
  return squadWords.has(word) || ageGroup.test(word);
}

/**
 * The lookup key of a team name: buildNameKey without legal-form words, so 'Tottenham Hotspur
 * FC' and 'Tottenham Hotspur' are one key, while 'Arsenal Women' stays apart from 'Arsenal'.
 * @example buildTeamKey('AFC Bournemouth') // 'bournemouth'
 * @example buildTeamKey('1. FC Köln') // '1 koln'
 */
export function buildTeamKey(name: string): string {
  const key = buildNameKey(name);
  if (!key.includes(' ')) return legalFormWords.has(key) ? '' : key;
  return key
    .split(' ')
    .filter((word) => !legalFormWords.has(word))
    .join(' ');
}

/** A name's lower-case words and its core: the words that are not squad words. */
function toWords(name: string): { words: string[]; core: string } {
  const key = buildNameKey(name);
  const words = key === '' ? [] : key.split(' ');
  return { words, core: words.filter((word) => !isSquadWord(word)).join(' ') };
}

interface Match {
  team: Team | null;
  words: number;
}

/** Phrases as a tree of words, so a lookup walks words instead of building strings. */
interface PhraseNode {
  next: Map<string, PhraseNode>;
  match: Match | null;
}

// Built once: a lookup is a handful of Map reads per name, because a page draws ~400 badges.
const byKey = new Map<string, Team>();
const byWholeName = new Map<string, Team>();
const phrases: PhraseNode = { next: new Map(), match: null };

// Two teams claiming one name is a catalogue bug: fail at load, so every test catches it.
function claim<T>(map: Map<string, T>, key: string, value: T, written: string): void {
  const existing = map.get(key);
  if (existing !== undefined && existing !== value) {
    throw new Error(`Team name used twice: ${written}`);
  }
  map.set(key, value);
}

function addPhrase(name: string, team: Team | null): void {
  const { words } = toWords(name);
  let node = phrases;
  for (const word of words) {
    let child = node.next.get(word);
    if (!child) node.next.set(word, (child = { next: new Map(), match: null }));
    node = child;
  }
  if (node.match && node.match.team !== team) throw new Error(`Team name used twice: ${name}`);
  node.match = { team, words: words.length };
}

for (const team of teams) {
  for (const name of [team.name, ...team.aliases, ...team.wholeNames]) {
    claim(byKey, buildTeamKey(name), team, name);
  }
  for (const name of team.wholeNames) claim(byWholeName, toWords(name).core, team, name);
  // A canonical name that is also a whole name ('Rangers') must not match as a phrase.
  const phraseNames = team.wholeNames.includes(team.name)
    ? team.aliases
    : [team.name, ...team.aliases];
  for (const name of phraseNames) addPhrase(name, team);
}
// Other clubs whose names hold a known club's alias: a longer match that means "not them".
for (const lookalike of catalogue.lookalikes) addPhrase(lookalike, null);

/**
 * The team whose name, alias or whole name this is, whatever the case, accents, punctuation
 * or legal-form words ('FC', 'AFC'); null when the text is not exactly one of a team's names.
 * @example resolveTeam('Spurs')?.name // 'Tottenham Hotspur'
 * @example resolveTeam('Koln')?.name // '1. FC Köln'
 * @example resolveTeam('Arsenal Women') // null: another side (findTeamInName gives Arsenal)
 */
export function resolveTeam(written: string): Team | null {
  return byKey.get(buildTeamKey(written)) ?? null;
}

/**
 * The name the site prints for a listed team: the catalogue's name when the listing used one of
 * its other names ('Bournemouth' is AFC Bournemouth, 'FC Köln' 1. FC Köln), else as listed, so
 * a team reads the same on every page, feed and calendar whatever the listing wrote.
 * @example displayTeamName('Spurs') // 'Tottenham Hotspur'
 * @example displayTeamName('Spurs Women') // 'Spurs Women': another side, as listed
 */
export function displayTeamName(written: string): string {
  // Pages print the same few hundred names thousands of times: remember them.
  let name = displayNames.get(written);
  if (name === undefined) {
    if (displayNames.size >= maxDisplayNames) displayNames.clear();
    name = resolveTeam(written)?.name ?? written;
    displayNames.set(written, name);
  }
  return name;
}

const displayNames = new Map<string, string>();
const maxDisplayNames = 5_000;

/**
 * The team a listed side belongs to: its whole name once squad words ('Women', 'U21', 'FC')
 * are set aside, else the longest of the team's names or aliases found as whole words inside
 * it. Other clubs that hold a known name ('Barcelona SC', 'Arsenal Tula') and names that are
 * only whole names ('Rangers' in 'Queens Park Rangers') find nothing.
 * @example findTeamInName('Man Utd Women')?.name // 'Manchester United'
 * @example findTeamInName('Queens Park Rangers')?.name // 'Queens Park Rangers', not Rangers
 * @example findTeamInName('Viktoria Köln') // null
 */
export function findTeamInName(written: string): Team | null {
  const { words, core } = toWords(written);
  const whole = byWholeName.get(core);
  if (whole) return whole;

  // The longest phrase wins, so a lookalike ('Barcelona SC') beats the club inside it; on a
  // tie the earlier phrase wins.
  let best: Match | null = null;
  for (let start = 0; start < words.length; start++) {
    let node: PhraseNode | undefined = phrases;
    for (let index = start; index < words.length && node; index++) {
      node = node.next.get(words[index] ?? '');
      if (node?.match && (best === null || node.match.words > best.words)) best = node.match;
    }
  }
  return best?.team ?? null;
}
