import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '~/db/create-db.server';
import type { Database, NewPushMessage } from '~/db/schema';
import {
  changeColumns,
  readChannelNames,
  toFixtureChange,
} from '~/features/schedule/fixture-changes.server';
import type { AlertSubscription } from './alert-form.server';
import {
  buildChangeMessage,
  buildReminderMessage,
  choiceForChange,
  followedTeamSlugs,
  type AlertMessage,
} from './alert-rules';
import { reminderMinuteChoices } from './alert-settings';

/** A browser's push subscription as the push service knows it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Delivers one encrypted message to a push service and returns its HTTP status; throws when the
 * service could not be reached (the message is tried again later).
 */
export type PushSend = (target: PushTarget, payload: string) => Promise<number>;

/**
 * The push services browsers use. A subscription's endpoint is where the server will post, so
 * only these hosts are accepted: anything else would let a visitor make the server call any
 * address (server-side request forgery).
 */
export const knownPushServices = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

/**
 * Whether an endpoint is https on a known push service (a leading '.' allows subdomains), on the
 * https port unless the entry names another (`127.0.0.1:8443`, a test's own service).
 * @example isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/abc', knownPushServices) // true
 * @example isPushServiceEndpoint('https://fcm.googleapis.com:8443/x', knownPushServices) // false
 */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return hosts.some((allowed) => {
    // The URL parser leaves the port out when it is https's own (443).
    const [name = '', port = ''] = allowed.split(':');
    if (url.port !== port) return false;
    return name.startsWith('.') ? host.endsWith(name) && host.length > name.length : host === name;
  });
}

/**
 * Turns alerts on for a browser, or changes its teams and choices (the endpoint is the
 * browser's identity). Refuses an endpoint that is not a known push service.
 * @example await saveAlertSubscription(db, parsed, { now })
 */
export async function saveAlertSubscription(
  db: Db,
  { subscription, teams, choices }: AlertSubscription,
  { now, pushServices = knownPushServices }: { now: Date; pushServices?: readonly string[] },
): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
  if (!isPushServiceEndpoint(subscription.endpoint, pushServices))
    return { ok: false, message: 'This browser’s push service is not supported.' };
  const at = now.toISOString();
  const values = {
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    on_picked: Number(choices.picked),
    on_channel_changed: Number(choices.channelChanged),
    on_moved: Number(choices.moved),
    reminder_minutes: choices.reminderMinutes,
    updated_at: at,
  };
  const id = await db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('push_subscriptions')
      .values({
        id: randomBytes(16).toString('base64url'),
        endpoint: subscription.endpoint,
        created_at: at,
        ...values,
      })
      .onConflict((c) => c.column('endpoint').doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .deleteFrom('push_subscription_teams')
      .where('subscription_id', '=', stored.id)
      .execute();
    await trx
      .insertInto('push_subscription_teams')
      .values(
        followedTeamSlugs(teams).map((slug) => ({ subscription_id: stored.id, team_slug: slug })),
      )
      .execute();
    return stored.id;
  });
  return { ok: true, id };
}

/** Turns alerts off for a browser; false when it had none. */
export async function deleteAlertSubscription(db: Db, endpoint: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
    if (!stored) return false;
    await removeSubscription(trx, stored.id);
    return true;
  });
}

async function removeSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_messages').where('subscription_id', '=', id).execute();
  await db.deleteFrom('push_subscription_teams').where('subscription_id', '=', id).execute();
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** How many changes one pass turns into messages. */
const changesPerPass = 500;
/** A change to a match that kicked off this long ago is no longer news. */
const staleAfterMs = 3 * 60 * 60 * 1000;

/**
 * Turns the fixture changes saved since the last pass into one queued message per follower who
 * asked for that kind of change. The pass moves a shared cursor with compare-and-set in the same
 * transaction, so with several instances each change is queued by exactly one of them. Returns
 * how many messages were queued.
 * @example await queueChangeAlerts(db, { now: new Date() }) // 3
 */
export async function queueChangeAlerts(db: Db, { now }: { now: Date }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { change_cursor: cursor } = await trx
      .selectFrom('alert_state')
      .select('change_cursor')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const rows = await trx
      .selectFrom('fixture_changes')
      .select([...changeColumns, 'home_slug', 'away_slug'])
      .where('id', '>', Number(cursor))
      .orderBy('id')
      .limit(changesPerPass)
      .execute();
    if (rows.length === 0) return 0;
    const moved = await trx
      .updateTable('alert_state')
      .set({ change_cursor: Number(rows.at(-1)!.id) })
      .where('id', '=', 1)
      .where('change_cursor', '=', cursor)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return 0; // another instance took these changes

    const news = rows.filter((row) => Date.parse(row.kickoff_utc) > now.getTime() - staleAfterMs);
    const slugs = [...new Set(news.flatMap((row) => [row.home_slug, row.away_slug]))];
    const followers = await listFollowers(trx, slugs);
    const messages = new Map<string, NewPushMessage>();
    for (const row of news) {
      const change = toFixtureChange(row);
      const choice = choiceForChange(change.kind);
      for (const slug of [row.home_slug, row.away_slug])
        for (const follower of followers.get(slug) ?? []) {
          if (!follower[choice]) continue;
          const topic = `change:${change.id}`;
          messages.set(
            `${follower.id} ${topic}`,
            queuedMessage(follower.id, topic, buildChangeMessage(change), now),
          );
        }
    }
    await insertMessages(trx, [...messages.values()]);
    return messages.size;
  });
}

