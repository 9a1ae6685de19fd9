import { useId } from 'react';
import { data, Form, useFetcher, useNavigation } from 'react-router';
import { z } from 'zod';
import {
  inviteStaff,
  listPendingInvitations,
  listStaffAccounts,
  withdrawInvitation,
  type StaffAccount,
} from '~/features/auth/accounts.server';
import { ConfirmIdentityFields } from '~/features/auth/components/confirm-identity-fields';
import {
  confirmationNeeds,
  confirmFirst,
  confirmFromForm,
  isRecentlyConfirmed,
} from '~/features/auth/confirm-identity.server';
import {
  adminOnlyMiddleware,
  requireSession,
  requireStaffChange,
} from '~/features/auth/guard.server';
import { AdminHeading } from '~/features/navigation/admin-sections';
import { appContext } from '~/lib/app-context';
import { readFormFields } from '~/lib/form-fields';
import { formatUkTimestamp } from '~/lib/london-time';
import type { Route } from './+types/accounts';

// Staff accounts (administrators only, docs/security.md R17): who is on the team, in which role,
// with or without a second factor; invitations; and each account's controls, which post to
// /admin/accounts/<id>. Changes need a confirmation of who you are in the last 15 minutes (R9).

export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const session = requireSession(context);
  const { db, now } = context.get(appContext);
  return {
    me: session.user.id,
    accounts: await listStaffAccounts(db),
    invitations: await listPendingInvitations(db, now()),
    confirm: await confirmationNeeds(db, session, now()),
  };
}

