import { sql } from 'kysely';
import { appContext } from '~/lib/app-context';
import type { Route } from './+types/healthz';

export async function loader({ context }: Route.LoaderArgs) {
  await sql`select 1`.execute(context.get(appContext).db);
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}
