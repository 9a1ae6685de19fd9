import { data } from 'react-router';
import { requireStaffChange } from '~/features/auth/guard.server';
import { shareUpcomingFixtures } from '~/features/share/share-link.server';
import { appContext } from '~/lib/app-context';
import { postKeepingPage } from '~/lib/refused-request';
import type { Route } from './+types/share-link';

// docs/security.md R18: a link is made by a post only.
export function loader() {
  throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}

/** Database Fixtures' "Generate Shareable Link". */
export async function action({ context }: Route.ActionArgs) {
  const change = requireStaffChange(context);
  const reply = await shareUpcomingFixtures(change, context.get(appContext).shareLinkKey);
  return data(reply, { status: reply.ok ? 200 : reply.status });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return postKeepingPage(serverAction, {
    failed: { message: 'Error', detail: 'Failed to generate shareable link. Please try again.' },
  });
}
