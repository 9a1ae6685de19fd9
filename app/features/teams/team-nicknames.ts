import { buildTeamKey, resolveTeam, type Team } from './team-catalogue';

/**
 * What fans call clubs in a search box ("Hammers", "Toon", "Gers"), for search only: a listing
 * never names a team so, and a nickname two clubs share ("Saints", "Blues", "Hoops") is left out
 * rather than guessed. Each maps to the catalogue's name of the team.
 */
const nicknames: readonly (readonly [nickname: string, team: string])[] = [
  ['Rossoneri', 'AC Milan'],
  ['Cherries', 'AFC Bournemouth'],
  ['Wombles', 'AFC Wimbledon'],
  ['Shots', 'Aldershot Town'],
  ['Wasps', 'Alloa Athletic'],
  ['Gunners', 'Arsenal'],
  ['Villans', 'Aston Villa'],
  ['Honest Men', 'Ayr United'],
  ['Tykes', 'Barnsley'],
  ['Brum', 'Birmingham City'],
  ['Seasiders', 'Blackpool'],
  ['Tangerines', 'Blackpool'],
  ['Trotters', 'Bolton Wanderers'],
  ['Bantams', 'Bradford City'],
  ['Bees', 'Brentford'],
  ['Seagulls', 'Brighton & Hove Albion'],
  ['Gas', 'Bristol Rovers'],
  ['Pirates', 'Bristol Rovers'],
  ['Clarets', 'Burnley'],
  ['Cumbrians', 'Carlisle United'],
  ['Bhoys', 'Celtic'],
  ['Addicks', 'Charlton Athletic'],
  ['Spireites', 'Chesterfield'],
  ['Bully Wee', 'Clyde'],
  ['Sky Blues', 'Coventry City'],
  ['Eagles', 'Crystal Palace'],
  ['Daggers', 'Dagenham & Redbridge'],
  ['Rams', 'Derby County'],
  ['Sons', 'Dumbarton'],
  ['Dee', 'Dundee'],
  ['Arabs', 'Dundee United'],
  ['Terrors', 'Dundee United'],
  ['Toffees', 'Everton'],
  ['Grecians', 'Exeter City'],
  ['Bairns', 'Falkirk'],
  ['Cod Army', 'Fleetwood Town'],
  ['Loons', 'Forfar Athletic'],
  ['Cottagers', 'Fulham'],
  ['Heed', 'Gateshead'],
  ['Gills', 'Gillingham'],
  ['Mariners', 'Grimsby Town'],
  ['Monkey Hangers', 'Hartlepool United'],
  ['Jambos', 'Heart of Midlothian'],
  ['Hibees', 'Hibernian'],
  ['Terriers', 'Huddersfield Town'],
  ['Tigers', 'Hull City'],
  ['Nerazzurri', 'Inter Milan'],
  ['Tractor Boys', 'Ipswich Town'],
  ['Foxes', 'Leicester City'],
  ['Imps', 'Lincoln City'],
  ['Hatters', 'Luton Town'],
  ['Silkmen', 'Macclesfield'],
  ['Citizens', 'Manchester City'],
  ['Red Devils', 'Manchester United'],
  ['Stags', 'Mansfield Town'],
  ['Lions', 'Millwall'],
  ['Gable Endies', 'Montrose'],
  ['Steelmen', 'Motherwell'],
  ['Magpies', 'Newcastle United'],
  ['Toon', 'Newcastle United'],
  ['Cobblers', 'Northampton Town'],
  ['Canaries', 'Norwich City'],
  ['Tricky Trees', 'Nottingham Forest'],
  ['Jags', 'Partick Thistle'],
  ['Blue Toon', 'Peterhead'],
  ['Pilgrims', 'Plymouth Argyle'],
  ['Valiants', 'Port Vale'],
  ['Doonhamers', 'Queen of the South'],
  ['Gers', 'Rangers'],
  ['Royals', 'Reading'],
  ['Los Blancos', 'Real Madrid'],
  ['Dale', 'Rochdale'],
  ['Staggies', 'Ross County'],
  ['Millers', 'Rotherham United'],
  ['Iron', 'Scunthorpe United'],
  ['Blades', 'Sheffield United'],
  ['Owls', 'Sheffield Wednesday'],
  ['Shrews', 'Shrewsbury Town'],
  ['Shrimpers', 'Southend United'],
  ['Buddies', 'St Mirren'],
  ['Warriors', 'Stenhousemuir'],
  ['Binos', 'Stirling Albion'],
  ['Potters', 'Stoke City'],
  ['Black Cats', 'Sunderland'],
  ['Jacks', 'Swansea City'],
  ['Swans', 'Swansea City'],
  ['Saddlers', 'Walsall'],
  ['Hornets', 'Watford'],
  ['Baggies', 'West Bromwich Albion'],
  ['Hammers', 'West Ham United'],
  ['Irons', 'West Ham United'],
  ['Red Dragons', 'Wrexham'],
  ['Chairboys', 'Wycombe Wanderers'],
];

const byKey = new Map<string, string>(
  nicknames.map(([nickname, team]) => [buildTeamKey(nickname), team]),
);

/** Every nickname, as a search's spelling vocabulary needs them (a known word is not corrected). */
export const teamNicknames: readonly string[] = nicknames.map(([nickname]) => nickname);

/**
 * The club a nickname names, or null.
 * @example resolveNickname('the Toffees')?.name // 'Everton'
 * @example resolveNickname('Saints') // null: Southampton, St Mirren and St Johnstone share it
 */
export function resolveNickname(written: string): Team | null {
  const team = byKey.get(buildTeamKey(written.replace(/^the\s+/i, '')));
  return team === undefined ? null : resolveTeam(team);
}
