import { getArticleById, listPublishedArticles } from '~/features/articles/article-queries.server';
import { buildArticleFeed, feedContentTypes } from '~/features/articles/article-feed.server';
import type { Article } from '~/features/articles/article';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/feed';

/** RSS of the newest published articles. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, now, siteUrl } = context.get(appContext);
  const { articles } = await listPublishedArticles(db, {
    kinds: ['news', 'blog', 'guide'],
    limit: 30,
    offset: 0,
    now: now(),
  });
  const full = (await Promise.all(articles.map((a) => getArticleById(db, a.id)))).filter(
    (a): a is Article => a !== null,
  );
  return new Response(await buildArticleFeed(full, siteUrl, { now: now() }), {
    headers: {
      'Content-Type': feedContentTypes.rss,
      'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
    },
  });
}
