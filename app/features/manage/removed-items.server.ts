/**
 * Recently removed: what Delete, Clear Date and Discard took away is kept for a week, written in
 * the transaction of the removal, so staff can put it back. Restored fixtures are saved afresh
 * (their ids and links may differ); a restored import is its draft row again.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '~/db/create-db.server';
import type { ImportDraftRow } from '~/db/schema';
import { recordChange, type StaffChange } from '~/features/audit/staff-change.server';
import type { AdminResult } from './fixture-admin.server';
import {
  channelStatuses,
  type ChannelStatus,
  type FixtureInput,
  type ParseResult,
} from '~/features/schedule/fixture';
import { readChannelNames } from '~/features/schedule/fixture-changes.server';
import { formatShortDate } from '~/lib/london-time';
import { describeImport } from '~/features/schedule/fixture-count';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';

/** How long a removed item can be restored, in days. */
export const removedLifetimeDays = 7;
const dayMs = 24 * 60 * 60 * 1000;

/** One row of Recently removed. */
export interface RemovedItem {
  id: string;
  kind: 'fixtures' | 'draft';
  label: string;
  removedAt: string;
  /** The username of who removed it; null when unknown. */
  removedBy: string | null;
}

type Payload = { fixtures: FixtureInput[] } | { draft: ImportDraftRow };

/**
 * The fixtures a delete is about to remove, as `saveFixtures` takes them back (with their
 * channels and links), in kick-off order. Read in the delete's transaction.
 */
export async function readRemovableFixtures(
  trx: Db,
  which: { id: string } | { date: string },
): Promise<FixtureInput[]> {
  let query = trx
    .selectFrom('fixtures')
    .select([
      'id',
      'uk_date',
      'uk_time',
      'home_team',
      'away_team',
      'competition',
      'channel_status',
    ]);
  query =
    'id' in which ? query.where('id', '=', which.id) : query.where('uk_date', '=', which.date);
  const rows = await query.orderBy('kickoff_utc').orderBy('id').execute();
  const channels = await readChannelNames(
    trx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    date: r.uk_date,
    time: r.uk_time,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    competition: r.competition,
    channelStatus: channelStatuses.includes(r.channel_status as ChannelStatus)
      ? (r.channel_status as ChannelStatus)
      : 'tbc',
    channels: (channels.get(r.id) ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      raw: c.name,
      url: c.url,
    })),
  }));
}

/**
 * Keeps deleted fixtures in Recently removed (in the delete's transaction): one fixture is named
 * by its teams and date, a date's fixtures by their count.
 */
export async function keepRemovedFixtures(
  trx: Db,
  fixtures: readonly FixtureInput[],
  { at, by, date }: { at: Date; by: string | null; date?: string },
): Promise<void> {
  const [first] = fixtures;
  if (!first) return;
  const day = formatShortDate(date ?? first.date ?? '');
  const label =
    date === undefined
      ? `${first.homeTeam} v ${first.awayTeam}, ${day}`
      : `${fixtures.length} ${fixtures.length === 1 ? 'fixture' : 'fixtures'} of ${day}`;
  await insertRemoved(trx, 'fixtures', label, { fixtures: [...fixtures] }, at, by);
}

/** Keeps a discarded import's draft row in Recently removed (in the discard's transaction). */
export async function keepRemovedDraft(
  trx: Db,
  draft: ImportDraftRow,
  { at, by }: { at: Date; by: string | null },
): Promise<void> {
  const result = JSON.parse(draft.result_json) as ParseResult;
  const dates = result.fixtures.flatMap((f) => (f.date ? [f.date] : [])).sort();
  const label = `Import: ${describeImport({
    firstDate: dates[0] ?? draft.date_for_undated,
    fixtureCount: result.fixtures.length,
  })}`;
  await insertRemoved(trx, 'draft', label, { draft }, at, by);
}

async function insertRemoved(
  trx: Db,
  kind: RemovedItem['kind'],
  label: string,
  payload: Payload,
  at: Date,
  by: string | null,
): Promise<void> {
  await trx
    .insertInto('removed_items')
    .values({
      id: randomBytes(16).toString('base64url'),
      kind,
      label,
      payload_json: JSON.stringify(payload),
      removed_at: at.toISOString(),
      removed_by: by,
      restored_at: null,
    })
    .execute();
}

/**
 * Recently removed: the last items not restored and not older than a week, newest first.
 * @example await listRemovedItems(db, { now, limit: 20 })
 * // [{ id, kind: 'fixtures', label: 'Arsenal v Chelsea, Sat 1 Nov 2025', removedBy: 'editor', … }]
 */
export async function listRemovedItems(
  db: Db,
  { now, limit }: { now: Date; limit: number },
): Promise<RemovedItem[]> {
  const rows = await db
    .selectFrom('removed_items')
    .leftJoin('users', 'users.id', 'removed_items.removed_by')
    .select([
      'removed_items.id',
      'removed_items.kind',
      'removed_items.label',
      'removed_items.removed_at',
      'users.username',
    ])
    .where('removed_items.restored_at', 'is', null)
    .where('removed_items.removed_at', '>=', cutoff(now))
    .orderBy('removed_items.removed_at', 'desc')
    .orderBy('removed_items.id')
    .limit(Math.min(Math.max(limit, 1), 100))
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    label: r.label,
    removedAt: r.removed_at,
    removedBy: r.username ?? null,
  }));
}

/**
 * Puts a removed item back, audited as `removed.restored`: fixtures are saved again, a draft is
 * stored again (as changed now, so it is kept another week). Refused when unknown, already
 * restored or older than a week.
 * @example await restoreRemoved(change, id) // { ok: true, message: 'Restored', detail: 'Arsenal v Chelsea, Sat 1 Nov 2025' }
 */
export async function restoreRemoved(change: StaffChange, id: string): Promise<AdminResult> {
  return recordChange(change, async (trx, audit): Promise<AdminResult> => {
    const item = await trx
      .selectFrom('removed_items')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!item || item.removed_at < cutoff(change.at))
      return refusal(
        404,
        `It is no longer kept: removed items can be restored for ${removedLifetimeDays} days.`,
      );
    const marked = await trx
      .updateTable('removed_items')
      .set({ restored_at: change.at.toISOString() })
      .where('id', '=', id)
      .where('restored_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1)
      return refusal(409, 'It has already been restored, perhaps in another tab.');
    const payload = JSON.parse(item.payload_json) as Payload;
    if ('draft' in payload) {
      await trx
        .insertInto('import_drafts')
        .values({ ...payload.draft, updated_at: change.at.toISOString() })
        .execute();
    } else {
      await saveFixtures(trx, payload.fixtures, { now: change.at });
    }
    const draft = 'draft' in payload;
    await audit({
      action: 'removed.restored',
      targetType: draft ? 'import' : 'fixtures',
      targetId: draft ? payload.draft.id : id,
      details: { removedItem: id, kind: item.kind, label: item.label },
      publicPages: !draft,
    });
    return { ok: true, message: 'Restored', detail: item.label };
  });
}

/**
 * Deletes removed items older than a week; returns how many. Run where import drafts are pruned.
 * @example await pruneRemovedItems(db, { now: new Date() }) // 1
 */
export async function pruneRemovedItems(db: Db, { now }: { now: Date }): Promise<number> {
  const deleted = await db
    .deleteFrom('removed_items')
    .where('removed_at', '<', cutoff(now))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

function cutoff(now: Date): string {
  return new Date(now.getTime() - removedLifetimeDays * dayMs).toISOString();
}

function refusal(status: number, detail: string): AdminResult {
  return { ok: false, status, message: 'Cannot restore', detail };
}
