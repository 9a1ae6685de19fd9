import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ArticleEditor } from '~/features/articles/admin/article-editor';
import { BlogManagement } from '~/features/articles/admin/blog-management';
import { SimplePostForm } from '~/features/articles/admin/simple-post-form';
import { getArticleById, listArticlesForAdmin } from '~/features/articles/article-queries.server';
import { articlePath } from '~/features/articles/article-text';
import { recordAudit, type AuditAction } from '~/features/audit/audit.server';
import { requireStaff } from '~/features/auth/guard.server';
import { ImportPanels } from '~/features/fixtures/admin/import-panels';
import { ManagePanel } from '~/features/fixtures/admin/manage-panel';
import {
  removeDate,
  removeFixture,
  saveChannelUrls,
} from '~/features/fixtures/fixture-admin.server';
import { draftPath } from '~/features/fixtures/import-draft';
import { createImportDraft, listImportDrafts } from '~/features/fixtures/import-drafts.server';
import { listFixtureDates, listFixtures } from '~/features/fixtures/fixture-queries.server';
import { toListedFixture } from '~/features/fixtures/listed-fixture';
import { AdminHeading, adminTabs } from '~/features/navigation/admin-sections';
import { createShareLink } from '~/features/share/share-link.server';
import { SharePanel } from '~/features/share/components/share-panel';
import { appContext } from '~/lib/app-context';
import { addDaysToIsoDate, isValidIsoDate, ukToday } from '~/lib/london-time';
import { postKeepingPage, type RefusedReply } from '~/lib/refused-request';
import type { Route } from './+types/dashboard';

