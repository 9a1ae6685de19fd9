import { describe, expect, it } from 'vitest';
import {
  buildTeamKey,
  displayTeamName,
  findTeamInName,
  parseTeamCatalogue,
  resolveTeam,
  teamCatalogueSchema,
  teams,
} from './team-catalogue';

describe('buildTeamKey', () => {
  it.each([
    ['Tottenham Hotspur', 'tottenham hotspur'],
    ['Tottenham Hotspur FC', 'tottenham hotspur'],
    ['AFC Bournemouth', 'bournemouth'],
    ['Sunderland A.F.C.', 'sunderland a f c'], // dotted forms are listed as aliases when needed
    ['VfB Stuttgart', 'stuttgart'],
    ['1. FC Köln', '1 koln'],
    ['Brighton & Hove Albion', 'brighton and hove albion'],
    ['Atlético de Madrid', 'atletico de madrid'],
    ["Nott'm Forest", 'nottm forest'],
    ['Arsenal Women', 'arsenal women'], // a side of its own, not Arsenal
    ['Barcelona SC', 'barcelona sc'], // another club, not Barcelona
    ['FC', ''],
    ['', ''],
  ])('%j -> %j', (name, key) => {
    expect(buildTeamKey(name)).toBe(key);
  });
});

describe('resolveTeam', () => {
  it.each([
    ['Spurs', 'Tottenham Hotspur'],
    ['Tottenham', 'Tottenham Hotspur'],
    ['tottenham hotspur fc', 'Tottenham Hotspur'],
    ['Man Utd', 'Manchester United'],
    ['Man United', 'Manchester United'],
    ['MANCHESTER UNITED', 'Manchester United'],
    ['Man City', 'Manchester City'],
    ['Wolves', 'Wolverhampton Wanderers'],
    ['Boro', 'Middlesbrough'],
    ['Middlesbrough', 'Middlesbrough'],
    ['Gladbach', 'Borussia Mönchengladbach'],
    ['Borussia Monchengladbach', 'Borussia Mönchengladbach'],
    ['Atletico', 'Atletico Madrid'],
    ['Atlético de Madrid', 'Atletico Madrid'],
    ['Atletico Madrid', 'Atletico Madrid'],
    ['Köln', '1. FC Köln'],
    ['Koln', '1. FC Köln'],
    ['Cologne', '1. FC Köln'],
    ['FC Koln', '1. FC Köln'],
    ['PSG', 'Paris Saint-Germain'],
    ['Paris Saint Germain', 'Paris Saint-Germain'],
    ['Inter', 'Inter Milan'],
    ['Internazionale', 'Inter Milan'],
    ['Brighton', 'Brighton & Hove Albion'],
    ['Brighton and Hove Albion', 'Brighton & Hove Albion'],
    ['West Brom', 'West Bromwich Albion'],
    ['Forest', 'Nottingham Forest'],
    ["Nott'm Forest", 'Nottingham Forest'],
    ['QPR', 'Queens Park Rangers'],
    ['Sheff Utd', 'Sheffield United'],
    ['Sheff Wed', 'Sheffield Wednesday'],
    ['Hibs', 'Hibernian'],
    ['Hearts', 'Heart of Midlothian'],
    ['Celtic', 'Celtic'],
    ['Rangers', 'Rangers'],
    ['Rangers FC', 'Rangers'],
    ['AFC Bournemouth', 'AFC Bournemouth'],
    ['Bournemouth', 'AFC Bournemouth'],
    ['Dundee', 'Dundee'],
    ['Dundee Utd', 'Dundee United'],
    ['  bayern   münchen ', 'Bayern Munich'],
    ["Queen's Park", "Queen's Park"],
    ['Queens Park', "Queen's Park"], // the Scottish club, not QPR
    ['Forest Green Rovers', 'Forest Green Rovers'],
  ])('%j is %s', (written, name) => {
    expect(resolveTeam(written)?.name).toBe(name);
  });

  it.each([
    ['Arsenal Women'], // another side: search for it as written
    ['Queens Park Rgrs Women'],
    ['Barcelona SC'],
    ['Viktoria Köln'],
    ['Inter Turku'],
    ['Paris FC'],
    ['Nottingham'], // Forest or Notts County
    ['Man'],
    ['FC'],
    [''],
  ])('%j is no catalogue team', (written) => {
    expect(resolveTeam(written)).toBeNull();
  });
});

