import type { Db } from '~/db/create-db.server';
import {
  purgeFinishedAlerts,
  queueChangeAlerts,
  queueReminders,
  sendDueAlerts,
  type PushSend,
  type SendReport,
} from './push-alerts.server';

/**
 * One pass of the alerts: queue what changed and what kicks off soon, send what is due, and
 * forget messages finished days ago.
 */
export async function runAlertPass(
  db: Db,
  { send, now }: { send: PushSend; now: Date },
): Promise<SendReport & { queued: number }> {
  const queued = (await queueChangeAlerts(db, { now })) + (await queueReminders(db, { now }));
  const report = await sendDueAlerts(db, { send, now });
  await purgeFinishedAlerts(db, { now });
  return { queued, ...report };
}

/**
 * Runs an alert pass every `everyMs` in the background, one at a time. The queue lives in the
 * database, so a restart loses nothing and several instances can run this side by side.
 * @example const worker = startAlertWorker({ db, send, onError: (e) => log.error(e) }); await worker.stop();
 */
export function startAlertWorker({
  db,
  send,
  now = () => new Date(),
  everyMs = 20_000,
  onPass,
  onError,
}: {
  db: Db;
  send: PushSend;
  now?: () => Date;
  everyMs?: number;
  onPass?: (report: SendReport & { queued: number }) => void;
  onError: (error: unknown) => void;
}): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= runAlertPass(db, { send, now: now() })
      .then(onPass, onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
