import { data, redirect } from 'react-router';
import { ArticleEditor } from '~/features/articles/admin/article-editor';
import { forgetArticleDraft } from '~/features/articles/admin/article-draft';
import type { ArticleNotice } from '~/features/articles/admin/article-notices';
import { removeArticle, saveArticle } from '~/features/articles/article-admin.server';
import { getArticleById } from '~/features/articles/article-queries.server';
import { requireStaff, requireStaffChange } from '~/features/auth/guard.server';
import { AdminHeading } from '~/features/navigation/admin-sections';
import { appContext } from '~/lib/app-context';
import { orDatabaseFailure } from '~/lib/database-failure.server';
import { postKeepingPage } from '~/lib/refused-request';
import type { Route } from './+types/article';

// A refused post changed nothing; this page keeps what is on it.
export { keepPageAfterRefusal as shouldRevalidate } from '~/lib/refused-request';

// The article editor (list -> editor -> back), for a new article or a stored one.
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  if (!params.id) return { article: null };
  const article = await getArticleById(context.get(appContext).db, params.id);
  if (!article)
    throw data('There is no article with this id. It may have been deleted.', { status: 404 });
  return { article };
}

/** POST saves the editor's form (new or over the version it started from); DELETE deletes. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const change = requireStaffChange(context);
  if (request.method === 'DELETE') {
    const removed = await orDatabaseFailure(
      () => removeArticle(change, params.id ?? ''),
      (message) => ({
        message: 'Error deleting news article',
        detail: `Database error: ${message}`,
      }),
    );
    return data(removed, { status: removed.ok ? 200 : removed.status });
  }
  const form = await request.formData();
  const saved = await orDatabaseFailure(
    () => saveArticle(change, params.id ?? null, form),
    (message) => ({ message: 'Error saving news article', detail: `Database error: ${message}` }),
  );
  if (!saved.ok) return data(saved, { status: saved.status });
  const notice: ArticleNotice = saved.created ? 'article-created' : 'article-updated';
  return redirect(`/admin?notice=${notice}#blog-management`);
}

// A save that went through forgets the copy the editor kept in this browser.
export async function clientAction({ serverAction, params }: Route.ClientActionArgs) {
  return postKeepingPage(serverAction, {
    failed: {
      message: 'Error saving news article',
      detail: 'There was an error saving the article. Please try again.',
    },
    saved: () => forgetArticleDraft(params.id ?? null),
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <AdminHeading current="fixtures" />
      <div className="mt-6 grid gap-6">
        <ArticleEditor key={`${article?.id ?? 'new'}:${article?.version ?? 0}`} article={article} />
      </div>
    </main>
  );
}
