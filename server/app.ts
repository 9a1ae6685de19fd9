// The React Router request handler. Vite bundles this file with the app (see vite.config.ts),
// so the context it sets is the one the routes read.
import { createRequestHandler } from '@react-router/express';
import type { RequestHandler } from 'express';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { appContext, type AppServices } from '~/lib/app-context';

// Loaded when the server starts, not on the first request: a broken or replaced build fails at
// start-up instead of answering a visitor with an error.
const build = (await import('virtual:react-router/server-build')) as ServerBuild;

/** The built app and the key of its context, for tools that render pages in process (the bench). */
export { appContext, build };

export function createAppHandler(
  services: Omit<AppServices, 'requestId' | 'clientIp' | 'documentRequest'>,
): RequestHandler {
  return createRequestHandler({
    build,
    getLoadContext(req) {
      const context = new RouterContextProvider();
      context.set(appContext, {
        ...services,
        requestId: String(req.id ?? ''),
        clientIp: req.ip ?? req.socket.remoteAddress ?? '', // a trusted proxy's X-Forwarded-For
        documentRequest: !req.path.endsWith('.data'),
      });
      return context;
    },
  });
}
