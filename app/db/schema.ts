import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The database as Kysely sees it: snake_case tables and columns, one interface for both
 * SQLite and PostgreSQL. Timestamps are ISO 8601 UTC text on both engines, so they sort and
 * compare the same way everywhere.
 */
export interface Database {
  channels: ChannelsTable;
  fixtures: FixturesTable;
  fixture_channels: FixtureChannelsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  audit_events: AuditEventsTable;
  articles: ArticlesTable;
  import_drafts: ImportDraftsTable;
  fixture_changes: FixtureChangesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_subscription_teams: PushSubscriptionTeamsTable;
  push_messages: PushMessagesTable;
  alert_state: AlertStateTable;
  site_keys: SiteKeysTable;
  removed_items: RemovedItemsTable;
  channel_aliases: ChannelAliasesTable;
  channel_edits: ChannelEditsTable;
  channel_catalogue: ChannelCatalogueTable;
  rate_limits: RateLimitsTable;
  recovery_codes: RecoveryCodesTable;
  account_links: AccountLinksTable;
  login_challenges: LoginChallengesTable;
}

/** One client's requests in one rate-limit window (migration 0014). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: string;
}

/** A written channel name staff mapped to a catalogue channel (migration 0013). */
export interface ChannelAliasesTable {
  key: string;
  written: string;
  channel_id: string;
  created_at: string;
  created_by: string | null;
}

/**
 * An administrator's edits to a built-in channel (migration 0016): null keeps the built-in
 * value (decision 0028).
 */
export interface ChannelEditsTable {
  channel_id: string;
  name: string | null;
  /** 1 or 0. */
  is_free_to_air: number | null;
  /** An https address, or '' for no watch link. */
  default_url: string | null;
  /** `#RRGGBB`. */
  background_color: string | null;
  text_color: string | null;
  /** JSON list of the built-in aliases (or built-in name) taken away, as written there. */
  removed_aliases: Generated<string>;
  updated_at: string;
  updated_by: string | null;
}

/** One row: the revision every change to the channel catalogue replaces (migration 0016). */
export interface ChannelCatalogueTable {
  id: number;
  revision: string;
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
  /**
   * The search words of the home team, away team and competition (`buildSearchText`: their
   * name keys' words, space-separated), which the full-text indexes read (migration 0018). The
   * save fills them; a write that changes a name must set them too.
   */
  home_words: string;
  away_words: string;
  competition_words: string;
  channel_status: string;
  /** How many times the kick-off or channels changed: a calendar event's SEQUENCE. */
  sequence: Generated<number>;
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

/**
 * One change to a fixture (new, moved, confirmed, channel-changed, removed) with a copy of the
 * match's names as they were, so a removed fixture can still be listed and cancelled.
 */
export interface FixtureChangesTable {
  id: Generated<number>;
  fixture_id: string;
  at_utc: string;
  kind: string;
  home_team: string;
  away_team: string;
  competition: string;
  home_slug: string;
  away_slug: string;
  competition_slug: string;
  /** The kick-off after the change (a removed fixture's last kick-off). */
  kickoff_utc: string;
  previous_kickoff_utc: string | null;
  /** Whole days between the change and the kick-off it announces (a moved match's new one). */
  notice_days: number | null;
  /** Channel names after the change, ", "-separated ('' when none). */
  channels: string;
  previous_channels: string | null;
  /** Catalogue channel ids after the change, space-separated with a space at each end. */
  channel_ids: string;
  /** The fixture's sequence after the change. */
  sequence: number;
}

export type FixtureRow = Selectable<FixturesTable>;
export type NewFixtureRow = Insertable<FixturesTable>;
export type FixtureChannelRow = Selectable<FixtureChannelsTable>;

/** A staff account. */
export interface UsersTable {
  id: string;
  /** Normalised: trimmed and lower-case. */
  username: string;
  /** argon2id PHC string. */
  password_hash: string;
  /** 'admin' or 'editor' (docs/security.md R17). */
  role: string;
  /** Set when the account may no longer sign in. */
  disabled_at: string | null;
  password_changed_at: string;
  created_at: string;
  updated_at: string;
  /** The TOTP secret, sealed (see two-factor.server.ts); null until enrolled. */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The last 30-second step a code was accepted for. */
  totp_last_step: number | null;
}

/** One single-use recovery code of a staff member's, as its SHA-256. */
export interface RecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: string | null;
}

/** A one-time link that sets up, invites or resets a staff account (migration 0015). */
export interface AccountLinksTable {
  id: string;
  token_hash: string;
  kind: string;
  user_id: string | null;
  username: string | null;
  role: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A sign-in whose password was right, waiting for its second factor. */
export interface LoginChallengesTable {
  token_hash: string;
  user_id: string;
  pending_secret: string | null;
  attempts: number;
  created_at: string;
  expires_at: string;
}

/** A signed-in browser. The cookie holds a token; only its SHA-256 is stored. */
export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: string;
  /** Written at most once a minute; the idle timeout counts from it. */
  last_seen_at: string;
  /** The absolute timeout: created_at + 12 h. */
  expires_at: string;
  ip: string;
  user_agent: string;
  /** When the owner last gave their password (and code); null means at created_at. */
  confirmed_at: string | null;
}

