import { data } from 'react-router';
import { getArticleShareImage, shareImageResponse } from '~/features/seo/share-image.server';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/article-share-image';

/**
 * `/news/{slug}/share.png`: a published article's 1200x630 share image (its og:image when the
 * editor gave it no picture of its own), for every kind of article.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, now } = context.get(appContext);
  const image = await getArticleShareImage(db, { slug: params.slug, now: now() });
  if (!image) throw data('There is no article at this address.', { status: 404 });
  return shareImageResponse(request, image);
}
