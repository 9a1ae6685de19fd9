import { alertUnsubscribeSchema, parseAlertForm } from '~/features/alerts/alert-form.server';
import {
  deleteAlertSubscription,
  saveAlertSubscription,
} from '~/features/alerts/push-alerts.server';
import { loadVapidKeys } from '~/features/alerts/web-push.server';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/api-alerts';

// Match alerts for a browser: GET gives the key to subscribe with, POST turns alerts on or
// changes them, DELETE turns them off. The browser's push endpoint is its only identity.
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const { publicKey } = await loadVapidKeys(db);
  return Response.json({ publicKey }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, now } = context.get(appContext);
  const form = await request.formData();
  if (request.method === 'DELETE') {
    const parsed = alertUnsubscribeSchema.safeParse({ endpoint: form.get('endpoint') });
    if (!parsed.success) return Response.json({ error: 'No subscription given.' }, { status: 400 });
    await deleteAlertSubscription(db, parsed.data.endpoint);
    return Response.json({ ok: true });
  }
  if (request.method !== 'POST')
    return new Response(null, { status: 405, headers: { Allow: 'GET, POST, DELETE' } });
  const parsed = parseAlertForm(form);
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 });
  const saved = await saveAlertSubscription(db, parsed.value, { now: now() });
  if (!saved.ok) return Response.json({ error: saved.message }, { status: 400 });
  return Response.json({ ok: true });
}
