import type { MetaDescriptor } from 'react-router';
import { buildMeta, type PageMeta } from './page-meta';
import { buildItemList } from './structured-data';

interface MatchData {
  id: string;
  data?: unknown;
}

/** How many matches a list page describes in its ItemList: enough for search engines, light in the page. */
const itemListLength = 30;

/**
 * A route's head tags from the page data its loader returned, with the site's origin from the
 * root loader. A list page passes its matches to describe them as an ItemList; it is built here
 * rather than in the loader so the list is not sent twice. Pages that failed to load (no page
 * data) are kept out of search results.
 */
export function metaFromLoader(
  page: PageMeta | undefined,
  matches: readonly (MatchData | undefined)[],
  listed?: readonly { id: string; homeTeam: string; awayTeam: string }[],
): MetaDescriptor[] {
  if (!page)
    return [
      { title: 'Page not found | Kickoff TV' },
      { name: 'robots', content: 'noindex, nofollow' },
    ];
  const root = matches.find((m) => m?.id === 'root')?.data as { siteUrl?: string } | undefined;
  const siteUrl = root?.siteUrl ?? '';
  const itemList =
    listed && listed.length > 0 ? [buildItemList(listed.slice(0, itemListLength), siteUrl)] : [];
  return buildMeta({ ...page, jsonLd: [...itemList, ...(page.jsonLd ?? [])] }, siteUrl);
}
