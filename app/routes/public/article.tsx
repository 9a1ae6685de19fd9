import { data, Link } from 'react-router';
import type { ArticleKind } from '~/features/articles/article';
import {
  getPublishedArticle,
  getStoredArticleHtml,
  listRelatedArticles,
} from '~/features/articles/article-queries.server';
import { articlePath } from '~/features/articles/article-text';
import { renderArticleForPage } from '~/features/articles/render-article.server';
import { MatchPreviewBox } from '~/features/articles/components/match-preview';
import { buildMatchPreview, matchPreviewSearch } from '~/features/articles/match-preview';
import { getPreviewedFixture } from '~/features/schedule/fixture-store.server';
import { metaFromLoader } from '~/features/seo/route-meta';
import { buildArticleShareImagePath } from '~/features/seo/share-image.server';
import { buildArticleData } from '~/features/seo/structured-data';
import { appContext } from '~/lib/app-context';
import { formatLongDate, ukToday } from '~/lib/london-time';
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
  const previewSearch = matchPreviewSearch(article);
  const [related, previewed, storedHtml] = await Promise.all([
    listRelatedArticles(db, article, { limit: 3, now: now() }),
    previewSearch && getPreviewedFixture(db, previewSearch),
    getStoredArticleHtml(db, article),
  ]);
  const path = articlePath(article);
  return {
    article: {
      title: article.title,
      author: article.author,
      publishedAt: article.publishedAt,
      publishedOn: ukToday(new Date(article.publishedAt)),
      updatedOn: ukToday(new Date(article.updatedAt)),
      updatedAt: article.updatedAt,
      readTimeMinutes: article.readTimeMinutes,
      tags: article.tags,
      image: article.imageUrl
        ? { url: article.imageUrl, alt: article.imageAlt ?? '', credit: article.imageCredit }
        : null,
      section,
      // Sanitised by the article pipeline (docs/security.md R24), at save or now: the only HTML a
      // page inserts.
      html: await renderArticleForPage({ ...article, storedHtml }, { siteUrl }),
    },
    related: related.map((r) => ({ path: articlePath(r), title: r.title })),
    preview: buildMatchPreview(article, previewed),
    page: {
      title: article.title,
      description: article.summary,
      path,
      ogType: 'article' as const,
      ogImage: article.imageUrl ?? buildArticleShareImagePath(article),
      keywords: [...article.keywords, ...article.tags],
      jsonLd: [buildArticleData({ ...article, path }, siteUrl)],
    },
  };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  metaFromLoader(loaded?.page, matches);

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, preview } = loaderData;
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
          <time dateTime={article.publishedAt}>{formatLongDate(article.publishedOn)}</time>
          {article.updatedOn > article.publishedOn && (
            <>
              {' '}
              · Updated{' '}
              <time dateTime={article.updatedAt}>{formatLongDate(article.updatedOn)}</time>
            </>
          )}{' '}
          · {article.readTimeMinutes} min read
        </p>
        {article.image && (
          <figure className="mt-5">
            <img
              src={article.image.url}
              alt={article.image.alt}
              loading="lazy"
              decoding="async"
              className="aspect-video w-full rounded-xl bg-slate-200 object-cover dark:bg-slate-800"
            />
            {article.image.credit && (
              <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {article.image.credit}
              </figcaption>
            )}
          </figure>
        )}
        {preview && <MatchPreviewBox preview={preview} />}
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
