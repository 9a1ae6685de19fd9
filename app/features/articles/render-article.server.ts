import { maxArticleBytes, type Article } from './article';
import type { InsertedLinks, LinkOptions, RenderJob } from './article-markdown.server';
import { utf8Length, type ArticleInput } from './article-rules';
import {
  ArticleRenderTimeoutError,
  ArticleTooComplexError,
  runInMarkdownWorker,
} from './markdown-worker-pool.server';
import { escapeHtml } from '~/lib/escape-html';

export { ArticleRenderTimeoutError, ArticleTooComplexError };

/**
 * Article Markdown as safe HTML, and what a save stores from it (docs/security.md R24). The
 * pipeline itself is article-markdown.server.ts; it runs only in a worker thread
 * (markdown-worker-pool.server.ts, decision 0024), so every function here that reads Markdown is
 * asynchronous and never holds the event loop, whatever the Markdown.
 */

/**
 * The longest one job may take: the render of an article, with its reading time and summary at a
 * save. micromark is linear for prose (~2-5 ms per KB here, so a typical 10-30 KB article renders
 * in well under R24's 200 ms and 200 KB in well under a second) but much slower on some
 * constructs: thousands of list items, deeply nested quotes, runs of unmatched `*`, `_` or `[`
 * (quadratic). Past the limit the worker is terminated; saves refuse such articles.
 */
export const renderTimeLimitMs = 2000;

/** Markdown over the 200 KB article limit: refused before any parsing. */
export class ArticleTooLargeError extends Error {
  constructor(readonly bytes: number) {
    super(`Article Markdown is ${bytes} bytes; the limit is ${maxArticleBytes}`);
    this.name = 'ArticleTooLargeError';
  }
}

export interface RenderOptions extends LinkOptions {
  /** Abandon the render after this long (default renderTimeLimitMs). */
  timeLimitMs?: number;
}

function checkSize(markdown: readonly string[]): void {
  const bytes = markdown.reduce((sum, text) => sum + utf8Length(text), 0);
  if (bytes > maxArticleBytes) throw new ArticleTooLargeError(bytes);
}

async function renderInWorker(
  sections: readonly string[],
  links: InsertedLinks,
  options: RenderOptions,
): Promise<string[]> {
  checkSize(sections);
  const job: RenderJob = {
    type: 'render',
    sections: [...sections],
    links,
    siteUrl: options.siteUrl,
    absoluteUrls: options.absoluteUrls,
  };
  return runInMarkdownWorker(job, options.timeLimitMs ?? renderTimeLimitMs);
}

/**
 * Safe HTML for one piece of article Markdown, with automatic team links. Rejects with
 * ArticleTooLargeError over 200 KB (before parsing), ArticleRenderTimeoutError when the render
 * takes longer than the time limit, ArticleTooComplexError when the pipeline cannot take it.
 * @example await renderMarkdown('Arsenal won [at home](https://example.com).')
 * // '<p><a href="/competition?team=Arsenal">Arsenal</a> won <a href="https://example.com/"
 * //  rel="nofollow noopener noreferrer">at home</a>.</p>'
 */
export async function renderMarkdown(
  markdown: string,
  options: RenderOptions = {},
): Promise<string> {
  const [html] = await renderInWorker([markdown], 'teams', options);
  return html ?? '';
}

/**
 * Safe HTML for each section of an article, in order. Team links go on the first mention in
 * the whole article; footnote ids are kept apart per section. Rejects like renderMarkdown, with
 * the limits applying to all sections together.
 */
export function renderArticleSections(
  sections: readonly string[],
  options: RenderOptions = {},
): Promise<string[]> {
  return renderInWorker(sections, 'teams', options);
}

const renderVersions = new Map<string, Promise<string>>();

/**
 * What stored article HTML must have been rendered with to be shown as it is: the renderer's
 * revision, a hash of the automatic team links, of the site's origin and of a sample render
 * (decision 0019; see renderVersionFor). Asked of the worker once per site address.
 * @example await articleRenderVersion('https://kickoff.tv') // '1-Jx3k9...'
 */
