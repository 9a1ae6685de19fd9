// The session cookie (docs/security.md R11). On https it is `__Host-session`: Secure, Path=/, no
// Domain, so no other (sub)domain can set or read it. Browsers refuse `__Host-` without Secure,
// which http cannot have, so local development and the test server use `kickoff_session`. The
// page cache never answers a request carrying the site's one (server/page-cache.ts).

export const secureSessionCookieName = '__Host-session';
export const insecureSessionCookieName = 'kickoff_session';

function isHttps(siteUrl: string): boolean {
  return new URL(siteUrl).protocol === 'https:';
}

/**
 * The session cookie's name for a site.
 * @example sessionCookieName('https://kickoff.tv') // '__Host-session'
 */
export function sessionCookieName(siteUrl: string): string {
  return isHttps(siteUrl) ? secureSessionCookieName : insecureSessionCookieName;
}

function attributes(siteUrl: string): string {
  // No Max-Age: the cookie ends with the browser session; the server ends it after 30 min idle
  // or 12 h at the latest either way.
  return isHttps(siteUrl)
    ? 'Path=/; HttpOnly; Secure; SameSite=Lax'
    : 'Path=/; HttpOnly; SameSite=Lax';
}

/**
 * The Set-Cookie value that hands a browser its session token.
 * @example serializeSessionCookie('https://kickoff.tv', token)
 * // '__Host-session=<token>; Path=/; HttpOnly; Secure; SameSite=Lax'
 */
export function serializeSessionCookie(siteUrl: string, token: string): string {
  return `${sessionCookieName(siteUrl)}=${token}; ${attributes(siteUrl)}`;
}

/** The Set-Cookie value that makes a browser forget its session cookie. */
export function clearSessionCookie(siteUrl: string): string {
  return `${sessionCookieName(siteUrl)}=; ${attributes(siteUrl)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/**
 * The session token from a request's Cookie header, or null. Only the site's own cookie name
 * counts; the value is returned as sent (the session lookup checks its shape).
 */
export function readSessionToken(request: Request, siteUrl: string): string | null {
  return readCookie(request.headers.get('Cookie'), sessionCookieName(siteUrl));
}

/**
 * The value of the cookie of exactly this name in a Cookie header, or null when there is none or
 * it is empty (a pair without `=` names no cookie).
 * @example readCookie('theme=dark; __Host-session=abc', '__Host-session') // 'abc'
 */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index === -1 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    return value === '' ? null : value;
  }
  return null;
}
