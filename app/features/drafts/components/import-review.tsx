import { useEffect, useId, useRef, useState } from 'react';
import { countFixtures } from '~/features/schedule/fixture-count';
import { Link, useActionData, useFetcher, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { listChannels } from '~/features/channels/catalogue';
import { formatLongDate } from '~/lib/london-time';
import type { clientAction } from '~/routes/admin/import-draft';
import { Icon, icons } from '~/ui/icon';
import { useReturnFocus } from '~/ui/use-return-focus';
import { useFormReply } from '~/ui/use-form-reply';
import type { ParsedFixture } from '~/features/schedule/fixture';
import { describeBroadcast } from '~/features/schedule/fixture-status';
import {
  countUnsettled,
  describeLineOutcome,
  describeParsed,
  draftPath,
  type ImportDraft,
  type UndatedGroup,
} from '~/features/drafts/import-draft';
import { ChannelUrlsDialog } from '~/features/manage/components/channel-urls-dialog';
import { FixtureTable } from '~/features/manage/components/fixture-table';

/**
 * Parsed Fixtures for a draft kept on the server: every change is a small form (intent, draft id,
 * the fixture's line) that works without scripts; with them, the page stays.
 */
export function ImportReview({ draft }: { draft: ImportDraft }) {
  const editor = useFetcher<typeof clientAction>();
  const saver = useFetcher<typeof clientAction>();
  // Without scripts a form's reply comes back as the page's own action data.
  const posted = useActionData<typeof clientAction>();
  const [params] = useSearchParams();
  const asked = Number(params.get('edit'));
  const [editing, setEditing] = useState<{ line: number; fromAddress: boolean } | null>(() =>
    Number.isInteger(asked) && asked > 0 ? { line: asked, fromAddress: true } : null,
  );
  const action = draftPath(draft.id);
  useParsedNotice(draft.fixtures);
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useReturnFocus(heading);
  // After Parse the pressed button has gone: the keyboard carries on from the review.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, []);

  useFormReply(editor, {
    ok: (reply) => {
      if (reply.intent === 'channel-urls') setEditing(null);
      // Back to the URLs button, or to the heading when the row was removed.
      focus.restore(reply.intent === 'remove');
      toast.success(reply.message, { description: reply.detail });
    },
  });
  useFormReply(saver);

  const { undated, unnamed } = countUnsettled(draft.fixtures);
  const editingFixture = draft.fixtures.find((f) => f.line === editing?.line);
  const sections = groupForReview(draft.fixtures, draft.undatedGroups);
  // One date for every undated fixture and, when they sit under several headings, one for each
  // group beside it.
  const datedByGroup = draft.undatedGroups.length > 1;
  const saving = saver.state !== 'idle';
  const refusal = posted && !posted.ok ? posted : null;
  const urlsRefusal =
    editor.data &&
    !editor.data.ok &&
    (!('intent' in editor.data) || editor.data.intent === 'channel-urls')
      ? editor.data.detail
      : null;

  // The rows' forms are plain forms; with scripts one handler sends them through the fetcher.
  function onRowSubmit(event: React.FormEvent<HTMLElement>) {
    const form = event.target as HTMLFormElement;
    const row = form.dataset.row;
    if (!row) return;
    event.preventDefault();
    focus.remember();
    if (row === 'urls') setEditing({ line: Number(form.dataset.line), fromAddress: false });
    else void editor.submit(form, { method: 'post', action });
  }

  return (
    // On a wide screen the review spans both columns, below the paste box (lg:col-span-2): its
    // table's columns need the width.
    <section aria-labelledby="parsed-fixtures" className="card lg:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="parsed-fixtures" ref={heading} tabIndex={-1} className="text-lg font-bold">
          Parsed Fixtures
        </h2>
        <div className="flex gap-2">
          <editor.Form method="post" action={action}>
            <input type="hidden" name="intent" value="discard" />
            <input type="hidden" name="id" value={draft.id} />
            <button type="submit" className="button-quiet">
              Discard
            </button>
          </editor.Form>
          {draft.fixtures.length > 0 && (
            <saver.Form method="post" action={action}>
              <input type="hidden" name="intent" value="save" />
              <input type="hidden" name="id" value={draft.id} />
              <button type="submit" className="button" disabled={saving}>
                {saving && (
                  <span
                    className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent"
                    aria-hidden="true"
                  />
                )}
                Save {draft.fixtures.length} Fixtures
              </button>
            </saver.Form>
          )}
        </div>
      </div>
      {refusal && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm dark:border-red-700 dark:bg-red-950"
        >
          <span className="font-bold">{refusal.message}</span> {refusal.detail}
        </p>
      )}
      {posted?.ok && (
        <p role="status" className="mt-3 text-sm font-semibold">
          {posted.message}
        </p>
      )}

      <div onSubmit={onRowSubmit}>
        <NeedsALook draft={draft} action={action} />
      </div>

      {(undated > 0 || unnamed > 0) && (
        <editor.Form
          method="post"
          action={action}
          className="mt-4 grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
        >
          <input type="hidden" name="intent" value="groups" />
          <input type="hidden" name="id" value={draft.id} />
          {undated > 0 && (
            <label className="grid gap-1 font-semibold">
              Date for the {undated === 1 ? 'fixture' : `${undated} fixtures`} without one
              <input
                className="field"
                type="date"
                name="date"
                defaultValue={draft.dateForUndated ?? ''}
              />
            </label>
          )}
          {unnamed > 0 && (
            <label className="grid gap-1 font-semibold">
              Competition for the {unnamed === 1 ? 'fixture' : `${unnamed} fixtures`} without one
              <input
                className="field"
                name="competition"
                maxLength={100}
                defaultValue={draft.competitionForUnnamed ?? ''}
              />
            </label>
          )}
          {undated > 0 && datedByGroup && <p>A date set for a group below comes first.</p>}
          <span>
            <button type="submit" className="button-quiet">
              Apply
            </button>
          </span>
        </editor.Form>
      )}

      {draft.fixtures.length === 0 ? (
        <p className="mt-4 text-slate-700 dark:text-slate-300">
          No fixtures found. Please check the format of your pasted fixtures.
        </p>
      ) : (
        <div onSubmit={onRowSubmit}>
          {sections.map((section) => (
            <div key={section.key} className="mt-4">
              <h3 className="font-bold">
                {section.date
                  ? formatLongDate(section.date)
                  : section.group && datedByGroup
                    ? `No date specified: ${section.group.heading ? `under “${section.group.heading}”` : 'above the first heading'}`
                    : 'No date specified'}{' '}
                <span className="font-normal text-slate-600 dark:text-slate-400">
                  ({countFixtures(section.rows.length)})
                </span>
              </h3>
              {section.group && datedByGroup && (
                <GroupDate draftId={draft.id} action={action} group={section.group} />
              )}
              {section.group && (section.group.date ?? draft.dateForUndated) && (
                <p className="text-sm">
                  To be saved on {formatLongDate((section.group.date ?? draft.dateForUndated)!)}.
                </p>
              )}
              <FixtureTable
                rows={section.rows.map((fixture) => {
                  const teams = `${fixture.homeTeam} v ${fixture.awayTeam}`;
                  return {
                    key: String(fixture.line),
                    time: fixture.time,
                    teams,
                    competition:
                      fixture.competition ||
                      (draft.competitionForUnnamed
                        ? `${draft.competitionForUnnamed} (chosen)`
                        : 'None named'),
                    channels: fixture.channels,
                    broadcast: describeBroadcast(fixture),
                    actions: (
                      <RowActions
                        draftId={draft.id}
                        action={action}
                        line={fixture.line}
                        teams={teams}
                      />
                    ),
                  };
                })}
              />
            </div>
          ))}
        </div>
      )}

      <LineOutcomes draft={draft} />

      {editing && editingFixture && (
        <ChannelUrlsDialog
          key={editing.line}
          channels={editingFixture.channels}
          busy={editor.state !== 'idle'}
          error={urlsRefusal}
          onClose={() => {
            setEditing(null);
            focus.restore();
          }}
          onSave={(urls) => {
            const form = new FormData();
            form.set('intent', 'channel-urls');
            form.set('id', draft.id);
            form.set('line', String(editing.line));
            for (const url of urls) form.append('url', url);
            void editor.submit(form, { method: 'post', action });
          }}
          post={{
            action,
            fields: { intent: 'channel-urls', id: draft.id, line: String(editing.line) },
            cancelHref: action,
            openWithoutScript: editing.fromAddress,
          }}
        />
      )}
    </section>
  );
}

