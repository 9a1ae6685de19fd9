import { formatDistance } from 'date-fns';
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { toast } from 'sonner';
import type { clientAction } from '~/routes/admin/article';
import { useFormReply } from '~/ui/use-form-reply';
import {
  articleKindLabels,
  type ArticleKind,
  type ArticleStatus,
} from '~/features/articles/article';
import { autoLinkedTeams, teamLinkHref } from '~/features/articles/article-links';

/** One row of the admin list. */
export interface ArticleListRow {
  id: string;
  kind: ArticleKind;
  title: string;
  /** The excerpt, else the start of the first section. */
  summary: string;
  status: ArticleStatus;
  publishedAt: string;
  /** Its public address. */
  path: string;
}

/** Focus moves after React has updated the page. */
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

const tabs = [
  { id: 'posts', label: 'Blog Posts' },
  { id: 'help', label: 'Guide & Help' },
] as const;

/** Blog Management: every article, newest first, to edit, delete or view. */
export function BlogManagement({ articles, now }: { articles: ArticleListRow[]; now: string }) {
  const [tab, setTab] = useState<(typeof tabs)[number]['id']>('posts');

  return (
    <section id="blog-management" aria-labelledby="blog-management-title" className="card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="blog-management-title" tabIndex={-1} className="text-lg font-bold">
          Blog Management
        </h2>
        <Link to="/admin/articles/new" className="button">
          New Blog Post
        </Link>
      </div>
      <div
        role="tablist"
        aria-label="Blog Management"
        className="mt-3 flex gap-1 border-b border-slate-200 dark:border-slate-800"
        onKeyDown={(event) => {
          if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
          const next = tabs[(tabs.findIndex((t) => t.id === tab) + 1) % tabs.length]!;
          setTab(next.id);
          document.getElementById(`blog-tab-${next.id}`)?.focus();
        }}
      >
        {tabs.map((t) => (
          <button
            key={t.id}
            id={`blog-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`blog-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold aria-selected:border-brand aria-selected:text-brand dark:aria-selected:text-emerald-300"
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          id={`blog-panel-${t.id}`}
          role="tabpanel"
          aria-labelledby={`blog-tab-${t.id}`}
          hidden={tab !== t.id}
          className="mt-3"
        >
          {t.id === 'posts' ? <ArticleTable articles={articles} now={now} /> : <TeamLinksHelp />}
        </div>
      ))}
    </section>
  );
}

function ArticleTable({ articles, now }: { articles: ArticleListRow[]; now: string }) {
  const fetcher = useFetcher<typeof clientAction>();
  const [confirming, setConfirming] = useState<string | null>(null);

  const done = () => {
    setConfirming(null);
    focusSoon('blog-management-title');
  };
  useFormReply(fetcher, {
    ok: () => {
      toast.success('News article deleted', { description: 'The article has been deleted.' });
      done();
    },
    failed: (reply) => {
      toast.error('Error deleting news article', {
        description:
          reply.status === 404 && 'message' in reply
            ? reply.message
            : 'There was an error deleting the article. Please try again.',
      });
      done();
    },
  });

  if (articles.length === 0)
    return (
      <div className="empty">
        <p className="font-semibold">No blog posts found.</p>
        <p className="mt-1 text-sm">Click New Blog Post to write the first one.</p>
      </div>
    );

  return (
    <div className="overflow-x-auto">
      <table className="admin-table">
        <thead>
          <tr>
            <th>Title</th>
            <th className="hidden md:table-cell">Date</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {articles.map((article) => {
            const live = article.status === 'published' && article.publishedAt <= now;
            const deleting =
              fetcher.state !== 'idle' && fetcher.formAction === `/admin/articles/${article.id}`;
            return (
              <tr key={article.id}>
                <td>
                  <span className="font-semibold">{article.title}</span>{' '}
                  <StatusTag article={article} live={live} />
                  <p className="mt-0.5 line-clamp-2 text-slate-600 dark:text-slate-400">
                    {article.summary}
                  </p>
                </td>
                <td className="hidden whitespace-nowrap md:table-cell">
                  <time dateTime={article.publishedAt}>
                    {formatDistance(new Date(article.publishedAt), new Date(now), {
                      addSuffix: true,
                    })}
                  </time>
                </td>
                <td>
                  {confirming === article.id ? (
                    <span
                      className="flex gap-1"
                      role="group"
                      aria-label={`Delete ${article.title}?`}
                    >
                      <button
                        type="button"
                        className="button px-2 py-1 text-xs bg-red-700 hover:bg-red-800"
                        disabled={deleting}
                        // Focus goes to the confirmation the editor just asked for.
                        autoFocus
                        onClick={() =>
                          fetcher.submit(null, {
                            method: 'delete',
                            action: `/admin/articles/${article.id}`,
                          })
                        }
                      >
                        {deleting ? 'Deleting...' : 'Confirm'}
                      </button>
                      <button
                        type="button"
                        className="button-quiet px-2 py-1 text-xs"
                        onClick={() => {
                          setConfirming(null);
                          focusSoon(`delete-${article.id}`);
                        }}
                      >
                        Cancel
                      </button>
                    </span>
                  ) : (
                    <span className="flex flex-col gap-1 sm:flex-row">
                      <Link
                        to={`/admin/articles/${article.id}`}
                        className="button-quiet px-2 py-1 text-xs"
                        aria-label={`Edit ${article.title}`}
                      >
                        Edit
                      </Link>
                      <button
                        type="button"
                        id={`delete-${article.id}`}
                        className="button-quiet px-2 py-1 text-xs"
                        aria-label={`Delete ${article.title}`}
                        onClick={() => setConfirming(article.id)}
                      >
                        Delete
                      </button>
                      {live && (
                        <a
                          href={article.path}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="button-quiet px-2 py-1 text-xs"
                          aria-label={`View ${article.title} (opens in a new tab)`}
                        >
                          View
                        </a>
                      )}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function StatusTag({ article, live }: { article: ArticleListRow; live: boolean }) {
  const label = article.status === 'draft' ? 'Draft' : live ? null : 'Scheduled';
  return (
    <>
      <span className="rounded bg-slate-100 px-1.5 py-px text-[11px] font-bold text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-300">
        {articleKindLabels[article.kind]}
      </span>
      {label && (
        <span className="ml-1 rounded bg-amber-100 px-1.5 py-px text-[11px] font-bold text-amber-900 uppercase dark:bg-amber-900 dark:text-amber-100">
          {label}
        </span>
      )}
    </>
  );
}

/** The "Guide & Help" tab: what automatic team links do, and how to write for the site. */
function TeamLinksHelp() {
  return (
    <div className="prose-text max-w-3xl text-sm">
      <h3 className="text-base font-bold">Automatic team links</h3>
      <p>
        When an article is shown, the first mention of each of these clubs becomes a link to its
        matches on TV. Write the name as it is listed here (capitals count); it is linked once per
        article, never inside a heading, an existing link or code.
      </p>
      <ul className="mt-2 flex list-none flex-wrap gap-1.5 pl-0">
        {autoLinkedTeams.map((team) => (
          <li key={team}>
            <a href={teamLinkHref(team)} target="_blank" rel="noopener noreferrer" className="chip">
              {team}
            </a>
          </li>
        ))}
      </ul>
      <h3 className="mt-5 text-base font-bold">Writing</h3>
      <ul className="mt-2 list-disc pl-5">
        <li>
          Sections are Markdown: <code>## Heading</code>, <code>**bold**</code>,{' '}
          <code>[words](https://…)</code> for a link, <code>- item</code> for a list.
        </li>
        <li>HTML is not allowed: tags are removed and nothing in an article can run as script.</li>
        <li>Links go to https, http or mailto addresses, or to pages of this site (/schedule).</li>
        <li>
          A published article with a future publish date is scheduled: it appears on the site at
          that time. Drafts are never shown.
        </li>
        <li>
          For a match preview, set the kick-off: the article then shows the match, its channels and
          a link to the match page.
        </li>
      </ul>
    </div>
  );
}
