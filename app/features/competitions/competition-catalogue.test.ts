import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toSlug } from '~/lib/slug';
import {
  competitionCatalogueSchema,
  competitions,
  getCompetition,
  parseCompetitionCatalogue,
  resolveCompetition,
} from './competition-catalogue';

// Each fixture in the sample week (tests/samples) is a time line, a teams line, a competition
// line, then channels.
const sample = readFileSync(
  new URL('../../../tests/samples/listing-week.txt', import.meta.url),
  'utf8',
).split('\n');
const sampleCompetitions = [
  ...new Set(sample.filter((_line, index) => /^\d{1,2}:\d{2}$/.test(sample[index - 2] ?? ''))),
];

// Seen in the sample but left out of the catalogue on purpose: rarely on UK screens, so they
// get a page of their own under the listed name rather than a description we would have to
// keep up to date.
const uncatalogued = [
  ['UAE Pro League', 'uae-pro-league'],
  ['U19 Bundesliga', 'u19-bundesliga'],
  ['J League Cup Final', 'j-league-cup'],
  ['Argentine Primeira Division', 'argentine-primeira-division'],
] as const;

describe('resolveCompetition over a full week of listings', () => {
  it('reads the competition line of every fixture', () => {
    expect(sampleCompetitions.length).toBeGreaterThanOrEqual(40);
    expect(sampleCompetitions).toContain('UEFA Champions League League Phase');
  });

  it('knows every competition in it except the few left out on purpose', () => {
    const unknown = sampleCompetitions.filter((name) => !resolveCompetition(name).known);
    expect(unknown.sort()).toEqual(uncatalogued.map(([name]) => name).sort());
  });

  it.each(uncatalogued)('%j gets a page of its own at %s', (name, slug) => {
    expect(resolveCompetition(name)).toEqual({ slug, name, known: false });
  });
});

describe('resolveCompetition: folding into one competition', () => {
  it.each([
    // stages, as the sample writes them
    ['UEFA Champions League League Phase', 'champions-league'],
    ['UEFA Europa League League Phase', 'europa-league'],
    ['UEFA Conference League League Phase', 'conference-league'],
    ['UEFA Youth League League Phase', 'uefa-youth-league'],
    ['FA Cup First Round', 'fa-cup'],
    ['EFL Trophy Group Stage', 'efl-trophy'],
    ['Premier Sports Cup Semi-Final', 'scottish-league-cup'],
    ['MLS Cup Round 1', 'mls'],
    ['FIFA U17 World Cup Group Stage', 'fifa-u17-world-cup'],
    ["FIFA U17 Women's World Cup Quarter-Final", 'fifa-u17-womens-world-cup'],
    ['AFC Champions League Elite League Phase', 'afc-champions-league-elite'],
    ['AFC Champions League Two Group Stage', 'afc-champions-league-two'],
    // other stages
    ['FA Cup Third Round Proper', 'fa-cup'],
    ['FA Cup Fourth Round Replay', 'fa-cup'],
    ['FA Cup Semi-Finals', 'fa-cup'],
    ['FA Cup Final', 'fa-cup'],
    ['FA Cup Extra Preliminary Round', 'fa-cup'],
    ['Carabao Cup Second Round', 'efl-cup'],
    ['Carabao Cup Semi-Final 1st Leg', 'efl-cup'],
    ['Champions League Round of 16', 'champions-league'],
    ['Champions League Knockout Round Play-offs', 'champions-league'],
    ['Champions League Quarterfinal', 'champions-league'],
    ['UEFA Champions League Qualifying', 'champions-league'],
    ['Champions League Second Qualifying Round', 'champions-league'],
    ['Europa League Matchday 4', 'europa-league'],
    ['Championship Play-Off Final', 'championship'],
    ['League Two Play-offs Semi-Final', 'league-two'],
    ['Scottish Cup Fifth Round', 'scottish-cup'],
    ['Scottish League Cup Group Stage', 'scottish-league-cup'],
    ['World Cup Group A', 'world-cup'],
    ['World Cup Third Place Play-off', 'world-cup'],
    ['Nations League Finals', 'nations-league'],
    ['UEFA Nations League League B', 'nations-league'],
    ['MLS Cup Playoffs', 'mls'],
    ['MLS Regular Season', 'mls'],
    // sponsor, old and other names
    ['Carabao Cup', 'efl-cup'],
    ['League Cup', 'efl-cup'],
    ['Sky Bet Championship', 'championship'],
    ['EFL League One', 'league-one'],
    ['Vanarama National League', 'national-league'],
    ['Emirates FA Cup', 'fa-cup'],
    ['The FA Cup', 'fa-cup'],
    ['Vertu Trophy', 'efl-trophy'],
    ['Barclays WSL', 'womens-super-league'],
    ['WSL', 'womens-super-league'],
    ['WSL2', 'womens-super-league-2'],
    ["Women's Championship", 'womens-super-league-2'],
    ['William Hill Premiership', 'scottish-premiership'],
    ['Premier Sports Cup', 'scottish-league-cup'],
    ['Viaplay Cup', 'scottish-league-cup'],
    ['SWPL1', 'scottish-womens-premier-league'],
    ['Belgian Jupiler Pro League', 'belgian-pro-league'],
    ['Division 1 Féminine', 'premiere-ligue'],
    ['2. Bundesliga', 'bundesliga-2'],
    ['3. Liga', '3-liga'],
    ['Frauen Bundesliga', 'frauen-bundesliga'],
    ['Frauen-Bundesliga', 'frauen-bundesliga'],
    ['LaLiga EA Sports', 'la-liga'],
    ['LaLiga Hypermotion', 'la-liga-2'],
    ['UEFA Europa Conference League', 'conference-league'],
    ['Campeonato Brasileiro Serie A', 'brasileirao'],
    ['Brasileirão', 'brasileirao'],
    ['Major League Soccer', 'mls'],
    ['A-League', 'a-league-men'],
    ['Roshn Saudi League', 'saudi-pro-league'],
    // qualifiers and years
    ['World Cup Qualifiers', 'world-cup-qualifiers'],
    ['FIFA World Cup Qualifying', 'world-cup-qualifiers'],
    ['World Cup Qualification - UEFA', 'world-cup-qualifiers'],
    ['World Cup Qualifying Group A', 'world-cup-qualifiers'],
    ['World Cup Qualifying Play-offs', 'world-cup-qualifiers'],
    ['Euro 2028 Qualifying', 'euro-qualifiers'],
    ['European Championship Qualifiers', 'euro-qualifiers'],
    ['FIFA World Cup 2026', 'world-cup'],
    ['Euro 2028', 'european-championship'],
    ["Women's Euro 2025 Final", 'womens-euro'],
    ['Premier League 2025/26', 'premier-league'],
    ['International Friendly', 'international-friendlies'],
    // case, accents, spacing and punctuation
    ['premier league', 'premier-league'],
    ['  PREMIER   LEAGUE ', 'premier-league'],
    ['Premier-League', 'premier-league'],
    ['Ligue 1', 'ligue-1'],
    ['Première Ligue', 'premiere-ligue'],
    ["Women's Super League", 'womens-super-league'],
    ['Womens Super League', 'womens-super-league'],
    ['Women’s Super League 2', 'womens-super-league-2'],
  ])('%j -> %s', (listed, slug) => {
    expect(resolveCompetition(listed)).toMatchObject({ slug, known: true });
  });

  it.each([
    // the footer's plain names give the same slug as the listed forms
    ['Premier League', 'Premier League'],
    ['Champions League', 'UEFA Champions League League Phase'],
    ['FA Cup', 'FA Cup First Round'],
    ['La Liga', 'La Liga'],
    ['Europa League', 'UEFA Europa League League Phase'],
    ['Serie A', 'Serie A'],
    ['EFL Cup', 'Carabao Cup Quarter-Final'],
    ['Bundesliga', 'Bundesliga'],
    ['World Cup', 'FIFA World Cup Final'],
    ['European Championship', 'UEFA Euro 2028'],
  ])('footer %j matches listed %j', (footer, listed) => {
    expect(resolveCompetition(footer).slug).toBe(resolveCompetition(listed).slug);
  });
});

