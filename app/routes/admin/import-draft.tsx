import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { recordAudit, type AuditAction } from '~/features/audit/audit.server';
import { requireStaff } from '~/features/auth/guard.server';
import { savedImportPath } from '~/features/fixtures/admin/import-notices';
import { ImportPanels } from '~/features/fixtures/admin/import-panels';
import {
  commitImportDraft,
  deleteImportDraft,
  getImportDraft,
  removeDraftFixture,
  setDraftChannelUrls,
  setDraftGroups,
  type DraftFailure,
} from '~/features/fixtures/import-drafts.server';
import { AdminHeading } from '~/features/navigation/admin-sections';
import { appContext } from '~/lib/app-context';
import { readFormFields } from '~/lib/form-fields';
import { postKeepingPage, type RefusedReply } from '~/lib/refused-request';
import type { Route } from './+types/import-draft';

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
  const staff = requireStaff(context);
  const { db, now, invalidatePages, clientIp } = context.get(appContext);
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
  const at = now();
  const audit = (auditAction: AuditAction, details: object) =>
    recordAudit(db, {
      at,
      actorUserId: staff.id,
      ip: clientIp,
      action: auditAction,
      targetType: 'import',
      targetId: params.id,
      details,
    });

  switch (intent) {
    case 'remove': {
      const result = await removeDraftFixture(db, fields, { now: at });
      if (!result.ok) return refuse(intent, result);
      await audit('import.draft_changed', { removed: result.removed, line: fields.line });
      return { intent, ok: true as const, message: 'Fixture removed', detail: result.removed };
    }
    case 'channel-urls': {
      const result = await setDraftChannelUrls(db, fields, { now: at });
      if (!result.ok) return refuse(intent, result);
      await audit('import.draft_changed', { line: fields.line, old: result.old, new: result.urls });
      return {
        intent,
        ok: true as const,
        message: 'Fixture updated',
        detail: 'The fixture has been updated successfully.',
      };
    }
    case 'groups': {
      const result = await setDraftGroups(db, fields, { now: at });
      if (!result.ok) return refuse(intent, result);
      await audit('import.draft_changed', result.groups);
      return {
        intent,
        ok: true as const,
        message: 'Import updated',
        detail: 'Fixtures without a date or a competition will be saved with the ones chosen.',
      };
    }
    case 'save': {
      const result = await commitImportDraft(db, fields, { now: at });
      if (!result.ok) {
        await audit('import.rejected', { reason: result.detail || result.message });
        return refuse(intent, result);
      }
      invalidatePages();
      const { processed, created, replaced, skipped } = result.summary;
      await audit('import.committed', { processed, created, replaced, skipped: skipped.length });
      return redirect(savedImportPath(result.summary));
    }
    case 'discard': {
      const result = await deleteImportDraft(db, fields);
      if (!result.ok) return refuse(intent, result);
      await audit('import.discarded', {});
      return redirect('/admin?notice=import-discarded');
    }
    default:
      return refuse(intent, { status: 400, message: 'Error', detail: 'Unknown action.' });
  }
}

function refuse(intent: string, { status, message, detail }: Omit<DraftFailure, 'ok'>) {
  return data({ intent, ok: false as const, message, detail }, { status });
}

// A post the host or the guard refused is answered in place, as on the dashboard.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return postKeepingPage(serverAction);
}

// A refused post changed nothing; reading the draft again would only risk the sign-in page.
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const refused = (actionResult as Partial<RefusedReply> | undefined)?.refused === true;
  return refused ? false : defaultShouldRevalidate;
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