/** Failed-login counters (docs/security.md R6), one row per scope and key. */
export interface LoginThrottleTable {
  scope: string;
  key: string;
  failures: number;
  window_started_at: string | null;
  locked_until: string | null;
  lockouts: number;
  updated_at: string;
}

/** The append-only audit trail (docs/security.md R31): triggers refuse UPDATE and DELETE. */
export interface AuditEventsTable {
  id: Generated<number>;
  at_utc: string;
  actor_user_id: string | null;
  ip: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details_json: string;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type LoginThrottleRow = Selectable<LoginThrottleTable>;
export type AuditEventRow = Selectable<AuditEventsTable>;

/** A news article, blog post or guide. Lists are JSON arrays stored as text. */
export interface ArticlesTable {
  /** 12 random alphanumerics. */
  id: string;
  /** 'news', 'blog' or 'guide'. */
  kind: string;
  /** Unique across all kinds. */
  slug: string;
  title: string;
  /** As written; may be empty. */
  excerpt: string;
  /** The excerpt, else the start of the first section as plain text (computed at save). */
  summary: string;
  /** JSON array of Markdown strings, at least one. */
  sections_json: string;
  tags_json: string;
  keywords_json: string;
  channels_json: string;
  author: string;
  /** ISO 8601 UTC, for match previews. */
  match_date: string | null;
  match_venue: string | null;
  image_url: string | null;
  image_alt: string | null;
  image_credit: string | null;
  read_time_minutes: number;
  /** 'draft' or 'published'. */
  status: string;
  /** ISO 8601 UTC; a published article with a future date is scheduled. */
  published_at: string;
  created_at: string;
  updated_at: string;
  /** The staff member who created it; null for the CLI or a removed account. */
  created_by: string | null;
  /** Raised by every save, so a save made from an older version is refused as a conflict. */
  version: Generated<number>;
  /**
   * JSON array of the sections' HTML rendered at save (decision 0019): only ever the article
   * pipeline's sanitised output. Null for articles saved before migration 0010.
   */
  html_json: string | null;
  /** articleRenderVersion of html_json; the page renders afresh when it is not current. */
  html_render_version: string | null;
}

export type ArticleRow = Selectable<ArticlesTable>;
export type NewArticleRow = Insertable<ArticlesTable>;

/** A pasted import under review (decision 0012), shared by all staff who have its id. */
export interface ImportDraftsTable {
  /** 22 base64url characters (128 random bits). */
  id: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** Raised by every change, so a change made from a stale read is refused. */
  version: number;
  /** The pasted text. */
  source: string;
  /** JSON: the importer's { format, fixtures, problems, lines }, less removed fixtures. */
  result_json: string;
  fixture_count: number;
  /** `YYYY-MM-DD` for fixtures the paste gave no date. */
  date_for_undated: string | null;
  /** The competition for fixtures the paste named none. */
  competition_for_unnamed: string | null;
}

export type ImportDraftRow = Selectable<ImportDraftsTable>;

/** A browser's push endpoint and what it wants to hear about (booleans are 0 or 1). */
export interface PushSubscriptionsTable {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  on_picked: number;
  on_channel_changed: number;
  on_moved: number;
  /** Minutes before kick-off for a reminder, or null for none. */
  reminder_minutes: number | null;
  created_at: string;
  updated_at: string;
}

/** One team a subscription follows, by the slug fixtures store beside each team name. */
export interface PushSubscriptionTeamsTable {
  subscription_id: string;
  team_slug: string;
}

/** A message waiting to be pushed; `topic` makes each one unique for its subscription. */
export interface PushMessagesTable {
  id: Generated<number>;
  subscription_id: string;
  topic: string;
  /** The notification as JSON: `{ title, body, url }`. */
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** An instance sending it holds it until then. */
  locked_until: string | null;
  created_at: string;
  /** When it was sent or given up; the row is kept a while so it is not queued again. */
  done_at: string | null;
  outcome: 'sent' | 'dropped' | null;
}

export type NewPushMessage = Insertable<PushMessagesTable>;

/** One row: the newest fixture change already turned into messages. */
export interface AlertStateTable {
  id: number;
  change_cursor: number;
}

/** Keys the site made for itself when none was configured (the VAPID pair). */
export interface SiteKeysTable {
  name: string;
  value: string;
}

/** Something Delete, Clear Date or Discard removed, kept a week so it can be restored. */
export interface RemovedItemsTable {
  id: string;
  kind: 'fixtures' | 'draft';
  /** How Recently removed names it. */
  label: string;
  /** JSON: { fixtures: FixtureInput[] } or { draft: ImportDraftRow }. */
  payload_json: string;
  removed_at: string;
  removed_by: string | null;
  restored_at: string | null;
}
