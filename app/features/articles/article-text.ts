import type { ArticleKind } from './article';

/**
 * The article rules that need no Markdown parser, so the editor in the browser applies the same
 * ones as the server: slugs, public addresses, and tag lists.
 */

const combiningMarks = /\p{M}+/gu;

/** Accented Latin letters become plain ones (Atlético -> Atletico) before a slug rule runs. */
function foldAccents(text: string): string {
  return text.normalize('NFKD').replace(combiningMarks, '');
}

/**
 * The editor's slug: lower-case, trimmed, spaces to hyphens, "&" to "-and-", non-word characters
 * removed, repeated hyphens collapsed, leading and trailing hyphens trimmed. Accents are folded
 * first so "Atlético" keeps its letters.
 * @example buildEditorSlug('Arsenal & Chelsea: the verdict') // 'arsenal-and-chelsea-the-verdict'
 */
export function buildEditorSlug(title: string): string {
  return foldAccents(title)
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replaceAll('&', '-and-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The simple form's slug: lower-case, characters other than word, space or hyphen removed, runs of
 * spaces, underscores and hyphens become one hyphen, ends trimmed. Accents are folded first.
 * @example buildSimpleFormSlug('Arsenal & Chelsea: the_verdict') // 'arsenal-chelsea-the-verdict'
 */
export function buildSimpleFormSlug(title: string): string {
  return foldAccents(title)
    .toLowerCase()
    .replace(/[^\w\s-]+/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The address of a public article: news under /news, blog posts and guides under /blog.
 * @example articlePath({ kind: 'guide', slug: 'free-to-air-football' }) // '/blog/free-to-air-football'
 */
export function articlePath(article: { kind: ArticleKind; slug: string }): string {
  return `${article.kind === 'news' ? '/news' : '/blog'}/${article.slug}`;
}

/**
 * Tags, keywords and channels ignore blank entries and duplicates after trimming. Duplicates
 * compare case-insensitively; the first spelling is kept.
 * @example normaliseList([' Arsenal ', '', 'arsenal', 'Chelsea']) // ['Arsenal', 'Chelsea']
 */
export function normaliseList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const trimmed = value.trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}
