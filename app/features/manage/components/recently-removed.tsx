import { useFetcher } from 'react-router';
import { formatLongDate, ukDateTime } from '~/lib/london-time';
import type { clientAction } from '~/routes/admin/removed-item';
import { useFormReply } from '~/ui/use-form-reply';
import type { RemovedItem } from '~/features/manage/removed-items.server';

/**
 * Recently removed (the Fixtures tab): what Delete, Clear Date and Discard took away this week,
 * newest first, each with a Restore that is a plain POST form.
 */
export function RecentlyRemoved({ items }: { items: readonly RemovedItem[] }) {
  const restorer = useFetcher<typeof clientAction>();
  const restoring = restorer.state !== 'idle' ? restorer.formAction : null;

  useFormReply(restorer);

  return (
    <section aria-labelledby="recently-removed" className="card">
      <h2 id="recently-removed" className="text-lg font-bold">
        Recently removed
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Deleted fixtures, cleared dates and discarded imports can be restored for 7 days.
      </p>
      {items.length === 0 ? (
        <p className="mt-3 text-sm">Nothing removed this week.</p>
      ) : (
        <ul className="mt-3 grid gap-2 text-sm">
          {items.map((item) => {
            const action = `/admin/removed/${item.id}`;
            return (
              <li
                key={item.id}
                className="flex items-start justify-between gap-2 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{item.label}</p>
                  <p className="text-slate-600 dark:text-slate-400">
                    Removed {formatRemoved(item.removedAt)}
                    {item.removedBy ? ` by ${item.removedBy}` : ''}
                  </p>
                </div>
                <restorer.Form method="post" action={action} className="shrink-0">
                  <button
                    type="submit"
                    className="button-quiet px-2 py-1 text-xs"
                    aria-label={`Restore ${item.label}`}
                    disabled={restoring === action}
                  >
                    {restoring === action ? 'Restoring...' : 'Restore'}
                  </button>
                </restorer.Form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function formatRemoved(iso: string): string {
  const { date, time } = ukDateTime(new Date(iso));
  return `${formatLongDate(date)} at ${time}`;
}
