import Bowser from 'bowser';
import { data, Form, useNavigation } from 'react-router';
import { z } from 'zod';
import {
  changeOwnPassword,
  confirmOwnEnrolment,
  endOwnSessions,
  listOwnSessions,
  removeOwnSecondFactor,
  renewOwnRecoveryCodes,
} from '~/features/auth/accounts.server';
import { ConfirmIdentityFields } from '~/features/auth/components/confirm-identity-fields';
import { NewPasswordFields } from '~/features/auth/components/new-password-fields';
import {
  CodeField,
  EnrolmentCode,
  RecoveryCodes,
} from '~/features/auth/components/second-factor-fields';
import { confirmationNeeds, confirmFromForm } from '~/features/auth/confirm-identity.server';
import { requireSession, requireStaffChange } from '~/features/auth/guard.server';
import { challengeEnrolment, createLoginChallenge } from '~/features/auth/second-factor.server';
import { newTotpSecret, secretBox, unusedRecoveryCodes } from '~/features/auth/two-factor.server';
import { getUserByUsername } from '~/features/auth/users.server';
import { AdminHeading } from '~/features/navigation/admin-sections';
import { appContext } from '~/lib/app-context';
import { readFormFields } from '~/lib/form-fields';
import { formatUkTimestamp } from '~/lib/london-time';
import type { Route } from './+types/account';

// Your account: password, two-factor sign-in and the browsers signed in as you (docs/security.md
// R3, R8, R9, R15). Every staff member has this screen; it changes only their own account.

export async function loader({ context }: Route.LoaderArgs) {
  const session = requireSession(context);
  const { db, now, twoFactorRequired } = context.get(appContext);
  const user = await getUserByUsername(db, session.user.username);
  if (!user) throw new Response('Authentication required', { status: 401 });
  return {
    username: user.username,
    role: user.role,
    twoFactor: user.totp_enabled_at,
    twoFactorRequired: twoFactorRequired ?? false,
    recoveryCodesLeft: user.totp_enabled_at ? await unusedRecoveryCodes(db, user.id) : 0,
    confirm: await confirmationNeeds(db, session, now()),
    sessions: (await listOwnSessions(db, user.id)).map((s) => ({
      ...s,
      device: describeDevice(s.userAgent),
      current: s.id === session.sessionId,
    })),
  };
}

const confirmFields = {
  currentPassword: z.string().max(1024).optional(),
  currentCode: z.string().max(64).optional(),
};