/**
 * Queues a reminder for each followed team's match kicking off within its follower's chosen
 * number of minutes. A reminder is queued once per kick-off (a moved match gets a new one).
 * @example await queueReminders(db, { now: new Date() }) // 1
 */
export async function queueReminders(db: Db, { now }: { now: Date }): Promise<number> {
  const horizon = new Date(now.getTime() + Math.max(...reminderMinuteChoices) * 60_000);
  const fixtures = await db
    .selectFrom('fixtures')
    .select(['id', 'home_team', 'away_team', 'home_slug', 'away_slug', 'kickoff_utc'])
    .where('kickoff_utc', '>', now.toISOString())
    .where('kickoff_utc', '<=', horizon.toISOString())
    .orderBy('kickoff_utc')
    .limit(1000)
    .execute();
  if (fixtures.length === 0) return 0;
  const followers = await listFollowers(db, [
    ...new Set(fixtures.flatMap((f) => [f.home_slug, f.away_slug])),
  ]);
  const channels = await readChannelNames(
    db,
    fixtures.map((f) => f.id),
  );
  const messages = new Map<string, NewPushMessage>();
  for (const fixture of fixtures) {
    const minutesAway = (Date.parse(fixture.kickoff_utc) - now.getTime()) / 60_000;
    for (const slug of [fixture.home_slug, fixture.away_slug])
      for (const follower of followers.get(slug) ?? []) {
        if (follower.reminderMinutes === null || minutesAway > follower.reminderMinutes) continue;
        const topic = `reminder:${fixture.id}:${fixture.kickoff_utc}`;
        const message = buildReminderMessage({
          id: fixture.id,
          homeTeam: fixture.home_team,
          awayTeam: fixture.away_team,
          kickoffUtc: fixture.kickoff_utc,
          channels: (channels.get(fixture.id) ?? []).map((c) => c.name).join(', '),
        });
        messages.set(`${follower.id} ${topic}`, queuedMessage(follower.id, topic, message, now));
      }
  }
  await insertMessages(db, [...messages.values()]);
  return messages.size;
}

interface Follower {
  id: string;
  picked: boolean;
  channelChanged: boolean;
  moved: boolean;
  reminderMinutes: number | null;
}

/** The subscriptions following each of these team slugs. */
async function listFollowers(db: Db, slugs: readonly string[]): Promise<Map<string, Follower[]>> {
  const bySlug = new Map<string, Follower[]>();
  for (let i = 0; i < slugs.length; i += 500) {
    const rows = await db
      .selectFrom('push_subscription_teams as t')
      .innerJoin('push_subscriptions as s', 's.id', 't.subscription_id')
      .select([
        't.team_slug',
        's.id',
        's.on_picked',
        's.on_channel_changed',
        's.on_moved',
        's.reminder_minutes',
      ])
      .where('t.team_slug', 'in', slugs.slice(i, i + 500))
      .orderBy('s.id')
      .execute();
    for (const row of rows) {
      const list = bySlug.get(row.team_slug) ?? [];
      list.push({
        id: row.id,
        picked: Number(row.on_picked) === 1,
        channelChanged: Number(row.on_channel_changed) === 1,
        moved: Number(row.on_moved) === 1,
        reminderMinutes: row.reminder_minutes === null ? null : Number(row.reminder_minutes),
      });
      bySlug.set(row.team_slug, list);
    }
  }
  return bySlug;
}

function queuedMessage(
  subscriptionId: string,
  topic: string,
  message: AlertMessage,
  now: Date,
): NewPushMessage {
  const at = now.toISOString();
  return {
    subscription_id: subscriptionId,
    topic,
    payload: JSON.stringify(message),
    next_attempt_at: at,
    created_at: at,
  };
}

/** Queues messages; one already queued (or sent) for the same subscription and topic is kept. */
async function insertMessages(db: Db, messages: readonly NewPushMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += 200)
    await db
      .insertInto('push_messages')
      .values(messages.slice(i, i + 200))
      .onConflict((c) => c.columns(['subscription_id', 'topic']).doNothing())
      .execute();
}

