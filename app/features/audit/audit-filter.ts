import { z } from 'zod';
import { addDaysToIsoDate, isValidIsoDate, toKickoffUtc } from '~/lib/london-time';
import { auditGroups, isAuditAction, listGroupActions, type AuditGroup } from './audit-actions';
import type { AuditAction } from './audit.server';

/**
 * The audit screen's filters as its GET form writes them in the address, so a view can be
 * shared: `?action=refusals&staff=sam&from=2025-10-01&to=2025-10-31&target=/login`, plus
 * `before=ID` (older than an event) or `after=ID` (newer than one) for the page.
 */
export interface AuditFilter {
  /** A group ('refusals') or one action ('login.failure'). */
  action: AuditGroup | AuditAction | null;
  /** A staff member's username. */
  staff: string | null;
  /** First UK date, inclusive. */
  from: string | null;
  /** Last UK date, inclusive. */
  to: string | null;
  /** Part of the target's id: a fixture id, a username, a path. */
  target: string | null;
}

/** Where a page starts: older than one event, newer than one, or the newest. */
export type AuditCursor = { before: number } | { after: number } | null;

export interface AuditQuery {
  filter: AuditFilter;
  cursor: AuditCursor;
  /** The labels of parameters left out because they did not pass, e.g. ['From']. */
  ignored: string[];
}

/** How many events one page lists. */
export const auditPageSize = 50;
/** The longest target text; what is longer is refused, not cut. */
export const maxTargetText = 100;

const filterKeys = ['action', 'staff', 'from', 'to', 'target'] as const;

/** The form's labels, for naming a parameter that was left out. */
export const auditFilterLabels: Record<(typeof filterKeys)[number] | 'before' | 'after', string> = {
  action: 'Kind',
  staff: 'Staff member',
  from: 'From',
  to: 'To',
  target: 'Target',
  before: 'Older than',
  after: 'Newer than',
};

const isoDate = z.string().refine(isValidIsoDate);
const eventId = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);

const auditParamSchema = z.object({
  action: z
    .string()
    .refine(
      (value): value is AuditGroup | AuditAction =>
        auditGroups.some((group) => group.id === value) || isAuditAction(value),
    ),
  staff: z.string().regex(/^[a-z0-9][a-z0-9._@-]{0,63}$/),
  from: isoDate,
  to: isoDate,
  target: z.string().trim().min(1).max(maxTargetText),
  before: eventId,
  after: eventId,
});

type Params = Partial<z.infer<typeof auditParamSchema>>;

/**
 * Reads the audit screen's address. Never throws: a value that does not pass is left out and
 * named, so a mistyped or hand-edited address still shows a page. Empty parameters count as
 * absent (a GET form sends every field); a range given backwards is turned round; `before` wins
 * over `after` when both are given.
 * @example parseAuditQuery(new URLSearchParams('action=refusals&from=2025-10-31&to=2025-10-01&before=x'))
 * // { filter: { action: 'refusals', from: '2025-10-01', to: '2025-10-31', … }, cursor: null, ignored: ['Older than'] }
 */
export function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const read: Params = {};
  const ignored: string[] = [];
  for (const key of Object.keys(auditParamSchema.shape) as (keyof Params)[]) {
    const value = params.get(key);
    if (value === null || value.trim() === '') continue;
    const parsed = auditParamSchema.shape[key].safeParse(value);
    if (parsed.success) Object.assign(read, { [key]: parsed.data });
    else ignored.push(auditFilterLabels[key]);
  }
  let { from = null, to = null } = read;
  if (from && to && to < from) [from, to] = [to, from];
  if (read.before !== undefined && read.after !== undefined) ignored.push(auditFilterLabels.after);
  return {
    filter: {
      action: read.action ?? null,
      staff: read.staff ?? null,
      from,
      to,
      target: read.target ?? null,
    },
    cursor:
      read.before !== undefined
        ? { before: read.before }
        : read.after !== undefined
          ? { after: read.after }
          : null,
    ignored,
  };
}

/** True when any filter is set. */
export function isAuditFiltering(filter: AuditFilter): boolean {
  return filterKeys.some((key) => filter[key] !== null);
}

/**
 * The address of a page of events for these filters (the pager's links).
 * @example auditSearch({ ...noAuditFilter, action: 'refusals' }, { before: 120 }) // '?action=refusals&before=120'
 */
export function auditSearch(filter: AuditFilter, cursor: AuditCursor = null): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filter[key];
    if (value !== null) params.set(key, value);
  }
  if (cursor) {
    const [key, id] = 'before' in cursor ? ['before', cursor.before] : ['after', cursor.after];
    params.set(key, String(id));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** No filter set. */
export const noAuditFilter: AuditFilter = {
  action: null,
  staff: null,
  from: null,
  to: null,
  target: null,
};

/**
 * The actions a filter's kind stands for: a group's, one action, or null for every action.
 * @example actionsOf('sign-in') // ['login.success', 'login.failure', …]
 */
export function actionsOf(kind: AuditFilter['action']): AuditAction[] | null {
  if (kind === null) return null;
  return isAuditAction(kind) ? [kind] : listGroupActions(kind);
}

/**
 * The UTC instants a UK date range covers: from the first day's midnight to the midnight after
 * the last, each null when open.
 * @example utcRangeOf({ from: '2025-07-01', to: '2025-07-01' }) // { since: '2025-06-30T23:00:00.000Z', until: '2025-07-01T23:00:00.000Z' }
 */
export function utcRangeOf({ from, to }: Pick<AuditFilter, 'from' | 'to'>): {
  since: string | null;
  until: string | null;
} {
  return {
    since: from === null ? null : toKickoffUtc(from, '00:00'),
    until: to === null ? null : toKickoffUtc(addDaysToIsoDate(to, 1), '00:00'),
  };
}
