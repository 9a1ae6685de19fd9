import { data } from 'react-router';
import { fixtureIdPattern } from '~/features/fixtures/fixture-identity';
import { getMatchShareImage } from '~/features/seo/match-share-image.server';
import { appContext } from '~/lib/app-context';
import { hasMatchingEtag } from '~/lib/conditional-request';
import type { Route } from './+types/match-share-image';

/**
 * Sharing sites and CDNs keep an image an hour and may show it a day while fetching it again;
 * the match page's image URL changes with the picture, so a kept image is never a wrong one.
 */
const shareImageCacheControl = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * `/match/{id}/share.png`: the match's 1200x630 share image (og:image, twitter:image and its
 * SportsEvent image). The id's form is checked before any query, as on the match page; a
 * client holding the current image gets 304 without it being drawn.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const image = fixtureIdPattern.test(params.id) ? await getMatchShareImage(db, params.id) : null;
  if (!image) throw data('There is no match at this address.', { status: 404 });

  const headers = new Headers({
    'Content-Type': 'image/png',
    'Cache-Control': shareImageCacheControl,
    ETag: image.etag,
  });
  if (hasMatchingEtag(request, image.etag)) return new Response(null, { status: 304, headers });
  const png = await image.render();
  headers.set('Content-Length', String(png.length));
  return new Response(new Uint8Array(png), { headers });
}
