import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from '~/db/create-db.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { makeFixture } from '../tests/support/factories';
import { listTestEngines, type TestEngine } from '../tests/support/test-db';
import {
  createPageInvalidation,
  notifyPageChange,
  type PageInvalidation,
} from './page-invalidation';

const engines = listTestEngines();
const postgres = engines.find((e) => e.name === 'postgres');
const sqlite = engines.find((e) => e.name === 'sqlite') as TestEngine;

/** An instance's side of the test: how often its cache was cleared, and what it logged. */
interface Instance {
  clears: number;
  logs: { level: number; msg: string }[];
  pages: PageInvalidation;
}

let opened: { close(): Promise<void> }[] = [];

async function startInstance(db: Db, url: string): Promise<Instance> {
  const logs: Instance['logs'] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line)) });
  const instance = { clears: 0, logs } as Instance;
  instance.pages = await createPageInvalidation({
    db,
    url,
    onInvalidate: () => (instance.clears += 1),
    logger,
  });
  opened.push(instance.pages);
  return instance;
}

/** What keeps the process alive (sockets, timers), counted by kind. */
function openResources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

let cleanups: (() => Promise<void>)[] = [];

beforeEach(() => {
  opened = [];
  cleanups = [];
});
afterEach(async () => {
  for (const pages of opened) await pages.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A migrated database and `handles` more connections to it, each like a separate process. */
async function openShared(engine: TestEngine, handles: number) {
  const { db, url, cleanup } = await engine.create();
  cleanups.push(cleanup);
  const others = Array.from({ length: handles }, () => createDb(url));
  for (const other of others) cleanups.push(() => other.destroy());
  return { db, url, others };
}

describe.skipIf(!postgres)('page invalidation on PostgreSQL', () => {
  const engine = postgres as TestEngine;

  it('a notify from one instance clears the other within 1 s, and the sender too', async () => {
    const { db, url, others } = await openShared(engine, 1);
    const a = await startInstance(db, url);
    const b = await startInstance(others[0] as Db, url);

    await a.pages.notify();
    await vi.waitFor(() => expect([a.clears, b.clears]).toEqual([1, 1]), { timeout: 1000 });
  });

  it('a save through a third connection followed by notifyPageChange (the CLI) reaches both', async () => {
    const { db, url, others } = await openShared(engine, 2);
    const [b, cli] = others as [Db, Db];
    const instances = [await startInstance(db, url), await startInstance(b, url)];

    await saveFixtures(cli, [makeFixture()]);
    await notifyPageChange({ db: cli, url });
    await vi.waitFor(() => expect(instances.map((i) => i.clears)).toEqual([1, 1]), {
      timeout: 1000,
    });
  });

  it('logs a dropped listening connection, reconnects, clears the cache and hears again', async () => {
    const { db, url, others } = await openShared(engine, 1);
    const instance = await startInstance(db, url);

    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = 'listen kickoff_pages'`.execute(
      others[0] as Db,
    );
    await vi.waitFor(
      () => expect(instance.logs.map((l) => l.msg)).toContain('page invalidation: listening again'),
      { timeout: 3000 },
    );
    expect(instance.logs[0]?.msg).toBe('page invalidation: not listening; will retry');
    expect(instance.clears).toBe(1); // a notification may have been missed meanwhile

    await notifyPageChange({ db: others[0] as Db, url });
    await vi.waitFor(() => expect(instance.clears).toBe(2), { timeout: 1000 });
  });

  it('close() stops listening and leaves no connection open', async () => {
    const { db, url, others } = await openShared(engine, 1);
    await sql`select 1`.execute(db); // the pools' own connections, open before and after
    await sql`select 1`.execute(others[0] as Db);
    const before = openResources();
    const instance = await startInstance(db, url);
    expect(openResources()).not.toEqual(before); // the listening connection is counted
    await instance.pages.close();
    expect(openResources()).toEqual(before);

    await notifyPageChange({ db: others[0] as Db, url });
    await sleep(500);
    expect(instance.clears).toBe(0);
  });
});

describe('page invalidation on an unreachable PostgreSQL', () => {
  it('starts anyway, keeps retrying with a log line each time, and close() stops it', async () => {
    const url = 'postgres://postgres@127.0.0.1:1/nowhere'; // nothing listens on port 1
    const db = createDb(url);
    cleanups.push(() => db.destroy());
    const instance = await startInstance(db, url);
    await vi.waitFor(() => expect(instance.logs.length).toBeGreaterThanOrEqual(2), {
      timeout: 3000,
    });
    expect(new Set(instance.logs.map((l) => l.msg))).toEqual(
      new Set(['page invalidation: not listening; will retry']),
    );
    await instance.pages.close();
    const seen = instance.logs.length;
    await sleep(1200);
    expect(instance.logs.length).toBe(seen);
  });
});

describe('page invalidation on SQLite', () => {
  it('a commit from another connection (the CLI) clears the cache within 1.5 s', async () => {
    const { db, url, others } = await openShared(sqlite, 1);
    const instance = await startInstance(db, url);

    await saveFixtures(others[0] as Db, [makeFixture()]);
    await vi.waitFor(() => expect(instance.clears).toBe(1), { timeout: 1500 });
  });

  it('neither idle time nor its own writes (cleared directly) clear the cache', async () => {
    const { db, url } = await openShared(sqlite, 0);
    const instance = await startInstance(db, url);

    await saveFixtures(db, [makeFixture()]);
    await sleep(2200);
    expect(instance.clears).toBe(0);
  });

  it('notify() sends nothing: the other instances poll', async () => {
    const { db, url } = await openShared(sqlite, 0);
    const instance = await startInstance(db, url);
    await instance.pages.notify();
    await sleep(1200);
    expect(instance.clears).toBe(0);
  });

  // Its timer is unref'd, so it never shows among the open resources; what it does shows instead.
  it('close() stops polling', async () => {
    const { db, url, others } = await openShared(sqlite, 1);
    const instance = await startInstance(db, url);
    await instance.pages.close();

    await saveFixtures(others[0] as Db, [makeFixture()]);
    await sleep(1200);
    expect(instance.clears).toBe(0);
  });
});
