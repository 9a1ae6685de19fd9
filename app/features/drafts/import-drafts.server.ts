/**
 * Imports under review, kept on the server (decision 0012): a paste becomes a draft, the review
 * changes the draft one small step at a time, and Save commits it by id. Any staff member may
 * open any draft; its id (128 random bits) is the only way to name it.
 */
import { randomBytes } from 'node:crypto';
import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import { z } from 'zod';
import {
  channelLinksSchema,
  fixtureNameSchema,
  ukDateSchema,
} from '~/features/schedule/fixture-fields';
import type { Db } from '~/db/create-db.server';
import type { AuditAction } from '~/features/audit/audit.server';
import {
  recordChange,
  type ChangeRecord,
  type StaffChange,
} from '~/features/audit/staff-change.server';
import type { ImportDraftRow } from '~/db/schema';
import { ukToday } from '~/lib/london-time';
import type { ParseProblem } from '~/features/schedule/fixture';
import { maxPasteLength, previewPaste } from '~/features/manage/fixture-admin.server';
import {
  buildDraftFixtures,
  carryEdits,
  describeEmptyPaste,
  describeUnsaveable,
  draftLifetimeDays,
  findUndatedGroups,
  replaceDraftFixture,
  type DraftGroups,
  type DraftResult,
  type ImportDraft,
  type ImportDraftSummary,
} from './import-draft';
import { saveFixtures, type SaveSummary } from '~/features/schedule/save-fixtures.server';
import { keepRemovedDraft, pruneRemovedItems } from '~/features/manage/removed-items.server';
import type { DraftFixtureEdit } from '~/features/manage/fixture-edit.server';
import { readChannelList } from '~/features/importer/listing-lines';
import { rememberChannelAlias } from '~/features/channels/channel-aliases.server';
import { loadChannelCatalogue } from '~/features/channels/channel-catalogue.server';
import { getChannel } from '~/features/channels/catalogue';
import { resolveChannel } from '~/features/channels/resolve-channel';
import { findSuspicions } from '~/features/importer/suspicion';

/** Why a draft step did nothing, with the HTTP status a route answers it with. */
export interface DraftFailure {
  ok: false;
  status: 400 | 404 | 409 | 422;
  message: string;
  detail: string;
  /** For a paste that gave no fixture: why, line by line (its first few lines). */
  problems?: ParseProblem[];
}

/** A submitted form's fields as `readFormFields` gives them; the schemas check them. */
type FormFields = Record<string, string | string[]>;

const maxListedDrafts = 50;
// A change read from a draft another tab changed meanwhile is tried again from a fresh read.
const changeAttempts = 3;

const draftIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'is not an import id');
const lineSchema = z.coerce.number().int().min(1).max(10_000_000);

// A form sends a textarea's line breaks as CRLF; the draft keeps the text as it was typed.
const pastedTextSchema = z
  .string()
  .max(maxPasteLength, 'The pasted text is larger than 1 MiB. Paste a week at a time.')
  .transform((text) => text.replace(/\r\n?/g, '\n'));

export const createDraftSchema = z.object({ text: pastedTextSchema }).strict();
export type CreateDraftInput = z.input<typeof createDraftSchema>;

export const draftIdInputSchema = z.object({ id: draftIdSchema }).strict();
export type DraftIdInput = z.input<typeof draftIdInputSchema>;

export const draftFixtureSchema = z.object({ id: draftIdSchema, line: lineSchema }).strict();
export type DraftFixtureInput = z.input<typeof draftFixtureSchema>;

export const draftUrlsSchema = z
  .object({
    id: draftIdSchema,
    line: lineSchema,
    url: channelLinksSchema,
  })
  .strict();
export type DraftUrlsInput = z.input<typeof draftUrlsSchema>;

