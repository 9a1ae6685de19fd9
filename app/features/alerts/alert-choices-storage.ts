import { z } from 'zod';
import { defaultAlertChoices, reminderMinuteChoices, type AlertChoices } from './alert-settings';

/** Where this browser keeps the visitor's alert choices (their own: cache clearing keeps it). */
export const alertChoicesStorageKey = 'kickoff:match-alerts';

const storedSchema = z.object({
  picked: z.boolean(),
  channelChanged: z.boolean(),
  moved: z.boolean(),
  reminderMinutes: z
    .number()
    .refine((m) => (reminderMinuteChoices as readonly number[]).includes(m))
    .nullable(),
});

/**
 * The choices as stored, or the defaults (all on) when none are, or they cannot be read.
 * @example readAlertChoices() // { picked: true, channelChanged: true, moved: true, reminderMinutes: 30 }
 */
export function readAlertChoices(): AlertChoices {
  try {
    const raw = window.localStorage.getItem(alertChoicesStorageKey);
    const parsed = storedSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : defaultAlertChoices;
  } catch {
    return defaultAlertChoices;
  }
}

export function storeAlertChoices(choices: AlertChoices): void {
  try {
    window.localStorage.setItem(alertChoicesStorageKey, JSON.stringify(choices));
  } catch {
    // Storage can be blocked; the server still has the choices with the subscription.
  }
}
