import { data } from 'react-router';
import { fixtureIdPattern } from '~/features/schedule/fixture-identity';
import { getMatchShareImage, shareImageResponse } from '~/features/seo/share-image.server';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/match-share-image';

/**
 * `/match/{id}/share.png`: the match's 1200x630 share image (og:image, twitter:image and its
 * SportsEvent image). The id's form is checked before any query, as on the match page; a
 * client holding the current image gets 304 without it being drawn.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const image = fixtureIdPattern.test(params.id) ? await getMatchShareImage(db, params.id) : null;
  if (!image) throw data('There is no match at this address.', { status: 404 });

  return shareImageResponse(request, image);
}
