import type { Db } from '~/db/create-db.server';
import { recordAudit } from '~/features/audit/audit.server';
import { clearSessionCookie, readSessionToken } from './session-cookie.server';
import { deleteSession } from './sessions.server';

/**
 * Signs the request's browser out (docs/security.md R14): deletes its session row, audits `logout`,
 * and returns the headers for the response: Set-Cookie expiring the session cookie and
 * `Clear-Site-Data: "cookies", "storage"`. Harmless without a session (still clears the cookie).
 * @example throw redirect('/login', { headers: await endSession(db, request, siteUrl, { ip, now }) })
 */
export async function endSession(
  db: Db,
  request: Request,
  siteUrl: string,
  options: { ip?: string | null; now?: Date } = {},
): Promise<Headers> {
  // The session's end and its audit row commit together.
  await db.transaction().execute(async (trx) => {
    const ended = await deleteSession(trx, readSessionToken(request, siteUrl));
    if (!ended) return;
    await recordAudit(trx, {
      at: options.now ?? new Date(),
      actorUserId: ended.userId,
      ip: options.ip ?? null,
      action: 'logout',
      targetType: 'session',
      targetId: ended.sessionId,
    });
  });
  const headers = new Headers();
  headers.append('Set-Cookie', clearSessionCookie(siteUrl));
  headers.set('Clear-Site-Data', '"cookies", "storage"');
  return headers;
}
