import { data, redirect } from 'react-router';
import { BlogManagement } from '~/features/articles/admin/blog-management';
import { listArticlesForAdmin } from '~/features/articles/article-queries.server';
import { articlePath } from '~/features/articles/article-text';
import { requireStaff, requireStaffChange } from '~/features/auth/guard.server';
import { ImportPanels, pasteDraftKey } from '~/features/drafts/components/import-panels';
import { ManagePanel } from '~/features/manage/components/manage-panel';
import { RecentlyRemoved } from '~/features/manage/components/recently-removed';
import { draftPath } from '~/features/drafts/import-draft';
import {
  createImportDraft,
  deleteImportDraft,
  listImportDrafts,
} from '~/features/drafts/import-drafts.server';
import { readManagedFixtures } from '~/features/manage/fixture-admin.server';
import { listRemovedItems } from '~/features/manage/removed-items.server';
import { parseManageQuery } from '~/features/manage/manage-filter';
import { AdminHeading, oldAdminAddress } from '~/features/navigation/admin-sections';
import { SharePanel } from '~/features/share/components/share-panel';
import { appContext } from '~/lib/app-context';
import { forgetBrowserDraft } from '~/lib/browser-draft';
import { orDatabaseFailure } from '~/lib/database-failure.server';
import { readFormFields } from '~/lib/form-fields';
import { ukToday } from '~/lib/london-time';
import { postKeepingPage } from '~/lib/refused-request';
import type { Route } from './+types/fixtures';

// A refused post changed nothing; this page keeps what is on it.
export { keepPageAfterRefusal as shouldRevalidate } from '~/lib/refused-request';

/** How many articles Blog Management lists, newest first. */
const listedArticles = 200;
/** How many imports in progress the review panel offers to reopen. */
const listedDrafts = 10;
/** How many removed items Recently removed offers to restore. */
const listedRemoved = 20;

// The Fixtures tab: import, Manage Fixtures (one saved date, or what its filters match), Recently
// removed, Database Fixtures and Blog Management. The paste posts here; the other panels post to the route of what
// they change.
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db, now } = context.get(appContext);
  const url = new URL(request.url);
  const moved = oldAdminAddress(url.searchParams);
  if (moved) throw redirect(moved);

  // Manage Fixtures' filters come from its GET form; a value that does not pass is left out.
  const query = parseManageQuery(url.searchParams);
  // A database that fails the read leaves the tab usable, with the load failure shown.
  const managed = await orDatabaseFailure(
    () => readManagedFixtures(db, { query, today: ukToday(now()) }),
    (message) => ({ message: 'Database Error', detail: `Failed to load fixtures: ${message}` }),
  );
  const [articles, drafts, removed] = await Promise.all([
    listArticlesForAdmin(db, { limit: listedArticles }),
    listImportDrafts(db, { limit: listedDrafts }),
    listRemovedItems(db, { now: now(), limit: listedRemoved }),
  ]);
  return {
    now: now().toISOString(),
    articles: articles.map((a) => ({
      id: a.id,
      kind: a.kind,
      title: a.title,
      summary: a.summary,
      status: a.status,
      publishedAt: a.publishedAt,
      path: articlePath(a),
    })),
    drafts,
    removed,
    ...('status' in managed
      ? {
          managed: {
            dates: [],
            selectedDate: null,
            fixtures: [],
            filter: query.filter,
            ignored: query.ignored,
            total: 0,
            page: 1,
            pageSize: 0,
            competitions: [],
          },
          loadFailure: managed,
        }
      : { managed, loadFailure: null }),
  };
}

/**
 * Parse Fixtures: the paste becomes a draft on the server, and its review a page of its own; a
 * paste that gives no fixture stores nothing and is answered with why. Discard (`intent`) drops
 * a draft from Imports in progress.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const change = requireStaffChange(context);
  const form = await request.formData();
  if (form.get('intent') === 'discard') {
    const discarded = await deleteImportDraft(change, readFormFields(form, { skip: ['intent'] }));
    if (!discarded.ok) {
      const { message, detail } = discarded;
      const reply = {
        intent: 'discard' as const,
        ok: false as const,
        message,
        detail,
        problems: [],
      };
      return data(reply, { status: discarded.status });
    }
    return redirect('/admin?notice=import-discarded');
  }
  const created = await createImportDraft(change, { text: String(form.get('text') ?? '') });
  if (!created.ok) {
    const { message, detail, problems = [] } = created;
    const reply = { intent: 'parse' as const, ok: false as const, message, detail, problems };
    return data(reply, { status: created.status });
  }
  return redirect(`${draftPath(created.draft.id)}?notice=import-parsed`);
}

// A paste the host or the guard refused (too large, signed out) is answered in place; a paste
// that became a draft is no longer kept in the browser (a discarded draft leaves it be).
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const discarding = (await request.clone().formData()).get('intent') === 'discard';
  return postKeepingPage(
    serverAction,
    discarding ? {} : { saved: () => forgetBrowserDraft(pasteDraftKey) },
  );
}

export default function FixturesTab({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <AdminHeading current="fixtures" />
      <div className="mt-6 grid gap-6">
        <ImportPanels draft={null} drafts={loaderData.drafts} refused={actionData ?? null} />
        <ManagePanel {...loaderData.managed} loadFailure={loaderData.loadFailure} />
        <RecentlyRemoved items={loaderData.removed} />
        <SharePanel />
        <BlogManagement articles={loaderData.articles} now={loaderData.now} />
      </div>
    </main>
  );
}
