// Security headers on every response: pages, the API, feeds, static files and errors alike
// (docs/decisions/0010-security-headers.md). Pages carry their own Content-Security-Policy, made
// from their inline scripts when rendered; everything else gets one under which nothing runs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import onHeaders from 'on-headers';
import { fallbackContentSecurityPolicy } from '~/lib/content-security-policy.server';

/** Browser features no page of ours uses, switched off for the page and anything it embeds. */
export const permissionsPolicy =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()';

/** `/sw.js`'s own policy: it runs no other script and fetches only from this site. */
export const serviceWorkerContentSecurityPolicy = "default-src 'none'; connect-src 'self'";

const baseline = helmet({
  contentSecurityPolicy: false, // set per page when rendered, or the fallback below
  strictTransportSecurity: false, // https only, below
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
});
// Two years, as browsers' preload lists ask; subdomains too, since the site owns its domain.
const strictTransportSecurity = helmet.strictTransportSecurity({
  maxAge: 63_072_000,
  includeSubDomains: true,
});

/** Mount first, so that even refusals (405, 413) and static files carry the headers. */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('Permissions-Policy', permissionsPolicy);
  onHeaders(res, function setFallbackPolicy(this: ServerResponse) {
    // Not on a 304: its headers replace the stored response's (RFC 9111 4.3.4), so a fallback
    // there would take a revalidated page's own policy away and block its scripts and styles.
    if (this.statusCode !== 304 && !this.hasHeader('content-security-policy')) {
      this.setHeader('Content-Security-Policy', fallbackContentSecurityPolicy);
    }
  });
  baseline(req, res, (error?: unknown) => {
    if (error !== undefined) return next(error);
    if (req.secure) strictTransportSecurity(req, res, next);
    else next();
  });
};

const localHost = /^(?:localhost|[^:]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;

/**
 * Plain http on a non-local host redirects to https. Applies when the site's public address is
 * https; the protocol is the proxy's X-Forwarded-Proto when that proxy is trusted. The health check
 * stays on http for load balancers that probe the instance directly.
 * @example httpsRedirect({ url: '/x', headers: { host: 'kickoff.tv' } }, false, 'https://kickoff.tv')
 * // 'https://kickoff.tv/x'
 */
export function httpsRedirect(
  req: Pick<IncomingMessage, 'url' | 'headers'>,
  secure: boolean,
  siteUrl: string,
): string | null {
  if (secure || !siteUrl.startsWith('https://')) return null;
  const url = req.url ?? '/';
  if (/^\/healthz(?:[/?]|$)/i.test(url)) return null;
  if (localHost.test(req.headers.host ?? '')) return null;
  // The site's own origin, never the Host header: a redirect cannot be pointed elsewhere.
  return `${siteUrl}${url.startsWith('/') ? url : '/'}`;
}
