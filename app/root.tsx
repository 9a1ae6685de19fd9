import { lazy, Suspense, useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { useAnalyticsAvailable } from '~/features/analytics/analytics-available';
import { csrfMiddleware } from '~/features/auth/csrf.server';
import { loadChannelCatalogue } from '~/features/channels/channel-catalogue.server';
import {
  adoptChannelEdits,
  editedChannelColoursPath,
  getChannelEdits,
} from '~/features/channels/channel-edits';
import { findRedirect } from '~/features/seo/redirects';
import { appContext } from '~/lib/app-context';
import { readPageTime } from '~/lib/page-time';
import { busyMiddleware } from '~/lib/service-busy.server';
import { loadWholePagesWhileOffline, registerServiceWorker } from '~/lib/service-worker';
import { ErrorPage } from '~/ui/error-page';
import { OfflineNotice } from '~/ui/offline-notice';
import { themeInitScript } from '~/ui/theme';
import type { Route } from './+types/root';
import './app.css';
import 'virtual:channel-colours.css';

/** Old and alternative addresses answer with a permanent redirect before any page loads; posts
 * from other sites are refused. */
export const middleware: Route.MiddlewareFunction[] = [
  // First, so it sees every answer: one that failed because the site was busy becomes a 503.
  busyMiddleware,
  ({ request }) => {
    const url = new URL(request.url);
    const target = findRedirect(url.pathname, url.search);
    if (target) throw redirect(target, 301);
  },
  // Every form post must come from this site (docs/security.md R19).
  csrfMiddleware,
  // The channel catalogue as administrators left it, whichever process saved it (decision 0028).
  ({ context }) => loadChannelCatalogue(context.get(appContext).db),
];

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, now, analyticsScript = null } = context.get(appContext);
  const at = readPageTime(now());
  return {
    siteUrl,
    year: at.year,
    asOf: at.asOf,
    now: at.now,
    analyticsScript,
    channelEdits: getChannelEdits(),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: 'Kickoff TV articles',
    href: '/feed.xml',
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const analyticsScript = root?.analyticsScript;
  const editedColours = root?.channelEdits.colours;
  return (
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5d3b" />
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        {/* The operator's analytics (ANALYTICS_SCRIPT): deferred, so it has installed
            window.kickoffAnalytics before the app starts (decision 0018). */}
        {analyticsScript && <script src={analyticsScript} defer />}
        <Meta />
        <Links />
        {/* Chip colours an administrator edited, after the built-in ones (decision 0028). */}
        {editedColours && (
          <link rel="stylesheet" href={`${editedChannelColoursPath}?v=${editedColours}`} />
        )}
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const OperatorAnalytics = lazy(() => import('~/features/analytics/operator-analytics'));

export default function App({ loaderData }: Route.ComponentProps) {
  // Before any page component reads the channel catalogue, as the server's render did.
  adoptChannelEdits(loaderData.channelEdits);
  useEffect(registerServiceWorker, []);
  useEffect(loadWholePagesWhileOffline, []);
  // False on the server and while hydrating, so the analytics never take part in either.
  const analytics = useAnalyticsAvailable();
  return (
    <>
      <OfflineNotice asOf={loaderData.asOf} />
      {analytics && (
        <Suspense fallback={null}>
          <OperatorAnalytics />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