describe('findTeamInName', () => {
  it.each([
    ['Spurs Women', 'Tottenham Hotspur'],
    ['Man Utd U21', 'Manchester United'],
    ['Rangers Women', 'Rangers'],
    ['Queens Park Rangers', 'Queens Park Rangers'],
    ['Dundee United Women', 'Dundee United'],
    ['FC Köln Women', '1. FC Köln'],
    ['Sheffield Wednesday Ladies', 'Sheffield Wednesday'],
    ['Viktoria Köln', null],
    ['Barcelona SC', null],
    ['Newcastle Jets', null],
    ['Real Sociedad B', 'Real Sociedad'],
  ])('%j belongs to %s', (written, name) => {
    expect(findTeamInName(written)?.name ?? null).toBe(name);
  });
});

describe('the catalogue', () => {
  const written = teams.flatMap((team) =>
    [team.name, ...team.aliases, ...team.wholeNames].map((name) => [name, team.name] as const),
  );

  it.each(written)('%j resolves to %s and only to it', (name, teamName) => {
    expect(resolveTeam(name)?.name).toBe(teamName);
    const claimants = teams.filter((team) =>
      [team.name, ...team.aliases, ...team.wholeNames].some(
        (other) => buildTeamKey(other) === buildTeamKey(name),
      ),
    );
    expect(claimants.map((team) => team.name)).toEqual([teamName]);
  });

  // Premier League, Championship and Scottish Premiership clubs of 2025-26.
  const clubs = [
    // Premier League
    'Arsenal',
    'Aston Villa',
    'Bournemouth',
    'Brentford',
    'Brighton',
    'Burnley',
    'Chelsea',
    'Crystal Palace',
    'Everton',
    'Fulham',
    'Leeds',
    'Liverpool',
    'Man City',
    'Man Utd',
    'Newcastle',
    'Nottingham Forest',
    'Sunderland',
    'Spurs',
    'West Ham',
    'Wolves',
    // Championship
    'Birmingham',
    'Blackburn',
    'Bristol City',
    'Charlton',
    'Coventry',
    'Derby',
    'Hull City',
    'Ipswich',
    'Leicester',
    'Middlesbrough',
    'Millwall',
    'Norwich',
    'Oxford United',
    'Portsmouth',
    'Preston',
    'QPR',
    'Sheffield United',
    'Sheffield Wednesday',
    'Southampton',
    'Stoke',
    'Swansea',
    'Watford',
    'West Brom',
    'Wrexham',
    // Scottish Premiership
    'Aberdeen',
    'Celtic',
    'Dundee',
    'Dundee United',
    'Falkirk',
    'Hearts',
    'Hibernian',
    'Kilmarnock',
    'Livingston',
    'Motherwell',
    'Rangers',
    'St Mirren',
  ];

  it('has every Premier League, Championship and Scottish Premiership club of 2025-26', () => {
    expect(clubs.filter((club) => resolveTeam(club) === null)).toEqual([]);
    expect(new Set(clubs.map((club) => resolveTeam(club))).size).toBe(clubs.length);
  });

  // Match pages name the home ground as the SportsEvent's location (structured-data.ts).
  it('knows the home ground of each of those clubs', () => {
    expect(clubs.filter((club) => !resolveTeam(club)?.ground)).toEqual([]);
  });

  it.each([
    ['Arsenal', { name: 'Emirates Stadium', town: 'London', country: 'GB' }],
    ['Hearts', { name: 'Tynecastle Park', town: 'Edinburgh', country: 'GB' }],
    ['Bayern', { name: 'Allianz Arena', town: 'Munich', country: 'DE' }],
    ['Barcelona', null],
  ])('%s plays at %j', (club, ground) => {
    expect(resolveTeam(club)?.ground).toEqual(ground);
  });
});

