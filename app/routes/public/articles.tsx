import { data, Link } from 'react-router';
import { readArticleListQuery, type ArticleKind } from '~/features/articles/article';
import { listPublishedArticles } from '~/features/articles/article-queries.server';
import { articlePath } from '~/features/articles/article-text';
import { metaFromLoader } from '~/features/seo/route-meta';
import { appContext } from '~/lib/app-context';
import { formatLongDate, ukToday } from '~/lib/london-time';
import type { Route } from './+types/articles';

const perPage = 10;
const sections: Record<string, { kinds: ArticleKind[]; title: string; lead: string }> = {
  '/news': {
    kinds: ['news'],
    title: 'Football TV news',
    lead: 'What is changing on UK football TV, and what it means for you.',
  },
  '/blog': {
    kinds: ['blog', 'guide'],
    title: 'Guides and blog',
    lead: 'How to watch: free-to-air football, the big competitions, streaming, and the rules.',
  },
};

/** /news and /blog: published articles, newest first, ten a page, optionally by tag. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now } = context.get(appContext);
  const url = new URL(request.url);
  const section = sections[url.pathname.toLowerCase()] ?? sections['/news']!;
  const query = readArticleListQuery(url.searchParams);
  if (!query) throw data('That page number does not exist.', { status: 404 });
  const { page, tag } = query;
  const { articles, total } = await listPublishedArticles(db, {
    kinds: section.kinds,
    tag,
    limit: perPage,
    offset: (page - 1) * perPage,
    now: now(),
  });
  if (page > 1 && articles.length === 0)
    throw data('That page number does not exist.', { status: 404 });
  return {
    title: section.title,
    lead: section.lead,
    tag: tag ?? null,
    page,
    pages: Math.max(1, Math.ceil(total / perPage)),
    articles: articles.map((a) => ({
      path: articlePath(a),
      title: a.title,
      summary: a.summary,
      author: a.author,
      publishedAt: a.publishedAt,
      publishedOn: ukToday(new Date(a.publishedAt)),
      readTimeMinutes: a.readTimeMinutes,
      tags: a.tags,
    })),
    page_: {
      title: tag ? `${section.title}: ${tag}` : section.title,
      description: section.lead,
      path: url.pathname + (page > 1 ? `?page=${page}` : ''),
      noIndex: Boolean(tag),
    },
  };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  metaFromLoader(loaded?.page_, matches);

export default function ArticleList({ loaderData }: Route.ComponentProps) {
  const { title, lead, tag, page, pages, articles } = loaderData;
  return (
    <main id="main" className="page">
      <h1 className="page-title">{title}</h1>
      <p className="lead">{tag ? `Articles tagged “${tag}”.` : lead}</p>
      {articles.length === 0 ? (
        <p className="empty mt-6">No articles yet.</p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {articles.map((article) => (
            <li key={article.path} className="card">
              <h2 className="text-lg font-bold">
                <Link to={article.path} className="hover:underline">
                  {article.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {article.author} ·{' '}
                <time dateTime={article.publishedAt}>{formatLongDate(article.publishedOn)}</time> ·{' '}
                {article.readTimeMinutes} min read
              </p>
              <p className="mt-2">{article.summary}</p>
              {article.tags.length > 0 && (
                <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                  {article.tags.map((t) => (
                    <li key={t}>
                      <Link className="text-link" to={`?tag=${encodeURIComponent(t)}`}>
                        #{t}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex gap-3">
          {page > 1 && (
            <Link className="button-quiet" to={`?page=${page - 1}`}>
              Newer
            </Link>
          )}
          <span className="self-center text-sm">
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link className="button-quiet" to={`?page=${page + 1}`}>
              Older
            </Link>
          )}
        </nav>
      )}
    </main>
  );
}
