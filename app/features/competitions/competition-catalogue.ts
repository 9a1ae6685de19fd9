/**
 * The competition catalogue: the leagues and cups UK football listings name, with the page
 * copy of the competition directory.
 *
 * The data is `competitions.json`, checked by one schema when this module loads: it changes a
 * few times a year and is reviewed like code. Slugs appear in URLs (`/champions-league`) and in
 * saved fixtures, so never change one: rename a competition by changing `name` and keeping the
 * old name in `aliases`.
 */
import { z } from 'zod';
import { readCatalogueFile } from '~/lib/catalogue-file';
import { buildNameKey } from '~/lib/name-key';
import { toSlug } from '~/lib/slug';
import catalogueData from './competitions.json' with { type: 'json' };

// Every pattern is compiled once here: the resolver runs for each fixture of a paste.
const qualifying = /\b(?:qualifying|qualification|qualifier)\b/g;
// A season or year says when, not which competition: 'Euro 2028', 'La Liga 2025/26'.
const year = /\b(?:19|20)\d{2}(?: \d{2}(?:\d{2})?)?\b/g;
const spaces = / {2,}/g;
const leadingThe = /^the /;
const governingBody = /^(?:uefa|fifa) /;
// One trailing stage of a competition, as a key writes it. The match starting furthest left
// wins, so 'fa cup first round' loses 'first round' rather than 'round'; the leading space
// keeps a stage from eating a whole name ('Final').
const stage = new RegExp(
  ` (?:${[
    'group (?:stage|phase|[a-l]|\\d+)',
    'league (?:phase|stage|[a-d])',
    'knockout (?:round |phase |stage )?play ?offs?',
    'knockout (?:rounds?|phase|stage)',
    'knockouts?',
    '(?:(?:extra )?preliminary|first|second|third|fourth|fifth|sixth|[1-6](?:st|nd|rd|th)) (?:qualifiers )?round(?: proper)?',
    'qualifiers round',
    'round (?:of )?\\d+',
    'last \\d+',
    '(?:quarter|semi) ?finals?',
    'finals?',
    'play ?offs?(?: round)?',
    'qualifiers',
    '(?:matchday|gameweek|game week|week) \\d+',
    'replays?',
    '(?:first|second|1st|2nd) legs?',
    '(?:third|3rd) place(?: play ?off| match)?',
    'regular season',
    'apertura',
    'clausura',
    // Qualifying zones: 'World Cup Qualifiers UEFA'
    'uefa|caf|afc|conmebol|concacaf|ofc|europe|africa|asia|south america|north america',
  ].join('|')})$`,
);

/**
 * The lookup key of a competition name: the shared name key (lower case, accents and
 * punctuation gone, '&' read as 'and') with the competition rules on top: years dropped, a
 * leading 'The' dropped, and 'qualifying', 'qualification' and 'qualifier' all read as
 * 'qualifiers'. Stages are left on for lookUp to take off one at a time.
 */
function toKey(name: string): string {
  return buildNameKey(name)
    .replace(qualifying, 'qualifiers')
    .replace(year, ' ')
    .replace(spaces, ' ')
    .trim()
    .replace(leadingThe, '');
}

/** The lookup keys a written name claims: with and without a leading 'UEFA'/'FIFA'. */
function claimedKeys(written: string): string[] {
  const key = toKey(written);
  return [key, key.replace(governingBody, '')];
}

const writtenSchema = z
  .string()
  .regex(/^\S(?:.*\S)?$/, 'must be non-blank, with no space at either end');

const entrySchema = z.strictObject({
  slug: z.string().refine((slug) => slug !== '' && toSlug(slug) === slug, 'must be a URL slug'),
  name: writtenSchema,
  shortName: writtenSchema.optional(),
  country: writtenSchema,
  /** one or two original sentences: what it is and where UK viewers usually find it on TV */
  description: writtenSchema,
  /** for ordering the directory: lower first */
  priority: z.int(),
  /** Other names listings use: sponsor names, old names, other languages. Case, accents,
   * punctuation, a leading 'UEFA'/'FIFA', years and stage words ('Semi-Final') need no entry. */
  aliases: z.array(writtenSchema).readonly(),
});

type CatalogueEntry = z.infer<typeof entrySchema>;

/** A competition as pages show it: its catalogue entry less the aliases. */
export type Competition = Omit<CatalogueEntry, 'aliases'>;