describe('the gazetteer', () => {
  it.each([
    ['Boro', 'Middlesbrough'],
    ['Posh', 'Peterborough United'],
    ['MK Dons', 'MK Dons'],
    ['Pars', 'Dunfermline Athletic'],
    ['Accies', 'Hamilton Academical'],
    ['Killie', 'Kilmarnock'],
    ['Cliftonville', 'Cliftonville'],
    ['TNS', 'The New Saints'],
    ['Connahs Quay', "Connah's Quay Nomads"],
    ['Bohs', 'Bohemians'],
    ['St Pats', "St Patrick's Athletic"],
    ['London City Lionesses', 'London City Lionesses'],
    ['Glasgow City', 'Glasgow City'],
    ['Holland', 'Netherlands'],
    ['USA', 'USA'],
    ['United States', 'USA'],
    ['Rep of Ireland', 'Republic of Ireland'],
    ['Ireland', 'Republic of Ireland'],
    ['Korea Republic', 'South Korea'],
    ["Côte d'Ivoire", 'Ivory Coast'],
    ['Bosnia', 'Bosnia and Herzegovina'],
    ['Czechia', 'Czech Republic'],
    ['Salzburg', 'Red Bull Salzburg'],
    ['Slavia Prague', 'Slavia Prague'],
    ['Dinamo Zagreb', 'Dinamo Zagreb'],
    ['Olympiakos', 'Olympiacos'],
    ['Bodø/Glimt', 'Bodo/Glimt'],
  ])('%j is %s', (written, name) => {
    expect(resolveTeam(written)?.name).toBe(name);
  });

  // Words many clubs share name none of them.
  it.each([
    ['United'],
    ['Rovers'],
    ['City'],
    ['Town'],
    ['Athletic'],
    ['Wanderers'],
    ['Albion'],
    ['County'],
    ['Utd'],
    ['Real'],
    ['Dinamo'],
    ['Sparta'],
    ['AEK'],
    ['Korea'],
    ['Congo'],
    ['US'],
    ['NI'],
  ])('%j is no catalogue team', (written) => {
    expect(resolveTeam(written)).toBeNull();
    expect(findTeamInName(written)).toBeNull();
  });

  it.each([
    ['USA U17', 'USA'],
    ['Holland Women', 'Netherlands'],
    ['Northern Ireland Women', 'Northern Ireland'],
    ['Republic of Ireland U21', 'Republic of Ireland'],
    ['Kelty Hearts', 'Kelty Hearts'],
    ["Queen's Park Women", "Queen's Park"],
    ['Queens Park Rangers Women', 'Queens Park Rangers'],
    ['Durham Women', 'Durham'],
    ['Wigan Athletic Women', 'Wigan Athletic'],
    // other clubs that hold a catalogue name
    ['New England Revolution', null],
    ['New York City FC', null],
    ['Papua New Guinea', null],
    ['Austria Lustenau', null],
    ['Hearts of Oak', null],
    ['Universidad de Chile', null],
    ['Blyth Spartans', null],
    ['Durham City', null],
    ['Wigan Warriors', null],
  ])('%j belongs to %s', (written, name) => {
    expect(findTeamInName(written)?.name ?? null).toBe(name);
  });

  const covered = {
    'League One 2025-26': [
      'AFC Wimbledon',
      'Barnsley',
      'Blackpool',
      'Bolton',
      'Bradford City',
      'Burton',
      'Cardiff',
      'Doncaster',
      'Exeter',
      'Huddersfield',
      'Leyton Orient',
      'Lincoln',
      'Luton',
      'Mansfield',
      'Northampton',
      'Peterborough',
      'Plymouth',
      'Port Vale',
      'Reading',
      'Rotherham',
      'Stevenage',
      'Stockport',
      'Wigan',
      'Wycombe',
    ],
    'League Two 2025-26': [
      'Accrington',
      'Barnet',
      'Barrow',
      'Bristol Rovers',
      'Bromley',
      'Cambridge United',
      'Cheltenham',
      'Chesterfield',
      'Colchester',
      'Crawley',
      'Crewe',
      'Fleetwood',
      'Gillingham',
      'Grimsby',
      'Harrogate',
      'MK Dons',
      'Newport County',
      'Notts County',
      'Oldham',
      'Salford',
      'Shrewsbury',
      'Swindon',
      'Tranmere',
      'Walsall',
    ],
    'National League 2025-26': [
      'Aldershot',
      'Altrincham',
      'Boreham Wood',
      'Boston United',
      'Brackley',
      'Braintree',
      'Carlisle',
      'Eastleigh',
      'Halifax',
      'Forest Green Rovers',
      'Gateshead',
      'Hartlepool',
      'Morecambe',
      'Rochdale',
      'Scunthorpe',
      'Solihull Moors',
      'Southend',
      'Sutton United',
      'Tamworth',
      'Truro City',
      'Wealdstone',
      'Woking',
      'Yeovil',
      'York City',
    ],
    'Scottish Football League 2025-26': [
      'Airdrieonians',
      'Alloa',
      'Annan Athletic',
      'Arbroath',
      'Ayr United',
      'Clyde',
      'Cove Rangers',
      'Dumbarton',
      'Dunfermline',
      'East Fife',
      'Edinburgh City',
      'Elgin City',
      'Forfar',
      'Greenock Morton',
      'Hamilton Academical',
      'Inverness CT',
      'Kelty Hearts',
      'Montrose',
      'Partick Thistle',
      'Peterhead',
      'Queen of the South',
      "Queen's Park",
      'Raith Rovers',
      'Ross County',
      'St Johnstone',
      'Stenhousemuir',
      'Stirling Albion',
      'Stranraer',
      'The Spartans',
    ],
    'NIFL Premiership and League of Ireland': [
      'Linfield',
      'Larne',
      'Glentoran',
      'Cliftonville',
      'Crusaders',
      'Coleraine',
      'Shamrock Rovers',
      'Bohemians',
      'Shelbourne',
      'Derry City',
      "St Patrick's Athletic",
      'Dundalk',
    ],
    'UEFA members': [
      'Albania',
      'Andorra',
      'Armenia',
      'Austria',
      'Azerbaijan',
      'Belarus',
      'Belgium',
      'Bosnia and Herzegovina',
      'Bulgaria',
      'Croatia',
      'Cyprus',
      'Czechia',
      'Denmark',
      'England',
      'Estonia',
      'Faroe Islands',
      'Finland',
      'France',
      'Georgia',
      'Germany',
      'Gibraltar',
      'Greece',
      'Hungary',
      'Iceland',
      'Israel',
      'Italy',
      'Kazakhstan',
      'Kosovo',
      'Latvia',
      'Liechtenstein',
      'Lithuania',
      'Luxembourg',
      'Malta',
      'Moldova',
      'Montenegro',
      'Netherlands',
      'North Macedonia',
      'Northern Ireland',
      'Norway',
      'Poland',
      'Portugal',
      'Republic of Ireland',
      'Romania',
      'Russia',
      'San Marino',
      'Scotland',
      'Serbia',
      'Slovakia',
      'Slovenia',
      'Spain',
      'Sweden',
      'Switzerland',
      'Turkey',
      'Ukraine',
      'Wales',
    ],
    CONMEBOL: [
      'Argentina',
      'Bolivia',
      'Brazil',
      'Chile',
      'Colombia',
      'Ecuador',
      'Paraguay',
      'Peru',
      'Uruguay',
      'Venezuela',
    ],
  };

  it.each(Object.entries(covered))('has every club of the %s', (_, names) => {
    expect(names.filter((name) => resolveTeam(name) === null)).toEqual([]);
    expect(new Set(names.map((name) => resolveTeam(name))).size).toBe(names.length);
  });
});

