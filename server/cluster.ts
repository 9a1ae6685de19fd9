import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { wantedThreadpoolSize } from './threadpool';

/** Set in the environment of the one worker that runs background work (match alerts). */
const backgroundWorkerVariable = 'KICKOFF_BACKGROUND_WORK';
/** How long workers get to finish their requests on shutdown before they are killed. */
const shutdownLimitMs = 30_000;
/** The pause before a crashed worker's replacement starts, so a crash loop cannot spin. */
const restartDelayMs = 1_000;

/**
 * Whether this process runs the background work: the only process, or the one worker chosen
 * for it. Every worker serves requests; only one pushes alerts, so none is sent twice.
 */
export function runsBackgroundWork(): boolean {
  return cluster.isPrimary || process.env[backgroundWorkerVariable] === 'true';
}

const pagesChanged = 'kickoff:pages-changed';

/**
 * Tells the other workers of this server that pages changed, at once: the database's signal
 * reaches them too, but SQLite's is polled once a second, and staff who save on one worker and
 * open the page on another should see the change.
 */
export function tellOtherWorkersPagesChanged(): void {
  if (cluster.isWorker) process.send?.(pagesChanged);
}

/** Runs `clear` when another worker of this server says pages changed. */
export function onOtherWorkersPagesChanged(clear: () => void): void {
  if (cluster.isWorker) process.on('message', (message) => message === pagesChanged && clear());
}

/**
 * The primary process of a server with `count` workers, one per core by default: the workers
 * share the port (the primary hands out connections), and each keeps its own page cache, which
 * every save clears in all of them at once (tellOtherWorkersPagesChanged), as it does across
 * instances (server/page-invalidation.ts). A worker that crashes is started again; one that
 * stops before it ever listened stops the server, as a failed start would. SIGTERM or SIGINT
 * shut every worker down gracefully, then the primary exits.
 */
export function runPrimary({ count, logger }: { count: number; logger: Logger }): void {
  let stopping = false;

  const fork = (background: boolean) => {
    const worker = cluster.fork({
      [backgroundWorkerVariable]: String(background),
      // Read by libuv as the worker starts; see server/threadpool.ts.
      UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? String(wantedThreadpoolSize),
    });
    let listening = false;
    worker.once('listening', () => (listening = true));
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!listening) {
        logger.fatal({ code, signal }, 'a worker stopped before it could serve; stopping');
        void stop('worker failed to start', 1);
        return;
      }
      logger.error({ code, signal }, 'a worker stopped; starting another');
      setTimeout(() => stopping || fork(background), restartDelayMs);
    });
  };

  const stop = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down all workers');
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    const exited = workers.map(
      (worker) => new Promise<void>((resolve) => worker.process.once('exit', () => resolve())),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    const killer = setTimeout(() => {
      logger.error('workers did not stop in time; killing them');
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, shutdownLimitMs);
    await Promise.all(exited);
    clearTimeout(killer);
    process.exit(exitCode);
  };

  // A worker's word that pages changed goes to every other worker.
  cluster.on('message', (from, message) => {
    if (message !== pagesChanged) return;
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker && worker !== from) worker.send(pagesChanged);
  });
  logger.info({ workers: count }, 'starting workers');
  for (let index = 0; index < count; index += 1) fork(index === 0);
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
