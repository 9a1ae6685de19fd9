import { formatFixtureJson } from '~/features/data-export/fixture-files';
import { listFixtures } from '~/features/schedule/fixture-store.server';
import { parseFixtureQuery } from '~/features/listings/list-query';
import { appContext } from '~/lib/app-context';
import { ukToday } from '~/lib/london-time';
import type { Route } from './+types/api-fixtures';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now } = context.get(appContext);
  const query = parseFixtureQuery(new URL(request.url).searchParams, ukToday(now()));
  if (!query.ok) return Response.json({ error: query.error }, { status: 400 });
  const fixtures = await listFixtures(db, query.value.filter);
  return Response.json(
    { fixtures: fixtures.map(formatFixtureJson) },
    { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=300' } },
  );
}