describe('displayTeamName', () => {
  it.each([
    ['Spurs', 'Tottenham Hotspur'],
    ['Bournemouth', 'AFC Bournemouth'],
    ['FC Köln', '1. FC Köln'],
    ['Atlético de Madrid', 'Atletico Madrid'],
    ['ARSENAL', 'Arsenal'],
    // Another side of a club, or a club the catalogue does not know: as listed.
    ['Spurs Women', 'Spurs Women'],
    ['Tooting & Mitcham', 'Tooting & Mitcham'],
  ])('prints %j as %j', (listed, printed) => {
    expect(displayTeamName(listed)).toBe(printed);
    expect(displayTeamName(listed)).toBe(printed); // and the same when remembered
  });
});

describe('parseTeamCatalogue', () => {
  const arsenal = { name: 'Arsenal', aliases: ['Gooners FC'], nicknames: ['Gunners'], footer: 2 };
  const spurs = { name: 'Tottenham Hotspur', aliases: ['Spurs'], footer: 1 };

  it('fills in what an entry leaves out, and orders the footer by place', () => {
    const catalogue = parseTeamCatalogue({
      teams: [
        arsenal,
        spurs,
        {
          name: 'Celtic',
          badge: { initials: 'CEL', background: '#018749', foreground: '#FFFFFF' },
          ground: { name: 'Celtic Park', town: 'Glasgow', country: 'GB' },
        },
      ],
    });
    expect(catalogue.teams[2]).toEqual({
      name: 'Celtic',
      aliases: [],
      wholeNames: [],
      colours: { initials: 'CEL', background: '#018749', foreground: '#FFFFFF', stripe: null },
      ground: { name: 'Celtic Park', town: 'Glasgow', country: 'GB' },
    });
    expect(catalogue.footer.map((team) => team.name)).toEqual(['Tottenham Hotspur', 'Arsenal']);
    expect(catalogue.nicknames).toEqual([['Gunners', catalogue.teams[0]]]);
    expect(catalogue.lookalikes).toEqual([]);
  });

  it.each([
    [{ teams: [{ aliases: ['Gunners'] }] }, 'at teams[0].name'],
    [{ teams: [{ name: ' ' }] }, 'must not be blank'],
    [{ teams: [{ name: 'Arsenal', alias: ['Gunners'] }] }, 'Unrecognized key: "alias"'],
    [{ teams: [{ name: 'Arsenal', aliases: 'Gunners' }] }, 'expected array, received string'],
    [
      {
        teams: [
          {
            name: 'Arsenal',
            badge: { initials: 'ARSE', background: '#DB0007', foreground: '#FFFFFF' },
          },
        ],
      },
      'must be two or three capitals',
    ],
    [
      {
        teams: [
          { name: 'Arsenal', badge: { initials: 'ARS', background: 'red', foreground: '#FFFFFF' } },
        ],
      },
      'must be written #RRGGBB',
    ],
    [
      {
        teams: [
          { name: 'Arsenal', ground: { name: 'Emirates Stadium', town: 'London', country: 'UK ' } },
        ],
      },
      'must be a two-letter code',
    ],
    [{ teams: [arsenal, { ...arsenal, footer: 3 }] }, "'Arsenal' already names Arsenal"],
    [{ teams: [spurs, { name: 'Spurs FC' }] }, "'Spurs FC' already names Tottenham Hotspur"],
    [{ teams: [arsenal, { ...spurs, nicknames: ['Gunners'] }] }, "'Gunners' already names Arsenal"],
    [{ teams: [arsenal, { ...spurs, nicknames: ['Arsenal'] }] }, "'Arsenal' already names Arsenal"],
    [{ teams: [spurs], lookalikes: ['Spurs'] }, "'Spurs' already names Tottenham Hotspur"],
    [{ teams: [arsenal, { ...spurs, footer: 2 }] }, 'footer place 2 is used twice'],
    [{ teams: [{ ...arsenal, footer: 1.5 }] }, 'expected int'],
    [{ teams: [{ ...arsenal, footer: 0 }] }, 'at teams[0].footer'],
  ])('refuses %j: %s', (data, message) => {
    expect(teamCatalogueSchema.safeParse(data).success).toBe(false);
    expect(() => parseTeamCatalogue(data)).toThrow('teams.json is invalid');
    expect(() => parseTeamCatalogue(data)).toThrow(message);
  });
});
