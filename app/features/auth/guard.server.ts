import {
  createContext,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router';
import { recordAudit } from '~/features/audit/audit.server';
import { recordRefusal } from '~/features/audit/refusal-audit.server';
import type { StaffChange } from '~/features/audit/staff-change.server';
import { appContext } from '~/lib/app-context';
import { clearSessionCookie, readSessionToken } from './session-cookie.server';
import { validateSession, type SignedInSession } from './sessions.server';
import type { StaffUser } from './users.server';

/** The signed-in staff member; set by staffMiddleware for everything under the admin layout. */
export const staffContext = createContext<StaffUser | null>(null);

/** The signed-in session itself (its id and when its owner last confirmed who they are). */
export const signedInContext = createContext<SignedInSession | null>(null);

/** The `notice` query value that makes /login show "Authentication required". */
export const authRequiredNotice = 'auth-required';

/**
 * Where to send a visitor the guard turned away: /login, with the page they asked for.
 * @example loginRedirectPath('/admin/fixtures', '?date=2025-11-01')
 * // '/login?redirectTo=%2Fadmin%2Ffixtures%3Fdate%3D2025-11-01&notice=auth-required'
 */
export function loginRedirectPath(pathname: string, search: string): string {
  return `/login?redirectTo=${encodeURIComponent(pathname + search)}&notice=${authRequiredNotice}`;
}

/**
 * The admin layout's guard (docs/security.md R16), deny by default: a valid session (R13 idle and
 * absolute timeouts, checked on every request) puts its staff member in staffContext. Otherwise a
 * GET or HEAD (a page, or React Router's `.data` request for one) is redirected to
 * /login?redirectTo=...&notice=auth-required, and any other method gets 401. A stale cookie is
 * cleared on the way.
 */
export const staffMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const { request, context } = args;
  const { db, siteUrl, now, clientIp } = context.get(appContext);
  const token = readSessionToken(request, siteUrl);
  const session = await validateSession(db, token, now());
  if (session) {
    context.set(staffContext, session.user);
    context.set(signedInContext, session);
    return next();
  }
  const headers = new Headers();
  if (token !== null) headers.append('Set-Cookie', clearSessionCookie(siteUrl));
  if (request.method === 'GET' || request.method === 'HEAD') {
    // React Router hands middleware the page's URL (no `.data`, no `_routes`); strip them anyway
    // should a future flag pass the raw request URL through.
    const url = new URL(args.url ?? request.url);
    const pathname = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
    url.searchParams.delete('_routes');
    url.searchParams.delete('index');
    throw redirect(loginRedirectPath(pathname, url.search), { headers });
  }
  // A change nobody signed in for: often a session that ended, else someone probing. Anyone can
  // send one, so it is audited within the bound of recordRefusal.
  await recordRefusal(db, {
    at: now(),
    actorUserId: null,
    ip: clientIp,
    action: 'authz.denied',
    targetType: 'route',
    targetId: new URL(request.url).pathname,
    details: { method: request.method, session: token === null ? 'none' : 'ended' },
  });
  throw new Response('Authentication required', { status: 401, headers });
};

/** The signed-in session for a loader or action under the admin layout (401 if none). */
export function requireSession(context: Readonly<RouterContextProvider>): SignedInSession {
  const session = context.get(signedInContext);
  if (!session) throw new Response('Authentication required', { status: 401 });
  return session;
}

/**
 * The staff member for a loader or action under the admin layout. Throws a 401 Response if
 * there is none (which staffMiddleware makes impossible; this is defence in depth).
 */
export function requireStaff(context: Readonly<RouterContextProvider>): StaffUser {
  const staff = context.get(staffContext);
  if (!staff) throw new Response('Authentication required', { status: 401 });
  return staff;
}

/** What an editor is told when they reach an administrator's screen or action. */
export const adminOnlyMessage = 'Only an administrator can do this.';

/**
 * The guard of every administrator-only route (accounts, catalogue, sessions of others, audit,
 * exports, settings), mounted as the route's own middleware after staffMiddleware: an editor's
 * request, page or change, gets 403 and an `authz.denied` audit row, and nothing runs.
 * @example export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];
 */
export const adminOnlyMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const staff = requireStaff(args.context);
  if (staff.role === 'admin') return next();
  const { db, now, clientIp } = args.context.get(appContext);
  await recordAudit(db, {
    at: now(),
    actorUserId: staff.id,
    ip: clientIp,
    action: 'authz.denied',
    targetType: 'route',
    targetId: new URL(args.request.url).pathname,
    details: { method: args.request.method, role: staff.role },
  });
  throw new Response(adminOnlyMessage, { status: 403 });
};

/**
 * An admin action's change context: the signed-in staff member (as requireStaff), the request's
 * address and clock, and the services a change touches.
 * @example const change = requireStaffChange(context); await removeFixture(change, id)
 */
export function requireStaffChange(context: Readonly<RouterContextProvider>): StaffChange {
  const staff = requireStaff(context);
  const { db, now, clientIp, invalidatePages, siteUrl } = context.get(appContext);
  return { db, at: now(), actorUserId: staff.id, ip: clientIp, invalidatePages, siteUrl };
}

/**
 * The signed-in staff member, or null, for pages outside the admin layout (the login page sends
 * a signed-in visitor on). Validates the session cookie like the guard does.
 */
export async function getStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StaffUser | null> {
  const known = context.get(staffContext);
  if (known) return known;
  const { db, siteUrl, now } = context.get(appContext);
  const session = await validateSession(db, readSessionToken(request, siteUrl), now());
  return session?.user ?? null;
}

const base = 'http://kickoff.invalid';

/**
 * A `redirectTo` value made safe to redirect to: a path on this site, never another origin
 * (`//evil.com`, `/\evil.com`, `https://...`, `javascript:`) and never /login itself (a loop).
 * Anything else gives the fallback.
 * @example safeRedirectPath('/admin/fixtures?date=2025-11-01') // '/admin/fixtures?date=2025-11-01'
 * @example safeRedirectPath('//evil.com') // '/admin'
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/admin'): string {
  if (!value || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // Browsers read "\" as "/" and drop tabs and newlines, which turn "/\evil.com" into "//evil.com".
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u0020\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const path = url.pathname + url.search + url.hash;
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  if (/^\/login(\/|$)/i.test(url.pathname)) return fallback;
  return path;
}
