import type { Db } from '~/db/create-db.server';
import { teams } from '~/features/teams/team-catalogue';
import { teamNicknames } from '~/features/teams/team-nicknames';
import { addDaysToIsoDate } from '~/lib/london-time';
import type { Fixture } from '~/features/schedule/fixture';
import { listFixtures } from '~/features/schedule/fixture-store.server';
import { parseFixtureSearch } from '~/features/schedule/search-terms';
import { buildSearchVocabulary, correctSearch, suggestNames } from './search-spelling';

/** What a search page shows. */
export interface FixtureSearchResult {
  /** The search as typed. */
  search: string;
  /** The search with its typos put right, when the typed one found nothing and this did. */
  correctedTo: string | null;
  /** Upcoming matches first (soonest first), then earlier ones (latest first). */
  fixtures: Fixture[];
  /** Names to try instead when nothing was found ("Did you mean …?"). */
  suggestions: string[];
}

/** How far back and ahead the names used to put typos right reach. */
const spellingDays = 365;

/**
 * A fan's search over every stored fixture (see parseFixtureSearch), ranked upcoming first from
 * `today`. When it finds nothing, its typos are put right against the names the site knows and
 * it is tried once more; when that finds nothing either, close names are suggested.
 * @example await searchFixtures(db, { search: 'Arsnal', today: '2025-11-01', limit: 100 })
 *   // { correctedTo: 'Arsenal', fixtures: [Arsenal v Chelsea, …], suggestions: [] }
 */
export async function searchFixtures(
  db: Db,
  { search, today, limit }: { search: string; today: string; limit: number },
): Promise<FixtureSearchResult> {
  const find = (text: string) =>
    listFixtures(db, {
      from: '0000-01-01',
      to: '9999-12-31',
      search: text,
      upcomingFrom: today,
      limit,
    });
  const fixtures = await find(search);
  if (fixtures.length > 0) return { search, correctedTo: null, fixtures, suggestions: [] };

  const stored = await listSearchNames(db, {
    from: addDaysToIsoDate(today, -spellingDays),
    to: addDaysToIsoDate(today, spellingDays),
  });
  const catalogue = [
    ...teams.flatMap((team) => [team.name, ...team.aliases, ...team.wholeNames]),
    // A nickname as typed is a known word: "Toon" is never corrected to "Town".
    ...teamNicknames,
  ];
  const correctedTo = correctSearch(search, buildSearchVocabulary([...stored, ...catalogue]));
  if (correctedTo) {
    const corrected = await find(correctedTo);
    if (corrected.length > 0) return { search, correctedTo, fixtures: corrected, suggestions: [] };
  }
  const suggestions = suggestNames(
    withTeamNames(correctedTo ?? search),
    buildSearchVocabulary(stored),
  );
  return { search, correctedTo: null, fixtures: [], suggestions };
}

/** A search with each side that is a catalogue team written as the team's name ('Wolves' as
 * 'Wolverhampton Wanderers'), so suggestions find it under the name fixtures are stored with. */
function withTeamNames(search: string): string {
  const parsed = parseFixtureSearch(search);
  if (!parsed) return search;
  const sides = parsed.kind === 'match' ? parsed.sides : [parsed.term];
  return sides.map((side) => side.team ?? side.words.join(' ')).join(' ');
}

/** Team and competition names of fixtures in a UK date range, each once, at most 2,000 of each. */
export async function listSearchNames(
  db: Db,
  { from, to }: { from: string; to: string },
): Promise<string[]> {
  const names: string[] = [];
  for (const column of ['home_team', 'away_team', 'competition'] as const) {
    const rows = await db
      .selectFrom('fixtures')
      .select(`${column} as name`)
      .where('uk_date', '>=', from)
      .where('uk_date', '<=', to)
      .groupBy(column)
      .orderBy(column)
      .limit(2000)
      .execute();
    names.push(...rows.map((row) => row.name));
  }
  return [...new Set(names)];
}