describe('resolveCompetition: keeping distinct competitions apart', () => {
  it.each([
    ['Bundesliga', 'bundesliga'],
    ['Bundesliga 2', 'bundesliga-2'],
    ['Frauen Bundesliga', 'frauen-bundesliga'],
    ['Serie A', 'serie-a'],
    ['Serie A Women', 'serie-a-women'],
    ['Campeonato Brasileiro Serie A', 'brasileirao'],
    ['Premier League', 'premier-league'],
    ['Premier League 2', 'premier-league-2'],
    ['Championship', 'championship'],
    ['Scottish Championship', 'scottish-championship'],
    ["Women's Super League", 'womens-super-league'],
    ["Women's Super League 2", 'womens-super-league-2'],
    ['La Liga', 'la-liga'],
    ['La Liga 2', 'la-liga-2'],
    ['National League', 'national-league'],
    ['National League North', 'national-league-north'],
    ['FIFA U17 World Cup', 'fifa-u17-world-cup'],
    ["FIFA U17 Women's World Cup", 'fifa-u17-womens-world-cup'],
    ['World Cup', 'world-cup'],
    ['World Cup Qualifiers', 'world-cup-qualifiers'],
    ["Women's World Cup", 'womens-world-cup'],
    ['Champions League', 'champions-league'],
    ["Women's Champions League", 'womens-champions-league'],
    ['AFC Champions League Two', 'afc-champions-league-two'],
    ['FA Cup', 'fa-cup'],
    ["Women's FA Cup", 'womens-fa-cup'],
  ])('%j -> %s', (listed, slug) => {
    expect(resolveCompetition(listed).slug).toBe(slug);
  });

  it.each([
    // matching is exact, never part of a longer name
    ['Premier League Cup', 'premier-league-cup', 'Premier League Cup'],
    [
      'Premier League International Cup',
      'premier-league-international-cup',
      'Premier League International Cup',
    ],
    ['Austrian Bundesliga', 'austrian-bundesliga', 'Austrian Bundesliga'],
    ['Serie A Femminile Cup', 'serie-a-femminile-cup', 'Serie A Femminile Cup'],
    ['Scottish Championship Play-offs', 'scottish-championship', 'Scottish Championship'],
    // unknown names: the stage leaves the slug but the name stays as written
    ['Copa Libertadores Semi-Final', 'copa-libertadores', 'Copa Libertadores Semi-Final'],
    ['  Club   Friendly ', 'club-friendly', 'Club Friendly'],
    ['Final', 'final', 'Final'],
    ['', '', ''],
  ])('%j -> %s', (listed, slug, name) => {
    const resolved = resolveCompetition(listed);
    expect(resolved.slug).toBe(slug);
    expect(resolved.name).toBe(name);
  });

  it('names a known competition by its catalogue name', () => {
    expect(resolveCompetition('Carabao Cup Final')).toEqual({
      slug: 'efl-cup',
      name: 'EFL Cup',
      known: true,
    });
  });
});

