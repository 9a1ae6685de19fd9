import cluster from 'node:cluster';
import { pino } from 'pino';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import { startAlertWorker } from '~/features/alerts/alert-worker.server';
import { createPushSender, loadVapidKeys } from '~/features/alerts/web-push.server';
import { loadShareLinkKey } from '~/features/share/share-key.server';
import {
  onOtherWorkersPagesChanged,
  runPrimary,
  runsBackgroundWork,
  tellOtherWorkersPagesChanged,
} from './cluster';
import { loadConfig, type Config } from './config';
import { startDatabase } from './database';
import { startHost } from './host';
import { createPageCache } from './page-cache';
import { createPageInvalidation } from './page-invalidation';
import { describeThreadpoolShortage } from './threadpool';
import type { createAppHandler as CreateAppHandler } from './app';
import { accountLinkPath } from '~/features/auth/account-links.server';
import { sessionCookieName } from '~/features/auth/session-cookie.server';

const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  timestamp: pino.stdTimeFunctions.isoTime,
});

/** Where `npm run build` put the production build (see react-router.config.ts). */
const buildDirectory = process.env.KICKOFF_BUILD_DIR ?? 'build';

async function main() {
  const config = loadConfig();
  logger.level = config.logLevel;
  if (cluster.isPrimary && config.workers > 1) {
    runPrimary({ count: config.workers, logger });
    return;
  }
  await startWorker(config);
}

/**
 * The first administrator's setup link goes to the person at the terminal and never into the
 * log stream, which is shipped and kept: without a terminal, the log says how to get one.
 */
function announceSetupLink(link: URL) {
  if (process.stderr.isTTY) {
    process.stderr.write(
      `\nNo staff account yet. Set up the first administrator (within 24 hours) at:\n  ${link.href}\n\n`,
    );
    logger.info('no staff account yet: the setup link is on the console');
  } else {
    logger.info('no staff account yet: `npm run cli -- user:setup-link` prints a setup link');
  }
}

/** One server process: the only one, or one of the workers of server/cluster.ts. */
async function startWorker(config: Config) {
  const threadpoolShortage = describeThreadpoolShortage();
  if (threadpoolShortage) logger.warn(threadpoolShortage);
  const shareLinkKey = loadShareLinkKey(config);
  const { db, setupToken } = await startDatabase(config.databaseUrl, {
    demoData: config.demoData,
    siteUrl: config.siteUrl,
  });
  if (setupToken) announceSetupLink(new URL(accountLinkPath('setup', setupToken), config.siteUrl));
  // Production only: in development every reload should show the latest code and data.
  const pageCache =
    config.env === 'production'
      ? createPageCache({ sessionCookie: sessionCookieName(config.siteUrl) })
      : undefined;
  // Other instances on the same database (and the CLI) change what our cached pages show.
  const pageInvalidation = await createPageInvalidation({
    db,
    url: config.databaseUrl,
    onInvalidate: () => pageCache?.clear(),
    logger,
  });
  onOtherWorkersPagesChanged(() => pageCache?.clear());
  const services = {
    db,
    siteUrl: config.siteUrl,
    now: () => new Date(),
    invalidatePages: () => {
      pageCache?.clear();
      tellOtherWorkersPagesChanged();
      void pageInvalidation.notify();
    },
    shareLinkKey,
    analyticsScript: config.analyticsScript,
    twoFactorRequired: config.twoFactorRequired,
  };

  // Match alerts: queued in the database and pushed in the background, by one process only.
  const alerts = runsBackgroundWork()
    ? startAlertWorker({
        db,
        send: createPushSender(await loadVapidKeys(db), config.siteUrl),
        onPass: (report) => {
          if (report.queued + report.sent + report.retried + report.gone + report.dropped > 0)
            logger.info(report, 'match alerts');
        },
        onError: (error) => logger.error({ err: error }, 'match alerts pass failed'),
      })
    : null;

  let app: RequestHandler;
  const before: RequestHandler[] = [];
  if (config.env === 'production') {
    const build = (await import(pathToFileURL(`${buildDirectory}/server/index.js`).href)) as {
      createAppHandler: typeof CreateAppHandler;
    };
    app = build.createAppHandler(services);
  } else {
    const vite = await import('vite').then((v) =>
      v.createServer({ server: { middlewareMode: true } }),
    );
    before.push(vite.middlewares);
    app = async (req, res, next) => {
      const module = (await vite.ssrLoadModule('./server/app.ts')) as {
        createAppHandler: typeof CreateAppHandler;
      };
      return module.createAppHandler(services)(req, res, next);
    };
  }

  const host = await startHost({
    port: config.port,
    host: config.host,
    logger,
    app,
    before,
    pageCache,
    db,
    trustProxy: config.trustProxy,
    siteUrl: config.siteUrl,
    signInLimit: config.signInLimit,
    requestLimit: config.requestLimit,
    clientDirectory: config.env === 'production' ? `${buildDirectory}/client` : undefined,
  });
  logger.info(
    { url: host.url, database: config.databaseUrl.startsWith('postgres') ? 'postgres' : 'sqlite' },
    `Kickoff TV is listening on ${host.url}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    let exitCode = 0;
    try {
      await host.close();
    } catch (error) {
      logger.error({ err: error }, 'shutdown did not finish cleanly');
      exitCode = 1;
    }
    await alerts?.stop();
    await pageInvalidation.close();
    await db.destroy();
    logger.flush();
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, error instanceof Error ? error.message : String(error));
  logger.flush();
  process.exit(1);
});
