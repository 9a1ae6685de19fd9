import type { Element, Root } from 'hast';
import type { Nodes as MdastNodes } from 'mdast';
import { createHash } from 'node:crypto';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { excerptFallbackLength, wordsPerMinute } from './article';
import { backlinkTerms, linkFirstMentions, teamLinkTerms, type LinkTerm } from './article-links';

/**
 * Everything that parses article Markdown, run only inside the article Markdown worker
 * (markdown-worker.server.ts; decision 0024): parsing is linear for prose but quadratic or worse
 * for some constructs, so it must never run on the server's event loop. Other code asks for it
 * through render-article.server.ts, which sends jobs to the worker with a time and size limit.
 *
 * Article Markdown to HTML (docs/security.md R24): remark-parse -> remark-gfm -> remark-rehype (raw
 * HTML dropped: no allowDangerousHtml, no rehype-raw) -> inserted links -> link policy ->
 * rehype-sanitize with a narrowed GitHub schema, always last -> rehype-stringify. The output is the
 * only HTML a page may set with dangerouslySetInnerHTML.
 */

/** How links come out: the site's address (its links are not external), absolute for feeds. */
export interface LinkOptions {
  /** The site's own address: absolute links to it are not external (no rel="nofollow ..."). */
  siteUrl?: string;
  /** Make relative links and images absolute against siteUrl (for feeds). */
  absoluteUrls?: boolean;
}

/** Which inserted links: automatic team links (pages), or the simple form's backlinks. */
export type InsertedLinks = 'teams' | 'backlinks';

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