describe('the catalogue', () => {
  it('covers the competitions UK viewers meet', () => {
    expect(competitions.length).toBeGreaterThanOrEqual(40);
  });

  it('has unique, URL-safe slugs and unique priorities, in directory order', () => {
    const slugs = competitions.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(toSlug(slug)).toBe(slug);
    const priorities = competitions.map((c) => c.priority);
    expect(new Set(priorities).size).toBe(priorities.length);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(competitions.slice(0, 3).map((c) => c.slug)).toEqual([
      'premier-league',
      'champions-league',
      'fa-cup',
    ]);
  });

  it.each(competitions.map((c) => [c.slug, c] as const))(
    '%s resolves from its slug, name and short name',
    (slug, competition) => {
      for (const written of [slug, competition.name, competition.shortName ?? competition.name]) {
        expect(resolveCompetition(written)).toEqual({
          slug,
          name: competition.name,
          known: true,
        });
      }
      expect(getCompetition(slug)).toEqual(competition);
    },
  );

  it.each(competitions.map((c) => [c.slug, c.description] as const))(
    '%s has a one- or two-sentence description for UK viewers',
    (_slug, description) => {
      const sentences = description.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
      expect(description).toMatch(/[.!?]$/);
      expect(description.length).toBeLessThanOrEqual(240);
      // Where to watch in the UK is what the directory page is for.
      expect(description).toMatch(/\bUK\b|BBC|S4C/);
    },
  );

  it('writes each description once', () => {
    const descriptions = competitions.map((c) => c.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('keeps matching data out of page data', () => {
    for (const competition of competitions) expect(competition).not.toHaveProperty('aliases');
  });

  it.each([
    ['efl-cup', 'EFL Cup'],
    ['womens-super-league-2', "Women's Super League 2"],
    ['3-liga', '3. Liga'],
    ['EFL-CUP', null],
    ['carabao-cup', null],
    ['j-league-cup', null],
    ['', null],
  ])('getCompetition(%j) is %j', (slug, name) => {
    expect(getCompetition(slug)?.name ?? null).toBe(name);
  });
});

describe('parseCompetitionCatalogue', () => {
  const cup = {
    slug: 'fa-cup',
    name: 'FA Cup',
    country: 'England',
    description: 'The oldest national cup. The BBC and TNT Sports show it in the UK.',
    priority: 3,
    aliases: ['Emirates FA Cup'],
  };
  const league = {
    ...cup,
    slug: 'premier-league',
    name: 'Premier League',
    priority: 1,
    aliases: [],
  };

  it('reads entries as they are written', () => {
    expect(parseCompetitionCatalogue({ competitions: [cup, league] })).toEqual([cup, league]);
  });

  it.each([
    [{ competitions: [{ ...cup, description: undefined }] }, 'at competitions[0].description'],
    [{ competitions: [{ ...cup, slug: 'FA Cup' }] }, 'must be a URL slug'],
    [{ competitions: [{ ...cup, priority: 2.5 }] }, 'at competitions[0].priority'],
    [{ competitions: [{ ...cup, country: '' }] }, 'must be non-blank'],
    [{ competitions: [{ ...cup, sponsor: 'Emirates' }] }, 'Unrecognized key: "sponsor"'],
    [{ competitions: [cup, { ...league, slug: 'fa-cup' }] }, "slug 'fa-cup' is used twice"],
    [{ competitions: [cup, { ...league, priority: 3 }] }, 'priority 3 is used twice'],
    [
      { competitions: [cup, { ...league, aliases: ['The FA Cup 2026'] }] },
      "'The FA Cup 2026' is also a name of fa-cup",
    ],
  ])('refuses %j: %s', (data, message) => {
    expect(competitionCatalogueSchema.safeParse(data).success).toBe(false);
    expect(() => parseCompetitionCatalogue(data)).toThrow('competitions.json is invalid');
    expect(() => parseCompetitionCatalogue(data)).toThrow(message);
  });
});