export const draftGroupsSchema = z
  .object({
    id: draftIdSchema,
    date: z.union([z.literal(''), ukDateSchema]).optional(),
    competition: z.union([z.literal(''), fixtureNameSchema]).optional(),
  })
  .strict()
  .refine((input) => input.date !== undefined || input.competition !== undefined, {
    message: 'Choose a date or a competition',
  });
export type DraftGroupsInput = z.input<typeof draftGroupsSchema>;

export const draftGroupDateSchema = z
  .object({
    id: draftIdSchema,
    group: z.string().regex(/^\d{1,8}$/, 'is not a group of this import'),
    date: z.union([z.literal(''), ukDateSchema]),
  })
  .strict();
export type DraftGroupDateInput = z.input<typeof draftGroupDateSchema>;

export const reparseDraftSchema = z
  .object({ id: draftIdSchema, text: pastedTextSchema, referenceDate: ukDateSchema })
  .strict();
export type ReparseDraftInput = z.input<typeof reparseDraftSchema>;

/**
 * Parses a paste (UK today fills missing years) and stores it as a new draft; drafts untouched
 * for a week go first. Refuses an empty or oversized paste, more than 5,000 fixtures, or a paste
 * that gives no fixture (then nothing is stored, and the refusal names the first lines and why).
 * @example await createImportDraft(change, { text: listing })
 * // { ok: true, draft: { id: 'Q2x…', fixtureCount: 4 } }
 * @example await createImportDraft(change, { text: 'hello' })
 * // { ok: false, status: 422, message: 'No fixtures found', problems: [{ line: 1, … }], … }
 */
export async function createImportDraft(
  change: StaffChange,
  input: CreateDraftInput | FormFields,
): Promise<{ ok: true; draft: { id: string; fixtureCount: number } } | DraftFailure> {
  const { db, at: now, actorUserId: by } = change;
  const checked = createDraftSchema.safeParse(input);
  if (!checked.success)
    return failure(400, checked.error.issues[0]?.message ?? 'The pasted text is invalid', '');
  const referenceDate = ukToday(now);
  const preview = await readPaste(db, checked.data.text, referenceDate);
  if (!preview.ok) return failure(400, preview.message, '');
  const { format, fixtures, problems, lines } = preview.result;
  // A draft with nothing to save is never stored: the page that pasted stays as it was.
  if (fixtures.length === 0)
    return {
      ...failure(422, 'No fixtures found', 'Please check the format of your pasted fixtures.'),
      problems: describeEmptyPaste(preview.result),
    };

  await pruneImportDrafts(db, { now });
  await pruneRemovedItems(db, { now });
  const id = randomBytes(16).toString('base64url');
  await recordChange(change, async (trx, audit) => {
    await trx
      .insertInto('import_drafts')
      .values({
        id,
        created_by: by,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        version: 1,
        source: checked.data.text,
        result_json: JSON.stringify({
          format,
          fixtures,
          problems,
          lines,
          referenceDate,
        } satisfies DraftResult),
        fixture_count: fixtures.length,
        date_for_undated: null,
        competition_for_unnamed: null,
      })
      .execute();
    await audit(draftChange(id, 'import.drafted', { fixtures: fixtures.length }));
  });
  return { ok: true, draft: { id, fixtureCount: fixtures.length } };
}

/**
 * One draft with its parse result and group settings, or null (unknown or malformed id, or an
 * empty draft an older version left).
 * @example await getImportDraft(db, 'Q2xvdWRzIGFyZSBub3Qg') // null
 */
export async function getImportDraft(db: Db, id: string): Promise<ImportDraft | null> {
  if (!draftIdSchema.safeParse(id).success) return null;
  const row = await db
    .selectFrom('import_drafts')
    .select([
      'id',
      'created_at',
      'updated_at',
      'source',
      'result_json',
      'date_for_undated',
      'competition_for_unnamed',
    ])
    .where('id', '=', id)
    .where('fixture_count', '>', 0)
    .executeTakeFirst();
  return row ? toImportDraft(row) : null;
}

