import { useEffect, useState, type FormEvent } from 'react';
import { useFavouriteTeams } from '~/features/teams/favourite-teams';
import { serviceWorkerAllowed } from '~/lib/service-worker';
import { defaultAlertChoices, reminderMinuteChoices, type AlertChoices } from './alert-settings';
import { readAlertChoices, storeAlertChoices } from './alert-choices-storage';

type Support =
  | 'checking'
  | 'ready'
  /** iPhone and iPad: web push only for a site added to the Home Screen. */
  | 'install-first'
  | 'unsupported'
  /** A development or test address, where the service worker stays off. */
  | 'local-host'
  | 'blocked';

function detectSupport(): Exclude<Support, 'checking'> {
  const ios =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = window.matchMedia('(display-mode: standalone)').matches;
  const canPush =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (ios && !standalone) return 'install-first';
  if (!canPush) return 'unsupported';
  // Alerts arrive through the service worker, which is off on local development hosts.
  if (!serviceWorkerAllowed()) return 'local-host';
  if (Notification.permission === 'denied') return 'blocked';
  return 'ready';
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function alertForm(
  subscription: PushSubscription,
  teams: readonly string[],
  choices: AlertChoices,
) {
  const form = new URLSearchParams({ subscription: JSON.stringify(subscription.toJSON()) });
  for (const team of teams) form.append('team', team);
  if (choices.picked) form.set('picked', 'on');
  if (choices.channelChanged) form.set('channelChanged', 'on');
  if (choices.moved) form.set('moved', 'on');
  form.set(
    'reminderMinutes',
    choices.reminderMinutes === null ? '' : String(choices.reminderMinutes),
  );
  return form;
}

async function send(method: 'POST' | 'DELETE', body: URLSearchParams): Promise<string | null> {
  try {
    const response = await fetch('/api/alerts', { method, body });
    if (response.ok) return null;
    const reply = (await response.json().catch(() => ({}))) as { error?: string };
    return reply.error ?? `The server refused the change (${response.status}).`;
  } catch {
    return 'Could not reach the server. Check your connection and try again.';
  }
}

/**
 * The drawer's Match Alerts tab ("notifications for favourite-team matches" and "game-time alerts",
 * both on by default): push notifications for the visitor's starred teams when a match is picked
 * for TV or its channel confirmed, its channel changes or its kick-off moves, and a reminder before
 * kick-off. The choices are kept in this browser and with the browser's push subscription on the
 * server.
 */
export function MatchAlertsPanel() {
  const { teams } = useFavouriteTeams();
  const [support, setSupport] = useState<Support>('checking');
  const [subscribed, setSubscribed] = useState(false);
  const [choices, setChoices] = useState<AlertChoices>(defaultAlertChoices);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);

  useEffect(() => {
    const found = detectSupport();
    setSupport(found);
    setChoices(readAlertChoices());
    if (found === 'ready')
      void currentSubscription().then((subscription) => setSubscribed(subscription !== null));
  }, []);

  const notifications = choices.picked || choices.channelChanged || choices.moved;
  const setChoice = (change: Partial<AlertChoices>) => setChoices((c) => ({ ...c, ...change }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      if (
        Notification.permission !== 'granted' &&
        (await Notification.requestPermission()) !== 'granted'
      ) {
        setSupport(Notification.permission === 'denied' ? 'blocked' : 'ready');
        setStatus({ error: true, text: 'Alerts need your permission to show notifications.' });
        return;
      }
      const registration = await navigator.serviceWorker.ready;
      let subscription = await registration.pushManager.getSubscription();
      if (!subscription) {
        const { publicKey } = (await (await fetch('/api/alerts')).json()) as { publicKey: string };
        subscription = await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: publicKey,
        });
      }
      const error = await send('POST', alertForm(subscription, teams, choices));
      if (error) {
        setStatus({ error: true, text: error });
        return;
      }
      storeAlertChoices(choices);
      setSubscribed(true);
      setStatus({
        error: false,
        text: `Alerts are on for ${teams.length === 1 ? '1 team' : `${teams.length} teams`}.`,
      });
    } catch {
      setStatus({ error: true, text: 'This browser could not turn on alerts. Try again later.' });
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setStatus(null);
    const subscription = await currentSubscription();
    const error = subscription
      ? await send('DELETE', new URLSearchParams({ endpoint: subscription.endpoint }))
      : null;
    if (!error) await subscription?.unsubscribe();
    setSubscribed(Boolean(error));
    setStatus(error ? { error: true, text: error } : { error: false, text: 'Alerts are off.' });
    setBusy(false);
  }

  if (support === 'checking') return null;
  if (teams.length === 0)
    return (
      <Note>
        Star your teams first: open any match and tap the star next to a team. Alerts then tell you
        when their matches are picked for TV, change channel or move, and remind you before
        kick-off. Turn on <strong>My teams</strong> above any list to see only their matches.
      </Note>
    );

  if (support === 'install-first')
    return (
      <Note>
        On iPhone and iPad, match alerts need Kickoff TV on your Home Screen: tap{' '}
        <strong>Share</strong>, then <strong>Add to Home Screen</strong>, and open Kickoff TV from
        there to turn them on.
      </Note>
    );
  if (support === 'unsupported')
    return <Note>This browser cannot show match alerts. Try Chrome, Edge, Firefox or Safari.</Note>;
  if (support === 'local-host')
    return <Note>Match alerts work on the published site, not on this local address.</Note>;
  if (support === 'blocked')
    return (
      <Note>
        Notifications are blocked for this site. Allow them in your browser&rsquo;s site settings,
        then come back here to turn match alerts on.
      </Note>
    );
  return (
    <form onSubmit={save} className="grid gap-3 text-sm">
      <p className="text-slate-700 dark:text-slate-300">
        For your {teams.length === 1 ? 'team' : `${teams.length} teams`}:{' '}
        <span className="font-semibold text-slate-900 dark:text-slate-100">{teams.join(', ')}</span>
      </p>
      <fieldset className="grid gap-2">
        <legend className="font-bold">Notifications for favourite-team matches</legend>
        <Check
          label="Picked for TV or channel confirmed"
          checked={choices.picked}
          onChange={(picked) => setChoice({ picked })}
        />
        <Check
          label="Channel changed"
          checked={choices.channelChanged}
          onChange={(channelChanged) => setChoice({ channelChanged })}
        />
        <Check
          label="Kick-off moved or match removed"
          checked={choices.moved}
          onChange={(moved) => setChoice({ moved })}
        />
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="font-bold">Game-time alerts</legend>
        <Check
          label="Remind me before kick-off"
          checked={choices.reminderMinutes !== null}
          onChange={(on) => setChoice({ reminderMinutes: on ? 30 : null })}
        />
        {choices.reminderMinutes !== null && (
          <label className="flex items-center gap-2">
            <span>How long before</span>
            <select
              className="field w-auto py-1"
              value={choices.reminderMinutes}
              onChange={(event) => setChoice({ reminderMinutes: Number(event.target.value) })}
            >
              {reminderMinuteChoices.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes < 60
                    ? `${minutes} minutes`
                    : minutes === 60
                      ? '1 hour'
                      : `${minutes / 60} hours`}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="button"
          disabled={busy || (!notifications && choices.reminderMinutes === null)}
        >
          {subscribed ? 'Save alert settings' : 'Turn on match alerts'}
        </button>
        {subscribed && (
          <button type="button" className="button-quiet" disabled={busy} onClick={turnOff}>
            Turn off alerts
          </button>
        )}
      </div>
      <p
        role="status"
        className={status?.error ? 'font-semibold text-red-700 dark:text-red-300' : 'font-semibold'}
      >
        {status?.text}
      </p>
    </form>
  );
}

function Note({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-slate-700 dark:text-slate-300">{children}</p>;
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        className="size-5 accent-brand"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
