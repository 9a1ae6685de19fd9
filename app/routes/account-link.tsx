import { useId } from 'react';
import { data, Form, isRouteErrorResponse, useNavigation, useRouteError } from 'react-router';
import { acceptAccountLink, readAccountLink } from '~/features/auth/account-links.server';
import { AdminBar } from '~/features/auth/components/admin-bar';
import { NewPasswordFields } from '~/features/auth/components/new-password-fields';
import {
  RecoveryCodesStep,
  SecondFactorFields,
} from '~/features/auth/components/second-factor-fields';
import { getUserByUsername } from '~/features/auth/users.server';
import { continueSignIn } from '~/features/auth/login.server';
import {
  answerCodeStep,
  nextSignInStep,
  sessionRequestOf,
} from '~/features/auth/sign-in-steps.server';
import { appContext } from '~/lib/app-context';
import { cachedAs, privatePage } from '~/lib/page-caching';
import type { Route } from './+types/account-link';

// `/join/<token>` (the first administrator's setup link, or an invitation) and
// `/reset-password/<token>`: the person chooses their password (and, setting up, their
// username), then signs in, enrolling a second factor when the site requires one.

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, now } = context.get(appContext);
  const link = await readAccountLink(db, params.token, now());
  if (!link) throw data(null, { status: 410 });
  return { kind: link.kind, username: link.username, role: link.role };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, now, clientIp, shareLinkKey, twoFactorRequired } = context.get(appContext);
  const form = await request.formData();
  if (form.get('intent') === 'code') return answerCodeStep(request, context, form, '/admin');
  const password = String(form.get('password') ?? '').slice(0, 1024);
  if (password !== String(form.get('confirm') ?? '').slice(0, 1024)) {
    return data({ error: 'The two passwords differ.' }, { status: 400 });
  }
  const accepted = await acceptAccountLink(db, {
    token: params.token,
    username: String(form.get('username') ?? '').slice(0, 200),
    password,
    now: now(),
    ip: clientIp,
  });
  if (!accepted.ok) return data({ error: accepted.message }, { status: 400 });
  const user = await getUserByUsername(db, accepted.username);
  if (!user) throw new Error('The account a link made is missing');
  const next = await continueSignIn(db, user, sessionRequestOf(request, context), {
    twoFactorRequired,
    siteKey: shareLinkKey,
  });
  return nextSignInStep(context, next, '/admin');
}

// A used link answers 410: the page keeps what the action answered (the code step) instead.
export const shouldRevalidate = () => false;

export const headers = cachedAs(privatePage);

export const meta: Route.MetaFunction = () => [
  { title: 'Staff account | Kickoff TV' },
  { name: 'robots', content: 'noindex, nofollow' },
  // The address is a secret: never send it on to another site.
  { name: 'referrer', content: 'no-referrer' },
];

const titles = {
  setup: 'Set up Kickoff TV',
  invite: 'Join the Kickoff TV team',
  reset: 'Choose a new password',
};

export default function AccountLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const step = actionData && 'step' in actionData ? actionData : null;
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  const { kind, username, role } = loaderData;
  return (
    <>
      <AdminBar signedIn={false} />
      <main id="main" className="mx-auto flex w-full max-w-md flex-col px-4 py-10">
        <div className="card p-6">
          <h1 className="text-2xl font-bold">{titles[kind]}</h1>
          {step?.step === 'recovery-codes' ? (
            <RecoveryCodesStep codes={step.codes} destination={step.destination} />
          ) : step ? (
            <>
              <p className="mt-1 text-slate-700 dark:text-slate-300">
                Your password is set.{' '}
                {step.enrol
                  ? 'Now set up your second factor.'
                  : 'Now confirm it is you with your second factor.'}
              </p>
              <Form method="post" className="mt-5 grid gap-4" replace>
                <SecondFactorFields step={step} busy={busy} />
                <button type="submit" className="button" disabled={busy}>
                  {busy ? 'Checking...' : 'Verify'}
                </button>
              </Form>
            </>
          ) : (
            <>
              <p className="mt-1 text-slate-700 dark:text-slate-300">
                {kind === 'setup'
                  ? 'Choose the username and password of the first administrator.'
                  : kind === 'invite'
                    ? `You are invited as ${role === 'admin' ? 'an administrator' : 'an editor'}, with the username ${username}. Choose your password.`
                    : `Choose a new password for ${username}. You will be signed out everywhere else.`}
              </p>
              <Form method="post" className="mt-5 grid gap-4" replace>
                <AccountFields setup={kind === 'setup'} username={username} busy={busy} />
                {error && (
                  <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
                    {error}
                  </p>
                )}
                <button type="submit" className="button" disabled={busy}>
                  {busy ? 'Saving...' : 'Continue'}
                </button>
              </Form>
            </>
          )}
        </div>
      </main>
    </>
  );
}

/** Username (when the person chooses it) and the new password, typed twice. */
function AccountFields({
  setup,
  username,
  busy,
}: {
  setup: boolean;
  username: string | null;
  busy: boolean;
}) {
  const usernameId = useId();
  return (
    <>
      {setup ? (
        <label htmlFor={usernameId} className="grid gap-1 text-sm font-semibold">
          Username
          <input
            id={usernameId}
            name="username"
            className="field"
            required
            autoComplete="username"
            maxLength={64}
            disabled={busy}
          />
        </label>
      ) : (
        // Password managers file the new password under this name.
        <input type="hidden" name="username" autoComplete="username" value={username ?? ''} />
      )}
      <NewPasswordFields busy={busy} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const gone = isRouteErrorResponse(error) && error.status === 410;
  return (
    <>
      <AdminBar signedIn={false} />
      <main id="main" className="mx-auto flex w-full max-w-md flex-col px-4 py-10">
        <div className="card p-6">
          <h1 className="text-2xl font-bold">
            {gone ? 'This link no longer works' : 'Something went wrong'}
          </h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {gone
              ? 'It has expired or has been used. Ask an administrator for a new one.'
              : 'Please try again in a moment.'}
          </p>
        </div>
      </main>
    </>
  );
}
