import { Link } from 'react-router';
import type { AuditRow } from '~/features/audit/audit-actions';
import { auditSearch, type AuditCursor, type AuditFilter } from '~/features/audit/audit-filter';
import { auditPath } from './audit-filter-form';

// Below the md breakpoint (a phone) each row is a card: the phrase first, then the other cells,
// each named by its column (data-label), so nothing scrolls sideways. From md up, a table.
const card = 'max-md:grid max-md:gap-1 max-md:py-3';
const cell = 'max-md:block max-md:p-0';
const labelled = `${cell} max-md:before:mr-1 max-md:before:text-xs max-md:before:text-slate-600 max-md:before:content-[attr(data-label)_':'] dark:max-md:before:text-slate-400`;

/**
 * The audit events of one page, newest first: when (UK time; the UTC instant in the `datetime`
 * and the tooltip), who, what, its target and the client address.
 */
export function AuditEvents({
  rows,
  filtering,
}: {
  rows: readonly AuditRow[];
  filtering: boolean;
}) {
  if (rows.length === 0)
    return (
      <p className="empty mt-4">
        {filtering ? 'No events match these filters.' : 'Nothing has been audited yet.'}
      </p>
    );
  return (
    <table className="admin-table mt-4 max-md:block">
      <caption className="sr-only">Audit events, newest first</caption>
      <thead className="max-md:sr-only">
        <tr>
          <th scope="col">When (UK)</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Target</th>
          <th scope="col">From</th>
        </tr>
      </thead>
      <tbody className="max-md:block">
        {rows.map((row) => (
          <tr key={row.id} className={card}>
            <td className={`whitespace-nowrap tabular-nums ${cell}`}>
              <time dateTime={row.atUtc} title={`${row.atUtc} (UTC)`}>
                {row.whenUk}
              </time>
            </td>
            <td data-label="Who" className={labelled}>
              <span className={row.staff ? 'font-semibold' : 'text-slate-600 dark:text-slate-400'}>
                {row.who}
              </span>
            </td>
            <td className={`max-md:order-first ${cell}`}>
              <span className="font-semibold">{row.what}</span>
              {row.detail && (
                <span className="block text-slate-600 dark:text-slate-400">{row.detail}</span>
              )}
            </td>
            <td data-label="Target" className={labelled}>
              {row.targetId === null ? (
                <span className="text-slate-600 dark:text-slate-400">{row.targetType ?? '—'}</span>
              ) : (
                <>
                  {row.targetType && (
                    <span className="text-slate-600 dark:text-slate-400">{row.targetType} </span>
                  )}
                  <code className="text-xs">{row.targetId}</code>
                </>
              )}
            </td>
            <td data-label="From" className={`tabular-nums ${labelled}`}>
              {row.ip ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Newer and Older pages, and the way back to the newest; nothing when there is one page. */
export function AuditPager({
  filter,
  cursor,
  newerAfter,
  olderBefore,
}: {
  filter: AuditFilter;
  cursor: AuditCursor;
  newerAfter: number | null;
  olderBefore: number | null;
}) {
  if (cursor === null && olderBefore === null) return null;
  const href = (to: AuditCursor) => `${auditPath}${auditSearch(filter, to)}`;
  return (
    <nav aria-label="Pages of the audit trail" className="mt-4 flex flex-wrap items-center gap-2">
      {cursor !== null && (
        <Link to={href(null)} className="button-quiet px-3">
          « Newest
        </Link>
      )}
      {newerAfter !== null && (
        <Link to={href({ after: newerAfter })} className="button-quiet px-3" rel="prev">
          ‹ Newer
        </Link>
      )}
      {olderBefore !== null && (
        <Link to={href({ before: olderBefore })} className="button-quiet px-3" rel="next">
          Older ›
        </Link>
      )}
    </nav>
  );
}
