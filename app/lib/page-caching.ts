/**
 * How long a page may be stored, and by whom. Each route declares it (its `headers` export, or
 * its layout's), and every store reads that one declaration: browsers, CDNs, and the server's own
 * page cache, which keeps only pages declared public.
 */

/** The same for every anonymous visitor: a minute in browsers and CDNs, then revalidated. */
export const publicPage = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';

/** A staff or sign-in page: stored by nobody (docs/security.md R27). */
export const privatePage = 'no-store';

/**
 * A public page as a signed-in member of staff is sent it (the host puts this in place of
 * `publicPage`): no shared cache may keep what was rendered for them, and their own browser asks
 * again each time, so they see their changes at once.
 */
export const signedInPage = 'private, no-cache';

/**
 * A route module's `headers` export declaring how its pages are stored; child routes without
 * their own `headers` inherit their layout's.
 * @example export const headers = cachedAs(publicPage);
 */
export function cachedAs(cacheControl: typeof publicPage | typeof privatePage) {
  return () => ({ 'Cache-Control': cacheControl });
}

/**
 * The first path segments of staff and sign-in addresses (app/routes.ts). Everything under them
 * is private, including redirects, resource routes and refusals that no route's `headers` export
 * reaches: the host marks all of it `no-store`, and audits refusals there.
 */
export const staffSections = ['admin', 'login', 'logout', 'join', 'reset-password'] as const;

const staffPath = new RegExp(`^/(?:${staffSections.join('|')})(?:[/.]|$)`, 'i');

/**
 * True for a staff or sign-in address, matched as the router matches: decoded, one slash at a
 * time, any case.
 * @example isStaffPath('/Admin/fixtures') // true
 * @example isStaffPath('/%61dmin') // true
 */
export function isStaffPath(pathname: string): boolean {
  return staffPath.test(pathForMatching(pathname));
}

/** Decoded, one slash at a time: how the router will see the path (it ignores case too). */
function pathForMatching(pathname: string): string {
  if (!/[%\\]|\/\//.test(pathname)) return pathname;
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: match the raw path.
  }
  return decoded.replace(/[\\/]+/g, '/');
}
