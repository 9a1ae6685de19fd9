import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import { toast } from 'sonner';
import { channelGroups, listChannels } from '~/features/channels/catalogue';
import { formatLongDate, formatShortDate, monthNames } from '~/lib/london-time';
import { toastFailure } from '~/ui/toasts';
import { useReturnFocus } from '~/ui/use-return-focus';
import { useFormReply } from '~/ui/use-form-reply';
import type { clientAction as dateClientAction } from '~/routes/admin/fixture-date';
import type { clientAction as fixtureClientAction } from '~/routes/admin/fixture';
import { channelStatuses } from '~/features/schedule/fixture';
import { describeBroadcast } from '~/features/schedule/fixture-status';
import {
  filterLabels,
  isFiltering,
  manageSearch,
  maxFilterText,
  statusLabels,
  type ManageFilter,
  type ManagedFixture,
} from '~/features/manage/manage-filter';
import { ChannelUrlsDialog } from './channel-urls-dialog';
import { FixtureTable } from './fixture-table';

/** Edit's URLs and Delete post to the fixture; Clear Date to the date. */
type Reply =
  Awaited<ReturnType<typeof fixtureClientAction>> | Awaited<ReturnType<typeof dateClientAction>>;

/** Where the panel's forms and links lead: this page, scrolled to the panel. */
const panelPath = '/admin';
const panelHash = '#manage-fixtures';

/** A saved fixture's edit page. */
export const fixtureEditPath = (id: string) => `/admin/fixtures/${encodeURIComponent(id)}/edit`;

/**
 * Manage Fixtures: a saved date (the date picker) or what the filters match (a plain GET form:
 * the filters live in the address and work without scripts), a page at a time, with edit,
 * channel links and deletion.
 */
