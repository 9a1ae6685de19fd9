import { z } from 'zod';
import { isReminderMinutes, maxFollowedTeams } from './alert-settings';

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
    reminderMinutes: z.number().int().refine(isReminderMinutes).nullable(),
  }),
});
export type AlertSubscription = z.infer<typeof alertSubscriptionSchema>;

export const alertUnsubscribeSchema = z.object({ endpoint: z.string().max(1000) });

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
