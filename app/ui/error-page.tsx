import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useOnline } from './offline-notice';
import { referenceElementId, useRequestReference } from './request-reference';

const messages: Record<number, { heading: string; detail: string }> = {
  400: {
    heading: 'That link is not quite right',
    detail: 'Part of the address could not be read.',
  },
  403: { heading: 'Administrators only', detail: 'Ask an administrator if you need this.' },
  404: { heading: 'Page not found', detail: 'There is no page at this address.' },
  429: { heading: 'Too many requests', detail: 'Please wait a minute, then try again.' },
};

/**
 * The one error page: renders by status, never shows internals; a server failure gives the
 * reference it was logged under, for the visitor to quote.
 */
export function ErrorPage() {
  const error = useRouteError();
  const online = useOnline();
  const reference = useRequestReference();
  if (!online && !isRouteErrorResponse(error)) return <OfflinePage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail =
    isRouteErrorResponse(error) && typeof error.data === 'string' && status < 500
      ? error.data
      : null;
  const message = messages[status] ?? {
    heading: 'Something went wrong',
    detail: 'We could not show this page. Please try again in a moment.',
  };
  return (
    <main id="main" className="page">
      <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">Error {status}</p>
      <h1 className="page-title mt-1">{message.heading}</h1>
      <p className="mt-3">{detail ?? message.detail}</p>
      {status >= 500 && reference && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          Reference: <code id={referenceElementId}>{reference}</code>
        </p>
      )}
      <ul className="mt-6 flex flex-wrap gap-3">
        {status === 403 && (
          <li>
            <Link className="button" to="/admin/management">
              Back to Management
            </Link>
          </li>
        )}
        <li>
          <Link className="button" to="/football-on-tv-today">
            Today&rsquo;s matches
          </Link>
        </li>
        <li>
          <Link className="button-quiet" to="/schedule">
            Full schedule
          </Link>
        </li>
      </ul>
    </main>
  );
}

/**
 * A page opened offline whose data could not be fetched: the service worker, when it runs,
 * answers a full load of the address with the page saved on this device or with the list of
 * saved pages, so the address is loaded again; without one, this says so itself.
 */
function OfflinePage() {
  const reloads = typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;
  useEffect(() => {
    if (reloads) window.location.reload();
  }, [reloads]);
  return (
    <main id="main" className="page">
      <h1 className="page-title">You are offline</h1>
      <p className="mt-3">
        {reloads
          ? 'Looking for a copy saved on this device…'
          : 'This page is not saved for offline use. Try again once you are back online.'}
      </p>
    </main>
  );
}
