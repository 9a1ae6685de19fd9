import { sql } from 'kysely';
import type { Db } from '~/db/create-db.server';
import { escapeLike } from '~/db/like-pattern.server';
import type { ArticleRow } from '~/db/schema';
import {
  articleKinds,
  type Article,
  type ArticleKind,
  type ArticleStatus,
  type ArticleSummary,
} from './article';
import type { ArticleFieldErrors, ArticleInput } from './article-rules';
import {
  isPreparedFor,
  prepareArticleForSave,
  type PreparedArticle,
  type PreparedArticleResult,
  type StoredArticleHtml,
} from './render-article.server';

/**
 * What a save did: the stored article; messages to show next to the fields; or, for a save made
 * from an older version than the stored one, the stored article to compare with (a conflict).
 */
export type ArticleWriteResult = ArticleCreateResult | { ok: false; conflict: Article };
export type ArticleCreateResult =
  { ok: true; article: Article } | { ok: false; errors: ArticleFieldErrors };

export const slugTakenMessage = 'An article with this address already exists';

/** Related articles are picked from this many of the newest. */
const relatedCandidates = 200;

const summaryColumns = [
  'id',
  'kind',
  'slug',
  'title',
  'excerpt',
  'summary',
  'tags_json',
  'author',
  'match_date',
  'match_venue',
  'image_url',
  'image_alt',
  'image_credit',
  'read_time_minutes',
  'status',
  'published_at',
  'created_at',
  'updated_at',
  'created_by',
  'version',
] as const;

const articleColumns = [
  ...summaryColumns,
  'sections_json',
  'keywords_json',
  'channels_json',
] as const;

type SummaryRow = Pick<ArticleRow, (typeof summaryColumns)[number]>;

/**
 * Stores a new article. The slug must be free: otherwise `{ ok: false, errors: { slug } }`,
 * also when another save takes it at the same moment (the unique index decides). Articles that
 * would not render within the limits are refused with an error on `sections`; the HTML of
 * those that do is stored with them, rendered for `siteUrl` (the site's address, so the article
 * page can show it as it is; decision 0019). The Markdown is worked on in a worker
 * (prepareArticleForSave); a caller inside a transaction passes `prepared`, worked out before
 * it, so the transaction never waits for a render.
 * @example await createArticle(db, parsed.input, { by: user.id, now: new Date(), siteUrl })
 */
export async function createArticle(
  db: Db,
  input: ArticleInput,
  {
    by,
    now = new Date(),
    siteUrl,
    prepared,
  }: { by: string | null; now?: Date; siteUrl?: string; prepared?: PreparedArticle },
): Promise<ArticleCreateResult> {
  const rendered = await preparedOrNew(input, siteUrl, prepared);
  if (!rendered.ok) return { ok: false, errors: { sections: rendered.message } };
  if (await slugTaken(db, input.slug, null)) return slugError();

  const timestamp = now.toISOString();
  const row: ArticleRow = {
    id: newArticleId(),
    ...contentColumns(input, rendered.prepared),
    ...htmlColumns(rendered.prepared.html),
    published_at: input.publishedAt ?? timestamp,
    created_at: timestamp,
    updated_at: timestamp,
    created_by: by,
    version: 1,
  };
  try {
    await db.insertInto('articles').values(row).execute();
  } catch (error) {
    if (isSlugClash(error)) return slugError();
    throw error;
  }
  return { ok: true, article: toArticle(row) };
}

/**
 * Replaces the article with this id by the input (editing replaces) and raises its version. Without
 * a publish date the stored one stays, except that publishing a draft publishes it now. Given the
 * `version` the editor started from, a save over a newer stored version is refused with
 * `{ ok: false, conflict }` (the stored article). Null when there is no such article. The HTML is
 * stored as createArticle stores it (and `prepared` taken as it takes it).
 * @example await updateArticle(db, id, input, { now, version: 3, siteUrl })
 */
