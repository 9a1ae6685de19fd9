import { data } from 'react-router';
import { adminOnlyMiddleware, requireStaff } from '~/features/auth/guard.server';
import { buildDownloadHeaders, prepareDownload } from '~/features/data-export/downloads.server';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/export-file';

// A backup holds the staff accounts' password hashes and the exports unpublished articles:
// administrators only (docs/security.md R17).
export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];

/** One file of Export and backup, saved by the browser; 400 or 404 with why it cannot be. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { db, now, clientIp } = context.get(appContext);
  const result = await prepareDownload(
    { db, at: now(), actorUserId: staff.id, ip: clientIp },
    params.file,
    new URL(request.url).searchParams,
  );
  if (!result.ok) throw data(result.message, { status: result.status });
  return new Response(result.download.body, { headers: buildDownloadHeaders(result.download) });
}