const accountForm = z.discriminatedUnion('intent', [
  z.strictObject({
    intent: z.literal('password'),
    password: z.string().max(1024),
    confirm: z.string().max(1024),
    ...confirmFields,
  }),
  z.strictObject({ intent: z.literal('enrol-start'), ...confirmFields }),
  z.strictObject({
    intent: z.literal('enrol-confirm'),
    challenge: z.string().max(100),
    code: z.string().max(64),
  }),
  z.strictObject({ intent: z.literal('recovery-codes'), ...confirmFields }),
  z.strictObject({ intent: z.literal('remove-two-factor'), ...confirmFields }),
  z.strictObject({ intent: z.literal('end-session'), sessionId: z.string().max(64) }),
  z.strictObject({ intent: z.literal('end-other-sessions') }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const change = requireStaffChange(context);
  const session = requireSession(context);
  const { shareLinkKey, twoFactorRequired } = context.get(appContext);
  const parsed = accountForm.safeParse(readFormFields(await request.formData(), {}));
  if (!parsed.success) {
    return data({ ok: false as const, message: 'That form was not understood.' }, { status: 400 });
  }
  const form = parsed.data;
  const refuse = (message: string, status = 400) =>
    data({ ok: false as const, message }, { status });

  switch (form.intent) {
    case 'end-session':
      return endOwnSessions(change, { sessionId: form.sessionId });
    case 'end-other-sessions':
      return endOwnSessions(change, { allBut: session.sessionId });
    case 'enrol-confirm': {
      const reply = await confirmOwnEnrolment(change, {
        challenge: form.challenge,
        code: form.code,
        siteKey: shareLinkKey,
      });
      if (reply.ok) return reply;
      const enrol = await challengeEnrolment(change.db, form.challenge, shareLinkKey, change.at);
      return data({ ...reply, enrol, challenge: form.challenge }, { status: 400 });
    }
  }

  const confirmed = await confirmFromForm(context, form, { always: form.intent === 'password' });
  if (!confirmed.ok) return refuse(confirmed.message, confirmed.status);
  switch (form.intent) {
    case 'password':
      if (form.password !== form.confirm) return refuse('The two new passwords differ.');
      return changeOwnPassword(change, {
        username: session.user.username,
        sessionId: session.sessionId,
        password: form.password,
      });
    case 'enrol-start': {
      const challenge = await createLoginChallenge(change.db, {
        user: { id: change.actorUserId },
        now: change.at,
        pendingSecret: secretBox(shareLinkKey).seal(newTotpSecret()),
      });
      const enrol = await challengeEnrolment(change.db, challenge, shareLinkKey, change.at);
      return { ok: true as const, message: '', enrol, challenge };
    }
    case 'recovery-codes':
      return renewOwnRecoveryCodes(change);
    case 'remove-two-factor':
      if (twoFactorRequired) return refuse('This site requires two-factor sign-in.');
      return removeOwnSecondFactor(change);
  }
}

/**
 * A signed-in browser described for a person: "Firefox on Windows", from its User-Agent; the
 * raw text when the library cannot read it.
 * @example describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0') // 'Firefox on Windows'
 */
export function describeDevice(userAgent: string): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? userAgent.slice(0, 60);
}

/** Every reply of this screen's action, as the screen reads it. */
interface ScreenReply {
  ok: boolean;
  message: string;
  recoveryCodes?: string[];
  enrol?: { secret: string; qrSvg: string } | null;
  challenge?: string;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Your account | Kickoff TV' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AccountScreen({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const reply = actionData as ScreenReply | undefined;
  const enrolling =
    reply?.enrol && reply.challenge ? { enrol: reply.enrol, challenge: reply.challenge } : null;
  const codes = reply?.recoveryCodes;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <AdminHeading current="management" />
      <h2 className="mt-6 text-xl font-bold">Your account</h2>
      <p className="text-slate-700 dark:text-slate-300">
        Signed in as <strong>{loaderData.username}</strong> (
        {loaderData.role === 'admin' ? 'administrator' : 'editor'}).
      </p>
      {reply?.message && (
        <p
          role={reply.ok ? 'status' : 'alert'}
          className={`mt-4 rounded-lg p-3 font-semibold ${reply.ok ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-100'}`}
        >
          {reply.message}
        </p>
      )}
      {codes && (
        <div className="card mt-4">
          <RecoveryCodes codes={codes} />
        </div>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <PasswordCard busy={busy} confirmCode={loaderData.confirm.code} />

        <section className="card grid content-start gap-3" aria-labelledby="two-factor-title">
          <h3 id="two-factor-title" className="text-lg font-bold">
            Two-factor sign-in
          </h3>
          {loaderData.twoFactor ? (
            <p>
              On since {formatUkTimestamp(loaderData.twoFactor)}. {loaderData.recoveryCodesLeft} of
              10 recovery codes unused.
            </p>
          ) : (
            <p>
              Off. Signing in will ask for a code from an app on your phone as well as your
              password.
            </p>
          )}
          {enrolling ? (
            <Form method="post" className="grid gap-3">
              <input type="hidden" name="intent" value="enrol-confirm" />
              <input type="hidden" name="challenge" value={enrolling.challenge} />
              <EnrolmentCode enrol={enrolling.enrol} />
              <CodeField numeric />
              <button type="submit" className="button" disabled={busy}>
                Turn on two-factor sign-in
              </button>
            </Form>
          ) : loaderData.twoFactor ? (
            <>
              <Form method="post" className="grid gap-3">
                <input type="hidden" name="intent" value="recovery-codes" />
                <ConfirmIdentityFields needs={loaderData.confirm} />
                <button type="submit" className="button-quiet" disabled={busy}>
                  Make new recovery codes
                </button>
              </Form>
              {!loaderData.twoFactorRequired && (
                <Form method="post" className="grid gap-3">
                  <input type="hidden" name="intent" value="remove-two-factor" />
                  <ConfirmIdentityFields needs={loaderData.confirm} />
                  <button type="submit" className="button-quiet" disabled={busy}>
                    Turn off two-factor sign-in
                  </button>
                </Form>
              )}
            </>
          ) : (
            <Form method="post" className="grid gap-3">
              <input type="hidden" name="intent" value="enrol-start" />
              <ConfirmIdentityFields needs={loaderData.confirm} />
              <button type="submit" className="button" disabled={busy}>
                Set up two-factor sign-in
              </button>
            </Form>
          )}
        </section>
      </div>

      <section className="card mt-6" aria-labelledby="sessions-title">
        <h3 id="sessions-title" className="text-lg font-bold">
          Where you are signed in
        </h3>
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {loaderData.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold">
                  {s.device}
                  {s.current && (
                    <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                      This browser
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {s.ip} · signed in {formatUkTimestamp(s.createdAt)} · last used{' '}
                  {formatUkTimestamp(s.lastSeenAt)}
                </p>
              </div>
              {!s.current && (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <button type="submit" className="button-quiet text-sm" disabled={busy}>
                    Sign out<span className="sr-only"> {s.device}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {loaderData.sessions.length > 1 && (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="end-other-sessions" />
            <button type="submit" className="button-quiet" disabled={busy}>
              Sign out everywhere else
            </button>
          </Form>
        )}
      </section>
    </main>
  );
}

/** Change password: always the current one (and a code when the account has a factor). */
function PasswordCard({ busy, confirmCode }: { busy: boolean; confirmCode: boolean }) {
  return (
    <section className="card grid content-start gap-3" aria-labelledby="password-title">
      <h3 id="password-title" className="text-lg font-bold">
        Change password
      </h3>
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value="password" />
        <ConfirmIdentityFields needs={{ password: true, code: confirmCode }} />
        <NewPasswordFields busy={busy} />
        <button type="submit" className="button" disabled={busy}>
          Change password
        </button>
      </Form>
    </section>
  );
}
