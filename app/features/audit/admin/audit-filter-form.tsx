import { Form, Link } from 'react-router';
import { FieldFrame } from '~/ui/form-field';
import { auditActions, auditGroups, listGroupActions } from '~/features/audit/audit-actions';
import {
  auditFilterLabels,
  isAuditFiltering,
  maxTargetText,
  type AuditFilter,
} from '~/features/audit/audit-filter';

/** The audit screen's own address. */
export const auditPath = '/admin/audit';

/**
 * Kind, staff member, date range and target: a plain GET form, so the filters live in the
 * address (a view can be shared) and work without scripts. A new filter starts at the newest
 * events.
 */
export function AuditFilterForm({
  filter,
  staff,
}: {
  filter: AuditFilter;
  staff: readonly { username: string }[];
}) {
  const dateField = 'field min-w-0 px-2';
  return (
    <Form
      method="get"
      action={auditPath}
      role="search"
      aria-label="Filter the audit trail"
      className="mt-4 grid grid-cols-2 gap-3 rounded-lg border border-slate-200 p-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] dark:border-slate-800"
    >
      <FieldFrame label={auditFilterLabels.action} className="col-span-2 min-w-0 lg:col-span-1">
        {(control) => (
          <select {...control} className="field" name="action" defaultValue={filter.action ?? ''}>
            <option value="">Any kind</option>
            {auditGroups.map((group) => (
              <optgroup key={group.id} label={group.label}>
                <option value={group.id}>All: {group.label}</option>
                {listGroupActions(group.id).map((action) => (
                  <option key={action} value={action}>
                    {auditActions[action].label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={auditFilterLabels.staff} className="col-span-2 min-w-0 lg:col-span-1">
        {(control) => (
          <select {...control} className="field" name="staff" defaultValue={filter.staff ?? ''}>
            <option value="">Anyone</option>
            {staff.map(({ username }) => (
              <option key={username} value={username}>
                {username}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={auditFilterLabels.from} className="min-w-0">
        {(control) => (
          <input
            {...control}
            className={dateField}
            type="date"
            name="from"
            defaultValue={filter.from ?? ''}
          />
        )}
      </FieldFrame>
      <FieldFrame label={auditFilterLabels.to} className="min-w-0">
        {(control) => (
          <input
            {...control}
            className={dateField}
            type="date"
            name="to"
            defaultValue={filter.to ?? ''}
          />
        )}
      </FieldFrame>
      <FieldFrame label={auditFilterLabels.target} className="col-span-2 min-w-0 lg:col-span-1">
        {(control) => (
          <input
            {...control}
            className="field"
            type="search"
            name="target"
            maxLength={maxTargetText}
            defaultValue={filter.target ?? ''}
            placeholder="An id, a username, /login"
          />
        )}
      </FieldFrame>
      <div className="col-span-2 flex flex-wrap items-end gap-2 lg:col-span-1">
        <button type="submit" className="button">
          Filter
        </button>
        {isAuditFiltering(filter) && (
          <Link to={auditPath} className="button-quiet">
            Clear filters
          </Link>
        )}
      </div>
    </Form>
  );
}
