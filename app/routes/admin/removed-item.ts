import { data, redirect } from 'react-router';
import { requireStaffChange } from '~/features/auth/guard.server';
import { restoreRemoved } from '~/features/manage/removed-items.server';
import { orDatabaseFailure } from '~/lib/database-failure.server';
import { postKeepingPage } from '~/lib/refused-request';
import type { Route } from './+types/removed-item';

// docs/security.md R18: this address puts a removed item back, so it answers POST only.
export function loader() {
  throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}

/** Restore (Recently removed): puts the removed fixtures or import back. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const change = requireStaffChange(context);
  if (request.method !== 'POST')
    throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
  const result = await orDatabaseFailure(
    () => restoreRemoved(change, params.id),
    (message) => ({ message: 'Cannot restore', detail: `Database error: ${message}` }),
  );
  if (result.ok) return redirect('/admin?notice=restored');
  return data(result, { status: result.status });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return postKeepingPage(serverAction, {
    failed: { message: 'Cannot restore', detail: 'Failed to restore. Please try again.' },
  });
}
