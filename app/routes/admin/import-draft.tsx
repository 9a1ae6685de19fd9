import { data, isRouteErrorResponse, Link, redirect, useRouteError } from 'react-router';
import { requireStaff, requireStaffChange } from '~/features/auth/guard.server';
import { savedImportPath } from '~/features/drafts/components/import-notices';
import { countFixtures } from '~/features/schedule/fixture-count';
import { ImportPanels } from '~/features/drafts/components/import-panels';
import {
  commitImportDraft,
  deleteImportDraft,
  getImportDraft,
  mapDraftChannel,
  removeDraftFixture,
  reparseImportDraft,
  setDraftChannelUrls,
  setDraftGroupDate,
  setDraftGroups,
  type DraftFailure,
} from '~/features/drafts/import-drafts.server';
import { AdminHeading } from '~/features/navigation/admin-sections';
import { appContext } from '~/lib/app-context';
import { orDatabaseFailure, type DatabaseFailure } from '~/lib/database-failure.server';
import { readFormFields } from '~/lib/form-fields';
import { postKeepingPage } from '~/lib/refused-request';
import { ErrorPage } from '~/ui/error-page';
import type { Route } from './+types/import-draft';

// A refused post changed nothing; this page keeps what is on it.
export { keepPageAfterRefusal as shouldRevalidate } from '~/lib/refused-request';

// The review of one pasted import (decision 0012): a reload or a second tab shows the same draft.
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(appContext);
  const draft = await getImportDraft(db, params.id);
  if (!draft)
    throw data(
      'There is no import with this id. It may have been saved or discarded, or left for a week.',
      { status: 404 },
    );
  return { draft };
}

/** Each change is a small form: the intent, the draft's id and, for a fixture, its line. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const change = requireStaffChange(context);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const fields = readFormFields(form, { lists: ['url'], skip: ['intent'] });
  if (intent !== 'channel-urls') delete fields.url;
  if (fields.id !== params.id)
    return refuse(intent, {
      status: 400,
      message: 'Error',
      detail: 'This form belongs to another import. Reload the page.',
    });

  switch (intent) {
    case 'remove': {
      const result = await removeDraftFixture(change, fields);
      if (!result.ok) return refuse(intent, result);
      // Its last fixture gone, the draft is discarded: no empty draft is kept.
      if (result.discarded) return redirect('/admin?notice=import-emptied');
      return { intent, ok: true as const, message: 'Fixture removed', detail: result.removed };
    }
    case 'channel-urls': {
      const result = await setDraftChannelUrls(change, fields);
      if (!result.ok) return refuse(intent, result);
      return {
        intent,
        ok: true as const,
        message: 'Fixture updated',
        detail: 'The fixture has been updated successfully.',
      };
    }
    case 'groups': {
      const result = await setDraftGroups(change, fields);
      if (!result.ok) return refuse(intent, result);
      return {
        intent,
        ok: true as const,
        message: 'Import updated',
        detail: 'Fixtures without a date or a competition will be saved with the ones chosen.',
      };
    }
    case 'group-date': {
      const result = await setDraftGroupDate(change, fields);
      if (!result.ok) return refuse(intent, result);
      return {
        intent,
        ok: true as const,
        message: 'Import updated',
        detail: 'The fixtures under that heading will be saved on the date chosen.',
      };
    }
    case 'map-channel': {
      const result = await mapDraftChannel(change, fields);
      if (!result.ok) return refuse(intent, result);
      return {
        intent,
        ok: true as const,
        message: 'Channel mapped',
        detail: `"${fields.written}" is now ${result.channel} on ${countFixtures(result.fixtures)}, and will be in later pastes.`,
      };
    }
    case 'reparse': {
      const result = await reparseImportDraft(change, fields);
      if (!result.ok) return refuse(intent, result);
      const { fixtureCount, kept } = result;
      return {
        intent,
        ok: true as const,
        message: `${countFixtures(fixtureCount)} parsed`,
        detail:
          kept === 0
            ? 'The text was read again.'
            : `The text was read again; your changes to ${countFixtures(kept)} on unchanged lines were kept.`,
      };
    }
    case 'save': {
      // The form's wording for a database that fails the save; the draft and its review stay.
      const result = await orDatabaseFailure(
        () => commitImportDraft(change, fields),
        (message) => ({
          message: 'Error saving fixtures',
          detail: `There was a problem: ${message}`,
        }),
      );
      if (!result.ok) return refuse(intent, result);
      return redirect(savedImportPath(result.summary));
    }
    case 'discard': {
      const result = await deleteImportDraft(change, fields);
      if (!result.ok) return refuse(intent, result);
      return redirect('/admin?notice=import-discarded');
    }
    default:
      return refuse(intent, { status: 400, message: 'Error', detail: 'Unknown action.' });
  }
}

function refuse(intent: string, failure: Omit<DraftFailure, 'ok'> | Omit<DatabaseFailure, 'ok'>) {
  const { status, message, detail } = failure;
  // A text that gave no fixture says why, line by line.
  const problems = 'problems' in failure ? failure.problems : undefined;
  return data({ intent, ok: false as const, message, detail, problems }, { status });
}

// A post the host or the guard refused is answered in place, as on the dashboard.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return postKeepingPage(serverAction, {
    failed: {
      message: 'Error saving fixtures',
      detail: 'There was a problem saving the fixtures. Please try again.',
    },
  });
}

export default function ImportDraftPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <AdminHeading current="fixtures" />
      <div className="mt-6 grid gap-6">
        <ImportPanels draft={loaderData.draft} drafts={[]} />
      </div>
    </main>
  );
}

/**
 * An import that is gone (saved or discarded, here or in another tab, or left for a week) is
 * said so within the admin, with the way back to Bulk Import; anything else is the site's error
 * page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage />;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <AdminHeading current="fixtures" />
      <section aria-labelledby="import-gone" className="card mt-6">
        <h2 id="import-gone" className="text-lg font-bold">
          Import not found
        </h2>
        <p className="mt-2">{typeof error.data === 'string' ? error.data : 'Paste it again.'}</p>
        <p className="mt-4">
          <Link className="button" to="/admin">
            Back to Bulk Import
          </Link>
        </p>
      </section>
    </main>
  );
}
