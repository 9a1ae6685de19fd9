import { sql } from 'kysely';
import type { Db } from '~/db/create-db.server';
import { escapeLike } from '~/db/like-pattern.server';
import { toAuditRow, type AuditRow } from './audit-actions';
import {
  actionsOf,
  auditPageSize,
  utcRangeOf,
  type AuditCursor,
  type AuditFilter,
} from './audit-filter';
import { toAuditEntry } from './audit.server';

export interface AuditPage {
  /** Newest first. */
  rows: AuditRow[];
  /** The `after` cursor of the next newer page, or null on the newest. */
  newerAfter: number | null;
  /** The `before` cursor of the next older page, or null on the oldest. */
  olderBefore: number | null;
}

/**
 * A page of the audit trail, newest first, matching the filter. Pages are cut by event id (keyset),
 * not counted off (offset), so the thousandth page costs what the first does and an event written
 * meanwhile never shifts a page: "Older" lists the events before the page's last, "Newer" those
 * after its first. Reads only: the trail is append-only.
 * @example await listAuditPage(db, { filter: { ...noAuditFilter, action: 'refusals' }, cursor: { before: 120 } })
 */
export async function listAuditPage(
  db: Db,
  { filter, cursor }: { filter: AuditFilter; cursor: AuditCursor },
  pageSize = auditPageSize,
): Promise<AuditPage> {
  // The staff member's id as a plain value, not a subquery: each engine then plans for that one
  // person, and reads their events through the (actor_user_id, id) index.
  const actorId = filter.staff === null ? null : await getActorId(db, filter.staff);
  if (filter.staff !== null && actorId === null)
    return { rows: [], newerAfter: null, olderBefore: null };
  const newerFirst = cursor === null || 'before' in cursor;
  let page = matching(db, filter, actorId)
    .selectAll('e')
    .select('u.username as actorName')
    .orderBy('e.id', newerFirst ? 'desc' : 'asc')
    .limit(pageSize + 1);
  if (cursor) {
    page =
      'before' in cursor
        ? page.where('e.id', '<', cursor.before)
        : page.where('e.id', '>', cursor.after);
  }
  const fetched = await page.execute();
  const more = fetched.length > pageSize;
  const kept = fetched.slice(0, pageSize);
  const rows = (newerFirst ? kept : kept.reverse()).map(({ actorName, ...row }) =>
    toAuditRow(toAuditEntry(row), actorName),
  );
  const [first, last] = [rows[0], rows.at(-1)];
  if (!first || !last) return { rows, newerAfter: null, olderBefore: null };
  // The far side of the cursor was not read: one row says whether anything is there.
  const beyond = async (side: 'newer' | 'older') =>
    (await matching(db, filter, actorId)
      .select('e.id')
      .where('e.id', side === 'newer' ? '>' : '<', side === 'newer' ? first.id : last.id)
      .limit(1)
      .executeTakeFirst()) !== undefined;
  const hasNewer = newerFirst ? cursor !== null && (await beyond('newer')) : more;
  const hasOlder = newerFirst ? more : await beyond('older');
  return {
    rows,
    newerAfter: hasNewer ? first.id : null,
    olderBefore: hasOlder ? last.id : null,
  };
}

/**
 * The audit events a filter matches, with the acting staff member's account beside each; the
 * staff filter comes as the account's id (`actorId`).
 */
function matching(db: Db, filter: AuditFilter, actorId: string | null) {
  let query = db.selectFrom('audit_events as e').leftJoin('users as u', 'u.id', 'e.actor_user_id');
  const actions = actionsOf(filter.action);
  if (actions) query = query.where('e.action', 'in', actions);
  if (actorId !== null) query = query.where('e.actor_user_id', '=', actorId);
  const { since, until } = utcRangeOf(filter);
  if (since !== null) query = query.where('e.at_utc', '>=', since);
  if (until !== null) query = query.where('e.at_utc', '<', until);
  if (filter.target !== null) {
    const pattern = `%${escapeLike(filter.target.toLowerCase())}%`;
    query = query.where(sql<boolean>`lower(e.target_id) like ${pattern} escape '\\'`);
  }
  return query;
}

/** A staff member's account id from their username, or null when there is no such account. */
async function getActorId(db: Db, username: string): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return user?.id ?? null;
}

/** Staff accounts by username, for the screen's staff filter (at most 500). */
export async function listAuditStaff(db: Db): Promise<{ username: string }[]> {
  return db.selectFrom('users').select('username').orderBy('username').limit(500).execute();
}
