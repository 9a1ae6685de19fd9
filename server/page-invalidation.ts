import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { engineOf, type Db } from '~/db/create-db.server';

/** The PostgreSQL channel every instance listens on; a constant, so it is never built from input. */
const channel = 'kickoff_pages';
/** How often SQLite asks whether another connection (an instance, the CLI) has committed. */
const pollMs = 1000;
const firstRetryMs = 500;
const maxRetryMs = 30_000;

export interface PageInvalidation {
  /** Tells the other instances (and this one) to clear their page caches; never rejects. */
  notify(): Promise<void>;
  /** Stops listening or polling; resolves once no connection or timer is left open. */
  close(): Promise<void>;
}

export interface PageInvalidationOptions {
  /** This instance's database handle: it sends on PostgreSQL and polls on SQLite. */
  db: Db;
  /** The same `DATABASE_URL`: PostgreSQL needs a connection of its own to listen on. */
  url: string;
  /** Clears this instance's page cache; also run when a change may have gone unheard. */
  onInvalidate: () => void;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/**
 * Clears every instance's page cache when any of them, or the CLI, saves: on PostgreSQL by
 * LISTEN/NOTIFY, on SQLite by polling `PRAGMA data_version`. The page cache's 15 s expiry stays
 * the fallback when a message is lost.
 * @example
 * const pages = await createPageInvalidation({ db, url, onInvalidate: () => cache.clear(), logger });
 * pages.notify(); // after a save
 */
export async function createPageInvalidation(
  options: PageInvalidationOptions,
): Promise<PageInvalidation> {
  const { db, url, logger } = options;
  const listener =
    engineOf(url) === 'postgres' ? await listenOnPostgres(options) : await pollSqlite(options);
  return {
    async notify() {
      try {
        await notifyPageChange({ db, url });
      } catch (error) {
        logger.warn({ err: error }, 'could not tell the other instances to clear their pages');
      }
    },
    close: listener.close,
  };
}

/**
 * Tells every instance on this PostgreSQL database to clear its page cache, as the CLI does after
 * an import. On SQLite there is nothing to send: every instance sees other connections' commits.
 * @example await notifyPageChange({ db, url: config.databaseUrl });
 */
export async function notifyPageChange({ db, url }: { db: Db; url: string }): Promise<void> {
  if (engineOf(url) !== 'postgres') return;
  await sql`select pg_notify(${channel}, '')`.execute(db);
}

interface Listener {
  close(): Promise<void>;
}

/**
 * LISTEN needs a connection that stays the same, so it cannot be one of the pool's: a dedicated
 * client, replaced with growing pauses when it drops. After a reconnection the cache is cleared
 * anyway, since a notification may have been sent while nobody listened.
 */
async function listenOnPostgres(options: PageInvalidationOptions): Promise<Listener> {
  const { url, onInvalidate, logger } = options;
  let closed = false;
  let client: pg.Client | undefined;
  let connecting: Promise<boolean> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;

  const connect = async (): Promise<boolean> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    client = next;
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost || closed) return;
      lost = true;
      logger.warn(
        { err: error, retryInMs: retryMs },
        'page invalidation: not listening; will retry',
      );
      void next.end();
      retry = setTimeout(() => void reconnect(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, maxRetryMs);
    };
    next.on('error', onLost);
    next.on('end', () => onLost(new Error('connection ended')));
    next.on('notification', () => onInvalidate());
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      onLost(error);
      return false;
    }
    retryMs = firstRetryMs;
    return true;
  };
  const reconnect = async () => {
    connecting = connect();
    if (!(await connecting) || closed) return;
    logger.info({ channel }, 'page invalidation: listening again');
    onInvalidate();
  };

  connecting = connect();
  await connecting;
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      await client?.end();
    },
  };
}

/**
 * `PRAGMA data_version` changes when another connection commits, never for this connection's
 * own writes (the instance clears its own cache for those). The timer is unref'd: polling alone
 * should not keep a process alive.
 */
async function pollSqlite(options: PageInvalidationOptions): Promise<Listener> {
  const { db, onInvalidate, logger } = options;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let version = await readDataVersion(db);

  const poll = async () => {
    try {
      const next = await readDataVersion(db);
      if (next !== version) onInvalidate();
      version = next;
    } catch (error) {
      logger.warn({ err: error }, 'page invalidation: could not read data_version');
    }
    if (!closed) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => (polling = poll()), pollMs).unref();
  };

  schedule();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await polling;
    },
  };
}

async function readDataVersion(db: Db): Promise<number> {
  const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  return rows[0]?.data_version ?? 0;
}
