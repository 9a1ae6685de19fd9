import type { Element, Root } from 'hast';
import { createHash } from 'node:crypto';
import { createContext, Script } from 'node:vm';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { maxArticleBytes, type Article } from './article';
import { backlinkTerms, linkFirstMentions, teamLinkTerms, type LinkTerm } from './article-links';
import { utf8Length } from './article-rules';
import { escapeHtml } from '~/lib/escape-html';

/**
 * Article Markdown to HTML (docs/security.md R24): remark-parse -> remark-gfm -> remark-rehype (raw
 * HTML dropped: no allowDangerousHtml, no rehype-raw) -> inserted links -> link policy ->
 * rehype-sanitize with a narrowed GitHub schema, always last -> rehype-stringify. The output is the
 * only HTML a page may set with dangerouslySetInnerHTML.
 */

/**
 * The longest one render may take. micromark is linear for prose (~5 ms per KB here, so a
 * typical 10-30 KB article renders in well under R24's 200 ms) but much slower on some
 * constructs: thousands of list items, or runs of unmatched `*` and `_` (quadratic). A hard
 * limit keeps one article from holding the event loop; saves refuse articles that exceed it.
 */
export const renderTimeLimitMs = 2000;

/** Markdown over the 200 KB article limit: refused before any parsing. */
export class ArticleTooLargeError extends Error {
  constructor(readonly bytes: number) {
    super(`Article Markdown is ${bytes} bytes; the limit is ${maxArticleBytes}`);
    this.name = 'ArticleTooLargeError';
  }
}

/** Markdown that took longer than the time limit to render; the render was abandoned. */
export class ArticleRenderTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(`Article Markdown took longer than ${limitMs} ms to render`);
    this.name = 'ArticleRenderTimeoutError';
  }
}

export interface RenderOptions {
  /** The site's own address: absolute links to it are not external (no rel="nofollow ..."). */
  siteUrl?: string;
  /** Make relative links and images absolute against siteUrl (for feeds). */
  absoluteUrls?: boolean;
  /** Abandon the render after this long (default renderTimeLimitMs). */
  timeLimitMs?: number;
}

const externalRel = ['nofollow', 'noopener', 'noreferrer'];

/**
 * GitHub's schema narrowed to what Markdown produces: no raw-HTML-only elements, a short list
 * of attributes per element, links to http/https/mailto (and relative), images from http/https,
 * every id and name prefixed `user-content-`, every image with alt and loading="lazy".
 */
