import { data } from 'react-router';
import { requireStaffChange } from '~/features/auth/guard.server';
import { removeFixture, saveChannelUrls } from '~/features/manage/fixture-admin.server';
import { orDatabaseFailure } from '~/lib/database-failure.server';
import { postKeepingPage } from '~/lib/refused-request';
import type { Route } from './+types/fixture';

// docs/security.md R18: this address changes a saved fixture, so it answers DELETE and POST only.
export function loader() {
  throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST, DELETE' } });
}

/** A saved fixture (Manage Fixtures): DELETE removes it; POST sets its channel links. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const change = requireStaffChange(context);
  const result =
    request.method === 'DELETE'
      ? await orDatabaseFailure(
          () => removeFixture(change, params.id),
          (message) => ({
            message: 'Error deleting fixture',
            detail: `Database error: ${message}`,
          }),
        )
      : await orDatabaseFailure(
          async () => {
            const form = await request.formData();
            return saveChannelUrls(change, params.id, form.getAll('url'));
          },
          () => ({ message: 'Error', detail: 'Failed to update channel URLs. Please try again.' }),
        );
  return data(result, { status: result.ok ? 200 : result.status });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return postKeepingPage(serverAction, {
    failed: { message: 'Error', detail: 'Failed to delete. Please try again.' },
  });
}
