import { createStoredChoice } from '~/lib/stored-choice';
import { defaultAlertChoices, isReminderMinutes, type AlertChoices } from './alert-settings';

/** Where this browser keeps the visitor's alert choices (their own: cache clearing keeps it). */
export const alertChoicesStorageKey = 'kickoff:match-alerts';

/**
 * The stored choices, checked field by field (no schema library: this runs on every page);
 * null when they are not a complete, valid set.
 * @example parseAlertChoices('{"picked":true,"channelChanged":false,"moved":true,"reminderMinutes":60}')
 */
export function parseAlertChoices(raw: string | null): AlertChoices | null {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { picked, channelChanged, moved, reminderMinutes } = value as Record<string, unknown>;
  if (typeof picked !== 'boolean' || typeof channelChanged !== 'boolean') return null;
  if (typeof moved !== 'boolean') return null;
  if (reminderMinutes !== null && !isReminderMinutes(reminderMinutes)) return null;
  return { picked, channelChanged, moved, reminderMinutes };
}

const stored = createStoredChoice(alertChoicesStorageKey, parseAlertChoices, null);

/** The choices as stored, or the defaults (all on) when none are, or they cannot be read. */
export function readAlertChoices(): AlertChoices {
  return stored.read() ?? defaultAlertChoices;
}

/** Keeps the choices in this browser (the server has them too, with the subscription). */
export function storeAlertChoices(choices: AlertChoices): void {
  stored.write(JSON.stringify(choices));
}
