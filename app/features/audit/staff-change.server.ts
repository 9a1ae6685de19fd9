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

/** Appends a change's audit event, in the transaction that makes the change. */
export type AuditChange = (record: ChangeRecord) => Promise<void>;

/**
 * Every admin change, in one place (docs/security.md R31): `steps` make the change in `trx` and
 * call `audit` for what they did, so the change and its audit row commit together or not at
 * all (a failed audit write undoes the change; nothing is reported failed that committed). Once
 * committed, the public pages are read afresh if an audited change shows on them. Steps that
 * audit nothing (a refusal, a row already gone) change nothing that needs it.
 * @example
 * await recordChange(change, async (trx, audit) => {
 *   await deleteFixtures(trx, { id }, { now: change.at });
 *   await audit({ action: 'fixture.deleted', targetType: 'fixture', targetId: id });
 * });
 */
export async function recordChange<T>(
  change: StaffChange,
  steps: (trx: Db, audit: AuditChange) => Promise<T>,
): Promise<T> {
  let publicPagesChanged = false;
  // Its own transaction (never a caller's), so the pages are read afresh only after the commit.
  const result = await change.db.transaction().execute((trx) =>
    steps(trx, async ({ publicPages = true, ...event }) => {
      await recordAudit(trx, {
        ...event,
        at: change.at,
        actorUserId: change.actorUserId,
        ip: change.ip,
      });
      publicPagesChanged ||= publicPages;
    }),
  );
  if (publicPagesChanged) change.invalidatePages();
  return result;
}
