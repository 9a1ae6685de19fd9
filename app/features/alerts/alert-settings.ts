import { z } from 'zod';
import { describeFixtureChange, type FixtureChange } from '~/features/fixtures/fixture-change';
import { resolveTeam } from '~/features/teams/team-catalogue';
import { formatLongDate, ukDateTime } from '~/lib/london-time';
import { toSlug } from '~/lib/slug';

/** What a visitor can hear about; every one is on until they turn it off (SPEC: defaults on). */
export interface AlertChoices {
  /** A followed team's match picked for TV, or its channel confirmed. */
  picked: boolean;
  channelChanged: boolean;
  /** Kick-off moved, or the match taken off the schedule. */
  moved: boolean;
  /** Minutes before kick-off for a reminder ("game-time alert"), or null for none. */
  reminderMinutes: number | null;
}

export const defaultAlertChoices: AlertChoices = {
  picked: true,
  channelChanged: true,
  moved: true,
  reminderMinutes: 30,
};

/** The reminder times offered, in minutes before kick-off. */
export const reminderMinuteChoices = [15, 30, 60, 120] as const;
export const maxFollowedTeams = 50;

const base64Url = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * What the browser sends to turn alerts on or change them: its push subscription (as
 * `PushSubscription.toJSON()` gives it), the teams to follow and the choices. Every field has a
 * size limit; the endpoint's host is checked on the server.
 */
export const alertSubscriptionSchema = z.object({
  subscription: z.object({
    endpoint: z.url({ protocol: /^https?$/ }).max(1000),
    keys: z.object({
      // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
      p256dh: z.string().min(80).max(100).regex(base64Url),
      auth: z.string().min(16).max(32).regex(base64Url),
    }),
  }),
  teams: z.array(z.string().trim().min(1).max(100)).min(1).max(maxFollowedTeams),
  choices: z.object({
    picked: z.boolean(),
    channelChanged: z.boolean(),
    moved: z.boolean(),
    reminderMinutes: z
      .number()
      .int()
      .refine((m) => (reminderMinuteChoices as readonly number[]).includes(m))
      .nullable(),
  }),
});
export type AlertSubscription = z.infer<typeof alertSubscriptionSchema>;

export const alertUnsubscribeSchema = z.object({ endpoint: z.string().max(1000) });

/**
 * The fixture slugs that mean a followed team: the slug of the name as starred and, for a team
 * the catalogue knows, of each of its names, so 'Spurs' also follows 'Tottenham Hotspur'.
 * @example followedTeamSlugs(['Spurs']) // ['spurs', 'tottenham-hotspur', 'tottenham']
 */
export function followedTeamSlugs(teams: readonly string[]): string[] {
  const slugs = new Set<string>();
  for (const name of teams) {
    slugs.add(toSlug(name));
    const team = resolveTeam(name);
    if (team)
      for (const other of [team.name, ...team.aliases, ...team.wholeNames])
        slugs.add(toSlug(other));
  }
  slugs.delete('');
  return [...slugs];
}

/** Which choice a kind of fixture change is heard under. */
export function choiceForChange(
  kind: FixtureChange['kind'],
): keyof Omit<AlertChoices, 'reminderMinutes'> {
  switch (kind) {
    case 'new':
    case 'confirmed':
      return 'picked';
    case 'channel-changed':
      return 'channelChanged';
    case 'moved':
    case 'removed':
      return 'moved';
  }
}

/** A notification: its title, its text and the page a tap opens. */
export interface AlertMessage {
  title: string;
  body: string;
  url: string;
}

/**
 * The notification for a change to a followed team's match, in UK time.
 * @example buildChangeMessage(moved) // { title: 'Arsenal v Chelsea', body: 'Moved from Sat 15:00 to Sun 12:00, announced 12 days before', url: '/match/…' }
 */
export function buildChangeMessage(change: FixtureChange): AlertMessage {
  return {
    title: `${change.homeTeam} v ${change.awayTeam}`,
    body: describeFixtureChange(change),
    url: `/match/${change.fixtureId}`,
  };
}

/**
 * The reminder before a followed team's match.
 * @example buildReminderMessage({ id, homeTeam: 'Arsenal', awayTeam: 'Chelsea', kickoffUtc, channels: 'Sky Sports Main Event' })
 * // { title: 'Arsenal v Chelsea at 15:00', body: 'On Sky Sports Main Event', url: '/match/…' }
 */
export function buildReminderMessage(fixture: {
  id: string;
  homeTeam: string;
  awayTeam: string;
  kickoffUtc: string;
  channels: string;
}): AlertMessage {
  const { date, time } = ukDateTime(new Date(fixture.kickoffUtc));
  return {
    title: `${fixture.homeTeam} v ${fixture.awayTeam} at ${time}`,
    body: fixture.channels
      ? `On ${fixture.channels}`
      : `Kick-off ${formatLongDate(date)}; channel to be confirmed`,
    url: `/match/${fixture.id}`,
  };
}

/**
 * Reads the alerts form the browser posts: `subscription` (the JSON of its push subscription),
 * one `team` field a team, `picked`, `channelChanged` and `moved` as `on` when chosen, and
 * `reminderMinutes` (empty for none). Never throws; says what is wrong.
 * @example parseAlertForm(form) // { ok: true, value: { subscription, teams: ['Arsenal'], choices } }
 */
export function parseAlertForm(
  form: FormData,
): { ok: true; value: AlertSubscription } | { ok: false; error: string } {
  let subscription: unknown;
  try {
    subscription = JSON.parse(String(form.get('subscription') ?? '').slice(0, 4000));
  } catch {
    return { ok: false, error: 'The push subscription is missing or unreadable.' };
  }
  const minutes = String(form.get('reminderMinutes') ?? '');
  const parsed = alertSubscriptionSchema.safeParse({
    subscription,
    teams: form.getAll('team').map(String),
    choices: {
      picked: form.get('picked') === 'on',
      channelChanged: form.get('channelChanged') === 'on',
      moved: form.get('moved') === 'on',
      reminderMinutes: minutes === '' ? null : Number(minutes),
    },
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === 'teams' ? 'Choose between 1 and 50 teams.' : null;
  return {
    ok: false,
    error:
      field ??
      `Alert settings refused: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
  };
}
