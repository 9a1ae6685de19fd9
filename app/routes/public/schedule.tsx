import { FixtureDayList } from '~/features/fixtures/components/fixture-day-list';
import { listFixtures } from '~/features/fixtures/fixture-queries.server';
import { appContext } from '~/lib/app-context';
import { addDaysToIsoDate, ukToday } from '~/lib/london-time';
import type { Route } from './+types/schedule';

const scheduleDays = 14;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, now } = context.get(appContext);
  const from = ukToday(now());
  const fixtures = await listFixtures(db, {
    from,
    to: addDaysToIsoDate(from, scheduleDays - 1),
    limit: 1000,
  });
  return { fixtures };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Football on TV schedule | Kickoff TV' },
  {
    name: 'description',
    content: 'Every televised football match in the UK, with kick-off times and channels.',
  },
];

export default function Schedule({ loaderData }: Route.ComponentProps) {
  const { fixtures } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">Football on TV</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        UK kick-off times and channels for the next two weeks.
      </p>
      <div className="mt-6">
        {fixtures.length > 0 ? (
          <FixtureDayList fixtures={fixtures} />
        ) : (
          <p>No televised matches are listed for the next two weeks yet.</p>
        )}
      </div>
    </main>
  );
}