/** How long an instance holds the messages it is sending before another may take them. */
const leaseMs = 60_000;
/** Tries before a message is given up: about an hour and a half of backing off. */
export const maxAttempts = 8;
/** A message not delivered within this long is dropped: a late reminder is worse than none. */
const messageLifetimeMs = 12 * 60 * 60 * 1000;

/**
 * The wait before the next try after `attempts` failures: 30 s doubling each time, at most
 * 30 minutes.
 * @example retryDelayMs(1) // 30000
 * @example retryDelayMs(3) // 120000
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 30 * 60_000);
}

export interface SendReport {
  sent: number;
  /** Failed for now, to be tried again. */
  retried: number;
  /** Subscriptions the push service said no longer exist (404, 410), now removed. */
  gone: number;
  /** Given up: refused by the push service, out of tries or too old. */
  dropped: number;
}

/**
 * Sends the queued messages that are due. Each is first leased (an UPDATE that only takes rows
 * nobody holds, so two instances never send the same message); delivered ones are marked sent;
 * a subscription the push service reports gone is removed with its messages; a failure is
 * tried again later with backoff, up to `maxAttempts`.
 * @example await sendDueAlerts(db, { send, now: new Date() }) // { sent: 2, retried: 0, gone: 0, dropped: 0 }
 */
export async function sendDueAlerts(
  db: Db,
  { send, now, batch = 100 }: { send: PushSend; now: Date; batch?: number },
): Promise<SendReport> {
  const at = now.toISOString();
  // Due, unfinished and held by nobody. Checked in the UPDATE on each row as well as in the
  // subquery: an instance that leased (or finished) a row meanwhile wins, on PostgreSQL too,
  // where a waiting UPDATE re-reads the row but not the subquery.
  const due = (eb: ExpressionBuilder<Database, 'push_messages'>) =>
    eb.and([
      eb('done_at', 'is', null),
      eb('next_attempt_at', '<=', at),
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]),
    ]);
  const leased = await db
    .updateTable('push_messages')
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where(
      'id',
      'in',
      db.selectFrom('push_messages').select('id').where(due).orderBy('id').limit(batch),
    )
    .where(due)
    .returning(['id', 'subscription_id', 'payload', 'attempts', 'created_at'])
    .execute();

  const report: SendReport = { sent: 0, retried: 0, gone: 0, dropped: 0 };
  if (leased.length === 0) return report;
  const targets = new Map(
    (
      await db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('id', 'in', [...new Set(leased.map((m) => m.subscription_id))])
        .execute()
    ).map((s) => [s.id, { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }]),
  );
  const goneSubscriptions = new Set<string>();

  // In the order they were queued (RETURNING gives no order): a move after its pick.
  leased.sort((a, b) => Number(a.id) - Number(b.id));
  for (const message of leased) {
    const target = targets.get(message.subscription_id);
    if (!target || goneSubscriptions.has(message.subscription_id)) continue;
    if (now.getTime() - Date.parse(message.created_at) > messageLifetimeMs) {
      await finish(db, message.id, 'dropped', now);
      report.dropped += 1;
      continue;
    }
    let status: number | null;
    try {
      status = await send(target, message.payload);
    } catch {
      status = null; // not reached: try again
    }
    if (status !== null && status >= 200 && status < 300) {
      await finish(db, message.id, 'sent', now);
      report.sent += 1;
    } else if (status === 404 || status === 410) {
      goneSubscriptions.add(message.subscription_id);
      await removeSubscription(db, message.subscription_id);
      report.gone += 1;
    } else if (status !== null && status !== 429 && status < 500) {
      await finish(db, message.id, 'dropped', now); // refused as sent: trying again would not help
      report.dropped += 1;
    } else {
      const attempts = Number(message.attempts) + 1;
      if (attempts >= maxAttempts) {
        await finish(db, message.id, 'dropped', now);
        report.dropped += 1;
      } else {
        await db
          .updateTable('push_messages')
          .set({
            attempts,
            locked_until: null,
            next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
          })
          .where('id', '=', message.id)
          .execute();
        report.retried += 1;
      }
    }
  }
  return report;
}

async function finish(db: Db, id: number, outcome: 'sent' | 'dropped', now: Date) {
  await db
    .updateTable('push_messages')
    .set({ done_at: now.toISOString(), outcome, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** Finished messages are kept this long: longer than any reminder's window. */
const keepDoneMs = 2 * 24 * 60 * 60 * 1000;

/** Deletes messages finished more than two days ago; returns how many. */
export async function purgeFinishedAlerts(db: Db, { now }: { now: Date }): Promise<number> {
  const result = await db
    .deleteFrom('push_messages')
    .where('done_at', '<', new Date(now.getTime() - keepDoneMs).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many messages wait to be sent (unsent and not given up). */
export async function countQueuedAlerts(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('push_messages')
    .select(sql<string>`count(*)`.as('count'))
    .where('done_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}