export const articleSanitizeSchema: SanitizeSchema = {
  tagNames: [
    'a',
    'blockquote',
    'br',
    'code',
    'del',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'img',
    'input',
    'li',
    'ol',
    'p',
    'pre',
    'section',
    'strong',
    'sup',
    'table',
    'tbody',
    'td',
    'th',
    'thead',
    'tr',
    'ul',
  ],
  attributes: {
    a: [
      'href',
      'title',
      ['rel', ...externalRel],
      // GFM footnotes
      'dataFootnoteRef',
      'dataFootnoteBackref',
      ['className', 'data-footnote-backref'],
      'ariaDescribedBy',
      'ariaLabel',
    ],
    img: ['src', 'alt', 'title', ['loading', 'lazy']],
    code: [['className', /^language-[\w#+.-]+$/]],
    h2: [['className', 'sr-only']],
    input: [
      ['type', 'checkbox'],
      ['disabled', true],
      ['checked', true],
    ],
    li: [['className', 'task-list-item']],
    ol: ['start', ['className', 'contains-task-list']],
    ul: [['className', 'contains-task-list']],
    section: ['dataFootnotes', ['className', 'footnotes']],
    td: [['align', 'left', 'center', 'right']],
    th: [['align', 'left', 'center', 'right']],
    '*': ['id'],
  },
  ancestors: {
    tbody: ['table'],
    td: ['table'],
    th: ['table'],
    thead: ['table'],
    tr: ['table'],
  },
  clobber: ['ariaDescribedBy', 'ariaLabelledBy', 'id', 'name'],
  clobberPrefix: 'user-content-',
  protocols: { href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
  required: {
    input: { type: 'checkbox', disabled: true },
    img: { alt: '', loading: 'lazy' },
  },
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'form', 'template', 'svg', 'math'],
  allowComments: false,
  allowDoctypes: false,
};

interface RenderPlan extends RenderOptions {
  terms: readonly LinkTerm[];
  linked: Set<string>;
  /** Footnote ids of one section, so several sections of an article do not clash. */
  idPrefix: string;
}

function render(markdown: string, plan: RenderPlan): string {
  const file = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { clobberPrefix: plan.idPrefix })
    .use(() => (tree: Root) => linkFirstMentions(tree, plan.terms, plan.linked))
    .use(() => (tree: Root) => applyLinkPolicy(tree, plan))
    .use(rehypeSanitize, articleSanitizeSchema)
    .use(rehypeStringify)
    .processSync(markdown);
  return String(file);
}

function checkSize(markdown: readonly string[]): void {
  const bytes = markdown.reduce((sum, text) => sum + utf8Length(text), 0);
  if (bytes > maxArticleBytes) throw new ArticleTooLargeError(bytes);
}

// node:vm's watchdog interrupts whatever JavaScript runs on this thread once the timeout
// passes, including our own functions called from the script; the script itself is a constant.
const guardScript = new Script('job()');
const guardContext = createContext({ job: (): unknown => undefined });
let guarding = false;

/** Runs a synchronous render, abandoning it with ArticleRenderTimeoutError after limitMs. */
function withinTimeLimit<T>(job: () => T, limitMs: number): T {
  // Already inside a guarded render: the outer limit applies.
  if (guarding) return job();
  guarding = true;
  guardContext.job = job;
  try {
    return guardScript.runInContext(guardContext, { timeout: limitMs }) as T;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      throw new ArticleRenderTimeoutError(limitMs);
    throw error;
  } finally {
    guarding = false;
    guardContext.job = () => undefined;
  }
}

/**
 * Safe HTML for one piece of article Markdown, with automatic team links. Throws
 * ArticleTooLargeError over 200 KB (before parsing) and ArticleRenderTimeoutError when the render
 * takes longer than the time limit.
 * @example renderMarkdown('Arsenal won [at home](https://example.com).')
 * // '<p><a href="/competition?team=Arsenal">Arsenal</a> won <a href="https://example.com/"
 * //  rel="nofollow noopener noreferrer">at home</a>.</p>'
 */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): string {
  checkSize([markdown]);
  return withinTimeLimit(
    () => render(markdown, { ...options, terms: teamLinkTerms, linked: new Set(), idPrefix: '' }),
    options.timeLimitMs ?? renderTimeLimitMs,
  );
}

/**
 * Safe HTML for each section of an article, in order. Team links go on the first mention in
 * the whole article; footnote ids are kept apart per section. Throws ArticleTooLargeError when
 * the sections add up to more than 200 KB, ArticleRenderTimeoutError when all of them together
 * take longer than the time limit.
 */
export function renderArticleSections(
  sections: readonly string[],
  options: RenderOptions = {},
): string[] {
  checkSize(sections);
  const linked = new Set<string>();
  return withinTimeLimit(
    () =>
      sections.map((section, index) =>
        render(section, {
          ...options,
          terms: teamLinkTerms,
          linked,
          idPrefix: index === 0 ? '' : `s${index + 1}-`,
        }),
      ),
    options.timeLimitMs ?? renderTimeLimitMs,
  );
}

/**
 * Raise this when a change to this file could change any article's HTML (the pipeline, the
 * sanitiser's schema, the link policy): HTML stored by earlier saves is then no longer used, and
 * those articles are rendered afresh when viewed until they are saved again (decision 0019).
 */
const rendererRevision = 1;

// Rendered into the render version, so a dependency upgrade that changes what these constructs
// become (micromark, GFM, the sanitiser) retires stored HTML without anyone raising the revision.
const fingerprintMarkdown = [
  '# Heading *em* **strong** ~~del~~ `code`',
  'Arsenal and Atlético Madrid, [site](/fixtures), [out](https://example.com/a?b=1#c) <https://example.org>',
  '![pic](https://example.com/p.png "t") [mail](mailto:a@example.com) [bad](javascript:alert(1)) <b>raw</b>',
  '- [x] done\n- item\n\n1. one\n\n> quote\n\n---',
  '| a | b |\n|:-|-:|\n| 1 | 2 |',
  'Note[^n]\n\n[^n]: Footnote [back](#top)',
  '```ts\nconst x = 1;\n```',
].join('\n\n');

const renderVersions = new Map<string, string>();

/**
 * What stored article HTML must have been rendered with to be shown as it is: the renderer's
 * revision, a hash of the automatic team links (they come from the catalogue), of the site's
 * origin (links to it are not external) and of a sample render. Computed once per origin.
 * @example articleRenderVersion('https://kickoff.tv') // '1-Jx3k9...'
 */
export function articleRenderVersion(siteUrl?: string): string {
  const origin = originOf(siteUrl) ?? '';
  let version = renderVersions.get(origin);
  if (version === undefined) {
    const sample = render(fingerprintMarkdown, {
      siteUrl: origin || undefined,
      terms: teamLinkTerms,
      linked: new Set(),
      idPrefix: '',
    });
    const hash = createHash('sha256')
      .update(JSON.stringify([teamLinkTerms, origin, sample]))
      .digest('base64url');
    version = `${rendererRevision}-${hash.slice(0, 16)}`;
    renderVersions.set(origin, version);
  }
  return version;
}

/** Article HTML rendered at save, with what it was rendered with (decision 0019). */
export interface StoredArticleHtml {
  /** renderArticleSections' output, one string per section: the sanitiser's output only. */
  sections: string[];
  renderVersion: string;
}

/**
 * An article's HTML for its page, rendered at save to be stored with it, or why it cannot be
 * shown, in words for the editor. Article saves call this, so a stored article always renders.
 * Give the site's address the page will be served at; HTML rendered for another is not used.
 * @example renderArticleForSave(['Arsenal won'], { siteUrl }) // { ok: true, html: { sections: ['<p><a ...'], renderVersion: '1-...' } }
 */
export function renderArticleForSave(
  sections: readonly string[],
  options: Pick<RenderOptions, 'siteUrl' | 'timeLimitMs'> = {},
): { ok: true; html: StoredArticleHtml } | { ok: false; message: string } {
  const renderVersion = articleRenderVersion(options.siteUrl);
  try {
    const html = renderArticleSections(sections, {
      siteUrl: options.siteUrl,
      timeLimitMs: options.timeLimitMs,
    });
    return { ok: true, html: { sections: html, renderVersion } };
  } catch (error) {
    return { ok: false, message: renderProblem(error) };
  }
}

/** The editor's words for a render that was refused; anything else is rethrown. */
function renderProblem(error: unknown): string {
  if (error instanceof ArticleTooLargeError)
    return `The article is ${Math.ceil(error.bytes / 1024)} KB; the limit is ${maxArticleBytes / 1024} KB`;
  if (error instanceof ArticleRenderTimeoutError)
    return 'This article takes too long to display. Split very long lists or tables into smaller ones, or remove stray * and _ characters.';
  throw error;
}

const cache = new Map<string, string[]>();
const maxCachedArticles = 200;
const maxCachedCharacters = 16_000_000;
let cachedCharacters = 0;

/**
 * The article page's HTML, one string per section: the HTML stored at save when it was rendered
 * as the current renderer would for this site (see articleRenderVersion); otherwise
 * renderArticleSections, remembered per article version (id + updatedAt) so a page view does not
 * parse Markdown again. Never throws
 * for the article's content: should a render time out (a saved article passed the same check,
 * so only on an overloaded machine), the sections are shown as escaped plain paragraphs and
 * not remembered.
 */
export function renderArticleForPage(
  article: Pick<Article, 'id' | 'updatedAt' | 'sections'> & {
    storedHtml?: StoredArticleHtml | null;
  },
  options: Omit<RenderOptions, 'timeLimitMs'> = {},
): string[] {
  const stored = article.storedHtml;
  if (
    stored &&
    !options.absoluteUrls &&
    stored.sections.length === article.sections.length &&
    stored.renderVersion === articleRenderVersion(options.siteUrl)
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
    html = renderArticleSections(article.sections, options);
  } catch (error) {
    if (error instanceof ArticleTooLargeError || error instanceof ArticleRenderTimeoutError)
      return article.sections.map(plainParagraphs);
    throw error;
  }
  const size = html.reduce((sum, section) => sum + section.length, 0);
  if (size > maxCachedCharacters) return html;
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
 * /schedule?search={name}. Throws like renderMarkdown.
 * @example buildBacklinkPreview('FA Cup glory for Arsenal')
 * // '<p><a href="/competition?competition=FA%20Cup">FA Cup</a> glory for
 * //  <a href="/schedule?search=Arsenal">Arsenal</a></p>'
 */
export function buildBacklinkPreview(
  markdown: string,
  options: Pick<RenderOptions, 'timeLimitMs'> = {},
): string {
  checkSize([markdown]);
  return withinTimeLimit(
    () => render(markdown, { terms: backlinkTerms, linked: new Set(), idPrefix: '' }),
    options.timeLimitMs ?? renderTimeLimitMs,
  );
}

/**
 * The Backlink Preview for the simple form: buildBacklinkPreview, with a refused render (too
 * large, too slow) as a message instead of an error.
 * @example previewBacklinks('Arsenal win') // { ok: true, html: '<p><a href="/schedule?search=Arsenal">...' }
 */
export function previewBacklinks(
  markdown: string,
  options: Pick<RenderOptions, 'timeLimitMs'> = {},
): { ok: true; html: string } | { ok: false; message: string } {
  try {
    return { ok: true, html: buildBacklinkPreview(markdown, options) };
  } catch (error) {
    return { ok: false, message: renderProblem(error) };
  }
}

type UrlKind = 'href' | 'src';

/**
 * Decides every link and image address before the sanitiser sees it: fragments point at the
 * prefixed ids, site-relative paths stay (or become absolute for feeds), absolute addresses
 * must be http/https (or mailto for links) and external links get rel="nofollow noopener
 * noreferrer". Anything else loses the address.
 */
function applyLinkPolicy(tree: Root, options: RenderOptions): void {
  const siteOrigin = originOf(options.siteUrl);
  const visit = (node: Root | Element): void => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'a') {
        const decided = decideUrl(child.properties.href, 'href', siteOrigin, options);
        if (decided) child.properties.href = decided.url;
        else delete child.properties.href;
        if (decided?.external) child.properties.rel = [...externalRel];
        else delete child.properties.rel;
      } else if (child.tagName === 'img') {
        const decided = decideUrl(child.properties.src, 'src', siteOrigin, options);
        if (decided) child.properties.src = decided.url;
        else delete child.properties.src;
        if (typeof child.properties.alt !== 'string') child.properties.alt = '';
        child.properties.loading = 'lazy';
      }
      visit(child);
    }
  };
  visit(tree);
}

function decideUrl(
  value: unknown,
  kind: UrlKind,
  siteOrigin: string | null,
  options: RenderOptions,
): { url: string; external: boolean } | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url.startsWith('#')) {
    if (kind !== 'href') return null;
    const id = url.slice(1);
    return { url: id.startsWith('user-content-') ? url : `#user-content-${id}`, external: false };
  }
  // A path on this site. Not "//host" or "/\host", which browsers read as another host.
  if (/^\/(?![/\\])/.test(url)) {
    if (options.absoluteUrls && options.siteUrl)
      return { url: new URL(url, options.siteUrl).href, external: false };
    return { url, external: false };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === 'mailto:' && kind === 'href')
    return { url: parsed.href, external: false };
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return { url: parsed.href, external: parsed.origin !== siteOrigin };
}

function originOf(siteUrl: string | undefined): string | null {
  if (!siteUrl) return null;
  try {
    return new URL(siteUrl).origin;
  } catch {
    return null;
  }
}
