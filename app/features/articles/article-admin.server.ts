import {
  recordChange,
  type ChangeRecord,
  type StaffChange,
} from '~/features/audit/staff-change.server';
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
import { prepareArticleForSave } from './render-article.server';

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
 * silent overwrite. The change and its audit row commit together; then the public pages are read
 * afresh.
 * @example await saveArticle(change, params.id, await request.formData())
 */
export async function saveArticle(
  change: StaffChange,
  id: string | null,
  form: FormData,
): Promise<ArticleSaveReply> {
  const parsed = parseArticleInput(readArticleForm(form));
  if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors };
  // The Markdown is worked on (in a worker, up to its time limit) before the transaction starts,
  // so a slow article holds no database connection.
  const markdown = await prepareArticleForSave(parsed.input, { siteUrl: change.siteUrl });
  if (!markdown.ok) return { ok: false, status: 400, errors: { sections: markdown.message } };
  const version = Number(form.get('version'));
  return recordChange(change, async (trx, audit): Promise<ArticleSaveReply> => {
    const saved = id
      ? await updateArticle(trx, id, parsed.input, {
          now: change.at,
          version: Number.isSafeInteger(version) && version > 0 ? version : undefined,
          siteUrl: change.siteUrl,
          prepared: markdown.prepared,
        })
      : await createArticle(trx, parsed.input, {
          by: change.actorUserId,
          now: change.at,
          siteUrl: change.siteUrl,
          prepared: markdown.prepared,
        });
    if (saved === null) return { ok: false, status: 404, errors: { form: deletedElsewhere } };
    if (!saved.ok)
      return 'conflict' in saved
        ? { ok: false, status: 409, conflict: saved.conflict }
        : { ok: false, status: 400, errors: saved.errors };
    await audit(articleChange(id ? 'article.updated' : 'article.created', saved.article));
    const { title, version: savedVersion } = saved.article;
    return {
      ok: true,
      article: { id: saved.article.id, title, version: savedVersion },
      created: !id,
    };
  });
}

/** The simple form: a blog post published at once. */
export async function createSimplePost(
  change: StaffChange,
  form: FormData,
): Promise<SimplePostReply> {
  const parsed = parseSimplePost(readSimplePostForm(form));
  if (!parsed.ok) return { ...parsed, status: 400 };
  const markdown = await prepareArticleForSave(parsed.input, { siteUrl: change.siteUrl });
  if (!markdown.ok)
    return {
      ok: false,
      status: 400,
      errors: toSimplePostErrors({ sections: markdown.message }),
      missingFields: false,
    };
  return recordChange(change, async (trx, audit): Promise<SimplePostReply> => {
    const saved = await createArticle(trx, parsed.input, {
      by: change.actorUserId,
      now: change.at,
      siteUrl: change.siteUrl,
      prepared: markdown.prepared,
    });
    if (!saved.ok)
      return {
        ok: false,
        status: 400,
        errors: toSimplePostErrors(saved.errors),
        missingFields: false,
      };
    await audit(articleChange('article.created', saved.article));
    return { ok: true, title: saved.article.title, path: articlePath(saved.article) };
  });
}

/** Deletes an article; one deleted elsewhere already is said so. */
export async function removeArticle(change: StaffChange, id: string): Promise<ArticleDeleteReply> {
  return recordChange(change, async (trx, audit): Promise<ArticleDeleteReply> => {
    const removed = await deleteArticle(trx, id);
    if (!removed) return { ok: false, status: 404, message: deletedElsewhere };
    await audit(articleChange('article.deleted', removed));
    return { ok: true };
  });
}

function articleChange(
  action: 'article.created' | 'article.updated' | 'article.deleted',
  article: Pick<Article, 'id' | 'slug' | 'title'>,
): ChangeRecord {
  return {
    action,
    targetType: 'article',
    targetId: article.id,
    details: { slug: article.slug, title: article.title },
  };
}
