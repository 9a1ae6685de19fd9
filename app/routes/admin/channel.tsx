import { data } from 'react-router';
import { adminOnlyMiddleware, requireStaffChange } from '~/features/auth/guard.server';
import { ChannelEditor } from '~/features/channels/admin/channel-editor';
import { changeChannel, getChannelForEditing } from '~/features/channels/channel-editor.server';
import { AdminHeading } from '~/features/navigation/admin-sections';
import { orDatabaseFailure } from '~/lib/database-failure.server';
import { postKeepingPage } from '~/lib/refused-request';
import type { Route } from './+types/channel';

// Administrators only (docs/security.md R17): editors get 403 and an authz.denied row, for the
// page and for every change posted to it.
export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];

// A refused post changed nothing; this page keeps what is on it.
export { keepPageAfterRefusal as shouldRevalidate } from '~/lib/refused-request';

export function meta({ data: loaded }: Route.MetaArgs) {
  const name = loaded?.channel.name ?? 'Channel';
  return [{ title: `${name} | Kickoff TV admin` }, { name: 'robots', content: 'noindex' }];
}

/** The channel as the catalogue holds it now, with its built-in values. */
export function loader({ params }: Route.LoaderArgs) {
  const channel = getChannelForEditing(params.id);
  if (!channel) throw data('There is no channel with this id.', { status: 404 });
  return { channel };
}

/** One change (the details, an alias added or one taken away), named by the form's intent. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const change = requireStaffChange(context);
  const form = await request.formData();
  const reply = await orDatabaseFailure(
    () => changeChannel(change, params.id, form),
    (message) => ({ message: 'Not saved', detail: `Database error: ${message}` }),
  );
  return data(reply, { status: reply.ok ? 200 : reply.status });
}

// A post the host or the guard refused is answered in place; the form keeps what was typed.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return postKeepingPage(serverAction);
}

export default function ChannelPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <AdminHeading current="management" />
      <ChannelEditor channel={loaderData.channel} />
    </main>
  );
}
