import { data, Link } from 'react-router';
import type { ArticleKind } from '~/features/articles/article';
import {
  getPublishedArticle,
  listRelatedArticles,
} from '~/features/articles/article-queries.server';
import { articlePath } from '~/features/articles/article-rules';
import { renderArticleForPage } from '~/features/articles/render-article.server';
import { metaFromLoader } from '~/features/seo/route-meta';
import { absoluteUrl } from '~/features/seo/page-meta';
import { appContext } from '~/lib/app-context';
import { formatLongDate } from '~/lib/london-time';
import type { Route } from './+types/article';

const kindsByPath: Record<string, ArticleKind[]> = { news: ['news'], blog: ['blog', 'guide'] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, now, siteUrl } = context.get(appContext);
  const section = new URL(request.url).pathname.split('/')[1]?.toLowerCase() ?? 'news';
  const article = await getPublishedArticle(db, {
    slug: params.slug,
    kind: kindsByPath[section] ?? ['news'],
    now: now(),
  });
  if (!article) throw data('There is no article at this address.', { status: 404 });
  const related = await listRelatedArticles(db, article, { limit: 3, now: now() });
  const path = articlePath(article);
  return {
    article: {
      title: article.title,
      author: article.author,
      publishedAt: article.publishedAt,
      updatedAt: article.updatedAt,
      readTimeMinutes: article.readTimeMinutes,
      tags: article.tags,
      imageUrl: article.imageUrl,
      imageAlt: article.imageAlt,
      section,
      // Sanitised by the article pipeline (SECURITY R24): the only HTML a page inserts.
      html: renderArticleForPage(article, { siteUrl }),
    },
    related: related.map((r) => ({ path: articlePath(r), title: r.title })),
    page: {
      title: article.title,
      description: article.summary,
      path,
      ogType: 'article' as const,
      keywords: [...article.keywords, ...article.tags],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': article.kind === 'news' ? 'NewsArticle' : 'BlogPosting',
          headline: article.title,
          description: article.summary,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          author: { '@type': 'Organization', name: article.author },
          publisher: { '@type': 'Organization', name: 'Kickoff TV' },
          mainEntityOfPage: absoluteUrl(path, siteUrl),
          keywords: article.tags.join(', '),
        },
      ],
    },
  };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  metaFromLoader(loaded?.page, matches);

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  return (
    <main id="main" className="page">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-400">
        <Link className="hover:underline" to={`/${article.section}`}>
          {article.section === 'news' ? 'News' : 'Guides and blog'}
        </Link>
      </nav>
      <article className="mt-2 max-w-3xl">
        <h1 className="page-title">{article.title}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {article.author} ·{' '}
          <time dateTime={article.publishedAt}>
            {formatLongDate(article.publishedAt.slice(0, 10))}
          </time>{' '}
          · {article.readTimeMinutes} min read
        </p>
        {article.html.map((html, index) => (
          <section key={index} className="prose-text" dangerouslySetInnerHTML={{ __html: html }} />
        ))}
        {article.tags.length > 0 && (
          <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link
                  className="button-quiet px-3 py-1 text-sm"
                  to={`/${article.section}?tag=${encodeURIComponent(tag)}`}
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related" className="mt-10 max-w-3xl">
          <h2 id="related" className="text-xl font-bold">
            Related
          </h2>
          <ul className="mt-3 grid gap-2">
            {related.map((r) => (
              <li key={r.path}>
                <Link className="text-link" to={r.path}>
                  {r.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