/**
 * Drafts in progress, most recently changed first, with who started each and the first date of
 * their fixtures. Empty drafts an older version stored are deleted, never listed.
 * @example await listImportDrafts(db, { limit: 10 })
 * // [{ id, createdBy: 'editor', fixtureCount: 4, firstDate: '2025-11-01', … }]
 */
export async function listImportDrafts(
  db: Db,
  { limit }: { limit: number },
): Promise<ImportDraftSummary[]> {
  // Looked for first, so that a listing writes nothing when there is nothing to clean.
  const empty = await db
    .selectFrom('import_drafts')
    .select('id')
    .where('fixture_count', '<=', 0)
    .limit(1)
    .executeTakeFirst();
  if (empty) await deleteEmptyDrafts(db);
  const rows = await db
    .selectFrom('import_drafts')
    .innerJoin('users', 'users.id', 'import_drafts.created_by')
    .select([
      'import_drafts.id',
      'users.username',
      'import_drafts.created_at',
      'import_drafts.updated_at',
      'import_drafts.fixture_count',
      'import_drafts.date_for_undated',
      earliestFixtureDate(db).as('first_date'),
    ])
    .where('import_drafts.fixture_count', '>', 0)
    .orderBy('import_drafts.updated_at', 'desc')
    .orderBy('import_drafts.id')
    .limit(Math.min(Math.max(limit, 1), maxListedDrafts))
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdBy: r.username,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    fixtureCount: Number(r.fixture_count),
    firstDate: r.first_date ?? r.date_for_undated,
  }));
}

/**
 * The earliest date among a draft's fixtures, read from its JSON by the database (a list of ten
 * drafts sends no parse result to the app); null when none has a date.
 */
function earliestFixtureDate(db: Db): RawBuilder<string | null> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return sql`(
      select min(f ->> 'date')
      from json_array_elements(import_drafts.result_json::json -> 'fixtures') as f
    )`;
  return sql`(
    select min(json_extract(f.value, '$.date'))
    from json_each(import_drafts.result_json, '$.fixtures') as f
  )`;
}

