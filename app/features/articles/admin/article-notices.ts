import type { Notices } from '~/ui/toasts';

/** The toasts a redirect after an article save asks for with `?notice=…`. */
export const articleNotices = {
  'article-created': { title: 'News article created', description: 'The article is saved.' },
  'article-updated': { title: 'News article updated', description: 'Your changes are saved.' },
} satisfies Notices;

export type ArticleNotice = keyof typeof articleNotices;
