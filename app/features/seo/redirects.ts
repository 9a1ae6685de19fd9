/**
 * Redirect aliases (docs/product.md, "Redirect aliases"), answered with 301s, written as data. Old
 * addresses and guessed ones reach the page they meant instead of a 404, in one hop.
 */
import { dayViewPaths } from '~/features/schedule/day-views';

/**
 * Fixed aliases, matched case-insensitively on the whole path (after a trailing slash). /teams is
 * not one: the menus link it as a page, the teams directory, so it is served, not redirected.
 */
const aliases: Readonly<Record<string, string>> = {
  '/schedule.html': '/schedule',
  '/schedules': '/schedule',
  '/fixtures': '/schedule',
  '/matches': '/schedule',
  '/today': dayViewPaths.today,
  '/live': dayViewPaths.today,
  '/tv-guide': '/football-tv-guide',
  '/guide': '/football-tv-guide',
  '/free': '/free-to-air-tv',
  '/subscription': '/subscription-tv',
  '/competitions.html': '/competitions',
  '/leagues': '/competitions',
  '/privacy': '/cookie-policy',
  '/privacy-policy': '/cookie-policy',
  '/terms': '/cookie-policy',
};

// Any /login sub-path is forced to /login.
const loginSubPath = /^\/login\/./i;

// Paths containing /channel/, /tv/ or /watch/, and /match, /fixture or /game: a marker starts a
// path segment. Matched case-insensitively, like the aliases.
const channelMarker = /\/(?:channel|tv|watch)\//i;
const matchMarker = /\/(?:match|fixture|game)/i;
const canonicalChannel = /^\/channel\/[^/]+$/;
const matchToken = /[A-Za-z0-9]{8,}/g;

/**
 * First segments whose pages have slugs or files of their own: a news slug such as
 * `match-report-...` or a hashed asset such as `/assets/match-Bq3xYz9K.js` must never be read
 * as an old match address. The pattern rules (channel, match) skip these sections.
 */
const ownSections = new Set(['admin', 'api', 'assets', 'blog', 'calendar', 'feeds', 'news']);

// Refused outright: browsers drop tabs and line breaks from URLs (`/\t/evil.com` would become
// `//evil.com`), and a line break in a Location header would split the response.
const controlCharacters = /\p{Cc}/u;

/**
 * Where an old or alias address now lives (aliases, /login sub-paths and dropping a trailing
 * slash), or null when the path should be served or 404 as it is. The query string is kept on every
 * rule: match addresses need it, and elsewhere it carries `?search=`, `redirectTo=` and campaign
 * tags that would otherwise be lost.
 *
 * For match addresses the token is the last alphanumeric run of 8+ characters after the
 * marker (`/fixtures/arsenal-v-chelsea/a1b2c3d4e5` -> `a1b2c3d4e5`: ids come last in old
 * addresses, team names first). The target is always a path on this site starting with one
 * '/', and never the address asked for.
 * @example findRedirect('/fixtures/', '?search=arsenal') // '/schedule?search=arsenal'
 * @example findRedirect('/watch/bbc-one', '') // '/channel/bbc-one'
 * @example findRedirect('/game-centre/a1b2c3d4e5', '') // '/match/a1b2c3d4e5'
 * @example findRedirect('/premier-league', '') // null
 */
export function findRedirect(pathname: string, search: string): string | null {
  if (controlCharacters.test(pathname) || controlCharacters.test(search)) return null;
  const query =
    search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  // One hop: '/schedules/' goes straight to '/schedule', not via '/schedules'.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const target = findTarget(path) ?? (path === pathname ? null : path);
  return target === null ? null : toSafeTarget(target, query, pathname);
}

function findTarget(path: string): string | null {
  const alias = aliases[path.toLowerCase()];
  if (alias !== undefined) return alias;
  if (loginSubPath.test(path)) return '/login';

  const firstSegment = path.split('/')[1]?.toLowerCase() ?? '';
  if (ownSections.has(firstSegment)) return null;
  // Already canonical: /channel/{id} and /match/... are served (or 404) as they are.
  if (canonicalChannel.test(path) || path.startsWith('/match/')) return null;

  if (channelMarker.test(path)) {
    // Old static pages were `/tv/bbc-one.html`; channel ids never contain a dot.
    const lastSegment = (path.split('/').at(-1) ?? '').replace(/\.html?$/i, '');
    return lastSegment === '' ? null : `/channel/${lastSegment}`;
  }
  const marker = matchMarker.exec(path);
  if (marker !== null) {
    const afterMarker = path.slice(marker.index + marker[0].length);
    const token = afterMarker.match(matchToken)?.at(-1);
    if (token !== undefined) return `/match/${token}`;
  }
  return null;
}

/** The redirect target on this site, or null when it would be the address asked for. */
function toSafeTarget(path: string, query: string, pathname: string): string | null {
  // Browsers read a leading '//' or '/\' as another host: keep a single leading slash.
  const onSite = path.replace(/^[/\\]+/, '/');
  if (!onSite.startsWith('/')) return null;
  const target = `${onSite}${query}`;
  return target === `${pathname}${query}` ? null : target;
}
