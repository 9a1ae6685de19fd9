import { describe, expect, it } from 'vitest';
import { buildTeamKey, findTeamInName, resolveTeam, teams } from './team-catalogue';

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
  ])('%j is %s', (written, name) => {
    expect(resolveTeam(written)?.name).toBe(name);
  });

  it.each([
    ['Arsenal Women'], // another side: search for it as written
    ['Queens Park'],
    ['Barcelona SC'],
    ['Viktoria Köln'],
    ['Inter Turku'],
    ['Paris FC'],
    ['Forest Green Rovers'],
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
