/**
 * The team catalogue: the clubs UK listings name most, with the short forms and nicknames they
 * are written as, and the colours of the badges we draw for them. The data is `teams.json`,
 * checked by one schema when this module loads; every reader (badges, search, favourites, the
 * footer) asks this module, so a new alias is one line of data.
 *
 * Two questions, one index:
 * - resolveTeam: is this text one of a team's names ('Spurs', 'Man Utd', 'Köln')?
 * - findTeamInName: which team does a listed side belong to ('Arsenal Women', 'Liverpool U19')?
 */
// zod/mini, not zod: the browser loads this module (decision 0027).
import * as z from 'zod/mini';
import { readCatalogueFile } from '~/lib/catalogue-file';
import { buildNameKey } from '~/lib/name-key';
import catalogueData from './teams.json' with { type: 'json' };

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

/** A team's name, aliases and whole names. */
function allNames(team: Team): readonly string[] {
  return [team.name, ...team.aliases, ...team.wholeNames];
}

/** The names a team matches as a phrase: a canonical name that is also a whole name does not. */
function phraseNames(team: Team): readonly string[] {
  return team.wholeNames.includes(team.name) ? team.aliases : [team.name, ...team.aliases];
}

const nameSchema = z.string().check(z.regex(/\S/, 'must not be blank'));
const namesSchema = z.optional(z.array(nameSchema));
const colourSchema = z.string().check(z.regex(/^#[0-9A-F]{6}$/, 'must be written #RRGGBB'));

const teamSchema = z.strictObject({
  name: nameSchema,
  /** Position in the site footer's popular teams (site-footer.tsx), 1 first. */
  footer: z.optional(z.int().check(z.positive())),
  ground: z.optional(
    z.strictObject({
      name: nameSchema,
      town: nameSchema,
      country: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter code')),
    }),
  ),
  aliases: namesSchema,
  wholeNames: namesSchema,
  /** What fans call the club in a search box ('Hammers'): search only (team-nicknames.ts). */
  nicknames: namesSchema,
  /** Why an entry is as it is, for whoever edits the file. */
  note: z.optional(z.string()),
  badge: z.optional(
    z.strictObject({
      initials: z.string().check(z.regex(/^[A-Z]{2,3}$/, 'must be two or three capitals')),
      background: colourSchema,
      foreground: colourSchema,
      stripe: z.optional(z.nullable(colourSchema)),
    }),
  ),
});

type TeamEntry = z.infer<typeof teamSchema>;

/** A name one owner claims, where a file entry writes it. */
interface Claim {
  key: string;
  /** A team's index in `teams`, or -1 for the lookalikes. */
  owner: number;
  written: string;
  path: (string | number)[];
}

/** The claims of keys another owner claimed first. */
function findClashes(claims: readonly Claim[]): { claim: Claim; owner: number }[] {
  const owners = new Map<string, number>();
  const clashes: { claim: Claim; owner: number }[] = [];
  for (const claim of claims) {
    const owner = owners.get(claim.key) ?? claim.owner;
    if (owner !== claim.owner) clashes.push({ claim, owner });
    owners.set(claim.key, owner);
  }
  return clashes;
}

/**
 * The team catalogue file. Two teams claiming one name is a catalogue bug, so every name, whole
 * name, phrase and nickname has one owner (a lookalike owns its phrase); footer places are unique.
 */
export const teamCatalogueSchema = z.pipe(
  z
    .strictObject({
      teams: z.array(teamSchema),
      /** Other clubs whose names hold a known club's alias: a longer match that means "not them". */
      lookalikes: namesSchema,
    })
    .check(
      z.superRefine(({ teams: entries, lookalikes = [] }, ctx) => {
        const names: Claim[] = [];
        const wholeNames: Claim[] = [];
        const phrases: Claim[] = [];
        const footerPlaces = new Set<number>();
        entries.forEach((entry, owner) => {
          const team = toTeam(entry);
          const path = ['teams', owner];
          for (const written of [...allNames(team), ...(entry.nicknames ?? [])]) {
            names.push({ key: buildTeamKey(written), owner, written, path });
          }
          for (const written of team.wholeNames) {
            wholeNames.push({ key: toWords(written).core, owner, written, path });
          }
          for (const written of phraseNames(team)) {
            phrases.push({ key: toWords(written).words.join(' '), owner, written, path });
          }
          if (entry.footer !== undefined && footerPlaces.has(entry.footer)) {
            const message = `footer place ${entry.footer} is used twice`;
            ctx.addIssue({ code: 'custom', path: [...path, 'footer'], message });
          }
          if (entry.footer !== undefined) footerPlaces.add(entry.footer);
        });
        lookalikes.forEach((written, index) => {
          const key = toWords(written).words.join(' ');
          phrases.push({ key, owner: -1, written, path: ['lookalikes', index] });
        });
        const clashes = [names, wholeNames, phrases].flatMap(findClashes);
        for (const { claim, owner } of clashes) {
          const name = owner === -1 ? 'a lookalike' : entries[owner]?.name;
          const message = `'${claim.written}' already names ${name}`;
          ctx.addIssue({ code: 'custom', path: claim.path, message });
        }
      }),
    ),
  z.transform(({ teams: entries, lookalikes = [] }) => {
    const listed = entries.map((entry) => ({ entry, team: toTeam(entry) }));
    return {
      teams: listed.map(({ team }) => team),
      lookalikes,
      footer: listed
        .filter(({ entry }) => entry.footer !== undefined)
        .sort((a, b) => (a.entry.footer ?? 0) - (b.entry.footer ?? 0))
        .map(({ team }) => team),
      nicknames: listed.flatMap(({ entry, team }) =>
        (entry.nicknames ?? []).map((nickname) => [nickname, team] as const),
      ),
    };
  }),
);

/** A file entry as readers see it: every list there, frozen. */
function toTeam(entry: TeamEntry): Team {
  const { badge, ground } = entry;
  return Object.freeze({
    name: entry.name,
    aliases: Object.freeze(entry.aliases ?? []),
    wholeNames: Object.freeze(entry.wholeNames ?? []),
    colours: badge ? { ...badge, stripe: badge.stripe ?? null } : null,
    ground: ground ? Object.freeze({ ...ground }) : null,
  });
}

/**
 * The catalogue from data read as `teams.json`, or an error saying what is wrong: a bad entry
 * fails at load, so every test catches it.
 * @example parseTeamCatalogue({ teams: [{ name: 'Arsenal' }] }).teams[0]?.aliases // []
 */
export function parseTeamCatalogue(data: unknown): z.output<typeof teamCatalogueSchema> {
  return readCatalogueFile('teams.json', teamCatalogueSchema, data);
}

const catalogue = parseTeamCatalogue(catalogueData);

/** Every catalogue team, in catalogue order. */
export const teams: readonly Team[] = catalogue.teams;

/** The teams the site footer links, in its order (`footer` in teams.json). */
export const footerTeams: readonly Team[] = catalogue.footer;

/** Each nickname with its team, in catalogue order (`nicknames` in teams.json). */
export const nicknamedTeams: readonly (readonly [nickname: string, team: Team])[] =
  catalogue.nicknames;

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
// The schema has made sure each name has one owner.
const byKey = new Map<string, Team>();
const byWholeName = new Map<string, Team>();
const phrases: PhraseNode = { next: new Map(), match: null };

function addPhrase(name: string, team: Team | null): void {
  const { words } = toWords(name);
  let node = phrases;
  for (const word of words) {
    let child = node.next.get(word);
    if (!child) node.next.set(word, (child = { next: new Map(), match: null }));
    node = child;
  }
  node.match = { team, words: words.length };
}

for (const team of teams) {
  for (const name of allNames(team)) byKey.set(buildTeamKey(name), team);
  for (const name of team.wholeNames) byWholeName.set(toWords(name).core, team);
  for (const name of phraseNames(team)) addPhrase(name, team);
}
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
