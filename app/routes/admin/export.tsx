import { adminOnlyMiddleware, requireStaff } from '~/features/auth/guard.server';
import { canDownloadBackup } from '~/features/data-export/downloads.server';
import {
  ArticleExports,
  BackupDownload,
  FixtureExports,
} from '~/features/data-export/export-sections';
import { AdminHeading } from '~/features/navigation/admin-sections';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/export';

// Administrators only: an editor is refused (403, audited) before the loader runs.
export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return { backupOffered: await canDownloadBackup(context.get(appContext).db) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Export and backup | Kickoff TV' },
  { name: 'robots', content: 'noindex, nofollow' },
];

// Export and backup: the site's data as files, each download written to the audit trail.
export default function ExportAndBackup({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <AdminHeading current="management" />
      <h2 className="mt-6 text-xl font-bold">Export and backup</h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Download the site&rsquo;s data as files. Each download is recorded in the audit trail.
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <FixtureExports />
        <ArticleExports />
        <BackupDownload offered={loaderData.backupOffered} />
      </div>
    </main>
  );
}
