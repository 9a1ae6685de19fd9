import { formatShortDate, ukDateTime } from '~/lib/london-time';
import type { AuditAction, AuditEntry } from './audit.server';

/** The kinds of event the audit screen filters by. */
export const auditGroups = [
  { id: 'sign-in', label: 'Sign-in & sessions' },
  { id: 'accounts', label: 'Accounts' },
  { id: 'refusals', label: 'Refusals' },
  { id: 'content', label: 'Content' },
] as const;

export type AuditGroup = (typeof auditGroups)[number]['id'];

type Details = Record<string, unknown>;

interface ActionInfo {
  group: AuditGroup;
  /** What happened, as a phrase: 'Fixture edited'. */
  label: string;
  /** The phrase when the details say more ('Sign-in refused (wrong password)'). */
  phrase?: (details: Details) => string;
  /** The key facts; by default the details' plain values ('count: 3'). */
  detail?: (details: Details) => string | null;
}

/**
 * Every audited action, its group and how it reads: the one place that says so. A new action in
 * `AuditAction` fails the type check until it is named here.
 */
export const auditActions = {
  'login.success': { group: 'sign-in', label: 'Signed in', detail: () => null },
  'login.failure': {
    group: 'sign-in',
    label: 'Sign-in refused',
    phrase: (d) => `Sign-in refused (${failureReasons[String(d.reason)] ?? 'refused'})`,
    detail: (d) => usernameOf(d),
  },
  'login.locked': {
    group: 'sign-in',
    label: 'Sign-in locked',
    detail: (d) => join([usernameOf(d), scopeOf(d.scope), waitOf(d.retryAfterSeconds)]),
  },
  logout: { group: 'sign-in', label: 'Signed out' },
  'mfa.success': { group: 'sign-in', label: 'Second factor accepted' },
  'mfa.failure': { group: 'sign-in', label: 'Second factor refused' },
  'mfa.enrolled': { group: 'sign-in', label: 'Two-factor sign-in set up' },
  'mfa.removed': { group: 'sign-in', label: 'Two-factor sign-in removed' },
  'recovery_codes.renewed': { group: 'sign-in', label: 'Recovery codes renewed' },
  'identity.confirmed': { group: 'sign-in', label: 'Password confirmed again' },
  'session.revoked': { group: 'sign-in', label: 'Session ended' },
  'user.created': { group: 'accounts', label: 'Account created' },
  'user.invited': { group: 'accounts', label: 'Staff member invited' },
  'user.disabled': { group: 'accounts', label: 'Account disabled' },
  'user.enabled': { group: 'accounts', label: 'Account re-enabled' },
  'user.role_changed': { group: 'accounts', label: 'Role changed' },
  'password.reset_link': { group: 'accounts', label: 'Password reset link made' },
  'password.changed': { group: 'accounts', label: 'Password changed' },
  'authz.denied': {
    group: 'refusals',
    label: 'Refused (not allowed)',
    phrase: (d) =>
      typeof d.role === 'string' ? 'Refused (administrators only)' : 'Refused (not signed in)',
    detail: (d) =>
      join([
        text(d.method),
        typeof d.role === 'string' ? `as ${d.role}` : null,
        d.session === 'ended' ? 'after the session ended' : null,
      ]),
  },
  'csrf.rejected': {
    group: 'refusals',
    label: 'Refused (sent from another site)',
    detail: (d) =>
      join([
        text(d.method),
        d.origin ? `Origin ${text(d.origin)}` : null,
        d.secFetchSite ? `Sec-Fetch-Site ${text(d.secFetchSite)}` : null,
      ]),
  },
  'ratelimit.hit': {
    group: 'refusals',
    label: 'Refused (too many attempts)',
    phrase: (d) =>
      d.limit === 'sign-in' ? 'Sign-in refused (too many attempts)' : 'Refused (too many attempts)',
    detail: (d) => join([usernameOf(d), waitOf(d.retryAfterSeconds)]),
  },
  'request.refused': {
    group: 'refusals',
    label: 'Request refused',
    phrase: (d) => `Request refused (${refusedStatuses[Number(d.status)] ?? String(d.status)})`,
    detail: (d) => text(d.method),
  },
  'import.drafted': { group: 'content', label: 'Import pasted' },
  'import.draft_changed': { group: 'content', label: 'Import review changed' },
  'import.discarded': { group: 'content', label: 'Import discarded' },
  'import.committed': { group: 'content', label: 'Import saved' },
  'import.rejected': { group: 'content', label: 'Import refused' },
  'fixture.deleted': { group: 'content', label: 'Fixture deleted' },
  'fixture.edited': {
    group: 'content',
    label: 'Fixture edited',
    detail: (d) => {
      const [before, after] = [matchOf(d.old), matchOf(d.new)];
      return before && after && before !== after ? `${before} → ${after}` : after;
    },
  },
  'date.deleted': { group: 'content', label: 'Date cleared' },
  'channel.url_changed': { group: 'content', label: 'Channel links changed', detail: () => null },
  'channel.alias_added': { group: 'content', label: 'Channel alias added' },
  'channel.alias_removed': { group: 'content', label: 'Channel alias removed' },
  'channel.edited': { group: 'content', label: 'Channel edited' },
  'article.created': { group: 'content', label: 'Article created', detail: (d) => text(d.title) },
  'article.updated': { group: 'content', label: 'Article updated', detail: (d) => text(d.title) },
  'article.deleted': { group: 'content', label: 'Article deleted', detail: (d) => text(d.title) },
  'sharelink.created': { group: 'content', label: 'Share link made' },
  'export.downloaded': { group: 'content', label: 'Data exported' },
  'backup.downloaded': { group: 'content', label: 'Database backup downloaded' },
  'removed.restored': {
    group: 'content',
    label: 'Removed item restored',
    detail: (d) => text(d.label),
  },
} satisfies Record<AuditAction, ActionInfo>;

