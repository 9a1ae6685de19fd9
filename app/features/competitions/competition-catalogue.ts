import { buildNameKey } from '~/lib/name-key';
import { toSlug } from '~/lib/slug';

/**
 * The competition catalogue: the leagues and cups UK football listings name, with the page
 * copy of the competition directory.
 *
 * Data in code, like the channel catalogue: it changes a few times a year and is reviewed like
 * code. Slugs appear in URLs (`/champions-league`) and in saved fixtures, so never change one:
 * rename a competition by changing `name` and keeping the old name in `aliases`.
 */

export interface Competition {
  slug: string;
  name: string;
  shortName?: string;
  country: string;
  /** one or two original sentences: what it is and where UK viewers usually find it on TV */
  description: string;
  /** for ordering the directory: lower first */
  priority: number;
}

interface CatalogueEntry extends Competition {
  /** Other names listings use: sponsor names, old names, other languages. Case, accents,
   * punctuation, a leading 'UEFA'/'FIFA', years and stage words ('Semi-Final') need no entry. */
  aliases: readonly string[];
}

const catalogue: readonly CatalogueEntry[] = [
  // England: men
  {
    slug: 'premier-league',
    name: 'Premier League',
    country: 'England',
    description:
      'The top flight of English football: 20 clubs playing from August to May. In the UK most live matches are on Sky Sports and the rest on TNT Sports (Amazon Prime Video has shown none since 2025-26), with highlights on BBC Match of the Day.',
    priority: 1,
    aliases: ['English Premier League', 'EPL', 'Barclays Premier League'],
  },
  {
    slug: 'championship',
    name: 'Championship',
    country: 'England',
    description:
      'The second tier of English football, 24 clubs with three promotion places to the Premier League. Sky Sports shows it in the UK, many matches through its Sky Sports+ stream.',
    priority: 4,
    aliases: ['EFL Championship', 'Sky Bet Championship', 'English Championship'],
  },
  {
    slug: 'league-one',
    name: 'League One',
    country: 'England',
    description:
      'The third tier of English football, where 24 clubs chase two automatic promotion places and a play-off spot. UK viewers find it on Sky Sports, mostly on Sky Sports+.',
    priority: 20,
    aliases: ['EFL League One', 'Sky Bet League One', 'League 1'],
  },
  {
    slug: 'league-two',
    name: 'League Two',
    country: 'England',
    description:
      'The fourth tier and bottom division of the English Football League, with relegation to the National League. Its live UK coverage comes from Sky Sports and Sky Sports+.',
    priority: 21,
    aliases: ['EFL League Two', 'Sky Bet League Two', 'League 2'],
  },
  {
    slug: 'national-league',
    name: 'National League',
    country: 'England',
    description:
      'The top division of non-league football, fifth in the English pyramid, with promotion into League Two. DAZN streams its matches live in the UK.',
    priority: 22,
    aliases: ['Vanarama National League', 'Enterprise National League', 'Conference Premier'],
  },
  {
    slug: 'national-league-north',
    name: 'National League North',
    country: 'England',
    description:
      'The sixth tier of English football for clubs in the north and Midlands, feeding the National League. DAZN shows selected matches in the UK.',
    priority: 44,
    aliases: ['Vanarama National League North', 'Conference North'],
  },
  {
    slug: 'national-league-south',
    name: 'National League South',
    country: 'England',
    description:
      'The southern half of the sixth tier of English football, one step below the National League. Selected matches stream on DAZN in the UK.',
    priority: 45,
    aliases: ['Vanarama National League South', 'Conference South'],
  },
  {
    slug: 'fa-cup',
    name: 'FA Cup',
    country: 'England',
    description:
      'The oldest national cup competition in football, open to hundreds of clubs from the Premier League down through non-league. From 2025-26 the BBC and TNT Sports share live coverage in the UK.',
    priority: 3,
    aliases: ['The FA Cup', 'Emirates FA Cup', 'English FA Cup'],
  },
  {
    slug: 'efl-cup',
    name: 'EFL Cup',
    country: 'England',
    description:
      "The Football League's knockout cup for all 92 Premier League and EFL clubs, known as the Carabao Cup after its sponsor. Sky Sports shows it live in the UK, right through to the Wembley final.",
    priority: 5,
    aliases: ['Carabao Cup', 'League Cup', 'English League Cup'],
  },
  {
    slug: 'efl-trophy',
    name: 'EFL Trophy',
    country: 'England',
    description:
      'A cup for League One and League Two clubs plus invited Premier League and Championship under-21 sides, with its final at Wembley. Sky Sports shows selected matches in the UK, mostly on Sky Sports+.',
    priority: 23,
    aliases: [
      'Vertu Trophy',
      'Vertu Motors Trophy',
      'Bristol Street Motors Trophy',
      "Papa John's Trophy",
      'Football League Trophy',
    ],
  },
  {
    slug: 'premier-league-2',
    name: 'Premier League 2',
    country: 'England',
    description:
      "The Premier League's under-21 league for academy sides, separate from the senior Premier League. UK viewers usually find matches on the clubs' own streams, such as CITY+ and SPURSPLAY.",
    priority: 38,
    aliases: ['PL2', 'Premier League 2 Division 1'],
  },

  // England: women
  {
    slug: 'womens-super-league',
    name: "Women's Super League",
    shortName: 'WSL',
    country: 'England',
    description:
      "The top division of women's football in England. Sky Sports and the BBC share live UK coverage, and matches with no TV slot stream free on the WSL's YouTube channel.",
    priority: 6,
    aliases: ["Barclays Women's Super League", 'Barclays WSL', 'FA WSL', "FA Women's Super League"],
  },
  {
    slug: 'womens-super-league-2',
    name: "Women's Super League 2",
    shortName: 'WSL2',
    country: 'England',
    description:
      "The second tier of women's football in England, called the Women's Championship until 2025. Its matches stream free for UK viewers on the league's WSL2 YouTube channel.",
    priority: 27,
    aliases: [
      "Barclays Women's Super League 2",
      "Women's Championship",
      "Barclays Women's Championship",
      "FA Women's Championship",
    ],
  },
  {
    slug: 'womens-fa-cup',
    name: "Women's FA Cup",
    country: 'England',
    description:
      "The FA's knockout cup for women's clubs, its final played at Wembley. The BBC shows the later rounds live in the UK.",
    priority: 28,
    aliases: ["Adobe Women's FA Cup", "The FA Women's Cup", "FA Women's Cup"],
  },

  // Scotland, Wales and Ireland
  {
    slug: 'scottish-premiership',
    name: 'Scottish Premiership',
    country: 'Scotland',
    description:
      "Scotland's top flight, where the 12 clubs split into top and bottom halves for the final five rounds. Sky Sports shows the live matches in the UK, with highlights on BBC Scotland.",
    priority: 7,
    aliases: [
      'SPFL Premiership',
      'William Hill Premiership',
      'cinch Premiership',
      'Scottish Premier League',
    ],
  },
  {
    slug: 'scottish-championship',
    name: 'Scottish Championship',
    country: 'Scotland',
    description:
      "Scotland's second tier, ten clubs one step below the Premiership. BBC Scotland and BBC iPlayer show selected matches.",
    priority: 26,
    aliases: ['SPFL Championship', 'William Hill Championship', 'cinch Championship'],
  },
  {
    slug: 'scottish-cup',
    name: 'Scottish Cup',
    country: 'Scotland',
    description:
      "Scotland's national knockout cup, first played in 1873, with its final at Hampden Park. BBC Scotland and Premier Sports share live coverage in the UK.",
    priority: 24,
    aliases: ['Scottish Gas Scottish Cup', 'William Hill Scottish Cup'],
  },
  {
    slug: 'scottish-league-cup',
    name: 'Scottish League Cup',
    shortName: 'Premier Sports Cup',
    country: 'Scotland',
    description:
      "The Scottish Professional Football League's knockout cup, named after its sponsor Premier Sports. Premier Sports shows it live in the UK, final included.",
    priority: 25,
    aliases: ['Viaplay Cup', 'Betfred Cup', 'SPFL League Cup'],
  },
  {
    slug: 'scottish-womens-premier-league',
    name: "Scottish Women's Premier League",
    shortName: 'SWPL',
    country: 'Scotland',
    description:
      "The top tier of women's football in Scotland, known as SWPL1. BBC Alba, BBC Scotland and BBC iPlayer show selected matches.",
    priority: 40,
    aliases: [
      'SWPL1',
      'SWPL 1',
      "ScottishPower Women's Premier League",
      "Scottish Women's Premier League 1",
    ],
  },
  {
    slug: 'cymru-premier',
    name: 'Cymru Premier',
    country: 'Wales',
    description:
      'The national league of Wales, whose champions enter the Champions League qualifiers. S4C and BBC iPlayer show live matches.',
    priority: 41,
    aliases: ['JD Cymru Premier', 'Welsh Premier League'],
  },
  {
    slug: 'northern-irish-premiership',
    name: 'Northern Irish Premiership',
    country: 'Northern Ireland',
    description:
      'The top division in Northern Ireland, run by the Northern Ireland Football League. BBC Northern Ireland and BBC iPlayer show selected matches live.',
    priority: 42,
    aliases: [
      'NIFL Premiership',
      'Sports Direct Premiership',
      'Danske Bank Premiership',
      'Irish Premiership',
    ],
  },
  {
    slug: 'league-of-ireland-premier-division',
    name: 'League of Ireland Premier Division',
    shortName: 'League of Ireland',
    country: 'Republic of Ireland',
    description:
      'The top division in the Republic of Ireland, played from February to November. Its matches stream on LOITV, which UK viewers can subscribe to.',
    priority: 43,
    aliases: [
      'SSE Airtricity Premier Division',
      'SSE Airtricity League Premier Division',
      'LOI Premier Division',
    ],
  },

  // UEFA club competitions
  {
    slug: 'champions-league',
    name: 'UEFA Champions League',
    shortName: 'Champions League',
    country: 'Europe',
    description:
      "Europe's elite club competition: a 36-team league phase, then knockout rounds. TNT Sports shows it in the UK, with Amazon Prime Video taking one Tuesday-night match a week.",
    priority: 2,
    aliases: ['UCL'],
  },
  {
    slug: 'europa-league',
    name: 'UEFA Europa League',
    shortName: 'Europa League',
    country: 'Europe',
    description:
      "UEFA's second club competition, whose winner earns a place in the next season's Champions League. UK viewers find it on TNT Sports, with matches that have no channel streamed on discovery+.",
    priority: 8,
    aliases: ['UEL'],
  },
  {
    slug: 'conference-league',
    name: 'UEFA Conference League',
    shortName: 'Conference League',
    country: 'Europe',
    description:
      "UEFA's third club competition, which sends its winner into the next season's Europa League. TNT Sports and discovery+ carry it in the UK.",
    priority: 9,
    aliases: ['UEFA Europa Conference League', 'UECL'],
  },
  {
    slug: 'womens-champions-league',
    name: "UEFA Women's Champions League",
    shortName: "Women's Champions League",
    country: 'Europe',
    description:
      "Europe's top club competition in women's football. From the 2025-26 season every match streams on Disney+ in the UK.",
    priority: 29,
    aliases: ['UWCL'],
  },
  {
    slug: 'uefa-youth-league',
    name: 'UEFA Youth League',
    country: 'Europe',
    description:
      "UEFA's under-19 club competition, played alongside the Champions League. UK viewers can watch on UEFA.tv, with some matches on TNT Sports.",
    priority: 39,
    aliases: [],
  },
  {
    slug: 'uefa-super-cup',
    name: 'UEFA Super Cup',
    country: 'Europe',
    description:
      'A one-off match each August between the winners of the Champions League and the Europa League. TNT Sports shows it in the UK.',
    priority: 32,
    aliases: [],
  },

  // Europe's other leagues
  {
    slug: 'la-liga',
    name: 'La Liga',
    country: 'Spain',
    description:
      "Spain's top division, home of Real Madrid and Barcelona. UK viewers find it on Premier Sports and its LALIGATV channel.",
    priority: 10,
    aliases: ['LaLiga EA Sports', 'Spanish La Liga', 'Primera Division', 'LaLiga Santander'],
  },
  {
    slug: 'la-liga-2',
    name: 'La Liga 2',
    country: 'Spain',
    description:
      "Spain's second division, officially the Segunda División. Premier Sports shows selected matches in the UK, mostly on its Premier Player stream.",
    priority: 46,
    aliases: ['LaLiga Hypermotion', 'LaLiga SmartBank', 'Segunda Division', 'Spanish Segunda'],
  },
  {
    slug: 'liga-f',
    name: 'Liga F',
    country: 'Spain',
    description:
      "Spain's professional women's league, dominated by Barcelona in recent seasons. UK viewers can watch it on DAZN.",
    priority: 51,
    aliases: ['Liga F Moeve', 'Primera Division Femenina'],
  },
  {
    slug: 'serie-a',
    name: 'Serie A',
    country: 'Italy',
    description:
      "Italy's top flight, 20 clubs including Inter, AC Milan, Juventus and Napoli. In the UK, TNT Sports and DAZN share the live matches.",
    priority: 11,
    aliases: ['Italian Serie A', 'Serie A Enilive', 'Serie A TIM'],
  },
  {
    slug: 'serie-b',
    name: 'Serie B',
    country: 'Italy',
    description:
      "Italy's second division, with three clubs promoted to Serie A each season. UK viewers can follow it on the Destination Calcio streaming service.",
    priority: 47,
    aliases: ['Italian Serie B', 'Serie BKT'],
  },
  {
    slug: 'serie-a-women',
    name: 'Serie A Women',
    country: 'Italy',
    description:
      "The top division of women's football in Italy. It streams on DAZN for UK viewers.",
    priority: 52,
    aliases: ['Serie A Femminile', "Serie A Women's", 'Serie A Femminile eBay'],
  },
  {
    slug: 'bundesliga',
    name: 'Bundesliga',
    country: 'Germany',
    description:
      "Germany's top division of 18 clubs, led for years by Bayern Munich. Sky Sports holds the UK rights, and the occasional match streams free.",
    priority: 12,
    aliases: ['German Bundesliga', '1. Bundesliga'],
  },
  {
    slug: 'bundesliga-2',
    name: 'Bundesliga 2',
    country: 'Germany',
    description:
      "Germany's second division of 18 clubs, with up to three promoted each season. Many of its matches are free to watch in the UK on the Bundesliga's YouTube channel.",
    priority: 48,
    aliases: ['2. Bundesliga', 'German Bundesliga 2', 'Zweite Bundesliga'],
  },
  {
    slug: '3-liga',
    name: '3. Liga',
    country: 'Germany',
    description:
      "Germany's third tier, the highest division run directly by the German FA. UK viewers can stream it on the DFB's own DFB Play service.",
    priority: 49,
    aliases: ['3 Liga', 'German 3 Liga', 'Dritte Liga'],
  },
  {
    slug: 'frauen-bundesliga',
    name: 'Frauen-Bundesliga',
    country: 'Germany',
    description:
      "Germany's top women's league, where Wolfsburg and Bayern Munich have traded titles. It streams on DAZN in the UK.",
    priority: 53,
    aliases: ['Google Pixel Frauen-Bundesliga', "Women's Bundesliga", 'German Frauen Bundesliga'],
  },
  {
    slug: 'ligue-1',
    name: 'Ligue 1',
    country: 'France',
    description:
      "France's top flight, led for years by Paris Saint-Germain. In the UK matches stream on the league's own Ligue1+ service, some also through Amazon Prime Video.",
    priority: 13,
    aliases: ['French Ligue 1', "Ligue 1 McDonald's", 'Ligue 1 Uber Eats'],
  },
  {
    slug: 'premiere-ligue',
    name: 'Première Ligue',
    country: 'France',
    description:
      "France's top women's division, called Division 1 Féminine until 2024 and long dominated by Lyon. DAZN streams it in the UK.",
    priority: 54,
    aliases: ['Arkema Premiere Ligue', 'Division 1 Feminine', 'D1 Arkema', 'D1 Feminine'],
  },
  {
    slug: 'eredivisie',
    name: 'Eredivisie',
    country: 'Netherlands',
    description:
      'The Dutch top flight, home of Ajax, PSV and Feyenoord. In the UK it is on Premier Sports and streams on TrillerTV+.',
    priority: 34,
    aliases: ['Dutch Eredivisie', 'VriendenLoterij Eredivisie'],
  },
  {
    slug: 'primeira-liga',
    name: 'Primeira Liga',
    country: 'Portugal',
    description:
      "Portugal's top division, led by Benfica, Porto and Sporting CP. UK viewers can stream its matches on TrillerTV+.",
    priority: 35,
    aliases: ['Liga Portugal', 'Liga Portugal Betclic', 'Portuguese Primeira Liga', 'Liga NOS'],
  },
  {
    slug: 'belgian-pro-league',
    name: 'Belgian Pro League',
    country: 'Belgium',
    description:
      "Belgium's top division, sponsored as the Jupiler Pro League. DAZN streams its matches in the UK.",
    priority: 50,
    aliases: ['Jupiler Pro League', 'Belgian Jupiler Pro League', 'Belgian First Division A'],
  },

  // Beyond Europe
  {
    slug: 'saudi-pro-league',
    name: 'Saudi Pro League',
    country: 'Saudi Arabia',
    description:
      "Saudi Arabia's top division, which has signed big names from European football since 2023. Its matches are free to watch in the UK on the league's YouTube channel.",
    priority: 36,
    aliases: ['Roshn Saudi League', 'Saudi Professional League'],
  },
  {
    slug: 'mls',
    name: 'Major League Soccer',
    shortName: 'MLS',
    country: 'USA',
    description:
      'The top league of the United States and Canada, ending each season with play-offs for MLS Cup. Every match streams on Apple TV in the UK.',
    priority: 37,
    aliases: ['MLS Cup', 'MLS Cup Playoffs', 'MLS Regular Season'],
  },
  {
    slug: 'nwsl',
    name: 'NWSL',
    country: 'USA',
    description:
      "The National Women's Soccer League, the top division of women's football in the United States. UK viewers can watch on TNT Sports and the league's own NWSL+ service.",
    priority: 55,
    aliases: ["National Women's Soccer League", 'NWSL Championship', 'NWSL Challenge Cup'],
  },
  {
    slug: 'a-league-men',
    name: 'A-League Men',
    country: 'Australia',
    description:
      "Australia's professional men's league, which also includes two New Zealand clubs. It is on TNT Sports in the UK, usually in the morning because of the time difference.",
    priority: 56,
    aliases: ['A-League', 'Isuzu UTE A-League', 'A-Leagues Men'],
  },
  {
    slug: 'a-league-women',
    name: 'A-League Women',
    country: 'Australia',
    description:
      "The top women's league in Australia, played through the northern winter. TNT Sports shows it in the UK, often early in the morning.",
    priority: 57,
    aliases: ['Liberty A-League', 'A-Leagues Women'],
  },
  {
    slug: 'brasileirao',
    name: 'Campeonato Brasileiro Série A',
    shortName: 'Brasileirão',
    country: 'Brazil',
    description:
      "Brazil's top division, usually called the Brasileirão to tell it apart from Italy's Serie A. Premier Sports shows matches in the UK.",
    priority: 58,
    aliases: ['Brasileirao Serie A', 'Brazilian Serie A', 'Brazil Serie A'],
  },
  {
    slug: 'afc-champions-league-elite',
    name: 'AFC Champions League Elite',
    country: 'Asia',
    description:
      "Asia's top club competition, featuring the big-spending Saudi Pro League sides. Matches stream free in the UK on the Asian Football Confederation's YouTube channel.",
    priority: 59,
    aliases: ['ACL Elite', 'AFC Champions League'],
  },
  {
    slug: 'afc-champions-league-two',
    name: 'AFC Champions League Two',
    country: 'Asia',
    description:
      "Asia's second club competition, one level below the Champions League Elite. UK viewers can watch it free on the Asian Football Confederation's YouTube channel.",
    priority: 60,
    aliases: ['ACL Two', 'AFC Cup'],
  },

  // International
  {
    slug: 'world-cup',
    name: 'FIFA World Cup',
    shortName: 'World Cup',
    country: 'International',
    description:
      "The men's international tournament held every four years; the 2026 edition in the USA, Canada and Mexico is the first with 48 teams. The BBC and ITV share live coverage in the UK, free to air.",
    priority: 14,
    aliases: ["FIFA Men's World Cup"],
  },
  {
    slug: 'world-cup-qualifiers',
    name: 'World Cup qualifiers',
    country: 'International',
    description:
      'The qualifying groups and play-offs that decide who reaches the next World Cup. Each home nation has its own UK broadcast deal, so coverage is split between free-to-air channels and Sky Sports.',
    priority: 16,
    aliases: [
      'FIFA World Cup Qualifiers',
      'World Cup Qualifiers UEFA',
      'World Cup Qualifiers Europe',
      'European World Cup Qualifiers',
    ],
  },
  {
    slug: 'european-championship',
    name: 'European Championship',
    shortName: 'Euros',
    country: 'International',
    description:
      "UEFA's tournament for men's national teams, held every four years; the UK and Ireland host Euro 2028. The BBC and ITV share live coverage, free to air.",
    priority: 15,
    aliases: ['UEFA European Championship', 'Euro', 'UEFA Euro', 'European Championships'],
  },
  {
    slug: 'euro-qualifiers',
    name: 'European Championship qualifiers',
    country: 'International',
    description:
      "The qualifying campaign for the next men's Euros. Each home nation sells its own UK rights, so matches are found on free-to-air channels or Sky Sports depending on the team.",
    priority: 17,
    aliases: ['Euro Qualifiers', 'UEFA Euro Qualifiers'],
  },
  {
    slug: 'nations-league',
    name: 'UEFA Nations League',
    shortName: 'Nations League',
    country: 'International',
    description:
      "UEFA's league for national teams, with promotion and relegation between Leagues A to D and a path into the Euro and World Cup play-offs. The home nations' matches are shown in the UK on free-to-air channels or Sky Sports.",
    priority: 18,
    aliases: ['Nations League Finals'],
  },
  {
    slug: 'international-friendlies',
    name: 'International friendlies',
    country: 'International',
    description:
      "Matches between national teams outside any competition, often warm-ups before a tournament. The home nations' friendlies are usually on UK television, many of them free to air.",
    priority: 19,
    aliases: ['International Friendly', 'Friendly International', 'International Friendly Match'],
  },
  {
    slug: 'womens-world-cup',
    name: "FIFA Women's World Cup",
    shortName: "Women's World Cup",
    country: 'International',
    description:
      "The women's international tournament held every four years, in Brazil in 2027. The BBC and ITV have shared UK coverage, free to air.",
    priority: 31,
    aliases: [],
  },
  {
    slug: 'womens-euro',
    name: "Women's European Championship",
    shortName: "Women's Euro",
    country: 'International',
    description:
      "UEFA's tournament for women's national teams, won by England in 2022 and 2025. The BBC and ITV share live coverage in the UK.",
    priority: 30,
    aliases: ["UEFA Women's Euro", "Women's Euros", "UEFA Women's European Championship"],
  },
  {
    slug: 'club-world-cup',
    name: 'FIFA Club World Cup',
    shortName: 'Club World Cup',
    country: 'International',
    description:
      "FIFA's tournament for club sides from every continent, expanded to 32 teams in 2025. DAZN showed every match of that edition in the UK, with Channel 5 broadcasting some free.",
    priority: 33,
    aliases: [],
  },
  {
    slug: 'fifa-u17-world-cup',
    name: 'FIFA U17 World Cup',
    country: 'International',
    description:
      "FIFA's under-17 tournament for boys' national teams, held every year from 2025 with 48 teams. Its matches stream free in the UK on FIFA+.",
    priority: 61,
    aliases: ['FIFA Under-17 World Cup', 'U-17 World Cup'],
  },
  {
    slug: 'fifa-u17-womens-world-cup',
    name: "FIFA U17 Women's World Cup",
    country: 'International',
    description:
      "FIFA's under-17 tournament for girls' national teams, now held every year. UK viewers can stream it free on FIFA+.",
    priority: 62,
    aliases: ["FIFA Under-17 Women's World Cup", "U-17 Women's World Cup"],
  },
];

/** The directory's competitions, lowest priority number first. */
export const competitions: readonly Competition[] = [...catalogue]
  .sort((a, b) => a.priority - b.priority)
  // Without the aliases: they are matching data, not page data, and would bloat any payload.
  .map(({ aliases: _aliases, ...competition }) => competition);

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

const bySlug = new Map<string, CatalogueEntry>();
const byKey = new Map<string, CatalogueEntry>();

function register(written: string, entry: CatalogueEntry): void {
  const key = toKey(written);
  for (const variant of [key, key.replace(governingBody, '')]) {
    const existing = byKey.get(variant);
    // Two competitions claiming one name is a catalogue bug: fail at load, so tests catch it.
    if (existing && existing !== entry) {
      throw new Error(`Competition name "${written}" is both ${existing.slug} and ${entry.slug}`);
    }
    byKey.set(variant, entry);
  }
}

for (const entry of catalogue) {
  if (bySlug.has(entry.slug)) throw new Error(`Competition slug used twice: ${entry.slug}`);
  bySlug.set(entry.slug, entry);
  for (const written of [entry.slug, entry.name, entry.shortName ?? '', ...entry.aliases]) {
    if (written !== '') register(written, entry);
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
