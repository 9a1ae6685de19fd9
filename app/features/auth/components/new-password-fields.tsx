import { useId } from 'react';
import { passwordMaxLength, passwordMinLength } from '~/features/auth/password-rules';

/**
 * A new password, typed twice (`password` and `confirm`), with the rules it must meet. Setting
 * up an account, accepting an invitation or a reset, and changing a password all use it.
 * @example <NewPasswordFields busy={busy} />
 */
export function NewPasswordFields({ busy = false }: { busy?: boolean }) {
  const ids = { password: useId(), confirm: useId(), hint: useId() };
  return (
    <>
      <label htmlFor={ids.password} className="grid gap-1 text-sm font-semibold">
        New password
        <input
          id={ids.password}
          name="password"
          type="password"
          className="field"
          required
          autoComplete="new-password"
          minLength={passwordMinLength}
          // Characters, not code points: room for any password the server would take.
          maxLength={passwordMaxLength * 4}
          aria-describedby={ids.hint}
          disabled={busy}
        />
      </label>
      <p id={ids.hint} className="text-sm text-slate-700 dark:text-slate-300">
        At least {passwordMinLength} characters. A few unrelated words make a strong one; common
        passwords and ones built from your username or the site&rsquo;s name are refused.
      </p>
      <label htmlFor={ids.confirm} className="grid gap-1 text-sm font-semibold">
        Repeat the new password
        <input
          id={ids.confirm}
          name="confirm"
          type="password"
          className="field"
          required
          autoComplete="new-password"
          maxLength={passwordMaxLength * 4}
          disabled={busy}
        />
      </label>
    </>
  );
}