/** How many articles Blog Management lists, newest first. */
const listedArticles = 200;
/** How many imports in progress the review panel offers to reopen. */
const listedDrafts = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db, now } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const tab = adminTabs.find((t) => t.id === params.get('tab'))?.id ?? 'fixtures';

  // The article editor (SPEC 2.5: list -> editor -> back), for a new article or a stored one.
  const editing = params.get('article');
  if (editing !== null) {
    const article = editing === 'new' ? null : await getArticleById(db, editing);
    if (editing !== 'new' && !article)
      throw data('There is no article with this id. It may have been deleted.', { status: 404 });
    return { view: 'editor' as const, tab, article };
  }
  if (tab !== 'fixtures') return { view: tab, tab };

  const today = ukToday(now());
  const dates = await listFixtureDates(db, { limit: 1000 });
  const asked = params.get('date');
  // SPEC 4: the selected date is the one asked for while it has fixtures, else the first from
  // today, else the first: deleting a date's last fixture or clearing it moves the panel on.
  const selectedDate =
    (asked && isValidIsoDate(asked) && dates.some((d) => d.date === asked) ? asked : null) ??
    dates.find((d) => d.date >= today)?.date ??
    dates[0]?.date ??
    null;
  const [fixtures, articles, drafts] = await Promise.all([
    selectedDate ? listFixtures(db, { from: selectedDate, to: selectedDate, limit: 1000 }) : [],
    listArticlesForAdmin(db, { limit: listedArticles }),
    listImportDrafts(db, { limit: listedDrafts }),
  ]);
  return {
    view: 'fixtures' as const,
    tab,
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
    dates,
    selectedDate,
    fixtures: fixtures.map((f) => ({
      id: f.id,
      date: f.date,
      time: f.time,
      homeTeam: f.homeTeam,
      awayTeam: f.awayTeam,
      competition: f.competition,
      channelStatus: f.channelStatus,
      channels: f.channels,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { db, now, invalidatePages, clientIp, shareLinkKey } = context.get(appContext);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const intent = field('intent');
  const audit = (
    action: AuditAction,
    targetType: string,
    targetId: string | null,
    details: object = {},
  ) =>
    recordAudit(db, {
      at: now(),
      actorUserId: staff.id,
      ip: clientIp,
      action,
      targetType,
      targetId,
      details,
    });

  switch (intent) {
    case 'parse': {
      // The paste becomes a draft on the server; its review is a page of its own.
      const created = await createImportDraft(
        db,
        { text: field('text') },
        { by: staff.id, now: now() },
      );
      if (!created.ok) {
        const { message, detail } = created;
        return data({ intent, ok: false as const, message, detail }, { status: created.status });
      }
      await audit('import.drafted', 'import', created.draft.id, {
        fixtures: created.draft.fixtureCount,
      });
      return redirect(`${draftPath(created.draft.id)}?notice=import-parsed`);
    }
    case 'delete-fixture': {
      const result = await removeFixture(db, field('id'));
      if (result.ok) {
        invalidatePages();
        await audit('fixture.deleted', 'fixture', field('id'));
      }
      return data({ intent, ...result }, { status: result.ok ? 200 : 404 });
    }
    case 'clear-date': {
      const result = await removeDate(db, field('date'));
      if (result.ok) {
        invalidatePages();
        await audit('date.deleted', 'date', field('date'), { count: result.count });
      }
      return data(
        { intent, ok: result.ok, message: result.message, detail: result.detail },
        { status: result.ok ? 200 : 400 },
      );
    }
    case 'update-urls': {
      const result = await saveChannelUrls(db, field('id'), field('urls'));
      if (result.ok) {
        invalidatePages();
        await audit('channel.url_changed', 'fixture', field('id'), {
          old: result.old,
          new: JSON.parse(field('urls')) as unknown,
        });
      }
      return data(
        { intent, ok: result.ok, message: result.message, detail: result.detail },
        { status: result.ok ? 200 : 422 },
      );
    }
    case 'share': {
      const today = ukToday(now());
      const upcoming = await listFixtures(db, {
        from: today,
        to: addDaysToIsoDate(today, 60),
        limit: 300,
      });
      const link = createShareLink(upcoming.map(toListedFixture), shareLinkKey);
      if (!link.ok) {
        const empty = link.message === 'No Fixtures Found';
        const reply = empty
          ? { message: link.message }
          : { message: 'Error', detail: link.message };
        return data({ intent, ok: false as const, ...reply }, { status: 422 });
      }
      await audit('sharelink.created', 'fixtures', null, { count: upcoming.length });
      return { intent, ok: true as const, path: link.path };
    }
    default:
      return data(
        { intent, ok: false as const, message: 'Error', detail: 'Unknown action.' },
        { status: 400 },
      );
  }
}

// A post the host or the guard refused (too large, signed out, offline) is answered in place:
// the form keeps its unsaved work instead of giving way to an error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return postKeepingPage(serverAction);
}

// A backlink preview changes nothing, and a refused post changed nothing (reloading after a
// lost session would leave for the sign-in page): the dashboard's data need not be read again.
export function shouldRevalidate({
  formData,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const refused = (actionResult as Partial<RefusedReply> | undefined)?.refused === true;
  return formData?.get('intent') === 'preview' || refused ? false : defaultShouldRevalidate;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <AdminHeading current={loaderData.tab} />
      <div className="mt-6 grid gap-6">
        {loaderData.view === 'editor' ? (
          <ArticleEditor key={loaderData.article?.id ?? 'new'} article={loaderData.article} />
        ) : loaderData.view === 'fixtures' ? (
          <>
            <ImportPanels draft={null} drafts={loaderData.drafts} />
            <ManagePanel
              dates={loaderData.dates}
              selectedDate={loaderData.selectedDate}
              fixtures={loaderData.fixtures}
            />
            <SharePanel />
            <BlogManagement articles={loaderData.articles} now={loaderData.now} />
          </>
        ) : loaderData.view === 'blog' ? (
          <SimplePostForm />
        ) : (
          <p className="empty">Other admin tools will appear here.</p>
        )}
      </div>
    </main>
  );
}
