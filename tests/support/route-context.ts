import { RouterContextProvider } from 'react-router';
import type { Db } from '~/db/create-db.server';
import { appContext } from '~/lib/app-context';

/** The router context a loader or action gets, with the test's own database and clock. */
export function makeRouteContext(
  db: Db,
  now = new Date('2025-10-30T12:00:00Z'),
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, {
    db,
    siteUrl: 'http://localhost:3000',
    requestId: 'test',
    now: () => now,
  });
  return context;
}
