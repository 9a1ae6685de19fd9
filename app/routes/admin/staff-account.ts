import { data } from 'react-router';
import { z } from 'zod';
import { changeStaffAccount } from '~/features/auth/accounts.server';
import { confirmFirst, isRecentlyConfirmed } from '~/features/auth/confirm-identity.server';
import {
  adminOnlyMiddleware,
  requireSession,
  requireStaffChange,
} from '~/features/auth/guard.server';
import { readFormFields } from '~/lib/form-fields';
import type { Route } from './+types/staff-account';

// One staff account's controls (administrators only): role, disable, re-enable, a password reset
// link, removing its second factor, signing it out. docs/security.md R18: POST only.

export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];

export function loader() {
  throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}

const accountAction = z.discriminatedUnion('intent', [
  z.strictObject({ intent: z.literal('role'), role: z.enum(['editor', 'admin']) }),
  z.strictObject({ intent: z.literal('disable') }),
  z.strictObject({ intent: z.literal('enable') }),
  z.strictObject({ intent: z.literal('reset-link') }),
  z.strictObject({ intent: z.literal('remove-two-factor') }),
  z.strictObject({ intent: z.literal('end-sessions') }),
]);

export async function action({ request, params, context }: Route.ActionArgs) {
  const change = requireStaffChange(context);
  if (request.method !== 'POST')
    throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
  const parsed = accountAction.safeParse(readFormFields(await request.formData(), {}));
  if (!parsed.success) {
    return data({ ok: false, message: 'That form was not understood.' }, { status: 400 });
  }
  if (!isRecentlyConfirmed(requireSession(context), change.at)) {
    return data({ ok: false, message: confirmFirst }, { status: 403 });
  }
  const reply = await changeStaffAccount(change, params.id, parsed.data);
  return data(reply, { status: reply.ok ? 200 : 400 });
}
