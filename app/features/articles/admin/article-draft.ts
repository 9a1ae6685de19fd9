import { forgetBrowserDraft, type FormValues } from '~/lib/browser-draft';
import { ukDateTime } from '~/lib/london-time';
import { defaultArticleAuthor, type Article } from '~/features/articles/article';

/** An instant as `<input type="datetime-local">` shows it: UK wall-clock time. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const { date, time } = ukDateTime(new Date(iso));
  return `${date}T${time}`;
}

/**
 * The editor's starting values for a stored article, or a new one's.
 * @example articleFormValues(null).author // ['Kickoff TV team']
 */
export function articleFormValues(article: Article | null): FormValues {
  return {
    title: [article?.title ?? ''],
    slug: [article?.slug ?? ''],
    author: [article?.author ?? defaultArticleAuthor],
    kind: [article?.kind ?? 'news'],
    status: [article?.status ?? 'draft'],
    publishedAt: [toLocalInput(article?.publishedAt ?? null)],
    readTime: [article ? String(article.readTimeMinutes) : ''],
    excerpt: [article?.excerpt ?? ''],
    sections: article?.sections ?? [''],
    tags: article?.tags ?? [],
    keywords: article?.keywords ?? [],
    channels: article?.channels ?? [],
    matchDate: [toLocalInput(article?.matchDate ?? null)],
    matchVenue: [article?.matchVenue ?? ''],
    imageUrl: [article?.imageUrl ?? ''],
    imageAlt: [article?.imageAlt ?? ''],
    imageCredit: [article?.imageCredit ?? ''],
  };
}

/** Where the editor keeps an article's unsaved work in this browser. */
export const articleDraftKey = (id: string | null) => `article-draft:${id ?? 'new'}`;

/** Forgets the article's unsaved work (after it was saved, or the editor discarded it). */
export const forgetArticleDraft = (id: string | null) => forgetBrowserDraft(articleDraftKey(id));