const accountsForm = z.discriminatedUnion('intent', [
  z.strictObject({
    intent: z.literal('confirm'),
    currentPassword: z.string().max(1024),
    currentCode: z.string().max(64).optional(),
  }),
  z.strictObject({
    intent: z.literal('invite'),
    username: z.string().max(200),
    role: z.enum(['editor', 'admin']),
  }),
  z.strictObject({ intent: z.literal('withdraw'), invitationId: z.string().max(64) }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const change = requireStaffChange(context);
  const parsed = accountsForm.safeParse(readFormFields(await request.formData(), {}));
  if (!parsed.success) {
    return data({ ok: false as const, message: 'That form was not understood.' }, { status: 400 });
  }
  const form = parsed.data;
  if (form.intent === 'confirm') {
    const confirmed = await confirmFromForm(context, form, { always: true });
    return confirmed.ok
      ? { ok: true as const, message: 'Confirmed. You can change accounts for 15 minutes.' }
      : data({ ok: false as const, message: confirmed.message }, { status: confirmed.status });
  }
  if (!isRecentlyConfirmed(requireSession(context), change.at)) {
    return data({ ok: false as const, message: confirmFirst }, { status: 403 });
  }
  return form.intent === 'invite'
    ? inviteStaff(change, { username: form.username, role: form.role })
    : withdrawInvitation(change, form.invitationId);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Staff accounts | Kickoff TV' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AccountsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const ids = { username: useId(), role: useId() };
  const needsConfirm = loaderData.confirm.password;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <AdminHeading current="management" />
      <h2 className="mt-6 text-xl font-bold">Staff accounts</h2>
      <p className="text-slate-700 dark:text-slate-300">
        Editors manage fixtures, imports, articles and share links. Administrators also manage
        accounts, the channel catalogue, the audit trail and exports.
      </p>
      {actionData?.message && (
        <Reply ok={actionData.ok} message={actionData.message} link={linkOf(actionData)} />
      )}

      {needsConfirm && (
        <Form method="post" className="card mt-4 grid max-w-md gap-3">
          <input type="hidden" name="intent" value="confirm" />
          <p className="text-sm">
            To change accounts, confirm it&rsquo;s you (you will not be asked again for 15 minutes).
          </p>
          <ConfirmIdentityFields needs={loaderData.confirm} />
          <button type="submit" className="button" disabled={busy}>
            Confirm
          </button>
        </Form>
      )}

      <section className="card mt-6" aria-labelledby="team-title">
        <h3 id="team-title" className="text-lg font-bold">
          The team
        </h3>
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {loaderData.accounts.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              me={account.id === loaderData.me}
              locked={needsConfirm}
            />
          ))}
        </ul>
      </section>

      <section className="card mt-6 grid gap-3" aria-labelledby="invite-title">
        <h3 id="invite-title" className="text-lg font-bold">
          Invite someone
        </h3>
        <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <input type="hidden" name="intent" value="invite" />
          <label htmlFor={ids.username} className="grid gap-1 text-sm font-semibold">
            Username
            <input
              id={ids.username}
              name="username"
              className="field"
              required
              maxLength={64}
              autoComplete="off"
            />
          </label>
          <label htmlFor={ids.role} className="grid gap-1 text-sm font-semibold">
            Role
            <select id={ids.role} name="role" className="field" defaultValue="editor">
              <option value="editor">Editor</option>
              <option value="admin">Administrator</option>
            </select>
          </label>
          <button type="submit" className="button" disabled={busy || needsConfirm}>
            Make invitation link
          </button>
        </Form>
        {loaderData.invitations.length > 0 && (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {loaderData.invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span>
                  <strong>{invitation.username}</strong> ({roleLabel(invitation.role)}), invited;
                  the link works until {formatUkTimestamp(invitation.expiresAt)}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <button
                    type="submit"
                    className="button-quiet text-sm"
                    disabled={busy || needsConfirm}
                  >
                    Withdraw
                    <span className="sr-only"> the invitation for {invitation.username}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

function roleLabel(role: string): string {
  return role === 'admin' ? 'Administrator' : 'Editor';
}

function linkOf(reply: object): string | undefined {
  return 'link' in reply && typeof reply.link === 'string' ? reply.link : undefined;
}

/** A change's outcome; a link (invitation, reset) is shown once, ready to copy. */
function Reply({ ok, message, link }: { ok: boolean; message: string; link?: string }) {
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={`mt-4 grid gap-2 rounded-lg p-3 ${ok ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-100'}`}
    >
      <p className="font-semibold">{message}</p>
      {link && (
        <input
          readOnly
          value={link}
          aria-label="Link to send"
          className="field font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}

/** One account: who, role, state, and its controls (posted to /admin/accounts/<id>). */
function AccountRow({
  account,
  me,
  locked,
}: {
  account: StaffAccount;
  me: boolean;
  locked: boolean;
}) {
  const fetcher = useFetcher<{ ok: boolean; message: string; link?: string }>();
  const busy = fetcher.state !== 'idle' || locked;
  const control = (intent: string, label: string, extra?: Record<string, string>) => (
    <fetcher.Form method="post" action={`/admin/accounts/${account.id}`}>
      <input type="hidden" name="intent" value={intent} />
      {extra &&
        Object.entries(extra).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <button type="submit" className="button-quiet text-sm" disabled={busy}>
        {label}
        <span className="sr-only"> ({account.username})</span>
      </button>
    </fetcher.Form>
  );
  return (
    <li className="grid gap-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <strong>{account.username}</strong>
          {me && <span className="text-sm"> (you)</span>}{' '}
          <span className="text-sm text-slate-700 dark:text-slate-300">
            {roleLabel(account.role)} · {account.disabled ? 'Disabled' : 'Active'} · two-factor{' '}
            {account.twoFactor ? 'on' : 'off'} ·{' '}
            {account.lastActiveAt
              ? `last active ${formatUkTimestamp(account.lastActiveAt)}`
              : 'not signed in'}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {account.role === 'editor'
          ? control('role', 'Make administrator', { role: 'admin' })
          : control('role', 'Make editor', { role: 'editor' })}
        {account.disabled ? control('enable', 'Re-enable') : !me && control('disable', 'Disable')}
        {control('reset-link', 'Password reset link')}
        {account.twoFactor && control('remove-two-factor', 'Remove second factor')}
        {!me && control('end-sessions', 'Sign out everywhere')}
      </div>
      {fetcher.data?.message && (
        <Reply ok={fetcher.data.ok} message={fetcher.data.message} link={fetcher.data.link} />
      )}
    </li>
  );
}
