import { data, redirect } from 'react-router';
import type { ArticleNotice } from '~/features/articles/admin/article-notices';
import type { Article } from '~/features/articles/article';
import {
  createArticle,
  deleteArticle,
  updateArticle,
} from '~/features/articles/article-queries.server';
import {
  parseArticleInput,
  parseSimplePost,
  readArticleForm,
  readSimplePostForm,
  toSimplePostErrors,
} from '~/features/articles/article-rules';
import { articlePath } from '~/features/articles/article-text';
import { previewBacklinks } from '~/features/articles/render-article.server';
import { recordAudit, type AuditAction } from '~/features/audit/audit.server';
import { requireStaff } from '~/features/auth/guard.server';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/articles';

// SECURITY R18: this address changes articles, so it answers posts only.
export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}

/**
 * Article changes from the dashboard: the editor's save, delete, the simple form's create and
 * its backlink preview. Every change is audited and clears the public page cache.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { db, now, invalidatePages, clientIp } = context.get(appContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const changed = async (action: AuditAction, article: Pick<Article, 'id' | 'slug' | 'title'>) => {
    invalidatePages();
    await recordAudit(db, {
      at: now(),
      actorUserId: staff.id,
      ip: clientIp,
      action,
      targetType: 'article',
      targetId: article.id,
      details: { slug: article.slug, title: article.title },
    });
  };

  switch (intent) {
    case 'save': {
      const id = String(form.get('id') ?? '');
      const parsed = parseArticleInput(readArticleForm(form));
      if (!parsed.ok) return data({ intent, ok: false, errors: parsed.errors }, { status: 400 });
      const saved = id
        ? await updateArticle(db, id, parsed.input, { now: now() })
        : await createArticle(db, parsed.input, { by: staff.id, now: now() });
      if (saved === null) {
        const errors = { form: 'This article no longer exists: someone may have deleted it.' };
        return data({ intent, ok: false, errors }, { status: 404 });
      }
      if (!saved.ok) return data({ intent, ok: false, errors: saved.errors }, { status: 400 });
      await changed(id ? 'article.updated' : 'article.created', saved.article);
      const notice: ArticleNotice = id ? 'article-updated' : 'article-created';
      return redirect(`/admin?notice=${notice}#blog-management`);
    }
    case 'delete': {
      const removed = await deleteArticle(db, String(form.get('id') ?? ''));
      if (!removed) return data({ intent, ok: false }, { status: 404 });
      await changed('article.deleted', removed);
      return { intent, ok: true };
    }
    case 'create-simple': {
      const parsed = parseSimplePost(readSimplePostForm(form));
      if (!parsed.ok) return data({ intent, ...parsed }, { status: 400 });
      const saved = await createArticle(db, parsed.input, { by: staff.id, now: now() });
      if (!saved.ok) {
        const errors = toSimplePostErrors(saved.errors);
        return data({ intent, ok: false, errors, missingFields: false }, { status: 400 });
      }
      await changed('article.created', saved.article);
      return { intent, ok: true, title: saved.article.title, path: articlePath(saved.article) };
    }
    case 'preview': {
      const preview = previewBacklinks(String(form.get('content') ?? ''));
      return data({ intent, ...preview }, { status: preview.ok ? 200 : 400 });
    }
    default:
      return data({ intent, ok: false }, { status: 400 });
  }
}