export async function updateArticle(
  db: Db,
  id: string,
  input: ArticleInput,
  {
    now = new Date(),
    version,
    siteUrl,
    prepared,
  }: { now?: Date; version?: number; siteUrl?: string; prepared?: PreparedArticle } = {},
): Promise<ArticleWriteResult | null> {
  const existing = await db
    .selectFrom('articles')
    .select(['status', 'published_at', 'created_at', 'created_by', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!existing) return null;
  const conflict = async () => {
    const stored = await getArticleById(db, id);
    return stored ? { ok: false as const, conflict: stored } : null;
  };
  if (version !== undefined && Number(existing.version) !== version) return conflict();
  const rendered = await preparedOrNew(input, siteUrl, prepared);
  if (!rendered.ok) return { ok: false, errors: { sections: rendered.message } };
  if (await slugTaken(db, input.slug, id)) return slugError();

  const timestamp = now.toISOString();
  const publishingNow = existing.status === 'draft' && input.status === 'published';
  const changes = {
    ...contentColumns(input, rendered.prepared),
    published_at: input.publishedAt ?? (publishingNow ? timestamp : existing.published_at),
    updated_at: timestamp,
    version: Number(existing.version) + 1,
  };
  try {
    // Only over the version just read: a save that landed in between makes this a conflict.
    const result = await db
      .updateTable('articles')
      .set({ ...changes, ...htmlColumns(rendered.prepared.html) })
      .where('id', '=', id)
      .where('version', '=', Number(existing.version))
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return conflict();
  } catch (error) {
    if (isSlugClash(error)) return slugError();
    throw error;
  }
  return {
    ok: true,
    article: toArticle({
      id,
      ...changes,
      created_at: existing.created_at,
      created_by: existing.created_by,
    }),
  };
}

/** Removes an article; returns what was removed (for the audit trail), or null if none. */
export async function deleteArticle(db: Db, id: string): Promise<Article | null> {
  const row = await db
    .deleteFrom('articles')
    .where('id', '=', id)
    .returning(articleColumns)
    .executeTakeFirst();
  return row ? toArticle(row) : null;
}

/** Any article, draft or scheduled too (the editor). */
export async function getArticleById(db: Db, id: string): Promise<Article | null> {
  const row = await db
    .selectFrom('articles')
    .select(articleColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toArticle(row) : null;
}

/**
 * A public article by its slug: published, with a publish date not after `now`, and of the
 * given kind(s) when asked (/news shows news; /blog shows blog posts and guides).
 */
export async function getPublishedArticle(
  db: Db,
  options: { slug: string; kind?: ArticleKind | readonly ArticleKind[]; now: Date },
): Promise<Article | null> {
  let query = db
    .selectFrom('articles')
    .select(articleColumns)
    .where('slug', '=', options.slug)
    .where('status', '=', 'published')
    .where('published_at', '<=', options.now.toISOString());
  if (options.kind !== undefined) {
    const kinds = typeof options.kind === 'string' ? [options.kind] : [...options.kind];
    query = query.where('kind', 'in', kinds.length > 0 ? kinds : ['']);
  }
  const row = await query.executeTakeFirst();
  return row ? toArticle(row) : null;
}

/**
 * The HTML stored at the save that made this version of the article (decision 0019), or null:
 * none was stored (saved before migration 0010), or the article has changed since it was read.
 * Whether it may be shown as it is, renderArticleForPage decides.
 * @example await getStoredArticleHtml(db, article) // { sections: ['<p>...'], renderVersion: '1-...' }
 */
export async function getStoredArticleHtml(
  db: Db,
  article: Pick<Article, 'id' | 'version'>,
): Promise<StoredArticleHtml | null> {
  const row = await db
    .selectFrom('articles')
    .select(['html_json', 'html_render_version'])
    .where('id', '=', article.id)
    .where('version', '=', article.version)
    .executeTakeFirst();
  if (!row?.html_json || !row.html_render_version) return null;
  return { sections: parseList(row.html_json), renderVersion: row.html_render_version };
}

/**
 * One page of public articles, newest first, with the total for pagination. `tag` matches a
 * tag exactly, ignoring case.
 */
export async function listPublishedArticles(
  db: Db,
  options: {
    kinds: readonly ArticleKind[];
    tag?: string;
    limit: number;
    offset: number;
    now: Date;
  },
): Promise<{ articles: ArticleSummary[]; total: number }> {
  let base = db
    .selectFrom('articles')
    .where('status', '=', 'published')
    .where('published_at', '<=', options.now.toISOString())
    .where('kind', 'in', options.kinds.length > 0 ? [...options.kinds] : ['']);
  const tag = options.tag?.trim();
  if (tag) {
    // Tags are stored as a JSON array; a quoted, lower-cased tag only matches a whole entry.
    const pattern = `%${escapeLike(JSON.stringify(tag.toLowerCase()))}%`;
    base = base.where(sql<boolean>`lower(tags_json) like ${pattern} escape '\\'`);
  }
  const [rows, count] = await Promise.all([
    base
      .select(summaryColumns)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { articles: rows.map(toArticleSummary), total: Number(count.total) };
}

/** Every article for the admin list, drafts and scheduled ones too, newest first. */
export async function listArticlesForAdmin(
  db: Db,
  options: { limit: number },
): Promise<ArticleSummary[]> {
  const rows = await db
    .selectFrom('articles')
    .select(summaryColumns)
    .orderBy('published_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .execute();
  return rows.map(toArticleSummary);
}

/** Every article whole, drafts and scheduled ones too, newest first: for the staff export. */
export async function listArticlesWhole(db: Db, options: { limit: number }): Promise<Article[]> {
  const rows = await db
    .selectFrom('articles')
    .select(articleColumns)
    .orderBy('published_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .execute();
  return rows.map(toArticle);
}

/**
 * Public articles to read next: those sharing the most tags with this one (newest first among
 * equals), then the newest of the same kind. Never the article itself.
 */
export async function listRelatedArticles(
  db: Db,
  article: Pick<Article, 'id' | 'kind' | 'tags'>,
  options: { limit: number; now: Date },
): Promise<ArticleSummary[]> {
  const rows = await db
    .selectFrom('articles')
    .select(summaryColumns)
    .where('status', '=', 'published')
    .where('published_at', '<=', options.now.toISOString())
    .where('id', '!=', article.id)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(relatedCandidates)
    .execute();
  const candidates = rows.map(toArticleSummary);
  const wanted = new Set(article.tags.map((tag) => tag.toLowerCase()));
  const shared = (candidate: ArticleSummary) =>
    candidate.tags.filter((tag) => wanted.has(tag.toLowerCase())).length;

  const byTags = candidates
    .map((candidate, order) => ({ candidate, order, score: shared(candidate) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.candidate);
  const picked = byTags.slice(0, options.limit);
  for (const candidate of candidates) {
    if (picked.length >= options.limit) break;
    if (candidate.kind === article.kind && !picked.includes(candidate)) picked.push(candidate);
  }
  return picked;
}

/** `prepared` when it was worked out from this input, else the worker's work now. */
function preparedOrNew(
  input: ArticleInput,
  siteUrl: string | undefined,
  prepared: PreparedArticle | undefined,
): Promise<PreparedArticleResult> {
  return prepared && isPreparedFor(prepared, input, siteUrl)
    ? Promise.resolve({ ok: true, prepared })
    : prepareArticleForSave(input, { siteUrl });
}

function contentColumns(input: ArticleInput, prepared: PreparedArticle) {
  return {
    kind: input.kind,
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    summary: prepared.summary,
    sections_json: JSON.stringify(input.sections),
    tags_json: JSON.stringify(input.tags),
    keywords_json: JSON.stringify(input.keywords),
    channels_json: JSON.stringify(input.channels),
    author: input.author,
    match_date: input.matchDate,
    match_venue: input.matchVenue,
    image_url: input.imageUrl,
    image_alt: input.imageAlt,
    image_credit: input.imageCredit,
    read_time_minutes: prepared.readTimeMinutes,
    status: input.status,
  };
}

// Only ever prepareArticleForSave's output: never anything a request sent (docs/security.md R24).
function htmlColumns(html: StoredArticleHtml) {
  return { html_json: JSON.stringify(html.sections), html_render_version: html.renderVersion };
}

async function slugTaken(db: Db, slug: string, exceptId: string | null): Promise<boolean> {
  let query = db.selectFrom('articles').select('id').where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

function slugError(): ArticleCreateResult {
  return { ok: false, errors: { slug: slugTakenMessage } };
}

/** The unique index on slug refused a write: PostgreSQL 23505 or SQLite's constraint error. */
function isSlugClash(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, constraint } = error as {
    code?: unknown;
    message?: unknown;
    constraint?: unknown;
  };
  if (code === '23505') return typeof constraint === 'string' && constraint.includes('slug');
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    typeof message === 'string' &&
    message.includes('articles.slug')
  );
}

/** Maps a row to the domain article. */
export function toArticle(row: Pick<ArticleRow, (typeof articleColumns)[number]>): Article {
  return {
    ...toArticleSummary(row),
    sections: parseList(row.sections_json),
    keywords: parseList(row.keywords_json),
    channels: parseList(row.channels_json),
  };
}

function toArticleSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    kind: toKind(row.kind),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    summary: row.summary,
    tags: parseList(row.tags_json),
    author: row.author,
    matchDate: row.match_date,
    matchVenue: row.match_venue,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    imageCredit: row.image_credit,
    readTimeMinutes: Number(row.read_time_minutes),
    status: toStatus(row.status),
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by,
    version: Number(row.version),
  };
}

function toKind(value: string): ArticleKind {
  return (articleKinds as readonly string[]).includes(value) ? (value as ArticleKind) : 'news';
}

function toStatus(value: string): ArticleStatus {
  return value === 'published' ? 'published' : 'draft';
}

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

const idAlphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new article id: 12 random alphanumerics (~71 bits). */
export function newArticleId(): string {
  const bytes = new Uint8Array(32);
  let id = '';
  while (id.length < 12) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      // 248 = 62 * 4: dropping larger bytes keeps every character equally likely.
      if (byte < 248 && id.length < 12) id += idAlphabet[byte % 62];
    }
  }
  return id;
}
