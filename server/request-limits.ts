import type { RequestHandler } from 'express';
import type { Db } from '~/db/create-db.server';
import { recordRefusal } from '~/features/audit/refusal-audit.server';
import { shareLinkLimits, sharePath } from '~/features/share/share-link.server';
import { isStaffPath } from '~/lib/page-caching';

const kib = 1024;
const mib = 1024 * kib;

/** Every request body not named below: sign-in, logout, and anything else a form posts. */
export const defaultBodyLimit = 100 * kib;
/**
 * The staff dashboard and an import's review take a pasted listing of up to 1 MiB of characters
 * (docs/security.md R21), up to four bytes each in UTF-8. The review itself stays on the server
 * (decision 0012).
 */
export const dashboardBodyLimit = 4 * mib;
/** Other staff routes: an article of up to 200 KB of Markdown, percent-encoded by the browser. */
export const staffBodyLimit = mib + 64 * kib;

/**
 * The page a request is for, as the router sees it: React Router serves `/x` both as a document
 * and as its data request `/x.data` (`/_root.data` for `/`), so both get the same rules.
 * @example routePathOf('/admin.data') // '/admin'
 */
export function routePathOf(path: string): string {
  const page = path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
  return (page === '/_root' ? '/' : page).toLowerCase().replace(/\/+$/, '') || '/';
}

/** The largest body a request to this path may carry. */
export function bodyLimitOf(path: string): number {
  const route = routePathOf(path);
  if (route === '/admin' || /^\/admin\/imports\/[^/]+$/.test(route)) return dashboardBodyLimit;
  if (route.startsWith('/admin/')) return staffBodyLimit;
  return defaultBodyLimit;
}

/** What every browser, proxy and CDN passes in a request's address. */
export const defaultUrlLimit = 2048;

/**
 * The longest address a request to this path may have: a shared list travels in the address
 * of the page that reads it, which takes up to its own limit and a little for the rest.
 */
export function urlLimitOf(path: string): number {
  return routePathOf(path) === sharePath ? shareLinkLimits.urlChars + 192 : defaultUrlLimit;
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const allowedMethods = new Set(['GET', 'HEAD', 'OPTIONS', ...bodyMethods]);
// Forms are the only way the site sends data (R18: a mutation with another body type is refused).
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Refuses what no page of ours sends, before the app reads a byte: unknown methods (405),
 * addresses longer than any link of ours (414: each would otherwise be a page render the page
 * cache never sees again), request bodies without a declared length (411) or over the route's
 * limit (413), and bodies that are not forms (415).
 */
export const requestLimits: RequestHandler = (req, res, next) => {
  if (!allowedMethods.has(req.method)) {
    res
      .status(405)
      .set('Allow', [...allowedMethods].join(', '))
      .type('text')
      .send('Method Not Allowed');
    return;
  }
  if (req.originalUrl.length > urlLimitOf(req.path)) {
    res.status(414).type('text').send('URI Too Long');
    return;
  }
  if (!bodyMethods.has(req.method)) return next();

  const declared = req.headers['content-length'];
  if (declared === undefined) {
    res.status(411).type('text').send('Length Required');
    return;
  }
  if (!/^\d+$/.test(declared) || Number(declared) > bodyLimitOf(req.path)) {
    res.status(413).set('Connection', 'close').type('text').send('Payload Too Large');
    return;
  }
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (Number(declared) > 0 && !formTypes.some((form) => type.startsWith(form))) {
    res.status(415).type('text').send('Unsupported Media Type');
    return;
  }
  next();
};

/** What requestLimits answers when it refuses a request. */
const refusalStatuses = new Set([405, 411, 413, 414, 415]);

/**
 * Audits (request.refused) what the request limits refuse on a staff or sign-in address. Nobody
 * is known that early, so anyone can cause one: they are kept within recordRefusal's bound, and
 * written once the answer has gone, so a refusal is not slowed by its row. Refusals elsewhere
 * concern no staff action and are left to the access log.
 */
export function auditStaffRefusals(db: Db): RequestHandler {
  return (req, res, next) => {
    if (isStaffPath(req.path)) {
      res.once('finish', () => {
        if (!refusalStatuses.has(res.statusCode)) return;
        recordRefusal(db, {
          at: new Date(),
          actorUserId: null,
          ip: req.ip ?? req.socket.remoteAddress ?? '',
          action: 'request.refused',
          targetType: 'path',
          targetId: routePathOf(req.path),
          details: { status: res.statusCode, method: req.method.slice(0, 20) },
        }).catch((error: unknown) => req.log.warn({ err: error }, 'refusal not audited'));
      });
    }
    next();
  };
}
