import type { Insertable, Selectable } from 'kysely';

/**
 * The database as Kysely sees it: snake_case tables and columns, one interface for both
 * SQLite and PostgreSQL. Timestamps are ISO 8601 UTC text on both engines, so they sort and
 * compare the same way everywhere.
 */
export interface Database {
  channels: ChannelsTable;
  fixtures: FixturesTable;
  fixture_channels: FixtureChannelsTable;
}

export interface ChannelsTable {
  id: string;
  name: string;
  group_id: string;
  /** 1 or 0: SQLite has no boolean type. */
  is_free_to_air: number;
  default_url: string | null;
}

export interface FixturesTable {
  id: string;
  uk_date: string;
  uk_time: string;
  kickoff_utc: string;
  home_team: string;
  away_team: string;
  /** Natural key within a date: lower-cased "home v away" with whitespace collapsed. */
  match_key: string;
  competition: string;
  /** toSlug of the home team, away team and (folded) competition, for /{slug} pages. */
  home_slug: string;
  away_slug: string;
  competition_slug: string;
  slug: string;
  channel_status: string;
  created_at: string;
  updated_at: string;
}

export interface FixtureChannelsTable {
  fixture_id: string;
  position: number;
  channel_id: string | null;
  /** The channel name as written in the listing. */
  name: string;
  url: string | null;
}

export type FixtureRow = Selectable<FixturesTable>;
export type NewFixtureRow = Insertable<FixturesTable>;
export type FixtureChannelRow = Selectable<FixtureChannelsTable>;
