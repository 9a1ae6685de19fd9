import { AuditEvents, AuditPager } from '~/features/audit/admin/audit-events';
import { AuditFilterForm } from '~/features/audit/admin/audit-filter-form';
import { isAuditFiltering, parseAuditQuery } from '~/features/audit/audit-filter';
import { listAuditPage, listAuditStaff } from '~/features/audit/audit-trail.server';
import { adminOnlyMiddleware, requireStaff } from '~/features/auth/guard.server';
import { AdminHeading } from '~/features/navigation/admin-sections';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/audit';

// Administrators only: an editor is refused (403, audited) before the loader runs.
export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];

// The audit trail, newest first, a page at a time; the filters and the page are in the address.
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(appContext);
  const query = parseAuditQuery(new URL(request.url).searchParams);
  const [page, staff] = await Promise.all([listAuditPage(db, query), listAuditStaff(db)]);
  return { ...page, ...query, staff };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Audit trail | Kickoff TV' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AuditTrail({ loaderData }: Route.ComponentProps) {
  const { rows, filter, cursor, ignored, staff, newerAfter, olderBefore } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <AdminHeading current="management" />
      <section aria-labelledby="audit-trail" className="card mt-6">
        <h2 id="audit-trail" className="text-lg font-bold">
          Audit trail
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Sign-ins, refusals and every change staff made, newest first. Times are UK time.
        </p>
        <AuditFilterForm key={JSON.stringify(filter)} filter={filter} staff={staff} />
        {ignored.length > 0 && (
          <p role="status" className="mt-3 text-sm font-semibold">
            Left out, as they could not be read: {ignored.join(', ')}.
          </p>
        )}
        <AuditEvents rows={rows} filtering={isAuditFiltering(filter)} />
        <AuditPager
          filter={filter}
          cursor={cursor}
          newerAfter={newerAfter}
          olderBefore={olderBefore}
        />
      </section>
    </main>
  );
}
