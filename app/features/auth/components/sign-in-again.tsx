import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { sessionEndedEvent } from '~/lib/refused-request';
import { CredentialFields } from './credential-fields';
import { SecondFactorFields, type SecondFactorStep } from './second-factor-fields';

/**
 * Asks to sign in again, in place, when a post finds the session ended (idle too long, or
 * signed out in another tab). The page underneath keeps everything typed; signing in comes back
 * to this same address, so the editor carries on and saves again.
 */
export function SignInAgain() {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<{ error?: string } | SecondFactorStep>();
  const location = useLocation();
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    const ask = () => setOpen(true);
    window.addEventListener(sessionEndedEvent, ask);
    return () => window.removeEventListener(sessionEndedEvent, ask);
  }, []);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  // Signing in leads back to this address (a navigation): the dialog's work is done.
  useEffect(() => setOpen(false), [location.key]);

  if (!open) return null;
  // An account with a second factor answers a code next, in the same dialog.
  const step = fetcher.data && 'step' in fetcher.data ? fetcher.data : null;
  const here = new URLSearchParams(location.search);
  here.delete('notice');
  const back = `${location.pathname}${here.size > 0 ? `?${here}` : ''}${location.hash}`;

  return (
    <dialog
      ref={dialog}
      aria-labelledby="sign-in-again-title"
      onClose={() => setOpen(false)}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-xl bg-white p-5 text-slate-900 backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="sign-in-again-title" className="text-lg font-bold">
        Your session has ended
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Sign in again to carry on. Nothing was saved yet, and your work on this page is kept.
      </p>
      <fetcher.Form method="post" action="/login" className="mt-4 grid gap-3">
        <input type="hidden" name="redirectTo" value={back} />
        {step ? (
          <SecondFactorFields step={step} busy={busy} />
        ) : (
          <CredentialFields busy={busy} error={fetcher.data?.error} autoFocus />
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="button-quiet" onClick={() => setOpen(false)}>
            Not now
          </button>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Logging in...' : 'Sign In'}
          </button>
        </div>
      </fetcher.Form>
    </dialog>
  );
}
