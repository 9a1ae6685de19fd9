import { useEffect, useEffectEvent, useId, useState } from 'react';
import { describeImport } from '~/features/schedule/fixture-count';
import { Link, useFetcher, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { toastFailure } from '~/ui/toasts';
import { readBrowserDraft } from '~/lib/browser-draft';
import { formatLongDate, ukDateTime } from '~/lib/london-time';
import { useKeptDraft } from '~/ui/use-kept-draft';
import type { clientAction as fixturesTabClientAction } from '~/routes/admin/fixtures';
import type { clientAction as draftClientAction } from '~/routes/admin/import-draft';
import type { ParseProblem } from '~/features/schedule/fixture';
import {
  draftPath,
  type ImportDraft,
  type ImportDraftSummary,
} from '~/features/drafts/import-draft';
import { pasteListing } from '~/features/importer/paste-listing';
import { groupProblems } from '~/features/importer/suspicion';
import { useFormReply } from '~/ui/use-form-reply';
import { ImportReview } from './import-review';

/** Where the paste box keeps an unparsed paste in this browser. */
export const pasteDraftKey = 'paste-draft';

/**
 * A paste or a discard the Fixtures tab refused (one it took leads to the draft's review, or
 * back to the tab, instead). A paste that gave no fixture says why in `problems`.
 */
type ImportPanelReply = Awaited<ReturnType<typeof fixturesTabClientAction>>;

/** Where the paste and the discards of Imports in progress post: the Fixtures tab. */
const fixturesTabAction = '/admin?index';

const examples = [
  [
    'Date header (as listing sites print it)',
    'Saturday 1st November 2025\n15:00\nArsenal v Chelsea\nPremier League\nSky Sports Main Event\nTNT Sports 1',
  ],
  ['One line per fixture', '2025-11-01 Arsenal v Chelsea 15:00 Premier League SkySportsMainEvent'],
  [
    'Classic (four lines, no date)',
    '19:45\nWrexham v Coventry City\nChampionship\nSky Sports Football',
  ],
] as const;

/**
 * Bulk Import and Parsed Fixtures: the paste is parsed on the server into a draft, and the review
 * shows that draft (`draft`), or the imports in progress when none is open.
 */
export function ImportPanels({
  draft,
  drafts,
  refused = null,
}: {
  draft: ImportDraft | null;
  drafts: readonly ImportDraftSummary[];
  /** Without scripts, a refused paste or discard comes back as the Fixtures tab's action data. */
  refused?: ImportPanelReply | null;
}) {
  const discardRefused = refused && 'intent' in refused && refused.intent === 'discard';
  useRevalidateOnReturn();

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {draft ? (
        <PastedText key={draft.id} draft={draft} />
      ) : (
        <NewPaste refused={discardRefused ? null : refused} />
      )}

      {draft ? (
        <ImportReview key={draft.id} draft={draft} />
      ) : (
        <section aria-labelledby="parsed-fixtures" className="card">
          <h2 id="parsed-fixtures" className="text-lg font-bold">
            Parsed Fixtures
          </h2>
          <p className="mt-4 text-slate-700 dark:text-slate-300">
            No fixtures parsed yet. Paste fixture information and click &quot;Parse Fixtures&quot;.
          </p>
          <ImportsInProgress drafts={drafts} refused={discardRefused ? refused : null} />
        </section>
      )}
    </div>
  );
}

/**
 * Bulk Import with no import open: the paste is kept in this browser as it is typed, and Parse
 * Fixtures makes it a draft on the server.
 */
