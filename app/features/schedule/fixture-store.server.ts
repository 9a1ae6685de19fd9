import { sql } from 'kysely';
import type { Db } from '~/db/create-db.server';
import { inTransaction } from '~/db/in-transaction.server';
import type { FixtureChannelRow, FixtureRow } from '~/db/schema';
import { getChannel } from '~/features/channels/catalogue';
import { spaceGluedName } from '~/features/channels/resolve-channel';
import { displayTeamName } from '~/features/teams/team-catalogue';
import { ukToday } from '~/lib/london-time';
import type { ChannelStatus, Fixture } from './fixture';
import { buildSearchExpr, parseFixtureSearch } from './search-terms';
import { buildSearchCondition } from './search-terms-sql.server';
import { pickPreviewedFixture } from './previewed-fixture';

export interface FixtureFilter {
  /** First UK date, inclusive (`YYYY-MM-DD`). */
  from: string;
  /** Last UK date, inclusive. */
  to: string;
  /** Competition slug (stages and sponsor names folded in). */
  competitionSlug?: string;
  /** A team's slug: its fixtures home or away. */
  teamSlug?: string;
  /** Any of these teams' fixtures, home or away. */
  teamSlugs?: readonly string[];
  /** A team as a fan writes it (see parseFixtureSearch), home or away. */
  team?: string;
  /** A team, a competition or a match as a fan writes it (see parseFixtureSearch). */
  search?: string;
  /** Rank matches from this UK date first, soonest first, then earlier ones, latest first. */
  upcomingFrom?: string;
  /** Fixtures on any of these catalogue channels. */
  channelIds?: readonly string[];
  /** Fixtures on none of these catalogue channels. */
  notOnChannelIds?: readonly string[];
  /** Only fixtures on at least one free-to-air channel. */
  freeToAir?: boolean;
  limit: number;
}

const fixtureColumns = [
  'f.id',
  'f.uk_date',
  'f.uk_time',
  'f.kickoff_utc',
  'f.home_team',
  'f.away_team',
  'f.competition',
  'f.slug',
  'f.channel_status',
] as const;

type FixtureListRow = Pick<
  FixtureRow,
  | 'id'
  | 'uk_date'
  | 'uk_time'
  | 'kickoff_utc'
  | 'home_team'
  | 'away_team'
  | 'competition'
  | 'slug'
  | 'channel_status'
>;

/**
 * Kick-off order; ranked for a search from a UK date (`upcoming`): matches from that date on,
 * soonest first, then earlier ones, latest first.
 */
function kickOffOrder(upcoming: string | undefined) {
  if (!upcoming) return [sql`f.kickoff_utc`];
  return [
    sql`case when f.uk_date >= ${upcoming} then 0 else 1 end`,
    sql`case when f.uk_date >= ${upcoming} then f.kickoff_utc end`,
    sql`f.kickoff_utc desc`,
  ];
}

