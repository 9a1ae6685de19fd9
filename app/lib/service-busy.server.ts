// A request that fails because the site is busy (the database had no connection or lock free in
// time, a statement ran over its limit, too many password hashes queued) is not a bug: it is
// answered 503 with Retry-After and the error page, so browsers, crawlers and proxies come back
// later (docs/security.md R39).
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { isDatabaseBusy } from '~/db/database-busy.server';

/** How long a client is asked to wait before trying again when the site is busy. */
export const busyRetryAfterSeconds = 5;

/** Work refused at once because something it needs is saturated for now. */
export class ServiceBusyError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds = busyRetryAfterSeconds,
  ) {
    super(message);
    this.name = 'ServiceBusyError';
  }
}

/**
 * Seconds to wait when `error` means the site is busy rather than broken; null for any other
 * error.
 * @example busyRetryAfter(new ServiceBusyError('too many hashes', 1)) // 1
 */
export function busyRetryAfter(error: unknown): number | null {
  if (error instanceof ServiceBusyError) return error.retryAfterSeconds;
  return isDatabaseBusy(error) ? busyRetryAfterSeconds : null;
}

const busyContext = createContext<number | null>(null);

/**
 * For the server entry's handleError, which React Router calls with every error a request
 * meets: remembers on the request's context that it failed only because the site was busy.
 */
export function noteBusyFailure(error: unknown, context: unknown): void {
  const seconds = busyRetryAfter(error);
  if (seconds !== null && isRouterContext(context)) context.set(busyContext, seconds);
}

/**
 * Root middleware, first of all: an error response of a request that failed busy becomes 503
 * with Retry-After, whatever answered it (a page, its data request or a resource route).
 */
export const busyMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const seconds = context.get(busyContext);
  if (seconds === null || response.status < 500) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', String(seconds));
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers });
};

function isRouterContext(context: unknown): context is RouterContextProvider {
  return typeof (context as RouterContextProvider | undefined)?.set === 'function';
}