function NewPaste({ refused }: { refused: ImportPanelReply | null }) {
  const parser = useFetcher<typeof fixturesTabClientAction>();
  const textId = useId();
  const [text, setText] = useState('');
  const [restored, setRestored] = useState(false);

  // The paste is kept in this browser, as it is typed, until it is parsed: a closed tab or a
  // lost session loses nothing, and the box shows it again.
  useEffect(() => {
    const kept = readBrowserDraft(pasteDraftKey)?.values.text?.[0];
    if (!kept) return;
    setText(kept);
    setRestored(true);
  }, []);
  const kept = useKeptDraft(pasteDraftKey);
  function edit(value: string) {
    setText(value);
    setRestored(false);
    kept.keep(() => ({ text: [value] }));
  }

  useFormReply(parser);

  function parse(event: React.FormEvent<HTMLFormElement>) {
    // Kept at once in case the post is refused; the Fixtures tab forgets a paste that became a
    // draft.
    if (text.trim() !== '') return kept.keepNow({ text: [text] });
    event.preventDefault();
    toast.error('Please paste fixture information');
  }

  // The paste's refusal stays beside the box (the toast goes): why nothing was found, by line.
  const refusal = parser.data ?? refused;
  return (
    <section aria-labelledby="bulk-import" className="card">
      <h2 id="bulk-import" className="text-lg font-bold">
        Bulk Import
      </h2>
      {/* Multipart: a pasted page is sent as written, not percent-encoded to three times its size. */}
      <parser.Form
        method="post"
        action={fixturesTabAction}
        encType="multipart/form-data"
        onSubmit={parse}
      >
        <label htmlFor={textId} className="mt-3 block text-sm font-semibold">
          Paste Fixture Information
        </label>
        <textarea
          id={textId}
          name="text"
          className="field mt-1 min-h-[300px] font-mono text-sm"
          placeholder="Paste fixture information here"
          value={text}
          onChange={(event) => edit(event.target.value)}
          onPaste={(event) => pasteListing(event, edit)}
        />
        <div className="mt-3 flex gap-2">
          <button type="submit" className="button" disabled={parser.state !== 'idle'}>
            {parser.state !== 'idle' ? 'Parsing...' : 'Parse Fixtures'}
          </button>
          <button type="button" className="button-quiet" onClick={() => edit('')}>
            Clear
          </button>
        </div>
        {restored && (
          <p role="status" className="mt-2 text-sm">
            Your unparsed paste was kept in this browser and is back in the box.
          </p>
        )}
      </parser.Form>
      {refusal && <PasteRefusal reply={refusal} draftOpen={false} />}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold">Supported formats</summary>
        {examples.map(([title, sample]) => (
          <div key={title} className="mt-3">
            <p className="font-semibold">{title}</p>
            <pre className="mt-1 overflow-x-auto rounded bg-slate-100 p-2 dark:bg-slate-800">
              {sample}
            </pre>
          </div>
        ))}
      </details>
    </section>
  );
}

/**
 * Bulk Import beside an open review: the import's own text, to be corrected and read again
 * (Re-parse keeps the review's edits on lines that did not change), with the day the importer
 * reads weekdays and year-less dates from.
 */