/** URLs (opens the dialog; before scripts, through the address) and Remove, for one row. */
function RowActions({
  draftId,
  action,
  line,
  teams,
}: {
  draftId: string;
  action: string;
  line: number;
  teams: string;
}) {
  return (
    <span className="flex gap-1">
      <Link
        to={`${action}/fixtures/${line}`}
        className="button-quiet px-2 py-1 text-xs"
        aria-label={`Edit ${teams}`}
      >
        Edit
      </Link>
      <form method="get" action={action} data-row="urls" data-line={line}>
        <input type="hidden" name="edit" value={line} />
        <button type="submit" className="button-quiet px-2 py-1 text-xs">
          URLs
        </button>
      </form>
      <form method="post" action={action} data-row="remove">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={draftId} />
        <input type="hidden" name="line" value={line} />
        <button
          type="submit"
          className="button-quiet px-2 py-1 text-xs"
          aria-label={`Remove ${teams}`}
        >
          <Icon path={icons.close} size={14} />
        </button>
      </form>
    </span>
  );
}

/**
 * What needs a look before saving, most doubtful first: each doubt with its line, the Edit form
 * and, where the evidence gives one, a one-click fix (a plain form posting the fixed fields).
 */
function NeedsALook({ draft, action }: { draft: ImportDraft; action: string }) {
  const catalogue = useId();
  if (draft.suspicions.length === 0) return null;
  return (
    <section
      aria-labelledby="needs-a-look"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
    >
      <h3 id="needs-a-look" className="font-bold">
        Needs a look ({draft.suspicions.length})
      </h3>
      <ol className="mt-2 grid gap-2">
        {draft.suspicions.map((doubt, index) => {
          const fixture = draft.fixtures.find((f) => f.line === doubt.line);
          if (!fixture) return null;
          const editPath = `${action}/fixtures/${doubt.line}`;
          const fixed = doubt.fix && { ...fixture, ...doubt.fix.patch };
          const lines = doubt.channel?.lines ?? [doubt.line];
          return (
            <li
              key={`${doubt.line}-${index}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1"
            >
              <span className="font-semibold tabular-nums">
                {lines.length === 1 ? 'Line' : 'Lines'} {lines.join(', ')}
              </span>
              <span>
                {doubt.channel
                  ? doubt.message
                  : `${fixture.homeTeam} v ${fixture.awayTeam}: ${doubt.message}`}
              </span>
              {doubt.fix && fixed && (
                <form method="post" action={editPath}>
                  {Object.entries({
                    date: fixed.date ?? '',
                    time: fixed.time,
                    homeTeam: fixed.homeTeam,
                    awayTeam: fixed.awayTeam,
                    competition: fixed.competition,
                    channels: fixed.channels.map((channel) => channel.raw).join(', '),
                    channelStatus: fixed.channelStatus,
                  }).map(([name, value]) => (
                    <input key={name} type="hidden" name={name} value={value} />
                  ))}
                  <button type="submit" className="button-quiet px-2 py-1 text-xs">
                    {doubt.fix.label}
                  </button>
                </form>
              )}
              {doubt.channel && (
                <MapChannel
                  draftId={draft.id}
                  action={action}
                  written={doubt.channel.written}
                  catalogue={catalogue}
                />
              )}
              <Link to={editPath} className="underline" aria-label={`Edit line ${doubt.line}`}>
                Edit
              </Link>
            </li>
          );
        })}
      </ol>
      {draft.suspicions.some((doubt) => doubt.channel) && (
        <datalist id={catalogue}>
          {listChannels().map((channel) => (
            <option key={channel.id} value={channel.name} />
          ))}
        </datalist>
      )}
    </section>
  );
}

/**
 * Maps a channel nobody knows to a catalogue one, on every fixture that names it; the site
 * remembers the name for later pastes. A plain form; the catalogue's names are its suggestions.
 */
function MapChannel({
  draftId,
  action,
  written,
  catalogue,
}: {
  draftId: string;
  action: string;
  written: string;
  catalogue: string;
}) {
  const id = useId();
  return (
    <form
      method="post"
      action={action}
      data-row="map-channel"
      className="flex flex-wrap items-center gap-2"
    >
      <input type="hidden" name="intent" value="map-channel" />
      <input type="hidden" name="id" value={draftId} />
      <input type="hidden" name="written" value={written} />
      <label htmlFor={id} className="sr-only">
        Catalogue channel for {written}
      </label>
      <input
        id={id}
        name="channel"
        list={catalogue}
        required
        maxLength={200}
        placeholder="Catalogue channel"
        className="field w-56 py-1 text-xs"
      />
      <button type="submit" className="button-quiet px-2 py-1 text-xs">
        Map
      </button>
    </form>
  );
}

/** Every non-blank pasted line and what it became, problems marked out. */
function LineOutcomes({ draft }: { draft: ImportDraft }) {
  if (draft.lines.length === 0) return null;
  const problems = draft.lines.filter((l) => l.kind === 'problem').length;
  return (
    <details className="mt-4 text-sm" open={draft.fixtures.length === 0 || undefined}>
      <summary className="cursor-pointer font-semibold">
        Every pasted line ({draft.lines.length}
        {problems > 0 ? `, ${problems} with a problem` : ''})
      </summary>
      {/* Focusable so a keyboard can scroll it (it scrolls on its own when the paste is long). */}
      <ol
        className="mt-2 grid max-h-96 gap-1 overflow-y-auto"
        tabIndex={0}
        aria-label="Pasted lines and their outcomes"
      >
        {draft.lines.map((outcome) => (
          <li
            key={outcome.line}
            data-kind={outcome.kind}
            className={
              outcome.kind === 'problem'
                ? 'rounded border-l-4 border-red-600 bg-red-50 px-2 py-1 dark:bg-red-950'
                : outcome.kind === 'ignored'
                  ? 'px-2 py-1 text-slate-600 dark:text-slate-400'
                  : 'px-2 py-1'
            }
          >
            <span className="font-semibold tabular-nums">
              {outcome.lastLine > outcome.line
                ? `Lines ${outcome.line}–${outcome.lastLine}`
                : `Line ${outcome.line}`}
            </span>{' '}
            <code className="rounded bg-slate-100 px-1 dark:bg-slate-800">{outcome.text}</code>{' '}
            <span className={outcome.kind === 'problem' ? 'font-semibold' : undefined}>
              {describeLineOutcome(outcome, draft.fixtures)}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The parse toast, once, when a paste has just become this draft (`?notice=import-parsed`). */
function useParsedNotice(fixtures: readonly ParsedFixture[]) {
  const [params, setParams] = useSearchParams();
  const parsed = params.get('notice') === 'import-parsed';
  useEffect(() => {
    if (!parsed) return;
    const { title, description, error } = describeParsed(fixtures);
    (error ? toast.error : toast.success)(title, { description });
    setParams(
      (current) => {
        current.delete('notice');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
    // Once per arrival: the fixtures are those the paste gave.
  }, [parsed]);
}

/**
 * The review's sections: one per date, in paste order, and one per undated group (the undated
 * fixtures under one heading).
 */
function groupForReview(fixtures: readonly ParsedFixture[], groups: readonly UndatedGroup[]) {
  const groupOf = new Map<number, UndatedGroup>();
  for (const group of groups) for (const line of group.lines) groupOf.set(line, group);
  const sections = new Map<
    string,
    { key: string; date: string | null; group: UndatedGroup | null; rows: ParsedFixture[] }
  >();
  for (const fixture of fixtures) {
    const group = fixture.date === null ? (groupOf.get(fixture.line) ?? null) : null;
    const key = fixture.date ?? `undated-${group?.key ?? ''}`;
    const section = sections.get(key) ?? { key, date: fixture.date, group, rows: [] };
    section.rows.push(fixture);
    sections.set(key, section);
  }
  return [...sections.values()];
}

/** The date for one undated group: a plain form beside the group's fixtures. */
function GroupDate({
  draftId,
  action,
  group,
}: {
  draftId: string;
  action: string;
  group: UndatedGroup;
}) {
  const id = useId();
  const under = group.heading ? `under “${group.heading}”` : 'above the first heading';
  return (
    <form
      method="post"
      action={action}
      data-row="group-date"
      className="mt-1 flex flex-wrap items-center gap-2 text-sm"
    >
      <input type="hidden" name="intent" value="group-date" />
      <input type="hidden" name="id" value={draftId} />
      <input type="hidden" name="group" value={group.key} />
      <label htmlFor={id} className="grid gap-1 font-semibold">
        Date for the {group.lines.length === 1 ? 'fixture' : `${group.lines.length} fixtures`}{' '}
        {under}
      </label>
      <input
        id={id}
        className="field w-auto"
        type="date"
        name="date"
        defaultValue={group.date ?? ''}
      />
      <button type="submit" className="button-quiet">
        Set date
      </button>
    </form>
  );
}