export function articleRenderVersion(siteUrl?: string): Promise<string> {
  const key = siteUrl ?? '';
  let version = renderVersions.get(key);
  if (version === undefined) {
    version = runInMarkdownWorker({ type: 'renderVersion', siteUrl }, renderTimeLimitMs);
    renderVersions.set(key, version);
    // A failure is not remembered: the next page asks again.
    version.catch(() => renderVersions.delete(key));
  }
  return version;
}

/** Article HTML rendered at save, with what it was rendered with (decision 0019). */
export interface StoredArticleHtml {
  /** renderArticleSections' output, one string per section: the sanitiser's output only. */
  sections: string[];
  renderVersion: string;
}

/** What an article's fields need from its Markdown, as the form gave them. */
export type ArticleMarkdownFields = Pick<ArticleInput, 'sections' | 'excerpt' | 'readTime'>;

/** What a save stores that comes from the Markdown, worked out by prepareArticleForSave. */
export interface PreparedArticle {
  /** What it was prepared from: a save of other fields prepares again. */
  from: ArticleMarkdownFields & { siteUrl: string | undefined };
  html: StoredArticleHtml;
  /** The excerpt, else the start of the first section as plain text. */
  summary: string;
  /** The editor's reading time, else the estimate (200 words a minute). */
  readTimeMinutes: number;
}

export type PreparedArticleResult =
  { ok: true; prepared: PreparedArticle } | { ok: false; message: string };

/**
 * Everything a save stores that comes from the article's Markdown, worked out in the worker
 * within one time limit: the HTML of its page (rendered for the site's address, decision 0019),
 * its summary and its reading time; or why it cannot be saved, in words for the editor. Article
 * saves store only this, so a stored article always renders. Do this before a save's
 * transaction, so a slow render holds no database connection.
 * @example await prepareArticleForSave(parsed.input, { siteUrl })
 * // { ok: true, prepared: { html: { sections: ['<p><a ...'], renderVersion: '1-...' }, summary: 'Arsenal won', readTimeMinutes: 1, ... } }
 */
export async function prepareArticleForSave(
  fields: ArticleMarkdownFields,
  options: Pick<RenderOptions, 'siteUrl' | 'timeLimitMs'> = {},
): Promise<PreparedArticleResult> {
  try {
    checkSize(fields.sections);
    const saved = await runInMarkdownWorker(
      {
        type: 'save',
        sections: [...fields.sections],
        excerpt: fields.excerpt,
        estimateReadTime: fields.readTime === null,
        siteUrl: options.siteUrl,
      },
      options.timeLimitMs ?? renderTimeLimitMs,
    );
    return {
      ok: true,
      prepared: {
        from: {
          sections: fields.sections,
          excerpt: fields.excerpt,
          readTime: fields.readTime,
          siteUrl: options.siteUrl,
        },
        html: { sections: saved.sections, renderVersion: saved.renderVersion },
        summary: saved.summary,
        readTimeMinutes: fields.readTime ?? saved.readTimeMinutes ?? 1,
      },
    };
  } catch (error) {
    return { ok: false, message: renderProblem(error) };
  }
}

/**
 * Whether `prepared` was worked out from these fields for this site address, so a save may store
 * it as it is.
 */
export function isPreparedFor(
  prepared: PreparedArticle,
  fields: ArticleMarkdownFields,
  siteUrl: string | undefined,
): boolean {
  const { from } = prepared;
  return (
    from.siteUrl === siteUrl &&
    from.excerpt === fields.excerpt &&
    from.readTime === fields.readTime &&
    from.sections.length === fields.sections.length &&
    from.sections.every((section, index) => section === fields.sections[index])
  );
}

/** The editor's message for an article that cannot be rendered (R24). */
export const tooComplexMessage =
  'This article is too complex to format; simplify its Markdown and try again.';

/** The editor's words for a render that was refused; anything else is rethrown. */
function renderProblem(error: unknown): string {
  if (error instanceof ArticleTooLargeError)
    return `The article is ${Math.ceil(error.bytes / 1024)} KB; the limit is ${maxArticleBytes / 1024} KB`;
  if (error instanceof ArticleRenderTimeoutError)
    return 'This article takes too long to display. Split very long lists or tables into smaller ones, or remove stray * and _ characters.';
  if (error instanceof ArticleTooComplexError) return tooComplexMessage;
  throw error;
}