function PastedText({ draft }: { draft: ImportDraft }) {
  const reparser = useFetcher<typeof draftClientAction>();
  const textId = useId();
  const [text, setText] = useState(draft.source);
  const busy = reparser.state !== 'idle';

  useFormReply(reparser, {
    ok: (reply) => toast.success(reply.message, { description: reply.detail }),
  });

  const refusal = reparser.data && !reparser.data.ok ? reparser.data : null;
  // The review below needs the page's width; the text and its controls share it side by side.
  return (
    <section aria-labelledby="bulk-import" className="card lg:col-span-2">
      <h2 id="bulk-import" className="text-lg font-bold">
        Bulk Import
      </h2>
      <reparser.Form
        method="post"
        action={draftPath(draft.id)}
        encType="multipart/form-data"
        className="grid gap-x-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <input type="hidden" name="intent" value="reparse" />
        <input type="hidden" name="id" value={draft.id} />
        <div>
          <label htmlFor={textId} className="mt-3 block text-sm font-semibold">
            Paste Fixture Information
          </label>
          <textarea
            id={textId}
            name="text"
            className="field mt-1 min-h-[240px] font-mono text-sm"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onPaste={(event) => pasteListing(event, setText)}
          />
        </div>
        <div>
          <label className="mt-3 grid gap-1 text-sm font-semibold">
            Reference date
            <input
              className="field"
              type="date"
              name="referenceDate"
              required
              defaultValue={draft.referenceDate}
              aria-describedby={`${textId}-reference`}
            />
          </label>
          <p id={`${textId}-reference`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            The day the page was written: weekdays and dates without a year are read from it.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Parsing...' : 'Re-parse'}
            </button>
            <Link to="/admin" className="button-quiet">
              New import
            </Link>
          </div>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Re-parse keeps your edits to fixtures whose lines you did not change.
          </p>
          {refusal && <PasteRefusal reply={refusal} draftOpen />}
          <ProblemLines problems={draft.problems} />
        </div>
      </reparser.Form>
    </section>
  );
}

/** The lines of a paste the importer could not read, grouped by reason. */
function ProblemLines({ problems }: { problems: readonly ParseProblem[] }) {
  if (problems.length === 0) return null;
  const groups = groupProblems(problems);
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950">
      <h3 className="font-bold">
        {problems.length === 1 ? '1 line needs a look' : `${problems.length} lines need a look`}
      </h3>
      {/* Focusable so a keyboard can scroll a long list of problems. */}
      <ul
        className="mt-2 grid max-h-60 gap-1 overflow-y-auto"
        tabIndex={0}
        aria-label="Lines that need a look"
      >
        {groups.map(({ reason, lines }) => (
          <li key={reason}>
            <span className="font-semibold">
              {lines.length === 1 ? 'Line' : 'Lines'} {lines.join(', ')}:
            </span>{' '}
            {reason}
            {lines.length === 1 && (
              <code className="ml-1 rounded bg-white/70 px-1 dark:bg-black/30">
                {problems.find((p) => p.reason === reason)?.text}
              </code>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Why a paste was refused, beside the box: for a paste that gave no fixture, line by line. */
function PasteRefusal({
  reply,
  draftOpen,
}: {
  reply: { message: string; detail?: string; problems?: readonly ParseProblem[] };
  draftOpen: boolean;
}) {
  const problems = reply.problems ?? [];
  return (
    <div
      role="alert"
      className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm dark:border-red-700 dark:bg-red-950"
    >
      <p>
        <span className="font-bold">{reply.message}</span> {reply.detail}
        {draftOpen && ' The import under review is unchanged.'}
      </p>
      {problems.length > 0 && (
        <ul className="mt-2 grid gap-1" aria-label="Why no fixture was found">
          {problems.map((problem, index) => (
            <li key={index}>
              {problem.line > 0 && <span className="font-semibold">Line {problem.line}:</span>}{' '}
              {problem.reason}{' '}
              {problem.text && (
                <code className="rounded bg-white/70 px-1 break-words dark:bg-black/30">
                  {problem.text}
                </code>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Imports in progress, for the review panel when no draft is open: each named by its first
 * fixture date and its count, with who pasted it, and a Discard that is a plain form.
 */
function ImportsInProgress({
  drafts,
  refused,
}: {
  drafts: readonly ImportDraftSummary[];
  /** Without scripts, a refused discard comes back as the Fixtures tab's action data. */
  refused: ImportPanelReply | null;
}) {
  const discarder = useFetcher<typeof fixturesTabClientAction>();
  const revalidator = useRevalidator();
  const discarding = discarder.state !== 'idle' ? discarder.formData?.get('id') : null;

  useFormReply(discarder, {
    failed: (reply) => {
      toastFailure(reply);
      // Gone already (saved or discarded in another tab): the list is read afresh.
      void revalidator.revalidate();
    },
  });

  if (drafts.length === 0 && !refused) return null;
  return (
    <div className="mt-4 text-sm">
      <h3 className="font-bold">Imports in progress</h3>
      {refused && (
        <p role="alert" className="mt-2 font-semibold text-red-700 dark:text-red-300">
          {refused.message} {refused.detail}
        </p>
      )}
      <ul className="mt-2 grid gap-2">
        {drafts.map((d) => {
          const name = describeImport(d);
          return (
            <li
              key={d.id}
              className="flex items-start justify-between gap-2 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
            >
              <div className="min-w-0 flex-1">
                <Link className="font-semibold underline" to={draftPath(d.id)}>
                  {name}
                </Link>
                <p className="text-slate-600 dark:text-slate-400">
                  Pasted by {d.createdBy}, last changed {formatChanged(d.updatedAt)}
                </p>
              </div>
              <discarder.Form method="post" action={fixturesTabAction} className="shrink-0">
                <input type="hidden" name="intent" value="discard" />
                <input type="hidden" name="id" value={d.id} />
                <button
                  type="submit"
                  className="button-quiet px-2 py-1 text-xs"
                  aria-label={`Discard ${name}`}
                  disabled={discarding === d.id}
                >
                  {discarding === d.id ? 'Discarding...' : 'Discard'}
                </button>
              </discarder.Form>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Reads the page afresh when its tab is shown or focused again, so that a draft changed, saved
 * or discarded in another tab is not shown as it was. Not while a dialog is open: what is typed
 * there stays.
 */
function useRevalidateOnReturn() {
  const revalidator = useRevalidator();
  const onReturn = useEffectEvent(() => {
    if (revalidator.state !== 'idle' || document.querySelector('dialog[open]')) return;
    void revalidator.revalidate();
  });
  useEffect(() => {
    let last = 0;
    function returned() {
      if (document.visibilityState !== 'visible') return;
      // Showing a tab sends both events at once: one read is enough.
      if (Date.now() - last < 300) return;
      last = Date.now();
      onReturn();
    }
    document.addEventListener('visibilitychange', returned);
    window.addEventListener('focus', returned);
    return () => {
      document.removeEventListener('visibilitychange', returned);
      window.removeEventListener('focus', returned);
    };
  }, []);
}

function formatChanged(iso: string): string {
  const { date, time } = ukDateTime(new Date(iso));
  return `${formatLongDate(date)} at ${time}`;
}