export function ManagePanel({
  dates,
  selectedDate,
  fixtures,
  filter,
  ignored,
  total,
  page,
  pageSize,
  competitions,
  loadFailure = null,
}: {
  dates: readonly { date: string; count: number }[];
  selectedDate: string | null;
  fixtures: readonly ManagedFixture[];
  filter: ManageFilter;
  ignored: readonly string[];
  total: number;
  page: number;
  pageSize: number;
  competitions: readonly { slug: string; name: string; count: number }[];
  /** The load failure message, when the database could not be read. */
  loadFailure?: { message: string; detail: string } | null;
}) {
  const fetcher = useFetcher<Reply>();
  const [editing, setEditing] = useState<ManagedFixture | null>(null);
  const [deleting, setDeleting] = useState<ManagedFixture | 'date' | null>(null);
  const busy = fetcher.state !== 'idle';
  const heading = useRef<HTMLHeadingElement>(null);
  const results = useRef<HTMLHeadingElement>(null);
  const focus = useReturnFocus(heading);
  const filtering = isFiltering(filter);
  const open = (show: () => void) => {
    focus.remember();
    show();
  };
  const close = (removed = false) => {
    setEditing(null);
    setDeleting(null);
    focus.restore(removed);
  };

  useEffect(() => {
    if (loadFailure) toast.error(loadFailure.message, { description: loadFailure.detail });
  }, [loadFailure]);

  // A pager link that has gone (the last page has no "Next") leaves focus nowhere: the keyboard
  // carries on from the results, not from the top of the page.
  const { search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!document.activeElement || document.activeElement === document.body)
      results.current?.focus();
  }, [search]);

  // A refused request leaves the dialog open with what was typed in it.
  useFormReply(fetcher, {
    ok: (reply) => {
      toast.success(reply.message, { description: reply.detail });
      close(deleting !== null);
    },
    failed: (reply) => {
      toastFailure(reply);
      close();
    },
  });

  const dateCount = dates.find((d) => d.date === selectedDate)?.count ?? total;
  const pageHref = (to: number) =>
    `${panelPath}${
      filtering
        ? manageSearch(filter, to)
        : `?date=${selectedDate ?? ''}${to > 1 ? `&page=${to}` : ''}`
    }${panelHash}`;

  return (
    <section aria-labelledby="manage-fixtures" className="card">
      <h2 id="manage-fixtures" ref={heading} tabIndex={-1} className="text-lg font-bold">
        Manage Fixtures
      </h2>
      {loadFailure ? (
        <p role="alert" className="mt-3 font-semibold text-red-700 dark:text-red-300">
          There was a problem loading the saved fixtures.
        </p>
      ) : dates.length === 0 ? (
        <div className="mt-3">
          <p className="font-semibold">No fixtures have been added yet.</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Use the bulk import feature to add fixtures.
          </p>
        </div>
      ) : (
        <>
          <DatePicker dates={dates} selectedDate={selectedDate} />
          <FilterForm
            key={manageSearch(filter)}
            filter={filter}
            competitions={competitions}
            filtering={filtering}
          />
          {ignored.length > 0 && (
            <p role="status" className="mt-3 text-sm font-semibold">
              Left out, as they could not be read: {ignored.join(', ')}.
            </p>
          )}
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <h3 ref={results} tabIndex={-1} className="font-bold">
              {filtering
                ? 'Matching fixtures'
                : selectedDate
                  ? formatLongDate(selectedDate)
                  : 'Saved fixtures'}
            </h3>
            {!filtering && selectedDate && total > 0 && (
              <button
                type="button"
                className="button-quiet text-sm"
                onClick={() => open(() => setDeleting('date'))}
              >
                Clear Date
              </button>
            )}
          </div>
          {total > 0 && (
            <p id="manage-count" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {describeCount({ total, page, pageSize, filtering })}
            </p>
          )}
          {fixtures.length === 0 ? (
            <p className="mt-3 text-slate-700 dark:text-slate-300">
              {filtering ? 'No fixtures match these filters' : 'No fixtures for this date'}
            </p>
          ) : (
            <FixtureTable
              groups={groupByDate(fixtures).map((day) => ({
                key: day.date,
                // One date needs no heading of its own: the panel's heading names it.
                heading: filtering ? formatLongDate(day.date) : null,
                rows: day.fixtures.map((fixture) => ({
                  key: fixture.id,
                  time: fixture.time,
                  teams: `${fixture.homeTeam} v ${fixture.awayTeam}`,
                  competition: fixture.competition,
                  channels: fixture.channels,
                  broadcast: describeBroadcast(fixture),
                  editHref: fixtureEditPath(fixture.id),
                  onUrls: () => open(() => setEditing(fixture)),
                  onRemove: () => open(() => setDeleting(fixture)),
                  removeLabel: 'Delete',
                })),
              }))}
            />
          )}
          <Pager page={page} pages={Math.ceil(total / Math.max(1, pageSize))} href={pageHref} />
        </>
      )}

      {editing && (
        <ChannelUrlsDialog
          channels={editing.channels}
          busy={busy}
          onClose={() => close()}
          onSave={(urls) => {
            const form = new FormData();
            for (const url of urls) form.append('url', url);
            fetcher.submit(form, { method: 'post', action: `/admin/fixtures/${editing.id}` });
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={deleting === 'date' ? 'Clear Date' : 'Confirm Deletion'}
          text={
            deleting === 'date'
              ? `Delete all ${dateCount} fixtures on ${selectedDate ? formatLongDate(selectedDate) : 'this date'}?`
              : `Delete ${deleting.homeTeam} v ${deleting.awayTeam}? This cannot be undone.`
          }
          busy={busy}
          onCancel={() => close()}
          onConfirm={() =>
            fetcher.submit(null, {
              method: 'delete',
              action:
                deleting === 'date'
                  ? `/admin/dates/${selectedDate ?? ''}`
                  : `/admin/fixtures/${deleting.id}`,
            })
          }
        />
      )}
    </section>
  );
}

/** A labelled control: the label names the control alone (a select's options stay out of it). */
function Field({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`grid min-w-0 content-start gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * The saved dates, each with its year and how many fixtures it holds, grouped by month: a
 * select (a plain GET form) and the dates either side of the one shown.
 */
function DatePicker({
  dates,
  selectedDate,
}: {
  dates: readonly { date: string; count: number }[];
  selectedDate: string | null;
}) {
  const index = dates.findIndex((d) => d.date === selectedDate);
  const previous = index > 0 ? dates[index - 1] : undefined;
  const next = index >= 0 ? dates[index + 1] : undefined;
  return (
    <Form
      method="get"
      action={`${panelPath}${panelHash}`}
      preventScrollReset
      className="mt-3 flex flex-wrap items-end gap-2"
    >
      <Field label={filterLabels.date} className="flex-[1_1_16rem]">
        {(id) => (
          <select
            key={selectedDate}
            id={id}
            name="date"
            className="field"
            defaultValue={selectedDate ?? ''}
            required
          >
            {!selectedDate && (
              <option value="" disabled>
                Choose a date
              </option>
            )}
            {groupByMonth(dates).map((month) => (
              <optgroup key={month.label} label={month.label}>
                {month.dates.map(({ date, count }) => (
                  <option key={date} value={date}>
                    {formatShortDate(date)} ({count} {count === 1 ? 'fixture' : 'fixtures'})
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="button-quiet">
        Show
      </button>
      {(previous || next) && (
        <span className="flex gap-2">
          {previous && (
            <Link
              to={`${panelPath}?date=${previous.date}${panelHash}`}
              preventScrollReset
              className="button-quiet px-3"
              aria-label={`Previous date, ${formatShortDate(previous.date)}`}
            >
              ‹ Previous
            </Link>
          )}
          {next && (
            <Link
              to={`${panelPath}?date=${next.date}${panelHash}`}
              preventScrollReset
              className="button-quiet px-3"
              aria-label={`Next date, ${formatShortDate(next.date)}`}
            >
              Next ›
            </Link>
          )}
        </span>
      )}
    </Form>
  );
}

/** Date range, team, competition, channel, status and search: a plain GET form. */
function FilterForm({
  filter,
  competitions,
  filtering,
}: {
  filter: ManageFilter;
  competitions: readonly { slug: string; name: string; count: number }[];
  filtering: boolean;
}) {
  const wide = 'col-span-2 lg:col-span-1';
  // A date field's own minimum width would push it out of a phone's half column.
  const dateField = 'field min-w-0 px-2';
  return (
    <Form
      method="get"
      action={`${panelPath}${panelHash}`}
      preventScrollReset
      role="search"
      aria-label="Filter fixtures"
      className="mt-4 grid grid-cols-2 gap-3 rounded-lg border border-slate-200 p-3 lg:grid-cols-4 dark:border-slate-800"
    >
      <Field label={filterLabels.from}>
        {(id) => (
          <input
            id={id}
            className={dateField}
            type="date"
            name="from"
            defaultValue={filter.from ?? ''}
          />
        )}
      </Field>
      <Field label={filterLabels.to}>
        {(id) => (
          <input
            id={id}
            className={dateField}
            type="date"
            name="to"
            defaultValue={filter.to ?? ''}
          />
        )}
      </Field>
      <Field label={filterLabels.team} className={wide}>
        {(id) => (
          <input
            id={id}
            className="field"
            name="team"
            maxLength={maxFilterText}
            defaultValue={filter.team ?? ''}
            placeholder="Home or away"
          />
        )}
      </Field>
      <Field label={filterLabels.q} className={wide}>
        {(id) => (
          <input
            id={id}
            className="field"
            type="search"
            name="q"
            maxLength={maxFilterText}
            defaultValue={filter.q ?? ''}
            placeholder="e.g. Arsenal v Chelsea"
          />
        )}
      </Field>
      <Field label={filterLabels.competition} className={wide}>
        {(id) => (
          <select
            id={id}
            className="field"
            name="competition"
            defaultValue={filter.competition ?? ''}
          >
            <option value="">Any competition</option>
            {competitions.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name} ({c.count})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={filterLabels.channel} className={wide}>
        {(id) => (
          <select id={id} className="field" name="channel" defaultValue={filter.channel ?? ''}>
            <option value="">Any channel</option>
            {channelGroups.map((group) => (
              <optgroup key={group.id} label={group.name}>
                {listChannels()
                  .filter((c) => c.group === group.id)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <Field label={filterLabels.status} className={wide}>
        {(id) => (
          <select id={id} className="field" name="status" defaultValue={filter.status ?? ''}>
            <option value="">Any status</option>
            {channelStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="col-span-2 flex flex-wrap items-end gap-2 lg:col-span-1">
        <button type="submit" className="button">
          Filter
        </button>
        {filtering && (
          <Link to={`${panelPath}${panelHash}`} preventScrollReset className="button-quiet">
            Clear filters
          </Link>
        )}
      </div>
    </Form>
  );
}

/** Previous and next pages, and where this one is; nothing when there is one page. */
function Pager({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages of fixtures" className="mt-4 flex flex-wrap items-center gap-2">
      {page > 1 && (
        <Link to={href(page - 1)} preventScrollReset className="button-quiet px-3">
          ‹ Previous page
        </Link>
      )}
      <span className="text-sm" aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link to={href(page + 1)} preventScrollReset className="button-quiet px-3">
          Next page ›
        </Link>
      )}
    </nav>
  );
}

/** "Showing 101–200 of 1,234 matching fixtures", or "12 fixtures" when they fit on a page. */
function describeCount({
  total,
  page,
  pageSize,
  filtering,
}: {
  total: number;
  page: number;
  pageSize: number;
  filtering: boolean;
}): string {
  const noun = `${filtering ? 'matching ' : ''}${total === 1 ? 'fixture' : 'fixtures'}`;
  if (total <= pageSize) return `${formatCount(total)} ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${noun}`;
}

/** 1234 as "1,234" (the same on the server and in the browser). */
function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function groupByMonth(dates: readonly { date: string; count: number }[]) {
  const groups = new Map<string, { date: string; count: number }[]>();
  for (const entry of dates) {
    const [year, month] = entry.date.split('-').map(Number);
    const label = `${monthNames[(month ?? 1) - 1]} ${year}`;
    const group = groups.get(label) ?? [];
    group.push(entry);
    groups.set(label, group);
  }
  return [...groups].map(([label, list]) => ({ label, dates: list }));
}

function groupByDate(fixtures: readonly ManagedFixture[]) {
  const days = new Map<string, ManagedFixture[]>();
  for (const fixture of fixtures) {
    const day = days.get(fixture.date) ?? [];
    day.push(fixture);
    days.set(fixture.date, day);
  }
  return [...days].map(([date, list]) => ({ date, fixtures: list }));
}

function ConfirmDialog({
  title,
  text,
  busy,
  onCancel,
  onConfirm,
}: {
  title: string;
  text: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="confirm-title"
      onClose={onCancel}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-5 text-slate-900 backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="confirm-title" className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-2">{text}</p>
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className="button-quiet" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button bg-red-700 hover:bg-red-800"
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </dialog>
  );
}
