import type { MetaDescriptor } from 'react-router';
import { buildMeta, type PageMeta } from './page-meta';

interface MatchData {
  id: string;
  data?: unknown;
}

/**
 * A route's head tags from the page data its loader returned, with the site's origin from the
 * root loader. (A list page's ItemList is in its body, written by the list from its rows: see
 * FixtureList.) Pages that failed to load (no page data) are kept out of search results.
 */
export function metaFromLoader(
  page: PageMeta | undefined,
  matches: readonly (MatchData | undefined)[],
): MetaDescriptor[] {
  if (!page)
    return [
      { title: 'Page not found | Kickoff TV' },
      { name: 'robots', content: 'noindex, nofollow' },
    ];
  const root = matches.find((m) => m?.id === 'root')?.data as { siteUrl?: string } | undefined;
  const siteUrl = root?.siteUrl ?? '';
  return buildMeta(page, siteUrl);
}
