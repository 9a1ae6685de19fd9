import { useId } from 'react';
import { CodeField } from './second-factor-fields';

/** Which proofs a sensitive form asks for (see confirmationNeeds on the server). */
export interface ConfirmationFields {
  password: boolean;
  code: boolean;
}

/**
 * "Confirm it's you": the current password, and an authentication code when the account has a
 * second factor, shown on a sensitive form when the last confirmation is over 15 minutes old.
 * Renders nothing when neither is needed.
 * @example <ConfirmIdentityFields needs={loaderData.confirm} />
 */
export function ConfirmIdentityFields({
  needs,
  passwordLabel = 'Your current password',
}: {
  needs: ConfirmationFields;
  passwordLabel?: string;
}) {
  const passwordId = useId();
  if (!needs.password && !needs.code) return null;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">Confirm it&rsquo;s you</legend>
      {needs.password && (
        <label htmlFor={passwordId} className="grid gap-1 text-sm font-semibold">
          {passwordLabel}
          <input
            id={passwordId}
            name="currentPassword"
            type="password"
            className="field"
            required
            autoComplete="current-password"
            maxLength={1024}
          />
        </label>
      )}
      {needs.code && <CodeField name="currentCode" />}
    </fieldset>
  );
}