/** Deletes drafts with no fixture left (an older version stored them); returns how many. */
async function deleteEmptyDrafts(db: Db): Promise<number> {
  const deleted = await db
    .deleteFrom('import_drafts')
    .where('fixture_count', '<=', 0)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Takes the fixture starting on `line` out of a draft. Taking out its last fixture discards the
 * draft (`discarded`): an empty draft is never kept.
 * @example await removeDraftFixture(change, { id, line: 12 })
 * // { ok: true, removed: 'Arsenal v Chelsea', discarded: false }
 */
export async function removeDraftFixture(
  change: StaffChange,
  input: DraftFixtureInput | FormFields,
): Promise<{ ok: true; removed: string; discarded: boolean } | DraftFailure> {
  const checked = draftFixtureSchema.safeParse(input);
  if (!checked.success) return invalid(checked.error);
  const { id, line } = checked.data;
  let removed = '';
  const changed = await changeDraft(change, id, (draft) => {
    const fixture = draft.result.fixtures.find((f) => f.line === line);
    if (!fixture) return fixtureGone(line);
    removed = `${fixture.homeTeam} v ${fixture.awayTeam}`;
    return {
      draft: { ...draft, result: replaceDraftFixture(draft.result, fixture, null) },
      details: { removed, line },
    };
  });
  if (!changed.ok) return changed;
  return { ok: true, removed, discarded: changed.discarded };
}

/**
 * Replaces every field of one fixture of a draft with the editor's (the review's Edit and its
 * one-click fixes), checked by the same rules as a saved fixture's edit; a draft fixture may
 * stay without a date or a competition (the review's group choices give them). Links set on a
 * channel that is kept stay.
 */
export async function setDraftFixture(
  change: StaffChange,
  id: string,
  line: number,
  edit: DraftFixtureEdit,
): Promise<{ ok: true; teams: string } | DraftFailure> {
  const list = readChannelList(edit.channels);
  let teams = '';
  const changed = await changeDraft(change, id, (draft) => {
    const old = draft.result.fixtures.find((f) => f.line === line);
    if (!old) return fixtureGone(line);
    const url = (raw: string) => old.channels.find((c) => c.raw === raw)?.url ?? null;
    const fixture = {
      ...old,
      date: edit.date === '' ? null : edit.date,
      time: edit.time,
      homeTeam: edit.homeTeam,
      awayTeam: edit.awayTeam,
      competition: edit.competition,
      channels: list.channels.map((channel) => ({ ...channel, url: url(channel.raw) })),
      channelStatus: list.channels.length > 0 ? ('listed' as const) : edit.channelStatus,
    };
    teams = `${fixture.homeTeam} v ${fixture.awayTeam}`;
    return {
      draft: { ...draft, result: replaceDraftFixture(draft.result, old, fixture) },
      details: { line, edited: { ...edit } },
    };
  });
  return changed.ok ? { ok: true, teams } : changed;
}

/**
 * Sets the viewing links of one fixture's channels, in channel order ('' clears one). Each link
 * must be an absolute https address (docs/security.md R25).
 * @example await setDraftChannelUrls(change, { id, line: 12, url: ['https://www.bbc.co.uk/iplayer'] })
 */
export async function setDraftChannelUrls(
  change: StaffChange,
  input: DraftUrlsInput | FormFields,
): Promise<{ ok: true; old: (string | null)[]; urls: (string | null)[] } | DraftFailure> {
  const checked = draftUrlsSchema.safeParse(input);
  if (!checked.success) return invalid(checked.error);
  const { id, line, url } = checked.data;
  let old: (string | null)[] = [];
  let urls: (string | null)[] = [];
  const changed = await changeDraft(change, id, (draft) => {
    const fixture = draft.result.fixtures.find((f) => f.line === line);
    if (!fixture) return fixtureGone(line);
    old = fixture.channels.map((c) => c.url ?? null);
    urls = fixture.channels.map((_c, at) => url[at] || null);
    const updated = {
      ...fixture,
      channels: fixture.channels.map((c, at) => ({ ...c, url: urls[at] ?? null })),
    };
    return {
      draft: { ...draft, result: replaceDraftFixture(draft.result, fixture, updated) },
      details: { line, old, new: urls },
    };
  });
  if (!changed.ok) return changed;
  return { ok: true, old, urls };
}

/**
 * Sets the date for the fixtures the paste gave none and the competition for those it named
 * none ('' clears a setting; a field left out is kept).
 * @example await setDraftGroups(change, { id, date: '2025-11-01' }) // { ok: true, groups: { dateForUndated: '2025-11-01', … } }
 */
export async function setDraftGroups(
  change: StaffChange,
  input: DraftGroupsInput | FormFields,
): Promise<{ ok: true; groups: DraftGroups } | DraftFailure> {
  const checked = draftGroupsSchema.safeParse(input);
  if (!checked.success) return invalid(checked.error);
  const { id, date, competition } = checked.data;
  let groups: DraftGroups = { dateForUndated: null, competitionForUnnamed: null };
  const changed = await changeDraft(change, id, (draft) => {
    groups = {
      dateForUndated: date === undefined ? draft.groups.dateForUndated : date || null,
      competitionForUnnamed:
        competition === undefined ? draft.groups.competitionForUnnamed : competition || null,
    };
    return { draft: { ...draft, groups }, details: groups };
  });
  if (!changed.ok) return changed;
  return { ok: true, groups };
}

/**
 * Sets the date of one undated group (the fixtures under one heading); '' clears it, and the
 * group then takes the date chosen for every undated fixture.
 * @example await setDraftGroupDate(change, { id, group: '12', date: '2025-11-01' }) // { ok: true }
 */
export async function setDraftGroupDate(
  change: StaffChange,
  input: DraftGroupDateInput | FormFields,
): Promise<{ ok: true } | DraftFailure> {
  const checked = draftGroupDateSchema.safeParse(input);
  if (!checked.success) return invalid(checked.error);
  const { id, group, date } = checked.data;
  const changed = await changeDraft(change, id, (draft) => {
    const { lines, fixtures, dateByGroup = {} } = draft.result;
    if (!findUndatedGroups(fixtures, lines).some((g) => g.key === group))
      return failure(404, 'Group not found', 'This import has no undated fixtures under that heading. Reload the page.'); // prettier-ignore
    const { [group]: _old, ...others } = dateByGroup;
    const next = date === '' ? others : { ...others, [group]: date };
    return {
      draft: { ...draft, result: { ...draft.result, dateByGroup: next } },
      details: { group, date: date || null },
    };
  });
  return changed.ok ? { ok: true } : changed;
}

/**
 * Reads a draft's text again, as edited in the review, with the reference date given (the
 * importer's "today"): fixtures on lines that read as before keep their edits and removals,
 * and undated groups under the same heading keep their dates. A text that gives no fixture
 * changes nothing and says why, line by line.
 * @example await reparseImportDraft(change, { id, text, referenceDate: '2025-11-01' })
 * // { ok: true, fixtureCount: 12, kept: 2 }
 */
export async function reparseImportDraft(
  change: StaffChange,
  input: ReparseDraftInput | FormFields,
): Promise<{ ok: true; fixtureCount: number; kept: number } | DraftFailure> {
  const checked = reparseDraftSchema.safeParse(input);
  if (!checked.success) return invalid(checked.error);
  const { id, text, referenceDate } = checked.data;
  const preview = await readPaste(change.db, text, referenceDate);
  if (!preview.ok) return failure(400, preview.message, '');
  if (preview.result.fixtures.length === 0)
    return {
      ...failure(422, 'No fixtures found', 'Please check the format of your pasted fixtures.'),
      problems: describeEmptyPaste(preview.result),
    };
  let outcome = { fixtureCount: 0, kept: 0 };
  const changed = await changeDraft(change, id, (draft) => {
    const { result, kept } = carryEdits(draft.result, preview.result);
    if (result.fixtures.length === 0)
      return failure(422, 'No fixtures left', 'Every fixture this text gives was removed from the review. Paste it again to start afresh.'); // prettier-ignore
    outcome = { fixtureCount: result.fixtures.length, kept };
    return {
      draft: { ...draft, source: text, result: { ...result, referenceDate } },
      details: { reparsed: true, referenceDate, ...outcome },
    };
  });
  return changed.ok ? { ok: true, ...outcome } : changed;
}

export const mapDraftChannelSchema = z
  .object({
    id: draftIdSchema,
    written: z.string().trim().min(1).max(100, 'is longer than 100 characters'),
    channel: z.string().trim().min(1, 'Choose a channel').max(200),
  })
  .strict();
export type MapDraftChannelInput = z.input<typeof mapDraftChannelSchema>;

/**
 * Maps a channel name the catalogue does not know to a catalogue channel (`channel`, its id or
 * any name the catalogue knows it by): every fixture of the draft that names it gets that
 * channel, and the site remembers the name for later pastes.
 * @example await mapDraftChannel(change, { id, written: 'Sky Sport Prem', channel: 'Sky Sports Premier League' })
 * // { ok: true, channel: 'Sky Sports Premier League', fixtures: 3 }
 */
export async function mapDraftChannel(
  change: StaffChange,
  input: MapDraftChannelInput | FormFields,
): Promise<{ ok: true; channel: string; fixtures: number } | DraftFailure> {
  const checked = mapDraftChannelSchema.safeParse(input);
  if (!checked.success) return invalid(checked.error);
  const { id, written } = checked.data;
  const known = getChannel(checked.data.channel) ?? resolveChannel(checked.data.channel);
  if (!known) return failure(400, 'Error', `"${checked.data.channel.slice(0, 100)}" is no channel of the catalogue. Choose one from the list.`); // prettier-ignore
  // Nothing is remembered for an import that is gone (its fixtures are checked as it changes).
  const exists = await change.db
    .selectFrom('import_drafts')
    .select('id')
    .where('id', '=', id)
    .where('fixture_count', '>', 0)
    .executeTakeFirst();
  if (!exists) return draftGone();
  const remembered = await recordChange(change, async (trx, audit) => {
    const alias = await rememberChannelAlias(trx, {
      written,
      channelId: known.id,
      by: change.actorUserId,
      at: change.at,
    });
    if (alias.ok)
      await audit({
        action: 'channel.alias_added',
        targetType: 'channel',
        targetId: known.id,
        details: { written, draft: id },
      });
    return alias;
  });
  if (!remembered.ok) return failure(400, 'Error', remembered.message);
  let fixtures = 0;
  const changed = await changeDraft(change, id, (draft) => {
    const mapped = draft.result.fixtures.map((fixture) => {
      if (!fixture.channels.some((c) => c.id === null && c.raw === written)) return fixture;
      fixtures += 1;
      const channels = fixture.channels.map((c) =>
        c.id === null && c.raw === written ? { ...c, id: known.id, name: known.name } : c,
      );
      return { ...fixture, channels };
    });
    if (fixtures === 0) return failure(404, 'Channel not found', `No fixture of this import names "${written.slice(0, 100)}" any more. Reload the page.`); // prettier-ignore
    return {
      draft: { ...draft, result: { ...draft.result, fixtures: mapped } },
      details: { written, channel: known.id, fixtures },
    };
  });
  return changed.ok ? { ok: true, channel: known.name, fixtures } : changed;
}

/**
 * Saves a draft's fixtures (with its group settings applied), deletes the draft and audits the
 * save, all in one transaction: if anything fails, no fixture is written, the draft stays and
 * the save can be tried again. Refused while some fixtures still have no date or no
 * competition; each refusal is audited too.
 * @example await commitImportDraft(change, { id }) // { ok: true, summary: { processed: 3, … } }
 */
export async function commitImportDraft(
  change: StaffChange,
  input: DraftIdInput | FormFields,
): Promise<{ ok: true; summary: SaveSummary } | DraftFailure> {
  const checked = draftIdInputSchema.safeParse(input);
  if (!checked.success) return invalid(checked.error);
  const { id } = checked.data;
  const committed = await commitDraft(change, id);
  if (!committed.ok) {
    const reason = committed.detail || committed.message;
    await recordChange(change, (_trx, audit) =>
      audit(draftChange(id, 'import.rejected', { reason })),
    );
  }
  return committed;
}

async function commitDraft(
  change: StaffChange,
  id: string,
): Promise<{ ok: true; summary: SaveSummary } | DraftFailure> {
  for (let attempt = 0; attempt < changeAttempts; attempt++) {
    const draft = await readDraft(change.db, id);
    if (!draft) return draftGone();
    if (draft.result.fixtures.length === 0)
      return failure(422, 'Cannot save fixtures', 'Please import fixtures first.');
    const { fixtures: parsed, lines, dateByGroup } = draft.result;
    const undatedGroups = findUndatedGroups(parsed, lines, dateByGroup);
    const unsaveable = describeUnsaveable(parsed, draft.groups, undatedGroups);
    if (unsaveable) return failure(422, 'Cannot save fixtures', unsaveable);
    const fixtures = buildDraftFixtures(parsed, draft.groups, undatedGroups);
    try {
      const summary = await recordChange(change, async (trx, audit) => {
        // Deleting first takes the draft's row: a second Save of the same draft waits, then
        // finds it gone and writes nothing.
        const deleted = await trx
          .deleteFrom('import_drafts')
          .where('id', '=', id)
          .where('version', '=', draft.version)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) !== 1) throw new DraftChanged();
        const saved = await saveFixtures(trx, fixtures, { now: change.at });
        if (saved.processed === 0) throw new NothingToSave(saved.skipped[0]?.reason ?? '');
        const { processed, created, replaced, skipped } = saved;
        await audit({
          action: 'import.committed',
          targetType: 'import',
          targetId: id,
          details: { processed, created, replaced, skipped: skipped.length },
        });
        return saved;
      });
      return { ok: true, summary };
    } catch (error) {
      if (error instanceof NothingToSave)
        return failure(422, 'No valid fixtures to save', error.message);
      if (!(error instanceof DraftChanged)) throw error;
    }
  }
  return draftBusy();
}