function isRefusal(error: unknown): boolean {
  return (
    error instanceof ArticleTooLargeError ||
    error instanceof ArticleRenderTimeoutError ||
    error instanceof ArticleTooComplexError
  );
}

const cache = new Map<string, string[]>();
const maxCachedArticles = 200;
const maxCachedCharacters = 16_000_000;
let cachedCharacters = 0;

/**
 * The article page's HTML, one string per section: the HTML stored at save when it was rendered
 * as the current renderer would for this site (see articleRenderVersion); otherwise
 * renderArticleSections, remembered per article version (id + updatedAt) so a page view does not
 * parse Markdown again. Never rejects for the article's content: should a render be refused (a
 * saved article passed the same check, so only on an overloaded machine), the sections are shown
 * as escaped plain paragraphs and not remembered.
 */
export async function renderArticleForPage(
  article: Pick<Article, 'id' | 'updatedAt' | 'sections'> & {
    storedHtml?: StoredArticleHtml | null;
  },
  options: Omit<RenderOptions, 'timeLimitMs'> = {},
): Promise<string[]> {
  const stored = article.storedHtml;
  if (
    stored &&
    !options.absoluteUrls &&
    stored.sections.length === article.sections.length &&
    stored.renderVersion === (await articleRenderVersion(options.siteUrl))
  )
    return stored.sections;
  const key = [article.id, article.updatedAt, options.siteUrl ?? '', options.absoluteUrls ?? false]
    .map(String)
    .join('\u0000');
  const cached = cache.get(key);
  if (cached) {
    // Most recently used last: Map keeps insertion order.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  let html: string[];
  try {
    html = await renderArticleSections(article.sections, options);
  } catch (error) {
    if (isRefusal(error)) return article.sections.map(plainParagraphs);
    throw error;
  }
  const size = html.reduce((sum, section) => sum + section.length, 0);
  if (size > maxCachedCharacters || cache.has(key)) return html;
  cache.set(key, html);
  cachedCharacters += size;
  for (const [oldKey, old] of cache) {
    if (cache.size <= maxCachedArticles && cachedCharacters <= maxCachedCharacters) break;
    cache.delete(oldKey);
    cachedCharacters -= old.reduce((sum, section) => sum + section.length, 0);
  }
  return html;
}

/** Forgets every remembered render (tests; a change of the link rules). */
export function clearRenderCache(): void {
  cache.clear();
  cachedCharacters = 0;
}

function plainParagraphs(markdown: string): string {
  return markdown
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('\n');
}

/**
 * The simple form's "Backlink Preview": the Markdown as safe HTML with the first mention of each
 * listed competition linked to /competition?competition={name} and of each listed team to
 * /schedule?search={name}. Rejects like renderMarkdown.
 * @example await buildBacklinkPreview('FA Cup glory for Arsenal')
 * // '<p><a href="/competition?competition=FA%20Cup">FA Cup</a> glory for
 * //  <a href="/schedule?search=Arsenal">Arsenal</a></p>'
 */
export async function buildBacklinkPreview(
  markdown: string,
  options: Pick<RenderOptions, 'timeLimitMs'> = {},
): Promise<string> {
  const [html] = await renderInWorker([markdown], 'backlinks', options);
  return html ?? '';
}

/**
 * The Backlink Preview for the simple form: buildBacklinkPreview, with a refused render (too
 * large, too slow, too complex) as a message instead of an error.
 * @example await previewBacklinks('Arsenal win') // { ok: true, html: '<p><a href="/schedule?search=Arsenal">...' }
 */
export async function previewBacklinks(
  markdown: string,
  options: Pick<RenderOptions, 'timeLimitMs'> = {},
): Promise<{ ok: true; html: string } | { ok: false; message: string }> {
  try {
    return { ok: true, html: await buildBacklinkPreview(markdown, options) };
  } catch (error) {
    return { ok: false, message: renderProblem(error) };
  }
}
