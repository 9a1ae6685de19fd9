import { Feed } from 'feed';
import type { Article } from './article';
import { articlePath } from './article-text';
import { escapeHtml } from '~/lib/escape-html';
import { renderArticleForPage } from './render-article.server';

export interface ArticleFeedOptions {
  /** Feed format: RSS 2.0 (default) or Atom 1.0. */
  format?: 'rss' | 'atom';
  /** Articles published after this instant are left out; also the date of an empty feed. */
  now?: Date;
  /** The feed's own path, for its self link; default '/feed.xml'. */
  feedPath?: string;
  title?: string;
  description?: string;
  /** At most this many items, newest first; default 50. */
  limit?: number;
}

/** The Content-Type to serve each format with. */
export const feedContentTypes = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
} as const;

/**
 * An RSS 2.0 (or Atom) feed of published articles, newest first. Each item's content is the
 * sanitised article HTML with links made absolute; titles and summaries are plain text, so they
 * are HTML-escaped first (readers treat RSS titles and Atom `type="html"` text as HTML). Drafts
 * and scheduled articles are left out whatever the caller passes.
 * @example await buildArticleFeed(articles, 'https://kickoff.tv', { now }) // '<?xml version="1.0" ...'
 */
export async function buildArticleFeed(
  articles: readonly Article[],
  siteUrl: string,
  options: ArticleFeedOptions = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const site = siteUrl.replace(/\/+$/, '');
  const format = options.format ?? 'rss';
  const visible = articles
    .filter(
      (article) =>
        article.status === 'published' && Date.parse(article.publishedAt) <= now.getTime(),
    )
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, options.limit ?? 50);
  const updated = visible.reduce<string | null>(
    (latest, article) =>
      latest === null || article.updatedAt > latest ? article.updatedAt : latest,
    null,
  );
  const feedUrl = `${site}${options.feedPath ?? '/feed.xml'}`;

  const feed = new Feed({
    id: `${site}/`,
    title: options.title ?? 'Kickoff TV: football news and guides',
    description: options.description ?? 'News, previews and guides to watching football on UK TV.',
    link: `${site}/`,
    language: 'en-GB',
    updated: updated ? new Date(updated) : now,
    generator: false,
    feedLinks: format === 'rss' ? { rss: feedUrl } : { atom: feedUrl },
  });
  // Rendered in the Markdown workers, side by side.
  const contents = await Promise.all(
    visible.map((article) => renderArticleForPage(article, { siteUrl: site, absoluteUrls: true })),
  );
  for (const [index, article] of visible.entries()) {
    const link = `${site}${articlePath(article)}`;
    feed.addItem({
      id: link,
      link,
      title: escapeHtml(article.title),
      description: escapeHtml(article.summary),
      content: contents[index]!.join('\n'),
      date: new Date(article.updatedAt),
      published: new Date(article.publishedAt),
      category: article.tags.map((tag) => categoryOf(tag, format)),
      // RSS 2.0 wants an e-mail address in <author>; only Atom takes a bare name.
      ...(format === 'atom' ? { author: [{ name: article.author }] } : {}),
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}

/**
 * `feed` writes RSS categories as escaped text but Atom categories as attributes with only "&"
 * escaped, so characters that could end an attribute or open a tag are dropped there.
 */
function categoryOf(tag: string, format: 'rss' | 'atom'): { name: string; term?: string } {
  if (format === 'rss') return { name: tag };
  const safe = tag.replace(/["<>]/g, '');
  return { name: safe, term: safe };
}
