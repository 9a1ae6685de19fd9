import { data } from 'react-router';
import { previewBacklinks } from '~/features/articles/render-article.server';
import { requireStaff } from '~/features/auth/guard.server';
import { postKeepingPage } from '~/lib/refused-request';
import type { Route } from './+types/article-preview';

// docs/security.md R18: a preview is asked for with a post (the text is too long for an address).
export function loader() {
  throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}

/**
 * The editors' previews (the full editor's and the simple form's): the content as readers will
 * see it. Changes nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(context);
  const form = await request.formData();
  const preview = await previewBacklinks(String(form.get('content') ?? ''));
  return data(preview, { status: preview.ok ? 200 : 400 });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return postKeepingPage(serverAction);
}
