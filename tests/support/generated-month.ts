import { builtInChannels as channels } from '../../app/features/channels/catalogue';
import type { FixtureInput } from '../../app/features/schedule/fixture';

const towns = [
  'Ashcombe',
  'Brackwater',
  'Cindermoor',
  'Dunholt',
  'Elmsworth',
  'Fallowby',
  'Greywick',
  'Hollinford',
  'Ivybrook',
  'Kelderby',
  'Lowmarsh',
  'Mirefield',
  'Northwold',
  'Oakhurst',
  'Pellbridge',
  'Quarrydon',
  'Ravensby',
  'Saltmere',
  'Thornwick',
  'Umberleigh',
];
const kinds = [
  'Rovers',
  'United',
  'Town',
  'City',
  'Athletic',
  'Wanderers',
  'Albion',
  'Rangers',
  'Villa',
  'Harriers',
  'Olympic',
  'Borough',
  'Dynamo',
  'Corinthians',
  'Sporting',
  'County',
  'Park',
  'Swifts',
  'Vale',
  'Academicals',
];

/** 400 made-up clubs, 'Ashcombe Rovers' to 'Umberleigh Academicals': no catalogue team. */
export const generatedClubs = towns.flatMap((town) => kinds.map((kind) => `${town} ${kind}`));

export const generatedCompetitions = [
  'Premier League',
  'Championship',
  'League One',
  'League Two',
  'FA Cup',
  'National League',
];

/** How many fixtures a generated day holds (5,000 over 30 days). */
export const generatedPerDay = 167;

function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * A busy month at real size: `count` fixtures (5,000) over 30 days from `firstDay`, 167 a day,
 * each club playing most days against a different side, six competitions, one to three
 * catalogue channels each; every ninth 'tbc' and every 23rd 'not-televised' (no channels).
 * Fixture i is on day floor(i / 167); its home side is generatedClubs[(2 * slot + day) % 400].
 */
export function generatedMonth(firstDay: string, count = 5000): FixtureInput[] {
  const fixtures: FixtureInput[] = [];
  for (let i = 0; i < count; i++) {
    const day = Math.floor(i / generatedPerDay);
    const slot = i % generatedPerDay;
    const status = i % 9 === 0 ? 'tbc' : i % 23 === 0 ? 'not-televised' : 'listed';
    fixtures.push({
      date: addDays(firstDay, day),
      time: `${String(12 + (slot % 10)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`,
      homeTeam: generatedClubs[(2 * slot + day) % generatedClubs.length]!,
      awayTeam: generatedClubs[(2 * slot + 1 + day) % generatedClubs.length]!,
      competition: generatedCompetitions[i % generatedCompetitions.length]!,
      channelStatus: status,
      channels:
        status === 'listed'
          ? [0, 1, 2].slice(0, 1 + (i % 3)).map((k) => {
              const channel = channels[(i + k * 17) % channels.length]!;
              return { id: channel.id, name: channel.name, raw: channel.name };
            })
          : [],
    });
  }
  return fixtures;
}
