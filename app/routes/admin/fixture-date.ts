import { data } from 'react-router';
import { requireStaffChange } from '~/features/auth/guard.server';
import { removeDate } from '~/features/manage/fixture-admin.server';
import { orDatabaseFailure } from '~/lib/database-failure.server';
import { postKeepingPage } from '~/lib/refused-request';
import type { Route } from './+types/fixture-date';

// docs/security.md R18: this address deletes a date's fixtures, so it answers DELETE only.
export function loader() {
  throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'DELETE' } });
}

/** Clear Date (Manage Fixtures): deletes every fixture saved for the date. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const change = requireStaffChange(context);
  if (request.method !== 'DELETE')
    throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'DELETE' } });
  const result = await orDatabaseFailure(
    () => removeDate(change, params.date),
    (message) => ({ message: 'Error deleting fixtures', detail: `Database error: ${message}` }),
  );
  return data(result, { status: result.ok ? 200 : result.status });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return postKeepingPage(serverAction, {
    failed: { message: 'Error', detail: 'Failed to delete. Please try again.' },
  });
}
