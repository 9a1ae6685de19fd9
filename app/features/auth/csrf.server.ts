import type { MiddlewareFunction } from 'react-router';
import { recordRefusal } from '~/features/audit/refusal-audit.server';
import { appContext } from '~/lib/app-context';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export type CsrfVerdict =
  { ok: true } | { ok: false; reason: 'cross-site-fetch' | 'foreign-origin' | 'no-origin' };

/**
 * Whether a request may change anything (docs/security.md R19): safe methods always may; any other
 * method needs `Sec-Fetch-Site: same-origin` when the browser sends Fetch Metadata, otherwise an
 * `Origin` equal to the site's origin. A request with neither is refused.
 * @example checkCsrf(new Request(url, { method: 'POST', headers: { Origin: 'https://evil.example' } }), 'https://kickoff.tv')
 * // { ok: false, reason: 'foreign-origin' }
 */
export function checkCsrf(request: Request, siteUrl: string): CsrfVerdict {
  if (safeMethods.has(request.method.toUpperCase())) return { ok: true };
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  if (fetchSite !== null) {
    return fetchSite === 'same-origin' ? { ok: true } : { ok: false, reason: 'cross-site-fetch' };
  }
  const origin = request.headers.get('Origin');
  if (origin === null) return { ok: false, reason: 'no-origin' };
  return origin === new URL(siteUrl).origin
    ? { ok: true }
    : { ok: false, reason: 'foreign-origin' };
}

/**
 * Root middleware: refuses a cross-site write with 403 before any action runs, and audits it as
 * csrf.rejected (anyone can send one: within the bound of recordRefusal). It is the one check:
 * React Router's own action-origin check is opened to every origin (react-router.config.ts), as
 * it would answer a foreign Origin first with a bare 400 that nobody audits.
 */
export const csrfMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = context.get(appContext);
  const verdict = checkCsrf(request, services.siteUrl);
  if (verdict.ok) return next();
  await recordRefusal(services.db, {
    at: services.now(),
    actorUserId: null,
    ip: services.clientIp,
    action: 'csrf.rejected',
    targetType: 'path',
    targetId: new URL(request.url).pathname,
    details: {
      method: request.method,
      reason: verdict.reason,
      secFetchSite: request.headers.get('Sec-Fetch-Site')?.slice(0, 40) ?? null,
      origin: request.headers.get('Origin')?.slice(0, 200) ?? null,
    },
  });
  throw new Response('Forbidden', { status: 403 });
};
