import { useId } from 'react';
import { welcomePath } from '~/features/auth/welcome-path';

/** The code step of a sign-in, as the login action hands it to the form. */
export interface SecondFactorStep {
  step: 'code';
  challenge: string;
  /** Present when the account sets up two-factor sign-in now. */
  enrol: { secret: string; qrSvg: string } | null;
  error?: string;
}

/**
 * The second step of a sign-in form: the challenge it answers and the code field, with the QR
 * code and key to scan first when the account is enrolling. The login page and the
 * sign-in-again dialog both use it.
 * @example <SecondFactorFields step={actionData} busy={busy} />
 */
export function SecondFactorFields({ step, busy }: { step: SecondFactorStep; busy: boolean }) {
  const errorId = useId();
  return (
    <>
      <input type="hidden" name="intent" value="code" />
      <input type="hidden" name="challenge" value={step.challenge} />
      {step.enrol ? (
        <EnrolmentCode enrol={step.enrol} />
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </p>
      )}
      <CodeField
        numeric={step.enrol !== null}
        busy={busy}
        autoFocus
        describedBy={step.error ? errorId : undefined}
      />
      {step.error && (
        <p
          id={errorId}
          role="alert"
          className="text-sm font-semibold text-red-700 dark:text-red-300"
        >
          {step.error}
        </p>
      )}
    </>
  );
}

/**
 * The "Authentication code" field: six digits from the app (`numeric`), or also a recovery code.
 * @example <CodeField name="currentCode" />
 */
export function CodeField({
  name = 'code',
  numeric = false,
  busy = false,
  autoFocus = false,
  describedBy,
}: {
  name?: string;
  numeric?: boolean;
  busy?: boolean;
  autoFocus?: boolean;
  describedBy?: string;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="grid gap-1 text-sm font-semibold">
      Authentication code
      <input
        id={id}
        name={name}
        className="field font-mono tracking-widest"
        required
        autoComplete="one-time-code"
        inputMode={numeric ? 'numeric' : 'text'}
        maxLength={64}
        disabled={busy}
        autoFocus={autoFocus}
        aria-describedby={describedBy}
      />
    </label>
  );
}

/**
 * A new secret to add to an authenticator app: its QR code and, for typing in, its key in groups
 * of four.
 */
export function EnrolmentCode({ enrol }: { enrol: { secret: string; qrSvg: string } }) {
  return (
    <div className="grid gap-3 text-sm">
      <p className="text-slate-700 dark:text-slate-300">
        Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft
        Authenticator or 1Password), or type in the key below. Then enter the 6-digit code the app
        shows.
      </p>
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        className="mx-auto w-48 rounded-lg bg-white p-1"
        // The markup is the QR library's own SVG of our otpauth address: no staff or visitor text.
        dangerouslySetInnerHTML={{ __html: sizedSvg(enrol.qrSvg) }}
      />
      <p>
        Key:{' '}
        <code className="font-mono text-base break-words select-all" data-testid="totp-secret">
          {enrol.secret.match(/.{1,4}/g)?.join(' ')}
        </code>
      </p>
    </div>
  );
}

/** The QR code's SVG, sized by its box rather than by the library's fixed width. */
function sizedSvg(svg: string): string {
  return svg.replace('<svg ', '<svg width="100%" height="100%" aria-hidden="true" ');
}

/**
 * Recovery codes, shown once after enrolling: each signs in once when the phone is lost.
 * @example <RecoveryCodes codes={codes} />
 */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="grid gap-3 text-sm">
      <p className="font-semibold">Save your recovery codes</p>
      <p className="text-slate-700 dark:text-slate-300">
        If you lose your phone, each of these codes signs you in once in place of an authentication
        code. Keep them somewhere safe, such as a password manager. They are not shown again.
      </p>
      <ul
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-3 font-mono text-base dark:bg-slate-800"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The last step of a sign-in that turned two-factor on: the recovery codes, then on to the
 * page asked for (a whole page load, so the admin starts signed in).
 */
export function RecoveryCodesStep({
  codes,
  destination,
}: {
  codes: readonly string[];
  destination: string;
}) {
  return (
    <div className="mt-5 grid gap-4">
      <p role="status">Two-factor sign-in is on for your account.</p>
      <RecoveryCodes codes={codes} />
      <a href={welcomePath(destination)} className="button text-center">
        I have saved my recovery codes
      </a>
    </div>
  );
}
