import { sql, type Kysely } from 'kysely';
import { toSlug } from '~/lib/slug';

// Team slugs as lib/slug makes them since it builds on the one name key: the left single quote,
// the backtick and the modifier letter apostrophe (and forms NFKD reads as them: 'ŉ', '｀') are
// apostrophes now, dropped like ' and ’, where they used to part words ("Nott‘m Town" was
// nott-m-town and is nottm-town). The stored slugs of fixtures and of their changes (which
// alerts match followed teams by) are made again wherever they differ, so a team's page and
// its followers find every match. No other name has a new slug; down leaves these as they are.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['fixtures', 'fixture_changes'] as const) {
    const { rows } = await sql<StoredSides>`
      select id, home_team, away_team, home_slug, away_slug from ${sql.table(table)}`.execute(db);
    for (const row of rows) {
      const homeSlug = toSlug(row.home_team);
      const awaySlug = toSlug(row.away_team);
      if (homeSlug === row.home_slug && awaySlug === row.away_slug) continue;
      await sql`
        update ${sql.table(table)} set home_slug = ${homeSlug}, away_slug = ${awaySlug}
        where id = ${row.id}`.execute(db);
    }
  }
}

export async function down(): Promise<void> {}

interface StoredSides {
  id: string | number;
  home_team: string;
  away_team: string;
  home_slug: string;
  away_slug: string;
}
