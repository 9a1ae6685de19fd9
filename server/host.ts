import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export interface Host {
  /** The address it listens on, e.g. `http://127.0.0.1:3000`. */
  url: string;
  /** Stops taking connections, lets requests in flight finish (up to a cap), then resolves. */
  close(): Promise<void>;
}

interface HostOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Serves the built client (production); in development Vite serves it instead. */
  clientDirectory?: string;
  /** Mounted before the app, e.g. Vite's dev middleware. */
  before?: RequestHandler[];
  app: RequestHandler;
  shutdownTimeoutMs?: number;
}

/** The HTTP host: request ids, JSON access logs, compression, static files, then the app. */
export async function startHost(options: HostOptions): Promise<Host> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId: (_req, res) => {
        const id = randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // Static assets are not worth a log line each.
      autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(compression());
  for (const handler of options.before ?? []) app.use(handler);
  if (options.clientDirectory) {
    // Hashed file names: a new build gets new URLs, so these can be cached for a year.
    app.use(
      '/assets',
      express.static(`${options.clientDirectory}/assets`, {
        immutable: true,
        maxAge: '1y',
        index: false,
      }),
    );
    app.use(express.static(options.clientDirectory, { maxAge: '1h', index: false }));
  }
  app.use(options.app);

  const server = app.listen(options.port, options.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost =
    options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${port}`,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          server.closeAllConnections();
          reject(new Error('Requests were still running when the shutdown time ran out'));
        }, options.shutdownTimeoutMs ?? 25_000);
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