/** The catalogue file: slugs and priorities unique, each name and alias one competition's. */
export const competitionCatalogueSchema = z.strictObject({
  competitions: z.array(entrySchema).superRefine((entries, ctx) => {
    const slugs = new Set<string>();
    const priorities = new Set<number>();
    const owners = new Map<string, CatalogueEntry>();
    entries.forEach((entry, index) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', path: [index], message });
      if (slugs.has(entry.slug)) fail(`slug '${entry.slug}' is used twice`);
      if (priorities.has(entry.priority)) fail(`priority ${entry.priority} is used twice`);
      slugs.add(entry.slug);
      priorities.add(entry.priority);
      for (const written of [entry.slug, entry.name, entry.shortName ?? '', ...entry.aliases]) {
        for (const key of written === '' ? [] : claimedKeys(written)) {
          const owner = owners.get(key) ?? entry;
          if (owner !== entry) fail(`'${written}' is also a name of ${owner.slug}`);
          owners.set(key, owner);
        }
      }
    });
  }),
});

/**
 * The catalogue's entries from data read as `competitions.json`, or an error saying what is
 * wrong: a bad entry fails at load, so every test catches it.
 * @example parseCompetitionCatalogue({ competitions: [] }) // []
 */
export function parseCompetitionCatalogue(data: unknown): CatalogueEntry[] {
  return readCatalogueFile('competitions.json', competitionCatalogueSchema, data).competitions;
}

const catalogue: readonly CatalogueEntry[] = parseCompetitionCatalogue(catalogueData);

/** The directory's competitions, lowest priority number first. */
export const competitions: readonly Competition[] = [...catalogue]
  .sort((a, b) => a.priority - b.priority)
  // Without the aliases: they are matching data, not page data, and would bloat any payload.
  .map(({ aliases: _aliases, ...competition }) => competition);

// Names and aliases by key; the schema has made sure each key has one owner.
const byKey = new Map<string, CatalogueEntry>();
for (const entry of catalogue) {
  for (const written of [entry.slug, entry.name, entry.shortName ?? '', ...entry.aliases]) {
    if (written !== '') for (const key of claimedKeys(written)) byKey.set(key, entry);
  }
}

/** Finds the entry for a key, dropping one trailing stage at a time until a name matches. */
function lookUp(key: string): { entry: CatalogueEntry | null; key: string } {
  let current = key;
  for (;;) {
    const entry = byKey.get(current);
    if (entry) return { entry, key: current };
    const shorter = current.replace(stage, '');
    if (shorter === current) return { entry: null, key: current };
    current = shorter;
  }
}

const whitespace = /\s+/g;

/**
 * The competition a listed name belongs to: stage suffixes and sponsor names fold into it
 * ('UEFA Champions League League Phase' -> Champions League; 'Carabao Cup' -> EFL Cup).
 * Unknown names get a slug of their own (toSlug) and the name as written.
 *
 * Names match exactly after case, accents, punctuation, years and trailing stages are set
 * aside, never as a part of a longer name, so 'Premier League 2', 'Bundesliga 2' and
 * 'Scottish Championship' stay apart from 'Premier League', 'Bundesliga' and 'Championship'.
 * An unknown name's slug drops its stage too, so all rounds of a cup share one slug.
 * @example resolveCompetition('UEFA Champions League League Phase').slug // 'champions-league'
 * @example resolveCompetition('Premier League 2').slug // 'premier-league-2'
 * @example resolveCompetition('J League Cup Final') // slug 'j-league-cup', name as written, not known
 */
export function resolveCompetition(listedName: string): {
  slug: string;
  name: string;
  known: boolean;
} {
  const { entry, key } = lookUp(toKey(listedName));
  if (entry) return { slug: entry.slug, name: entry.name, known: true };
  return { slug: toSlug(key), name: listedName.trim().replace(whitespace, ' '), known: false };
}

/**
 * Every name and alias the catalogue knows, as written (for finding names inside text).
 * @example competitionNames().includes('Premier League') // true
 */
export function competitionNames(): string[] {
  return catalogue
    .flatMap((entry) => [entry.name, entry.shortName ?? '', ...entry.aliases])
    .filter(Boolean);
}

/**
 * The catalogue competition with this slug, or null.
 * @example getCompetition('efl-cup')?.name // 'EFL Cup'
 */
export function getCompetition(slug: string): Competition | null {
  return competitionBySlug.get(slug) ?? null;
}

const competitionBySlug = new Map(
  competitions.map((competition) => [competition.slug, competition]),
);
