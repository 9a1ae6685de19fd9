/** What an article is: the shapes the editor, the public pages and the feed share. */

export const articleKinds = ['news', 'blog', 'guide'] as const;
export type ArticleKind = (typeof articleKinds)[number];

/** How staff pages name each kind. */
export const articleKindLabels: Record<ArticleKind, string> = {
  news: 'News',
  blog: 'Blog post',
  guide: 'Guide',
};

export const articleStatuses = ['draft', 'published'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** A stored article, as the editor and the article page see it. */
export interface Article {
  /** 12 random alphanumerics. */
  id: string;
  kind: ArticleKind;
  /** Unique across all kinds. */
  slug: string;
  title: string;
  /** As the editor wrote it; may be empty. */
  excerpt: string;
  /** The excerpt, else the start of the first section as plain text (see excerptOf). */
  summary: string;
  /** Markdown, at least one. */
  sections: string[];
  tags: string[];
  /** SEO keywords. */
  keywords: string[];
  /** TV channel names, for match previews. */
  channels: string[];
  author: string;
  /** ISO 8601 UTC, for match previews. */
  matchDate: string | null;
  matchVenue: string | null;
  /** An https URL. */
  imageUrl: string | null;
  imageAlt: string | null;
  imageCredit: string | null;
  readTimeMinutes: number;
  status: ArticleStatus;
  /** ISO 8601 UTC. A published article is visible from this instant (a future date schedules). */
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
  /** The staff member who created it; null for the CLI or a removed account. */
  createdBy: string | null;
  /** Raised by every save; the editor sends the one it started from (conflict check). */
  version: number;
}

/** What lists show: everything but the Markdown. */
export type ArticleSummary = Omit<Article, 'sections' | 'keywords' | 'channels'>;

/** Who an article is by when the simple form leaves it blank. */
export const defaultArticleAuthor = 'Kickoff TV team';

/** The largest article: UTF-8 bytes of Markdown over all its sections (docs/security.md R24). */
export const maxArticleBytes = 200 * 1024;
export const maxSections = 50;
/** Tags, keywords and channels: at most this many entries of at most maxListEntryLength. */
export const maxListEntries = 30;
export const maxListEntryLength = 60;
/** Lists fall back to this many characters of the first section. */
export const excerptFallbackLength = 100;
/** Reading speed for the read-time estimate. */
export const wordsPerMinute = 200;

/** The parameters of an article list's address (/news, /blog): `?page=2&tag=transfers`. */
export const articleListParameters = ['page', 'tag'] as const;

/**
 * An article list's page and tag as its address writes them; null for a page number that cannot
 * exist (1 to 1,000). A tag is cut to 60 characters.
 * @example readArticleListQuery(new URLSearchParams('page=2&tag=cup')) // { page: 2, tag: 'cup' }
 */
export function readArticleListQuery(
  params: URLSearchParams,
): { page: number; tag: string | undefined } | null {
  const page = Number(params.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 1000) return null;
  return { page, tag: params.get('tag')?.trim().slice(0, 60) || undefined };
}