/**
 * Discards a draft without saving it; Recently removed keeps it for a week.
 * @example await deleteImportDraft(change, { id }) // { ok: true }
 */
export async function deleteImportDraft(
  change: StaffChange,
  input: DraftIdInput | FormFields,
): Promise<{ ok: true } | DraftFailure> {
  const checked = draftIdInputSchema.safeParse(input);
  if (!checked.success) return invalid(checked.error);
  const { id } = checked.data;
  return recordChange(change, async (trx, audit) => {
    const deleted = await trx
      .deleteFrom('import_drafts')
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!deleted) return draftGone();
    await keepRemovedDraft(trx, deleted, { at: change.at, by: change.actorUserId });
    await audit(draftChange(id, 'import.discarded', {}));
    return { ok: true as const };
  });
}

/** A change to a draft, which no public page shows, as audited against the import. */
function draftChange(id: string, action: AuditAction, details: object): ChangeRecord {
  return { action, targetType: 'import', targetId: id, details, publicPages: false };
}

/**
 * Deletes drafts nobody has changed for seven days, and any empty draft an older version
 * stored; returns how many. Run when a draft is created and when the server starts.
 * @example await pruneImportDrafts(db, { now: new Date() }) // 2
 */
export async function pruneImportDrafts(db: Db, { now }: { now: Date }): Promise<number> {
  const cutoff = new Date(now.getTime() - draftLifetimeDays * 24 * 60 * 60 * 1000);
  const deleted = await db
    .deleteFrom('import_drafts')
    .where((eb) =>
      eb.or([eb('updated_at', '<', cutoff.toISOString()), eb('fixture_count', '<=', 0)]),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

interface StoredDraft {
  version: number;
  source: string;
  result: DraftResult;
  groups: DraftGroups;
}

class DraftChanged extends Error {}
class NothingToSave extends Error {}

async function readDraft(db: Db, id: string): Promise<StoredDraft | null> {
  const row = await db
    .selectFrom('import_drafts')
    .select(['version', 'source', 'result_json', 'date_for_undated', 'competition_for_unnamed'])
    .where('id', '=', id)
    .where('fixture_count', '>', 0)
    .executeTakeFirst();
  if (!row) return null;
  return {
    version: Number(row.version),
    source: row.source,
    result: JSON.parse(row.result_json) as DraftResult,
    groups: {
      dateForUndated: row.date_for_undated,
      competitionForUnnamed: row.competition_for_unnamed,
    },
  };
}

/**
 * Reads a draft, applies `edit` and writes it back, audited as `import.draft_changed` with the
 * details `edit` gives, only if nobody changed it meanwhile (its version is unchanged);
 * otherwise starts again from a fresh read. An edit that leaves no fixture deletes the draft
 * instead, audited as `import.discarded` (`discarded`): no path stores an empty draft.
 */
async function changeDraft(
  change: StaffChange,
  id: string,
  edit: (draft: StoredDraft) => { draft: StoredDraft; details: object } | DraftFailure,
): Promise<{ ok: true; discarded: boolean } | DraftFailure> {
  for (let attempt = 0; attempt < changeAttempts; attempt++) {
    const draft = await readDraft(change.db, id);
    if (!draft) return draftGone();
    const edited = edit(draft);
    if ('ok' in edited) return edited;
    const { draft: next, details } = edited;
    if (next.result.fixtures.length === 0) {
      const discarded = await recordChange(change, async (trx, audit) => {
        // Kept as it was before its last fixture went, so restoring it gives that fixture back.
        const deleted = await trx
          .deleteFrom('import_drafts')
          .where('id', '=', id)
          .where('version', '=', draft.version)
          .returningAll()
          .executeTakeFirst();
        if (!deleted) return false;
        await keepRemovedDraft(trx, deleted, { at: change.at, by: change.actorUserId });
        await audit(draftChange(id, 'import.discarded', { ...details, lastFixture: true }));
        return true;
      });
      if (discarded) return { ok: true, discarded: true };
      continue;
    }
    const written = await recordChange(change, async (trx, audit) => {
      const updated = await trx
        .updateTable('import_drafts')
        .set({
          version: draft.version + 1,
          updated_at: change.at.toISOString(),
          ...(next.source === draft.source ? {} : { source: next.source }),
          result_json: JSON.stringify(next.result),
          fixture_count: next.result.fixtures.length,
          date_for_undated: next.groups.dateForUndated,
          competition_for_unnamed: next.groups.competitionForUnnamed,
        })
        .where('id', '=', id)
        .where('version', '=', draft.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await audit(draftChange(id, 'import.draft_changed', details));
      return true;
    });
    if (written) return { ok: true, discarded: false };
  }
  return draftBusy();
}

function toImportDraft(
  row: Pick<
    ImportDraftRow,
    | 'id'
    | 'created_at'
    | 'updated_at'
    | 'source'
    | 'result_json'
    | 'date_for_undated'
    | 'competition_for_unnamed'
  >,
): ImportDraft {
  const result = JSON.parse(row.result_json) as DraftResult;
  return {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    format: result.format,
    fixtures: result.fixtures,
    problems: result.problems,
    lines: result.lines,
    suspicions: findSuspicions(result.fixtures, result.problems),
    undatedGroups: findUndatedGroups(result.fixtures, result.lines, result.dateByGroup),
    source: row.source,
    referenceDate: result.referenceDate ?? ukToday(new Date(row.created_at)),
    dateForUndated: row.date_for_undated,
    competitionForUnnamed: row.competition_for_unnamed,
  };
}

/** A paste read with the importer and the catalogue as it is now, administrators' edits included. */
async function readPaste(db: Db, text: string, referenceDate: string) {
  await loadChannelCatalogue(db);
  return previewPaste(text, referenceDate);
}

function failure(status: DraftFailure['status'], message: string, detail: string): DraftFailure {
  return { ok: false, status, message, detail };
}

function invalid(error: z.ZodError): DraftFailure {
  const issue = error.issues[0];
  const message = issue?.message ?? 'is invalid';
  // A message that is a sentence (capitalised) stands alone; a fragment follows its field's name.
  const sentence = /^[A-Z]/.test(message) || !issue?.path.length;
  return failure(400, 'Error', sentence ? message : `${issue.path.join('.')} ${message}`);
}

function draftGone(): DraftFailure {
  return failure(
    404,
    'Import not found',
    'This import has been saved or discarded, or was left untouched for a week. Paste it again.',
  );
}

function draftBusy(): DraftFailure {
  return failure(
    409,
    'Import changed elsewhere',
    'Someone is changing this import in another tab. Reload the page and try again.',
  );
}

function fixtureGone(line: number): DraftFailure {
  return failure(
    404,
    'Fixture not found',
    `No fixture of this import starts on line ${line}. It may have been removed in another tab.`,
  );
}
