import { data, redirect } from 'react-router';
import { requireStaff, requireStaffChange } from '~/features/auth/guard.server';
import { FixtureEditForm } from '~/features/manage/components/fixture-edit-form';
import { readDraftFixtureEdit, sentEdit } from '~/features/manage/fixture-edit.server';
import { draftPath } from '~/features/drafts/import-draft';
import { getImportDraft, setDraftFixture } from '~/features/drafts/import-drafts.server';
import { AdminHeading } from '~/features/navigation/admin-sections';
import { appContext } from '~/lib/app-context';
import { orDatabaseFailure } from '~/lib/database-failure.server';
import type { Route } from './+types/import-fixture-edit';

export function meta() {
  return [
    { title: 'Edit parsed fixture | Kickoff TV admin' },
    { name: 'robots', content: 'noindex' },
  ];
}

// One fixture of an import under review, as the form starts from it.
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const draft = await getImportDraft(context.get(appContext).db, params.id);
  const fixture = draft?.fixtures.find((f) => String(f.line) === params.line);
  if (!fixture)
    throw data(
      'This import or this fixture of it is gone. It may have been saved or discarded.',
      404,
    );
  return {
    values: {
      date: fixture.date ?? '',
      time: fixture.time,
      homeTeam: fixture.homeTeam,
      awayTeam: fixture.awayTeam,
      competition: fixture.competition,
      channels: fixture.channels.map((channel) => channel.raw).join(', '),
      channelStatus: fixture.channelStatus,
    },
  };
}

/**
 * Saves the form (the review's Edit, or a one-click fix that posts the fixed fields); back to the
 * review, or the form again with a message per field.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const change = requireStaffChange(context);
  const form = await request.formData();
  const line = Number(params.line);
  const read = readDraftFixtureEdit(form);
  const sent = sentEdit(form);
  if (!read.ok) return data({ sent, errors: read.errors, refusal: null }, { status: 400 });
  if (!Number.isSafeInteger(line) || line < 1)
    return data({ sent, errors: {}, refusal: 'No such fixture in this import.' }, { status: 404 });
  const saved = await orDatabaseFailure(
    () => setDraftFixture(change, params.id, line, read.edit),
    (message) => ({ message: 'Fixture not saved', detail: `Database error: ${message}` }),
  );
  if (!saved.ok) return data({ sent, errors: {}, refusal: saved.detail }, { status: saved.status });
  return redirect(`${draftPath(params.id)}?notice=draft-fixture-edited`);
}

export default function ImportFixtureEditPage({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  const values = (actionData?.sent as typeof loaderData.values | undefined) ?? loaderData.values;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-6">
      <AdminHeading current="fixtures" />
      <div className="mt-6">
        <FixtureEditForm
          values={values}
          errors={actionData?.errors ?? {}}
          refusal={actionData?.refusal ?? null}
          backTo={draftPath(params.id)}
          underReview
        />
      </div>
    </main>
  );
}
