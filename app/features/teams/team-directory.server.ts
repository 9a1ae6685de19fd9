import type { Db } from '~/db/create-db.server';
import { buildTeamDirectory, type TeamDirectory } from './team-pages';

/**
 * The teams directory from a UK date on: every side with a televised match listed from then
 * (counted under each name it is listed with), and every catalogue team.
 * @example await loadTeamDirectory(db, '2025-11-01') // [{ letter: 'A', teams: [{ name: 'Arsenal', … }] }, …]
 */
export async function loadTeamDirectory(db: Db, from: string): Promise<TeamDirectory[]> {
  const counts = new Map<string, number>();
  for (const column of ['home_team', 'away_team'] as const) {
    const rows = await db
      .selectFrom('fixtures')
      .select((eb) => [`${column} as name`, eb.fn.countAll<string | number>().as('count')])
      .where('uk_date', '>=', from)
      .groupBy(column)
      .orderBy(column)
      .limit(5000)
      .execute();
    for (const row of rows) counts.set(row.name, (counts.get(row.name) ?? 0) + Number(row.count));
  }
  return buildTeamDirectory([...counts].map(([name, count]) => ({ name, count })));
}