/** Fixtures in a UK date range with their channels, ordered by kick-off. */
export async function listFixtures(db: Db, filter: FixtureFilter): Promise<Fixture[]> {
  let query = db
    .selectFrom('fixtures as f')
    .select(fixtureColumns)
    .where('f.uk_date', '>=', filter.from)
    .where('f.uk_date', '<=', filter.to);
  if (filter.competitionSlug)
    query = query.where('f.competition_slug', '=', filter.competitionSlug);
  if (filter.teamSlug) {
    const slug = filter.teamSlug;
    query = query.where((eb) =>
      eb.or([eb('f.home_slug', '=', slug), eb('f.away_slug', '=', slug)]),
    );
  }
  if (filter.teamSlugs) {
    const slugs = filter.teamSlugs.length > 0 ? [...filter.teamSlugs] : [''];
    query = query.where((eb) =>
      eb.or([eb('f.home_slug', 'in', slugs), eb('f.away_slug', 'in', slugs)]),
    );
  }
  if (filter.team) query = query.where(searchCondition(db, filter.team, { teamsOnly: true }));
  if (filter.search) query = query.where(searchCondition(db, filter.search));
  if (filter.channelIds) {
    const ids = filter.channelIds.length > 0 ? [...filter.channelIds] : [''];
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('fixture_channels as fc')
          .select('fc.fixture_id')
          .whereRef('fc.fixture_id', '=', 'f.id')
          .where('fc.channel_id', 'in', ids),
      ),
    );
  }
  if (filter.notOnChannelIds && filter.notOnChannelIds.length > 0) {
    const ids = [...filter.notOnChannelIds];
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('fixture_channels as fc')
            .select('fc.fixture_id')
            .whereRef('fc.fixture_id', '=', 'f.id')
            .where('fc.channel_id', 'in', ids),
        ),
      ),
    );
  }
  if (filter.freeToAir) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('fixture_channels as fc')
          .innerJoin('channels as c', 'c.id', 'fc.channel_id')
          .select('fc.fixture_id')
          .whereRef('fc.fixture_id', '=', 'f.id')
          .where('c.is_free_to_air', '=', 1),
      ),
    );
  }
  for (const order of kickOffOrder(filter.upcomingFrom)) query = query.orderBy(order);
  const rows = await query.orderBy('f.home_team').limit(filter.limit).execute();
  return withChannels(db, rows);
}

/** Manage Fixtures' filter: every part optional, all of them together narrowing the list. */
export interface AdminFixtureFilter {
  /** First UK date, inclusive (`YYYY-MM-DD`). */
  from?: string;
  /** Last UK date, inclusive. */
  to?: string;
  /** A team as staff write it (see parseFixtureSearch), home or away. */
  team?: string;
  /** A team, a competition or a match (see parseFixtureSearch). */
  search?: string;
  competitionSlug?: string;
  /** Fixtures on this catalogue channel. */
  channelId?: string;
  status?: ChannelStatus;
  /**
   * Without it, fixtures in kick-off order. With it (a UK date), fixtures from that date first,
   * soonest first, then earlier ones, latest first: a search over every date opens on what is
   * coming up.
   */
  upcomingFrom?: string;
}

/**
 * One page of the fixtures matching Manage Fixtures' filter, with how many match in all. Every
 * condition is answered by an index: the date range by fixtures_date_match_key, a team or a
 * search by the full-text index, a competition by its slug, a channel by
 * fixture_channels_channel, a status by fixtures_status. A page past the last gives the last.
 * @example await findFixturesForAdmin(db, { team: 'Arsenal', from: '2025-11-01' }, { page: 1, pageSize: 100 })
 *   // { total: 12, page: 1, fixtures: [...] }
 */
export async function findFixturesForAdmin(
  db: Db,
  filter: AdminFixtureFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ total: number; page: number; fixtures: Fixture[] }> {
  let query = db.selectFrom('fixtures as f');
  if (filter.from) query = query.where('f.uk_date', '>=', filter.from);
  if (filter.to) query = query.where('f.uk_date', '<=', filter.to);
  if (filter.competitionSlug)
    query = query.where('f.competition_slug', '=', filter.competitionSlug);
  if (filter.status) query = query.where('f.channel_status', '=', filter.status);
  if (filter.channelId) {
    const channelId = filter.channelId;
    // "in" rather than "exists": the channel's index can lead when it is the narrowest part.
    query = query.where('f.id', 'in', (eb) =>
      eb
        .selectFrom('fixture_channels as fc')
        .select('fc.fixture_id')
        .where('fc.channel_id', '=', channelId),
    );
  }
  if (filter.team) query = query.where(searchCondition(db, filter.team, { teamsOnly: true }));
  if (filter.search) query = query.where(searchCondition(db, filter.search));

  const counted = await query
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirst();
  const total = Number(counted?.count ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(Math.max(1, page), lastPage);
  if (total === 0) return { total, page: shown, fixtures: [] };

  let ordered = query.select(fixtureColumns);
  for (const order of kickOffOrder(filter.upcomingFrom)) ordered = ordered.orderBy(order);
  const rows = await ordered
    .orderBy('f.home_team')
    .orderBy('f.id')
    .limit(pageSize)
    .offset((shown - 1) * pageSize)
    .execute();
  return { total, page: shown, fixtures: await withChannels(db, rows) };
}

/** Every stored competition: slug, a listed name and how many fixtures, busiest first. */
export async function listStoredCompetitions(
  db: Db,
  { limit }: { limit: number },
): Promise<{ slug: string; name: string; count: number }[]> {
  const rows = await db
    .selectFrom('fixtures')
    .select((eb) => [
      'competition_slug',
      eb.fn.min('competition').as('name'),
      eb.fn.countAll<string | number>().as('count'),
    ])
    .groupBy('competition_slug')
    .orderBy('count', 'desc')
    .orderBy('competition_slug')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ slug: r.competition_slug, name: r.name, count: Number(r.count) }));
}

