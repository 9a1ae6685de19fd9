import { useId } from 'react';

/**
 * The username and password fields of a sign-in form, disabled while it is sent, and the
 * reason a sign-in was refused. The login page and the sign-in-again dialog both use them.
 * @example <CredentialFields busy={busy} error={actionData?.error} />
 */
export function CredentialFields({
  busy,
  error,
  autoFocus = false,
}: {
  busy: boolean;
  error?: string;
  /** Typing starts in the username (a dialog that opened for this). */
  autoFocus?: boolean;
}) {
  const usernameId = useId();
  const passwordId = useId();
  return (
    <>
      <label htmlFor={usernameId} className="grid gap-1 text-sm font-semibold">
        Username
        <input
          id={usernameId}
          name="username"
          className="field"
          required
          autoComplete="username"
          maxLength={200}
          disabled={busy}
          autoFocus={autoFocus}
        />
      </label>
      <label htmlFor={passwordId} className="grid gap-1 text-sm font-semibold">
        Password
        <input
          id={passwordId}
          name="password"
          type="password"
          className="field"
          required
          autoComplete="current-password"
          maxLength={1024}
          disabled={busy}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </>
  );
}
