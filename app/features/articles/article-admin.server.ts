import { recordChange, type StaffChange } from '~/features/audit/staff-change.server';
import type { Article } from './article';
import { createArticle, deleteArticle, updateArticle } from './article-queries.server';
import {
  parseArticleInput,
  parseSimplePost,
  readArticleForm,
  readSimplePostForm,
  toSimplePostErrors,
  type ArticleFieldErrors,
  type SimplePostErrors,
} from './article-rules';
import { articlePath } from './article-text';

/**
 * The editor's save, as its form receives it: the saved article; messages per field; or a
 * conflict with the version another tab or editor saved since this one was opened.
 */
export type ArticleSaveReply =
  | { ok: true; article: Pick<Article, 'id' | 'title' | 'version'>; created: boolean }
  | { ok: false; status: 400 | 404; errors: ArticleFieldErrors }
  | { ok: false; status: 409; conflict: Article };

/** The simple Create Blog Post form's answer. */
export type SimplePostReply =
  | { ok: true; title: string; path: string }
  | { ok: false; status: 400; errors: SimplePostErrors; missingFields: boolean };

/** Deleting from the Blog Management list. */
export type ArticleDeleteReply = { ok: true } | { ok: false; status: 404; message: string };

const deletedElsewhere = 'This article has already been deleted, perhaps in another tab.';

/**
 * Saves the editor's form as a new article (`id` null) or over a stored one. The form carries
 * the `version` the editor started from: a save over a newer version is a conflict, never a
 * silent overwrite. The change is audited and the public pages read afresh.
 * @example await saveArticle(change, params.id, await request.formData())
 */
export async function saveArticle(
  change: StaffChange,
  id: string | null,
  form: FormData,
): Promise<ArticleSaveReply> {
  const parsed = parseArticleInput(readArticleForm(form));
  if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors };
  const version = Number(form.get('version'));
  const saved = id
    ? await updateArticle(change.db, id, parsed.input, {
        now: change.at,
        version: Number.isSafeInteger(version) && version > 0 ? version : undefined,
        siteUrl: change.siteUrl,
      })
    : await createArticle(change.db, parsed.input, {
        by: change.actorUserId,
        now: change.at,
        siteUrl: change.siteUrl,
      });
  if (saved === null) return { ok: false, status: 404, errors: { form: deletedElsewhere } };
  if (!saved.ok)
    return 'conflict' in saved
      ? { ok: false, status: 409, conflict: saved.conflict }
      : { ok: false, status: 400, errors: saved.errors };
  await recordArticleChange(change, id ? 'article.updated' : 'article.created', saved.article);
  const { title, version: savedVersion } = saved.article;
  return {
    ok: true,
    article: { id: saved.article.id, title, version: savedVersion },
    created: !id,
  };
}

/** The simple form: a blog post published at once. */
export async function createSimplePost(
  change: StaffChange,
  form: FormData,
): Promise<SimplePostReply> {
  const parsed = parseSimplePost(readSimplePostForm(form));
  if (!parsed.ok) return { ...parsed, status: 400 };
  const saved = await createArticle(change.db, parsed.input, {
    by: change.actorUserId,
    now: change.at,
    siteUrl: change.siteUrl,
  });
  if (!saved.ok)
    return {
      ok: false,
      status: 400,
      errors: toSimplePostErrors(saved.errors),
      missingFields: false,
    };
  await recordArticleChange(change, 'article.created', saved.article);
  return { ok: true, title: saved.article.title, path: articlePath(saved.article) };
}

/** Deletes an article; one deleted elsewhere already is said so. */
export async function removeArticle(change: StaffChange, id: string): Promise<ArticleDeleteReply> {
  const removed = await deleteArticle(change.db, id);
  if (!removed) return { ok: false, status: 404, message: deletedElsewhere };
  await recordArticleChange(change, 'article.deleted', removed);
  return { ok: true };
}

function recordArticleChange(
  change: StaffChange,
  action: 'article.created' | 'article.updated' | 'article.deleted',
  article: Pick<Article, 'id' | 'slug' | 'title'>,
) {
  return recordChange(change, {
    action,
    targetType: 'article',
    targetId: article.id,
    details: { slug: article.slug, title: article.title },
  });
}
