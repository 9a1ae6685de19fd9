import type { Kysely } from 'kysely';
import type { AuditEventRow, Database } from '~/db/schema';

/** What happened (docs/security.md R31). Add to it when a new kind of event is audited. */
export type AuditAction =
  // sign-in and sessions
  | 'login.success'
  | 'login.failure'
  | 'login.locked'
  | 'logout'
  | 'mfa.success'
  | 'mfa.failure'
  | 'mfa.enrolled'
  | 'mfa.removed'
  | 'recovery_codes.renewed'
  | 'identity.confirmed'
  | 'session.revoked'
  // accounts
  | 'user.created'
  | 'user.invited'
  | 'user.disabled'
  | 'user.enabled'
  | 'user.role_changed'
  | 'password.reset_link'
  | 'password.changed'
  // refusals
  | 'authz.denied'
  | 'csrf.rejected'
  | 'ratelimit.hit'
  | 'request.refused'
  // content
  | 'import.drafted'
  | 'import.draft_changed'
  | 'import.discarded'
  | 'import.committed'
  | 'import.rejected'
  | 'fixture.deleted'
  | 'fixture.edited'
  | 'date.deleted'
  | 'channel.url_changed'
  | 'channel.alias_added'
  | 'channel.alias_removed'
  | 'channel.edited'
  | 'article.created'
  | 'article.updated'
  | 'article.deleted'
  | 'sharelink.created'
  // data out
  | 'export.downloaded'
  | 'backup.downloaded'
  | 'removed.restored';

export interface AuditEvent {
  at: Date;
  /** The signed-in staff member who acted; null for anonymous requests and the CLI. */
  actorUserId: string | null;
  /** The client IP (`socket.remoteAddress`); null when not from a request (the CLI). */
  ip: string | null;
  action: AuditAction;
  targetType?: string | null;
  targetId?: string | null;
  /** Small, JSON-serialisable facts. Never passwords, codes or raw session tokens. */
  details?: object;
}

export interface AuditEntry {
  id: number;
  atUtc: string;
  actorUserId: string | null;
  ip: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
}

const maxDetailsChars = 4000;
const maxFieldChars = 200;

/**
 * Appends one event to the audit trail. An event that records a change is written in the
 * transaction that makes the change (pass its `trx`), so both commit or neither does; admin
 * changes do this through `recordChange`. Given `db`, only for events that change nothing
 * else (a refused sign-in, a refused request).
 * @example await recordAudit(db, { at: now, actorUserId: null, ip, action: 'login.failure' })
 * @example await db.transaction().execute(async (trx) => { await deleteSession(trx, token); await recordAudit(trx, event) })
 */
export async function recordAudit(db: Kysely<Database>, event: AuditEvent): Promise<void> {
  let detailsJson = JSON.stringify(event.details ?? {});
  if (detailsJson.length > maxDetailsChars) {
    detailsJson = JSON.stringify({ truncated: detailsJson.slice(0, maxDetailsChars) });
  }
  await db
    .insertInto('audit_events')
    .values({
      at_utc: event.at.toISOString(),
      actor_user_id: event.actorUserId,
      ip: clipAuditText(event.ip),
      action: event.action,
      target_type: clipAuditText(event.targetType ?? null),
      target_id: clipAuditText(event.targetId ?? null),
      details_json: detailsJson,
    })
    .execute();
}

/** The newest audit events first, optionally of one action. */
export async function listAuditEvents(
  db: Kysely<Database>,
  options: { limit: number; action?: AuditAction },
): Promise<AuditEntry[]> {
  let query = db.selectFrom('audit_events').selectAll();
  if (options.action) query = query.where('action', '=', options.action);
  const rows = await query.orderBy('id', 'desc').limit(options.limit).execute();
  return rows.map(toAuditEntry);
}

/** An audit row as code reads it: camelCase, the details parsed. */
export function toAuditEntry(row: AuditEventRow): AuditEntry {
  return {
    id: Number(row.id),
    atUtc: row.at_utc,
    actorUserId: row.actor_user_id,
    ip: row.ip,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    details: JSON.parse(row.details_json) as Record<string, unknown>,
  };
}

/**
 * A text field as the trail stores it: cut to 200 characters, so one hostile value cannot
 * swell the table. Compare with a stored value through this.
 * @example clipAuditText('x'.repeat(300))?.length // 200
 */
export function clipAuditText(value: string | null): string | null {
  return value === null ? null : value.slice(0, maxFieldChars);
}