/**
 * A team's name as last listed, found by its slug among every stored fixture (its page stays once
 * its matches are played); null when none.
 */
export async function getTeamNameBySlug(db: Db, slug: string): Promise<string | null> {
  for (const side of [
    { name: 'home_team', slug: 'home_slug' },
    { name: 'away_team', slug: 'away_slug' },
  ] as const) {
    const row = await db
      .selectFrom('fixtures')
      .select(`${side.name} as name`)
      .where(side.slug, '=', slug)
      .orderBy('kickoff_utc', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row) return row.name;
  }
  return null;
}

/** Competitions with fixtures in a date range: slug, a listed name and how many, busiest first. */
export async function listCompetitionsInRange(
  db: Db,
  { from, to, limit }: { from: string; to: string; limit: number },
): Promise<{ slug: string; name: string; count: number }[]> {
  const rows = await db
    .selectFrom('fixtures')
    .select((eb) => [
      'competition_slug',
      eb.fn.min('competition').as('name'),
      eb.fn.countAll<string | number>().as('count'),
    ])
    .where('uk_date', '>=', from)
    .where('uk_date', '<=', to)
    .groupBy('competition_slug')
    .orderBy('count', 'desc')
    .orderBy('competition_slug')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ slug: r.competition_slug, name: r.name, count: Number(r.count) }));
}

