import { data, redirect } from 'react-router';
import { requireStaff, requireStaffChange } from '~/features/auth/guard.server';
import { FixtureEditForm } from '~/features/manage/components/fixture-edit-form';
import { editFixture, readFixtureEdit, sentEdit } from '~/features/manage/fixture-edit.server';
import { getFixture } from '~/features/schedule/fixture-store.server';
import { AdminHeading } from '~/features/navigation/admin-sections';
import { appContext } from '~/lib/app-context';
import { orDatabaseFailure } from '~/lib/database-failure.server';
import type { Route } from './+types/fixture-edit';

/** Where Manage Fixtures shows a date's fixtures. */
const managePath = (date: string) => `/admin?date=${date}#manage-fixtures`;

export function meta() {
  return [{ title: 'Edit fixture | Kickoff TV admin' }, { name: 'robots', content: 'noindex' }];
}

// The saved fixture's fields, as the form starts from them.
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const fixture = await getFixture(context.get(appContext).db, params.id, { asListed: true });
  if (!fixture) throw data('There is no fixture with this id. It may have been deleted.', 404);
  return {
    values: {
      date: fixture.date,
      time: fixture.time,
      homeTeam: fixture.homeTeam,
      awayTeam: fixture.awayTeam,
      competition: fixture.competition,
      channels: fixture.channels.map((channel) => channel.name).join(', '),
      channelStatus: fixture.channelStatus,
    },
  };
}

/** Saves the form; a refusal comes back with what was sent and a message per field. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const change = requireStaffChange(context);
  const form = await request.formData();
  const read = readFixtureEdit(form);
  const sent = sentEdit(form);
  if (!read.ok) return data({ sent, errors: read.errors, refusal: null }, { status: 400 });
  const saved = await orDatabaseFailure(
    () => editFixture(change, params.id, read.edit),
    (message) => ({ message: 'Fixture not saved', detail: `Database error: ${message}` }),
  );
  if (!saved.ok) {
    return data({ sent, errors: {}, refusal: saved.detail }, { status: saved.status });
  }
  return redirect(`/admin?date=${read.edit.date}&notice=fixture-edited#manage-fixtures`);
}

export default function FixtureEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = (actionData?.sent as typeof loaderData.values | undefined) ?? loaderData.values;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-6">
      <AdminHeading current="fixtures" />
      <div className="mt-6">
        <FixtureEditForm
          values={values}
          errors={actionData?.errors ?? {}}
          refusal={actionData?.refusal ?? null}
          backTo={managePath(loaderData.values.date)}
        />
      </div>
    </main>
  );
}
