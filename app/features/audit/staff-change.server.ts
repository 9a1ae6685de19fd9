import type { Db } from '~/db/create-db.server';
import { recordAudit, type AuditAction } from './audit.server';

/** An admin change in the making: who makes it, from where, and the services it touches. */
export interface StaffChange {
  db: Db;
  at: Date;
  actorUserId: string;
  ip: string;
  /** Forgets every cached rendering of the public pages. */
  invalidatePages: () => void;
  /** The public origin: saved articles are rendered for it (decision 0019). */
  siteUrl: string;
}

export interface ChangeRecord {
  action: AuditAction;
  targetType: string;
  targetId: string | null;
  details?: object;
  /** False for a change no public page shows (a share link, an import draft). */
  publicPages?: boolean;
}

/**
 * What every admin change does once it has committed, in one place: the public pages showing it are
 * read afresh, and the change joins the audit trail (docs/security.md R31).
 * @example await recordChange(change, { action: 'fixture.deleted', targetType: 'fixture', targetId: id })
 */
export async function recordChange(
  change: StaffChange,
  { publicPages = true, ...event }: ChangeRecord,
): Promise<void> {
  if (publicPages) change.invalidatePages();
  await recordAudit(change.db, {
    ...event,
    at: change.at,
    actorUserId: change.actorUserId,
    ip: change.ip,
  });
}
