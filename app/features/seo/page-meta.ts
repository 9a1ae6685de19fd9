import type { MetaDescriptor } from 'react-router';

/**
 * The one meta builder (one way to do each thing): every route's `meta` export hands its
 * page data to `buildMeta`, so titles, canonical addresses and sharing tags follow one set of rules
 * (docs/product.md, "Page metadata").
 */

export const siteName = 'Kickoff TV';

/** Always included, after the page's own keywords. */
export const defaultKeywords = [
  'football on TV',
  'Premier League',
  'Champions League',
  'TV guide',
] as const;

/** The share image of a page that has none of its own. */
export const defaultOgImage = '/og-image.png';

/** Longer descriptions are cut; search engines truncate around this length anyway. */
export const maxDescriptionLength = 155;

export interface PageMeta {
  title: string;
  description: string;
  /** path (and query, if it is part of the canonical address) */
  path: string;
  keywords?: readonly string[];
  ogType?: 'website' | 'article';
  /** A site path (`/images/x.png`) or an absolute http(s) URL. */
  ogImage?: string;
  noIndex?: boolean;
  /** schema.org objects from `structured-data.ts`; one `<script type="application/ld+json">` each. */
  jsonLd?: readonly object[];
}

/**
 * The head tags of a page: title ("{title} | Kickoff TV" unless the title already contains the
 * site name), description, keywords (page keywords then defaults, de-duplicated
 * case-insensitively), canonical link (absolute: siteUrl + path), robots, Open Graph (og:title,
 * og:description, og:url, og:type, og:image absolute, og:site_name, og:locale en_GB), Twitter
 * card tags, and one script:ld+json per structured-data object.
 *
 * JSON-LD needs no escaping here: React Router's `<Meta>` serialises `script:ld+json` with
 * `JSON.stringify` and then escapes `<`, `>`, `&`, U+2028 and U+2029 as `\uXXXX`, so database
 * text cannot close the script element (proved in page-meta.test.ts).
 * @example
 * buildMeta({ title: 'Schedule', description: 'Every match.', path: '/schedule' }, 'https://kickoff.tv')
 * // [{ title: 'Schedule | Kickoff TV' }, { name: 'description', content: 'Every match.' }, ...,
 * //  { tagName: 'link', rel: 'canonical', href: 'https://kickoff.tv/schedule' }, ...]
 */
export function buildMeta(page: PageMeta, siteUrl: string): MetaDescriptor[] {
  const title = page.title.toLowerCase().includes(siteName.toLowerCase())
    ? page.title
    : `${page.title} | ${siteName}`;
  const description = cutDescription(page.description);
  const canonical = absoluteUrl(page.path, siteUrl);
  const image = absoluteUrl(page.ogImage ?? defaultOgImage, siteUrl);

  return [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: mergeKeywords(page.keywords ?? []).join(', ') },
    { name: 'robots', content: page.noIndex ? 'noindex, nofollow' : 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: canonical },
    // Sharing cards show og:site_name beside the title, so the title goes without the suffix.
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: page.ogType ?? 'website' },
    { property: 'og:image', content: image },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'en_GB' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...(page.jsonLd ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
}

/**
 * A description longer than 155 characters becomes its first 152 plus '…'. Whitespace runs (line
 * breaks from article excerpts) become single spaces first, and a space left before the ellipsis is
 * dropped, so a cut description is at most 153 characters.
 * @example cutDescription('x'.repeat(156)) // 'x'.repeat(152) + '…'
 */
export function cutDescription(text: string): string {
  const tidy = text.replace(/\s+/g, ' ').trim();
  if (tidy.length <= maxDescriptionLength) return tidy;
  let cut = tidy.slice(0, maxDescriptionLength - 3);
  // Never leave half of a surrogate pair (an emoji) before the ellipsis.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * An absolute URL on this site for a path; absolute http(s) URLs are kept as they are. The
 * path is appended to the origin, never resolved against it, so a path like `//evil.com` stays
 * on this site.
 * @example absoluteUrl('/match/abc12345', 'https://kickoff.tv/') // 'https://kickoff.tv/match/abc12345'
 */
export function absoluteUrl(path: string, siteUrl: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const origin = siteUrl.replace(/\/+$/, '');
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Page keywords first (they are the specific ones), then the defaults; blanks dropped. */
function mergeKeywords(pageKeywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const keyword of [...pageKeywords, ...defaultKeywords]) {
    const tidy = keyword.replace(/\s+/g, ' ').trim();
    const key = tidy.toLowerCase();
    if (tidy === '' || seen.has(key)) continue;
    seen.add(key);
    merged.push(tidy);
  }
  return merged;
}