/** One fixture with its channels, or null. */
export async function getFixture(
  db: Db,
  id: string,
  { asListed = false }: { asListed?: boolean } = {},
): Promise<Fixture | null> {
  const row = await db
    .selectFrom('fixtures as f')
    .select(fixtureColumns)
    .where('f.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [fixture] = await withChannels(db, [row]);
  // The edit form starts from the teams as listed: they are part of the fixture's identity, which
  // the next import of the same listing must find again.
  return fixture && asListed
    ? { ...fixture, homeTeam: row.home_team, awayTeam: row.away_team }
    : (fixture ?? null);
}

/** The UK dates that have fixtures, with counts, in date order. */
export async function listFixtureDates(
  db: Db,
  { from, limit }: { from?: string; limit: number },
): Promise<{ date: string; count: number }[]> {
  let query = db
    .selectFrom('fixtures')
    .select((eb) => ['uk_date', eb.fn.countAll<string | number>().as('count')])
    .groupBy('uk_date');
  if (from) query = query.where('uk_date', '>=', from);
  const rows = await query.orderBy('uk_date').limit(limit).execute();
  return rows.map((r) => ({ date: r.uk_date, count: Number(r.count) }));
}

/**
 * Sets a fixture's channel viewing URLs by position (null clears one). The caller validates
 * the URLs; returns false when the fixture does not exist. In the caller's transaction when given
 * one.
 */
export async function updateFixtureChannelUrls(
  db: Db,
  id: string,
  urls: readonly (string | null)[],
  { now = new Date() }: { now?: Date } = {},
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('fixtures')
      .set({ updated_at: now.toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    for (const [position, url] of urls.entries()) {
      await trx
        .updateTable('fixture_channels')
        .set({ url })
        .where('fixture_id', '=', id)
        .where('position', '=', position)
        .execute();
    }
    return true;
  });
}

async function withChannels(db: Db, rows: readonly FixtureListRow[]): Promise<Fixture[]> {
  const byFixture = new Map<string, FixtureChannelRow[]>();
  // Bound parameters stay well under both engines' limits.
  for (let i = 0; i < rows.length; i += 500) {
    const ids = rows.slice(i, i + 500).map((r) => r.id);
    const channelRows = await db
      .selectFrom('fixture_channels')
      .selectAll()
      .where('fixture_id', 'in', ids)
      .orderBy('fixture_id')
      .orderBy('position')
      .execute();
    for (const c of channelRows) {
      const list = byFixture.get(c.fixture_id) ?? [];
      list.push(c);
      byFixture.set(c.fixture_id, list);
    }
  }
  return rows.map((row) => toFixture(row, byFixture.get(row.id) ?? []));
}

function toFixture(row: FixtureListRow, channels: readonly FixtureChannelRow[]): Fixture {
  return {
    id: row.id,
    date: row.uk_date,
    time: row.uk_time,
    kickoffUtc: row.kickoff_utc,
    // One name per team everywhere, whatever each listing wrote (channels likewise below).
    homeTeam: displayTeamName(row.home_team),
    awayTeam: displayTeamName(row.away_team),
    competition: row.competition,
    slug: row.slug,
    channelStatus: row.channel_status as ChannelStatus,
    channels: channels.map((c) => {
      const known = c.channel_id ? getChannel(c.channel_id) : null;
      return {
        id: c.channel_id,
        name: known?.name ?? spaceGluedName(c.name),
        raw: c.name,
        url: c.url,
      };
    }),
  };
}

/** The condition of a fan's search; one that names nothing searchable ('!!') finds nothing. */
function searchCondition(db: Db, text: string, options: { teamsOnly?: boolean } = {}) {
  const search = parseFixtureSearch(text, options);
  if (!search) return sql<boolean>`1 = 0`;
  const named = buildSearchCondition(db, buildSearchExpr(search));
  if (search.kind !== 'name' || search.channelIds.length === 0) return named;
  const onChannels = db
    .selectFrom('fixture_channels as fc')
    .select('fc.fixture_id')
    .where('fc.channel_id', 'in', [...search.channelIds]);
  return sql<boolean>`(${named} or f.id in (${onChannels}))`;
}

/**
 * The stored fixture a match preview is about: on the UK date of its kick-off, naming its teams
 * in `text` (the article's title, tags and excerpt); see pickPreviewedFixture.
 */
export async function getPreviewedFixture(
  db: Db,
  { kickoffUtc, text }: { kickoffUtc: string; text: string },
): Promise<Fixture | null> {
  const date = ukToday(new Date(kickoffUtc));
  const fixtures = await listFixtures(db, { from: date, to: date, limit: 1000 });
  return pickPreviewedFixture(fixtures, text, kickoffUtc);
}

/**
 * The nearest UK dates before and after `date` that have fixtures: where a dated day's previous
 * and next links lead, so they never walk through empty days.
 * @example await adjacentFixtureDates(db, '2025-11-01') // { previous: '2025-10-29', next: '2025-11-02' }
 */
export async function adjacentFixtureDates(
  db: Db,
  date: string,
): Promise<{ previous: string | null; next: string | null }> {
  const [before, after] = await Promise.all([
    db
      .selectFrom('fixtures')
      .select('uk_date')
      .where('uk_date', '<', date)
      .orderBy('uk_date', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('fixtures')
      .select('uk_date')
      .where('uk_date', '>', date)
      .orderBy('uk_date')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { previous: before?.uk_date ?? null, next: after?.uk_date ?? null };
}

/**
 * The name a competition was last listed under, by its slug, or null when no fixture was ever
 * listed in it: its page stays once its matches are played.
 * @example await getCompetitionNameBySlug(db, 'carabao-cup') // 'Carabao Cup'
 */
export async function getCompetitionNameBySlug(db: Db, slug: string): Promise<string | null> {
  const row = await db
    .selectFrom('fixtures')
    .select('competition')
    .where('competition_slug', '=', slug)
    .orderBy('kickoff_utc', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.competition ?? null;
}