interface RenderPlan extends LinkOptions {
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

/**
 * Safe HTML for each section of an article, in order. The first mention in the whole article of
 * each term is linked; footnote ids are kept apart per section (the first section's have no
 * prefix, so one section renders as a lone piece of Markdown would).
 * @example renderSections(['Arsenal won [at home](https://example.com).'], { links: 'teams' })
 * // ['<p><a href="/competition?team=Arsenal">Arsenal</a> won <a href="https://example.com/"
 * //  rel="nofollow noopener noreferrer">at home</a>.</p>']
 */
export function renderSections(
  sections: readonly string[],
  options: LinkOptions & { links: InsertedLinks },
): string[] {
  const terms = options.links === 'teams' ? teamLinkTerms : backlinkTerms;
  const linked = new Set<string>();
  return sections.map((section, index) =>
    render(section, {
      siteUrl: options.siteUrl,
      absoluteUrls: options.absoluteUrls,
      terms,
      linked,
      idPrefix: index === 0 ? '' : `s${index + 1}-`,
    }),
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
 * @example renderVersionFor('https://kickoff.tv') // '1-Jx3k9...'
 */
export function renderVersionFor(siteUrl?: string): string {
  const origin = originOf(siteUrl) ?? '';
  let version = renderVersions.get(origin);
  if (version === undefined) {
    const [sample] = renderSections([fingerprintMarkdown], {
      siteUrl: origin || undefined,
      links: 'teams',
    });
    const hash = createHash('sha256')
      .update(JSON.stringify([teamLinkTerms, origin, sample]))
      .digest('base64url');
    version = `${rendererRevision}-${hash.slice(0, 16)}`;
    renderVersions.set(origin, version);
  }
  return version;
}

const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze();
const blockTypes = new Set([
  'paragraph',
  'heading',
  'blockquote',
  'list',
  'listItem',
  'code',
  'table',
  'tableRow',
  'tableCell',
  'thematicBreak',
  'footnoteDefinition',
]);

/**
 * The words a reader sees in Markdown: formatting, link targets, images and raw HTML dropped,
 * blocks separated by one space.
 * @example markdownToPlainText('## Team news\n\n**Saka** is [fit](/x).') // 'Team news Saka is fit.'
 */
export function markdownToPlainText(markdown: string): string {
  const parts: string[] = [];
  // Inside <script>, <style>, <template> or <noscript> opened by an inline HTML node: the text
  // between it and its end tag is never shown to a reader, so it is no summary either.
  let hiddenUntil: string | null = null;
  const visit = (node: MdastNodes): void => {
    if (hiddenUntil !== null) {
      if (node.type === 'html' && node.value.toLowerCase().includes(hiddenUntil)) {
        hiddenUntil = null;
        parts.push(visibleHtmlText(node.value.slice(node.value.toLowerCase().indexOf('>') + 1)));
      } else if ('children' in node) for (const child of node.children) visit(child);
      return;
    }
    switch (node.type) {
      case 'text':
      case 'inlineCode':
      case 'code':
        parts.push(node.value);
        return;
      case 'break':
        parts.push(' ');
        return;
      case 'html': {
        const opened = unclosedHiddenElement(node.value);
        if (opened !== null) hiddenUntil = `</${opened}`;
        else parts.push(visibleHtmlText(node.value));
        return;
      }
      case 'image':
      case 'imageReference':
      case 'definition':
        return;
    }
    if (blockTypes.has(node.type)) parts.push(' ');
    if ('children' in node) for (const child of node.children) visit(child);
    if (blockTypes.has(node.type)) parts.push(' ');
  };
  visit(markdownParser.parse(markdown));
  return parts.join('').replace(/\s+/g, ' ').trim();
}

const hiddenElements = ['script', 'style', 'template', 'noscript'];
const tag = /<[^>]*>/g;

/** The text raw HTML shows: tags dropped, and script, style, template and noscript elements
 * with everything inside them. Linear: each element is found with indexOf. */
function visibleHtmlText(html: string): string {
  const lower = html.toLowerCase();
  let text = '';
  let from = 0;
  for (;;) {
    let start = -1;
    let name = '';
    for (const element of hiddenElements) {
      const at = lower.indexOf(`<${element}`, from);
      if (at !== -1 && (start === -1 || at < start)) [start, name] = [at, element];
    }
    if (start === -1) break;
    text += ` ${html.slice(from, start)} `;
    const end = lower.indexOf(`</${name}`, start);
    if (end === -1) return text.replace(tag, '');
    from = lower.indexOf('>', end) === -1 ? html.length : lower.indexOf('>', end) + 1;
  }
  return `${text} ${html.slice(from)}`.replace(tag, '');
}

/** The hidden element an inline HTML node opens and does not close ('<script>'), or null. */
function unclosedHiddenElement(html: string): string | null {
  const lower = html.toLowerCase();
  for (const element of hiddenElements) {
    const at = lower.lastIndexOf(`<${element}`);
    if (at !== -1 && lower.indexOf(`</${element}`, at) === -1) return element;
  }
  return null;
}

const wordPattern = /\S*[\p{L}\p{N}]\S*/gu;

/**
 * Minutes to read at 200 words per minute, rounded up, at least 1. Words are counted in the text a
 * reader sees (link targets and formatting do not count).
 * @example estimateReadTime(['word '.repeat(201)]) // 2
 */
export function estimateReadTime(sections: readonly string[]): number {
  let words = 0;
  for (const section of sections)
    words += markdownToPlainText(section).match(wordPattern)?.length ?? 0;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

// The excerpt needs only the start of the first section; parsing all of a long one is waste.
const excerptSourceLength = 10_000;

/**
 * What lists show under a title: the excerpt, else the first 100 characters of the first section as
 * plain text, with an ellipsis when cut.
 * @example excerptOf({ excerpt: '', sections: ['**Arsenal** won.'] }) // 'Arsenal won.'
 */
export function excerptOf(article: {
  excerpt?: string | null;
  sections: readonly string[];
}): string {
  const excerpt = article.excerpt?.trim();
  if (excerpt) return excerpt;
  const text = markdownToPlainText((article.sections[0] ?? '').slice(0, excerptSourceLength));
  const characters = Array.from(text);
  if (characters.length <= excerptFallbackLength) return text;
  return `${characters.slice(0, excerptFallbackLength).join('').trimEnd()}…`;
}

/** Render one article, or several pieces of Markdown in turn: HTML for each section. */
export interface RenderJob extends LinkOptions {
  type: 'render';
  sections: string[];
  links: InsertedLinks;
}

/** Everything a save stores that comes from the Markdown. */
export interface SaveJob {
  type: 'save';
  sections: string[];
  /** The excerpt the editor wrote (may be empty): the summary, else the first section's start. */
  excerpt: string;
  /** Count the words for a reading time (false when the editor gave one). */
  estimateReadTime: boolean;
  siteUrl?: string;
}

export interface RenderVersionJob {
  type: 'renderVersion';
  siteUrl?: string;
}

/** What the article Markdown worker is asked to do (render-article.server.ts sends these). */
export type MarkdownJob = RenderJob | SaveJob | RenderVersionJob;

/** What a save stores from its Markdown. */
export interface SaveJobResult {
  /** renderSections' output, teams linked, for siteUrl. */
  sections: string[];
  renderVersion: string;
  summary: string;
  /** Null when not asked for. */
  readTimeMinutes: number | null;
}

/** Each job's answer. */
export interface MarkdownJobResults {
  render: string[];
  save: SaveJobResult;
  renderVersion: string;
}

/**
 * Does one job, synchronously; only the worker calls this. Throws what the pipeline throws (a
 * RangeError for Markdown nested too deeply).
 * @example runMarkdownJob({ type: 'renderVersion' }) // '1-Jx3k9...'
 */
export function runMarkdownJob<J extends MarkdownJob>(job: J): MarkdownJobResults[J['type']];
export function runMarkdownJob(job: MarkdownJob): MarkdownJobResults[MarkdownJob['type']] {
  switch (job.type) {
    case 'render':
      return renderSections(job.sections, job);
    case 'renderVersion':
      return renderVersionFor(job.siteUrl);
    case 'save':
      return {
        sections: renderSections(job.sections, { siteUrl: job.siteUrl, links: 'teams' }),
        renderVersion: renderVersionFor(job.siteUrl),
        summary: excerptOf(job),
        readTimeMinutes: job.estimateReadTime ? estimateReadTime(job.sections) : null,
      };
  }
}

type UrlKind = 'href' | 'src';

/**
 * Decides every link and image address before the sanitiser sees it: fragments point at the
 * prefixed ids, site-relative paths stay (or become absolute for feeds), absolute addresses
 * must be http/https (or mailto for links) and external links get rel="nofollow noopener
 * noreferrer". Anything else loses the address.
 */
function applyLinkPolicy(tree: Root, options: LinkOptions): void {
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
  options: LinkOptions,
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
