import { builtInChannels as channels } from '~/features/channels/catalogue';
import { teams as catalogueTeams } from '~/features/teams/team-catalogue';
import type { FixtureInput } from '~/features/schedule/fixture';
import { addDaysToIsoDate } from '~/lib/london-time';

// The real clubs: catalogue teams with a recorded British ground, in teams.json order.
const clubs = catalogueTeams.filter((team) => team.ground?.country === 'GB').map((t) => t.name);
const competitions = [
  'Premier League',
  'Championship',
  'Scottish Premiership',
  'FA Cup',
  'UEFA Champions League',
];

/**
 * A deterministic set of realistic fixtures: `count` fixtures spread over days from `start`,
 * about 40 a day, each with one to three catalogue channels.
 */
export function makeBenchFixtures(count: number, start = '2030-01-01'): FixtureInput[] {
  const fixtures: FixtureInput[] = [];
  for (let i = 0; i < count; i++) {
    const day = Math.floor(i / 40);
    // Within a day every home side differs, so no pairing repeats.
    const home = clubs[i % 40]!;
    const away = clubs[((i % 40) + 1 + (day % (clubs.length - 1))) % clubs.length]!;
    const picked = [0, 1, 2]
      .slice(0, 1 + (i % 3))
      .map((k) => channels[(i + k * 17) % channels.length]!);
    fixtures.push({
      date: addDaysToIsoDate(start, day),
      time: `${String(12 + (i % 10)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      homeTeam: home,
      awayTeam: away,
      competition: competitions[i % competitions.length]!,
      channelStatus: 'listed',
      channels: picked.map((c) => ({ id: c.id, name: c.name, raw: c.name })),
    });
  }
  return fixtures;
}

// The wider football world a UK guide lists (lower leagues, Scotland, Europe, women's game):
// the real clubs above, then made-up but realistic names, 1,266 teams in all.
const places = [
  'Aldershot',
  'Altrincham',
  'Ashford',
  'Barnet',
  'Barnsley',
  'Barrow',
  'Bath',
  'Bedford',
  'Birkenhead',
  'Blackburn',
  'Blackpool',
  'Bolton',
  'Boston',
  'Bradford',
  'Bristol',
  'Bromley',
  'Bury',
  'Buxton',
  'Cambridge',
  'Cardiff',
  'Carlisle',
  'Chester',
  'Chesterfield',
  'Colchester',
  'Crawley',
  'Crewe',
  'Dagenham',
  'Darlington',
  'Doncaster',
  'Dorking',
  'Dover',
  'Dundee',
  'Dunfermline',
  'Eastleigh',
  'Exeter',
  'Falkirk',
  'Fleetwood',
  'Forest Green',
  'Gateshead',
  'Gillingham',
  'Grimsby',
  'Halifax',
  'Harrogate',
  'Hartlepool',
  'Hereford',
  'Huddersfield',
  'Inverness',
  'Kidderminster',
  'Kilmarnock',
  'Lincoln',
  'Livingston',
  'Luton',
  'Macclesfield',
  'Maidenhead',
  'Maidstone',
  'Mansfield',
  'Morecambe',
  'Motherwell',
  'Newport',
  'Northampton',
  'Notts',
  'Oldham',
  'Oxford',
  'Partick',
  'Peterborough',
  'Plymouth',
  'Port Vale',
  'Reading',
  'Rochdale',
  'Rotherham',
  'Salford',
  'Scunthorpe',
  'Shrewsbury',
  'Solihull',
  'Southend',
  'Stevenage',
  'Stockport',
  'Sutton',
  'Swindon',
  'Tamworth',
  'Torquay',
  'Tranmere',
  'Walsall',
  'Wealdstone',
  'Wigan',
  'Woking',
  'Worthing',
  'Wycombe',
  'Yeovil',
  'York',
  'Ayr',
  'Arbroath',
  'Stirling',
  'Greenock',
  'Paisley',
  'Perth',
  'Cove',
  'Elgin',
  'Peterhead',
  'Montrose',
  'Bangor',
  'Caernarfon',
  'Newtown',
  'Larne',
  'Coleraine',
  'Derry',
  'Sligo',
  'Galway',
  'Waterford',
  'Drogheda',
];
const suffixes = [
  'United',
  'City',
  'Town',
  'Rovers',
  'Athletic',
  'Wanderers',
  'Albion',
  'County',
  'Borough',
  'Women',
  'Under-21s',
];
const teams = [...clubs, ...suffixes.flatMap((suffix) => places.map((p) => `${p} ${suffix}`))];
const leagues = [
  'Premier League',
  'Championship',
  'League One',
  'League Two',
  'National League',
  'Scottish Premiership',
  'Scottish Championship',
  "Women's Super League",
  'FA Cup',
  'EFL Cup',
  'UEFA Champions League',
  'UEFA Europa League',
  'La Liga',
  'Serie A',
  'Bundesliga',
  'Ligue 1',
  'Major League Soccer',
];

// A UK listing's mix of channel states: mostly listed, some not yet known.
const statusCycle: FixtureInput['channelStatus'][] = [
  ...Array<FixtureInput['channelStatus']>(17).fill('listed'),
  'tbc',
  'none',
  'not-televised',
];

/**
 * `perDay` fixtures on each UK date from `start` until `count` are made (the last day may have
 * fewer). A team plays at most once a day, so pairings never repeat within a date; from day to
 * day the teams rotate through the pool (a team plays every ~9 days at 69 a day) and meet other
 * opponents. Kick-offs run 11:00-21:45; 17 in 20 are listed on one to three catalogue channels
 * (a realistic mix of free-to-air and subscription), the rest TBC, nothing listed or not televised.
 * @example makeDailyFixtures(200, '2030-01-05', 200) // 200 fixtures on one date
 */
export function makeDailyFixtures(count: number, start: string, perDay: number): FixtureInput[] {
  if (perDay * 2 > teams.length) throw new Error(`at most ${teams.length / 2} fixtures a day`);
  const fixtures: FixtureInput[] = [];
  for (let i = 0; i < count; i++) {
    const day = Math.floor(i / perDay);
    const k = i % perDay;
    const base = day * 2 * perDay;
    const home = teams[(base + k) % teams.length]!;
    const away = teams[(base + perDay + ((k + day) % perDay)) % teams.length]!;
    const status = statusCycle[i % statusCycle.length]!;
    const picked =
      status === 'listed'
        ? [0, 1, 2].slice(0, 1 + (i % 3)).map((c) => channels[(i * 7 + c * 17) % channels.length]!)
        : [];
    fixtures.push({
      date: addDaysToIsoDate(start, day),
      time: `${String(11 + (k % 11)).padStart(2, '0')}:${['00', '15', '30', '45'][i % 4]}`,
      homeTeam: home,
      awayTeam: away,
      competition: leagues[(k + day) % leagues.length]!,
      channelStatus: status,
      channels: picked.map((c) => ({ id: c.id, name: c.name, raw: c.name })),
    });
  }
  return fixtures;
}
