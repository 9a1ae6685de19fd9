import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../server/database';
import type { Db } from '~/db/create-db.server';
import { makeFixture } from '../../../tests/support/factories';
import {
  makeTestBrowser,
  startPushService,
  type TestBrowser,
} from '../../../tests/support/push-service';
import { listTestEngines } from '../../../tests/support/test-db';
import { deleteFixtures } from '~/features/schedule/fixture-changes.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { defaultAlertChoices, type AlertChoices } from './alert-settings';
import { runAlertPass } from './alert-worker.server';
import {
  countQueuedAlerts,
  deleteAlertSubscription,
  maxAttempts,
  retryDelayMs,
  saveAlertSubscription,
  sendDueAlerts,
  type PushSend,
} from './push-alerts.server';
import { createPushSender, loadVapidKeys } from './web-push.server';

// Saturday 1 November 2025, 15:00 GMT; the saves happen days before.
const saturday = { date: '2025-11-01', time: '15:00' };
const sunday = { date: '2025-11-02', time: '12:00' };
const before = new Date('2025-10-20T09:00:00Z');
const later = (minutes: number, from = before) => new Date(from.getTime() + minutes * 60_000);

describe.each(listTestEngines())('match alerts by web push on $name', (engine) => {
  let db: Db;
  let url: string;
  let cleanup: () => Promise<void>;
  const browsers = new Map<string, TestBrowser>();
  const statuses = new Map<string, number>();
  let service: Awaited<ReturnType<typeof startPushService>>;
  let send: PushSend;

  beforeAll(async () => {
    ({ db, url, cleanup } = await engine.create());
    service = await startPushService(browsers, (path) => statuses.get(path) ?? 201);
  });
  afterAll(async () => {
    await service.close();
    await cleanup();
  });
  beforeEach(async () => {
    for (const table of [
      'push_messages',
      'push_subscription_teams',
      'push_subscriptions',
      'fixtures',
    ] as const)
      await db.deleteFrom(table).execute();
    browsers.clear();
    statuses.clear();
    service.deliveries.length = 0;
    service.refused.length = 0;
    send = createPushSender(await loadVapidKeys(db), 'https://kickoff.example', {
      agent: service.agent,
    });
    // Changes from earlier tests are not news to the subscriptions of this one.
    await runAlertPass(db, { send, now: before });
  });

  /** A browser on the local push service, following teams with some choices. */
  async function subscribe(
    path: string,
    teams: string[],
    choices: Partial<AlertChoices> = {},
  ): Promise<TestBrowser> {
    const browser = makeTestBrowser();
    browsers.set(path, browser);
    const saved = await saveAlertSubscription(
      db,
      {
        subscription: { endpoint: `${service.origin}${path}`, keys: browser.keys },
        teams,
        choices: { ...defaultAlertChoices, ...choices },
      },
      { now: before, pushServices: [new URL(service.origin).host] },
    );
    expect(saved.ok).toBe(true);
    return browser;
  }
  const bodies = (path: string) =>
    service.deliveries
      .filter((d) => d.path === path)
      .map((d) => (d.message as { body: string }).body);

  it('delivers a followed team’s TV pick, channel confirmation, move and removal, encrypted and signed', async () => {
    await subscribe('/fan', ['Arsenal']);
    await subscribe('/other', ['Everton']);
    await saveFixtures(db, [makeFixture({ ...saturday, channelStatus: 'tbc', channels: [] })], {
      now: before,
    });
    await saveFixtures(db, [makeFixture({ ...saturday })], { now: later(60) });
    // The Saturday listing no longer has the match; Sunday has it: the same fixture, moved.
    await saveFixtures(
      db,
      [
        makeFixture({ ...saturday, homeTeam: 'Brentford', awayTeam: 'Fulham' }),
        makeFixture({ ...sunday }),
      ],
      { now: later(120) },
    );
    await deleteFixtures(db, { date: sunday.date }, { now: later(180) });

    const report = await runAlertPass(db, { send, now: later(181) });
    expect(report).toMatchObject({ queued: 4, sent: 4, retried: 0, gone: 0, dropped: 0 });
    expect(service.refused).toEqual([]);
    expect(bodies('/fan')).toEqual([
      'Added to the schedule',
      'Channel confirmed: Sky Sports Main Event, 12 days before kick-off',
      'Moved from Sat 15:00 to Sun 12:00, announced 13 days before',
      'Removed from the schedule',
    ]);
    expect(service.deliveries[0]?.message).toMatchObject({
      title: 'Arsenal v Chelsea',
      url: expect.stringMatching(/^\/match\/\w+/),
    });
    expect(service.deliveries[0]?.vapidKey).toBe((await loadVapidKeys(db)).publicKey);
    expect(bodies('/other')).toEqual([]);
    expect(await countQueuedAlerts(db)).toBe(0);

    // Nothing is sent twice.
    expect(await runAlertPass(db, { send, now: later(182) })).toMatchObject({ queued: 0, sent: 0 });
  });

  it('sends only the kinds of change a follower chose, once for a match between two followed teams', async () => {
    await subscribe('/moves-only', ['Arsenal', 'Chelsea'], {
      picked: false,
      channelChanged: false,
    });
    await saveFixtures(db, [makeFixture({ ...saturday })], { now: before });
    await saveFixtures(db, [makeFixture({ ...saturday, channels: [], channelStatus: 'tbc' })], {
      now: later(10),
    });
    await saveFixtures(
      db,
      [makeFixture({ ...saturday, time: '17:30', channels: [], channelStatus: 'tbc' })],
      {
        now: later(20),
      },
    );
    await runAlertPass(db, { send, now: later(21) });
    expect(bodies('/moves-only')).toEqual(['Moved from 15:00 to 17:30, announced 12 days before']);
  });

  it('finds a team under its other names: following “Spurs” hears about Tottenham Hotspur', async () => {
    await subscribe('/spurs', ['Spurs']);
    await saveFixtures(db, [makeFixture({ ...saturday, homeTeam: 'Tottenham Hotspur' })], {
      now: before,
    });
    await runAlertPass(db, { send, now: later(1) });
    expect(bodies('/spurs')).toEqual([
      'Picked for TV on Sky Sports Main Event, 12 days before kick-off',
    ]);
  });

  it('reminds a follower the chosen number of minutes before kick-off, once', async () => {
    await subscribe('/reminder', ['Chelsea'], { reminderMinutes: 60 });
    await subscribe('/no-reminder', ['Chelsea'], { reminderMinutes: null, picked: false });
    await saveFixtures(db, [makeFixture({ ...saturday })], { now: before });
    const kickoff = new Date('2025-11-01T15:00:00Z');
    await runAlertPass(db, { send, now: later(-61, kickoff) });
    expect(bodies('/reminder')).toEqual([
      'Picked for TV on Sky Sports Main Event, 12 days before kick-off',
    ]);
    await runAlertPass(db, { send, now: later(-59, kickoff) });
    await runAlertPass(db, { send, now: later(-30, kickoff) });
    expect(bodies('/reminder')).toEqual([
      'Picked for TV on Sky Sports Main Event, 12 days before kick-off',
      'On Sky Sports Main Event',
    ]);
    expect(service.deliveries.at(-1)?.message).toEqual({
      title: 'Arsenal v Chelsea at 15:00',
      body: 'On Sky Sports Main Event',
      url: expect.stringMatching(/^\/match\//),
    });
    expect(bodies('/no-reminder')).toEqual([]);
  });

  it('removes a subscription the push service says is gone (410), with its messages', async () => {
    await subscribe('/gone', ['Arsenal']);
    await subscribe('/kept', ['Arsenal']);
    statuses.set('/gone', 410);
    await saveFixtures(db, [makeFixture({ ...saturday })], { now: before });
    expect(await runAlertPass(db, { send, now: later(1) })).toMatchObject({ sent: 1, gone: 1 });
    const endpoints = await db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(endpoints.map((e) => e.endpoint)).toEqual([`${service.origin}/kept`]);
    expect(
      await db.selectFrom('push_subscription_teams').select('subscription_id').execute(),
    ).not.toHaveLength(0);
  });

  it('tries again with backoff when the push service fails, and gives up after the last try', async () => {
    await subscribe('/busy', ['Arsenal']);
    statuses.set('/busy', 503);
    await saveFixtures(db, [makeFixture({ ...saturday })], { now: before });
    let now = later(1);
    expect(await runAlertPass(db, { send, now })).toMatchObject({ queued: 1, retried: 1 });
    // Not due again until the backoff has passed.
    expect(await sendDueAlerts(db, { send, now: new Date(now.getTime() + 1000) })).toMatchObject({
      retried: 0,
    });
    for (let attempt = 1; attempt < maxAttempts - 1; attempt += 1) {
      now = new Date(now.getTime() + retryDelayMs(attempt));
      expect(await sendDueAlerts(db, { send, now })).toMatchObject({ retried: 1 });
    }
    statuses.set('/busy', 201);
    now = new Date(now.getTime() + retryDelayMs(maxAttempts - 1));
    expect(await sendDueAlerts(db, { send, now })).toMatchObject({ sent: 1 });
    expect(bodies('/busy')).toHaveLength(1);

    // Out of tries: dropped, not retried for ever.
    await saveFixtures(db, [makeFixture({ ...saturday, time: '17:30' })], { now });
    statuses.set('/busy', 500);
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      now = new Date(now.getTime() + retryDelayMs(attempt));
      await runAlertPass(db, { send, now });
    }
    expect(await countQueuedAlerts(db)).toBe(0);
  });

  it('keeps queued messages across a restart, and three instances sending at once deliver each once', async () => {
    const fans = ['/fan-1', '/fan-2', '/fan-3'];
    for (const path of fans) await subscribe(path, ['Arsenal']);
    const awayTeams = Array.from({ length: 8 }, (_, i) => `Visitors ${i}`);
    await saveFixtures(
      db,
      awayTeams.map((awayTeam) => makeFixture({ ...saturday, awayTeam })),
      { now: before },
    );
    // Queued, then the process stops before sending.
    await runAlertPass(db, { send: () => Promise.reject(new Error('offline')), now: later(1) });
    expect(await countQueuedAlerts(db)).toBe(24);

    // Three new instances on the same database, each sending in small batches until the queue is
    // empty, all at once: a row one instance leases or finishes must never be sent by another.
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase(url)));
    try {
      const now = later(5);
      const drain = async (instance: Db) => {
        let sent = 0;
        for (;;) {
          const report = await sendDueAlerts(instance, { send, now, batch: 2 });
          if (report.sent + report.retried + report.gone + report.dropped === 0) return sent;
          sent += report.sent;
        }
      };
      const sent = await Promise.all(instances.map(drain));
      expect(sent.reduce((sum, n) => sum + n, 0)).toBe(24);
    } finally {
      await Promise.all(instances.map((instance) => instance.destroy()));
    }
    for (const path of fans) {
      expect(bodies(path)).toHaveLength(8);
      expect(
        new Set(
          service.deliveries
            .filter((d) => d.path === path)
            .map((d) => (d.message as { title: string }).title),
        ).size,
      ).toBe(8);
    }
    expect(await countQueuedAlerts(db)).toBe(0);
  });

  // PostgreSQL lets a second sender wait on a row another is committing, then re-read it: the
  // case where two instances could both send one message. (SQLite has one writer at a time.)
  if (engine.name === 'postgres')
    it('does not send a message another instance finished while this one waited for its row', async () => {
      await subscribe('/fan', ['Arsenal']);
      await saveFixtures(db, [makeFixture({ ...saturday })], { now: before });
      await runAlertPass(db, { send: () => Promise.reject(new Error('offline')), now: later(1) });
      const { id } = await db.selectFrom('push_messages').select('id').executeTakeFirstOrThrow();
      const [other, waiting] = await Promise.all([openDatabase(url), openDatabase(url)]);
      try {
        let sending: Promise<unknown> | undefined;
        // Another instance has sent it and is committing that, while this one looks for work.
        await other.transaction().execute(async (trx) => {
          await trx
            .updateTable('push_messages')
            .set({ done_at: later(5).toISOString(), outcome: 'sent', locked_until: null })
            .where('id', '=', id)
            .execute();
          sending = sendDueAlerts(waiting, { send, now: later(5) });
          // Commit only once the other's UPDATE waits for this row's lock.
          await vi.waitFor(
            async () => {
              const { rows } = await sql<{ n: number }>`select count(*)::int as n
                from pg_stat_activity where datname = current_database()
                and wait_event_type = 'Lock' and query like '%push_messages%'`.execute(db);
              expect(rows).toEqual([{ n: 1 }]);
            },
            { timeout: 10_000 },
          );
        });
        expect(await sending).toMatchObject({ sent: 0 });
        expect(bodies('/fan')).toEqual([]);
      } finally {
        await Promise.all([other.destroy(), waiting.destroy()]);
      }
    });

  it('refuses endpoints that are not a known push service, and turns alerts off', async () => {
    const browser = makeTestBrowser();
    const attempt = (endpoint: string) =>
      saveAlertSubscription(
        db,
        {
          subscription: { endpoint, keys: browser.keys },
          teams: ['Arsenal'],
          choices: defaultAlertChoices,
        },
        { now: before },
      );
    for (const endpoint of [
      'https://evil.example/push',
      'http://fcm.googleapis.com/fcm/send/x',
      `${service.origin.replace('https:', 'http:')}/fan`,
      'https://fcm.googleapis.com.evil.example/x',
      'https://user:pass@fcm.googleapis.com/x',
      `${service.origin}/fan`,
    ])
      expect(await attempt(endpoint), endpoint).toEqual({
        ok: false,
        message: 'This browser’s push service is not supported.',
      });
    expect(await attempt('https://fcm.googleapis.com/fcm/send/abc')).toMatchObject({ ok: true });
    expect(await attempt('https://web.push.apple.com/QGm')).toMatchObject({ ok: true });
    expect(await deleteAlertSubscription(db, 'https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(await deleteAlertSubscription(db, 'https://fcm.googleapis.com/fcm/send/abc')).toBe(
      false,
    );
  });
});
