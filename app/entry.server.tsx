// Renders every page whole before sending it, so its Content-Security-Policy can name the hashes
// of its inline scripts (see content-security-policy.server.ts). Pages are small and most are
// answered from the page cache, which buffers them anyway; nothing is lost by not streaming.
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { appContext } from '~/lib/app-context';
import { buildPagePolicy } from '~/lib/content-security-policy.server';
import { noteBusyFailure } from '~/lib/service-busy.server';
import { RequestReference } from '~/ui/request-reference';

/** How long deferred data may take before the page is sent with what it has. */
export const streamTimeout = 5_000;

/**
 * Every error a request meets: logged as React Router logs it by default, and a failure that
 * only means the site is busy is remembered, so the root middleware answers 503 (busyMiddleware).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  noteBusyFailure(error, context);
  if (request.signal.aborted) return;
  // A 404 or 405 the router made itself wraps the error it logs.
  console.error(isRouteErrorResponse(error) && 'error' in error ? error.error : error);
};

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <RequestReference value={loadContext.get(appContext).requestId}>
        <ServerRouter context={routerContext} url={request.url} />
      </RequestReference>,
      {
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => {
            clearTimeout(timer);
            // Kept as bytes: the policy decodes only the page's scripts, and the response sends
            // the bytes as they are (a string would be decoded and encoded again).
            const html = Buffer.concat(chunks);
            headers.set('Content-Type', 'text/html; charset=utf-8');
            headers.set('Content-Security-Policy', buildPagePolicy(html));
            const body = request.method === 'HEAD' ? null : html;
            resolve(new Response(body, { status: failed ? 500 : status, headers }));
          });
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          failed = true;
          // An error in the shell rejects, and React Router logs it; later ones only land here.
          if (shellRendered) console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
