import type { Db } from '~/db/create-db.server';
import { clipAuditText, recordAudit, type AuditEvent } from './audit.server';

/**
 * How many rows refusals that anyone can provoke (no signed-in actor) may add to the trail
 * (docs/security.md R31). Every refusal is answered; only its row is left out:
 *
 * - from one source (the same action, client IP and target), one row per window: a script
 *   hammering one address leaves one row a quarter of an hour, enough to see it happen;
 * - from everyone together, `perAction` rows per action and window (at most 9,600 a day per
 *   action), however many addresses a flood comes from.
 *
 * The window is the sign-in throttle's, so a throttled username + IP pair writes one row per
 * throttle window. Requests refused at the same instant may each find no row yet and add a few
 * more; the bound holds to within the requests in flight.
 */
export const refusalAuditBound = { windowMs: 15 * 60_000, perAction: 100 };

/** A refusal nobody signed in caused, from a request (so with its client IP). */
export type RefusalEvent = AuditEvent & { actorUserId: null; ip: string };

/**
 * Appends a refusal to the audit trail unless the bound above says it is already well enough
 * recorded; returns whether a row was written.
 * @example await recordRefusal(db, { at: now, actorUserId: null, ip, action: 'csrf.rejected', targetType: 'path', targetId: '/login' })
 */
export async function recordRefusal(db: Db, event: RefusalEvent): Promise<boolean> {
  const since = new Date(event.at.getTime() - refusalAuditBound.windowMs).toISOString();
  // Both reads are one window of one action on the (action, at_utc) index, and stop early.
  const recent = db
    .selectFrom('audit_events')
    .select('id')
    .where('action', '=', event.action)
    .where('at_utc', '>', since)
    .where('at_utc', '<=', event.at.toISOString())
    .where('actor_user_id', 'is', null);
  const targetId = clipAuditText(event.targetId ?? null);
  const sameSource = await recent
    .where('ip', '=', clipAuditText(event.ip))
    .where((eb) =>
      targetId === null ? eb('target_id', 'is', null) : eb('target_id', '=', targetId),
    )
    .limit(1)
    .executeTakeFirst();
  if (sameSource) return false;
  const everyone = await recent.limit(refusalAuditBound.perAction).execute();
  if (everyone.length >= refusalAuditBound.perAction) return false;
  await recordAudit(db, event);
  return true;
}
