import { useEffect } from 'react';
import { data, Form, redirect, useNavigation, type ShouldRevalidateFunction } from 'react-router';
import { toast } from 'sonner';
import { AdminBar } from '~/features/auth/components/admin-bar';
import { CredentialFields } from '~/features/auth/components/credential-fields';
import { getStaff, safeRedirectPath } from '~/features/auth/guard.server';
import { attemptLogin } from '~/features/auth/login.server';
import {
  RecoveryCodesStep,
  SecondFactorFields,
} from '~/features/auth/components/second-factor-fields';
import {
  answerCodeStep,
  nextSignInStep,
  retryAfter,
  sessionRequestOf,
} from '~/features/auth/sign-in-steps.server';
import { alertChoicesStorageKey } from '~/features/alerts/alert-choices-storage';
import { analyticsConsentStorageKey } from '~/features/analytics/analytics-consent';
import { myServicesStorageKey } from '~/features/services/my-services';
import { favouriteTeamsStorageKey } from '~/features/teams/favourite-teams';
import { appContext } from '~/lib/app-context';
import { clearSiteStorage } from '~/lib/clear-site-storage';
import { privatePage } from '~/lib/page-caching';
import { themeStorageKey } from '~/ui/theme';
import { Toasts } from '~/ui/toasts';
import type { Route } from './+types/login';

const failureText = 'Invalid username or password. Please try again.';

export async function loader({ request, context }: Route.LoaderArgs) {
  const destination = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'));
  // A signed-in visitor goes straight on.
  if (await getStaff(request, context)) throw redirect(destination);
  return { destination };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, shareLinkKey, twoFactorRequired } = context.get(appContext);
  const form = await request.formData();
  const destination = safeRedirectPath(String(form.get('redirectTo') ?? ''));
  if (form.get('intent') === 'code') return answerCodeStep(request, context, form, destination);

  const username = String(form.get('username') ?? '').slice(0, 200);
  const password = String(form.get('password') ?? '').slice(0, 1024);
  if (!username.trim() || !password) {
    return data({ error: 'Username and password are required.' }, { status: 400 });
  }
  const result = await attemptLogin(
    db,
    { ...sessionRequestOf(request, context), username, password },
    { twoFactorRequired, siteKey: shareLinkKey },
  );
  if (!result.ok) {
    const error =
      result.status === 429
        ? `Too many attempts. Please wait ${Math.ceil((result.retryAfterSeconds ?? 60) / 60)} minutes and try again.`
        : failureText;
    return data(
      { error },
      { status: result.status, headers: retryAfter(result.retryAfterSeconds) },
    );
  }
  return nextSignInStep(context, result, destination);
}

/**
 * Stored by nobody; a refused sign-in says when to try again: the action's Retry-After reaches the
 * response (React Router passes on only cookies from an action unless a route says which headers
 * it sends).
 */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const kept = new Headers({ 'Cache-Control': privatePage });
  const wait = actionHeaders.get('Retry-After');
  if (wait !== null) kept.set('Retry-After', wait);
  return kept;
};

/**
 * Recovery codes are shown once, after enrolment, to someone now signed in: the loader would
 * send them straight on, so it does not run again until they have read the codes.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => (actionResult?.step === 'recovery-codes' ? false : defaultShouldRevalidate);

export const meta: Route.MetaFunction = () => [
  { title: 'Admin Login | Kickoff TV' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const notices = {
  'auth-required': {
    title: 'Authentication required',
    description: 'Please log in to access the admin panel',
    error: true,
  },
  'logged-out': { title: 'Logged out', description: 'You have been logged out successfully' },
};

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  const step = actionData && 'step' in actionData ? actionData : null;

  useEffect(() => {
    if (step) return;
    if (error === failureText)
      toast.error('Login failed', { description: 'Invalid username or password' });
    else if (error) toast.error('Login failed', { description: error });
  }, [actionData, error, step]);

  return (
    <>
      <AdminBar signedIn={false} />
      <main id="main" className="mx-auto flex w-full max-w-md flex-col px-4 py-10">
        <div className="card p-6">
          <h1 className="text-2xl font-bold">Admin Login</h1>
          {step?.step === 'recovery-codes' ? (
            <RecoveryCodesStep codes={step.codes} destination={step.destination} />
          ) : (
            <>
              <p className="mt-1 text-slate-700 dark:text-slate-300">
                {step
                  ? 'Confirm it is you with your second factor'
                  : 'Enter your credentials to access the admin panel'}
              </p>
              <Form method="post" className="mt-5 grid gap-4" replace>
                <input type="hidden" name="redirectTo" value={loaderData.destination} />
                {step ? (
                  <SecondFactorFields step={step} busy={busy} />
                ) : (
                  <CredentialFields busy={busy} error={error} />
                )}
                <button type="submit" className="button" disabled={busy}>
                  {busy ? 'Logging in...' : step ? 'Verify' : 'Sign In'}
                </button>
              </Form>
            </>
          )}
          <p className="mt-5 text-sm text-slate-700 dark:text-slate-300">
            This is a secure area. For admin access only.
          </p>
        </div>
        <div className="mt-6 rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800">
          <p className="font-semibold">Trouble signing in?</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            Clearing this site&rsquo;s stored settings on this device and reloading can help.
          </p>
          <button
            type="button"
            className="button-quiet mt-3 text-sm"
            onClick={async () => {
              await clearSiteStorage([
                themeStorageKey,
                favouriteTeamsStorageKey,
                myServicesStorageKey,
                alertChoicesStorageKey,
                analyticsConsentStorageKey,
              ]);
              window.location.reload();
            }}
          >
            Clear cache and reload
          </button>
        </div>
      </main>
      <Toasts notices={notices} />
    </>
  );
}
