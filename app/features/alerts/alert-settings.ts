// The fan's alert choices: shared by the Match Alerts panel, the form it posts and the server.

/** What a visitor can hear about; every one is on until they turn it off. */
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

/** Whether a number of minutes is one of the reminder times offered. */
export function isReminderMinutes(minutes: unknown): minutes is number {
  return (reminderMinuteChoices as readonly unknown[]).includes(minutes);
}
