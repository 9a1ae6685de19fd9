import { channels } from '~/features/channels/catalogue';
import type { FixtureInput } from '~/features/fixtures/fixture';
import { addDaysToIsoDate } from '~/lib/london-time';

const clubs = [
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
  'Leeds United',
  'Liverpool',
  'Manchester City',
  'Manchester United',
  'Newcastle United',
  'Nottingham Forest',
  'Sunderland',
  'Tottenham Hotspur',
  'West Ham United',
  'Wolves',
  'Celtic',
  'Rangers',
  'Hearts',
  'Hibernian',
  'Aberdeen',
  'Wrexham',
  'Coventry City',
  'Ipswich Town',
  'Leicester City',
  'Southampton',
  'Norwich City',
  'Stoke City',
  'Hull City',
  'Derby County',
  'Sheffield United',
  'Sheffield Wednesday',
  'Middlesbrough',
  'Millwall',
  'Portsmouth',
  'Preston North End',
  'Queens Park Rangers',
  'Swansea City',
  'Watford',
  'West Bromwich Albion',
];
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