const failureReasons: Record<string, string> = {
  'wrong-password': 'wrong password',
  'unknown-user': 'unknown username',
  disabled: 'account disabled',
};

const throttleScopes: Record<string, string> = {
  user_ip: 'this username from this address',
  ip: 'this address',
  account: 'this account',
};

const refusedStatuses: Record<number, string> = {
  405: 'method not allowed',
  411: 'no length given',
  413: 'too large',
  414: 'address too long',
  415: 'not a form',
};

/** The actions of a group, in the catalogue's order. */
export function listGroupActions(group: AuditGroup): AuditAction[] {
  return (Object.keys(auditActions) as AuditAction[]).filter(
    (action) => auditActions[action].group === group,
  );
}

/** Whether a stored action name is one the catalogue knows. */
export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(auditActions, value);
}

/** One row of the audit screen: every value ready to show. */
export interface AuditRow {
  id: number;
  /** UK wall clock, to the second: 'Thu 30 Oct 2025 12:00:05'. */
  whenUk: string;
  atUtc: string;
  who: string;
  /** False when nobody signed in acted (anonymous, the command line). */
  staff: boolean;
  what: string;
  detail: string | null;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
}

/**
 * An audit entry as the audit screen shows it: who (the staff username; "anonymous" for a
 * request nobody signed in made, "command line" for the CLI, which has no address), what (a
 * phrase and its key facts), when (UK time) and from where.
 * @example toAuditRow({ id: 1, atUtc: '2025-10-30T12:00:05.000Z', actorUserId: null, ip: '192.0.2.7', action: 'login.failure', targetType: 'user', targetId: null, details: { username: 'sam', reason: 'wrong-password' } }, null)
 * // { who: 'anonymous', what: 'Sign-in refused (wrong password)', detail: 'username "sam"', whenUk: 'Thu 30 Oct 2025 12:00:05', … }
 */
export function toAuditRow(entry: AuditEntry, actorName: string | null): AuditRow {
  const info: ActionInfo | undefined = isAuditAction(entry.action)
    ? auditActions[entry.action]
    : undefined;
  const { details } = entry;
  return {
    id: entry.id,
    whenUk: formatUkInstant(entry.atUtc),
    atUtc: entry.atUtc,
    who: whoOf(entry, actorName),
    staff: entry.actorUserId !== null,
    what: info?.phrase?.(details) ?? info?.label ?? entry.action,
    detail: info?.detail ? info.detail(details) : plainValues(details),
    targetType: entry.targetType,
    targetId: entry.targetId,
    ip: entry.ip,
  };
}

function whoOf(entry: AuditEntry, actorName: string | null): string {
  if (entry.actorUserId === null) return entry.ip === null ? 'command line' : 'anonymous';
  return actorName ?? `removed account ${entry.actorUserId}`;
}

/** 'Thu 30 Oct 2025 12:00:05' for an ISO instant (the UK is a whole number of minutes off UTC). */
function formatUkInstant(atUtc: string): string {
  const instant = new Date(atUtc);
  if (Number.isNaN(instant.getTime())) return atUtc;
  const { date, time } = ukDateTime(instant);
  const seconds = String(instant.getUTCSeconds()).padStart(2, '0');
  return `${formatShortDate(date)} ${time}:${seconds}`;
}

const maxDetailChars = 160;

/** The details' top-level plain values, 'count: 3, via: cli'; nested ones are left out. */
function plainValues(details: Details): string | null {
  return join(
    Object.entries(details)
      .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
      .map(([key, value]) => `${key}: ${String(value)}`),
  );
}

function join(parts: readonly (string | null)[]): string | null {
  const kept = parts.filter((part): part is string => part !== null && part !== '');
  if (kept.length === 0) return null;
  const all = kept.join(', ');
  return all.length > maxDetailChars ? `${all.slice(0, maxDetailChars - 1)}…` : all;
}

function text(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

function usernameOf(details: Details): string | null {
  const username = text(details.username);
  return username === null ? null : `username "${username}"`;
}

function scopeOf(scope: unknown): string | null {
  const named = throttleScopes[String(scope)];
  return named ? `for ${named}` : null;
}

function waitOf(seconds: unknown): string | null {
  return typeof seconds === 'number' ? `retry after ${Math.ceil(seconds / 60)} min` : null;
}

/** 'Arsenal v Chelsea, 2025-11-01 15:00' from a fixture's audited fields. */
function matchOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const fixture = value as Details;
  const teams = `${text(fixture.homeTeam) ?? '?'} v ${text(fixture.awayTeam) ?? '?'}`;
  return join([teams, join([text(fixture.date), text(fixture.time)])?.replace(', ', ' ') ?? null]);
}
