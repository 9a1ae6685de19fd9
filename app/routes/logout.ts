import { redirect } from 'react-router';
import { endSession } from '~/features/auth/logout.server';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/logout';

/** Ends the session on the server and in the browser (docs/security.md R14). POST only. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, siteUrl, clientIp, now } = context.get(appContext);
  const headers = await endSession(db, request, siteUrl, { ip: clientIp, now: now() });
  return redirect('/login?notice=logged-out', { headers });
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
