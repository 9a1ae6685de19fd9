import { RouterContextProvider } from 'react-router';
import type { Db } from '~/db/create-db.server';
import { appContext } from '~/lib/app-context';

/** The share-link key every test context signs with, so tests can mint links a loader accepts. */
export const testShareLinkKey = Buffer.alloc(32, 'kickoff-test-share-key');

/**
 * The router context a loader or action gets, with the test's own database and clock. Pass
 * `invalidatePages` to see whether an action cleared the page cache, e.g.
 * `let cleared = 0; makeRouteContext(db, now, () => (cleared += 1))`.
 */
export function makeRouteContext(
  db: Db,
  now = new Date('2025-10-30T12:00:00Z'),
  invalidatePages: () => void = () => undefined,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, {
    db,
    siteUrl: 'http://localhost:3000',
    requestId: 'test',
    clientIp: '127.0.0.1',
    now: () => now,
    invalidatePages,
    shareLinkKey: testShareLinkKey,
  });
  return context;
}

/**
 * What an action answered, in one shape: a redirect (thrown or returned), `data(body, { status })`,
 * or a plain body (200).
 * @example expect(await readAnswer(await action(args))).toMatchObject({ status: 404 })
 */
export function readAnswer(result: unknown): { status: number; body: unknown; location?: string } {
  if (result instanceof Response)
    return { status: result.status, body: null, location: result.headers.get('Location') ?? '' };
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const { data, init } = result as { data: unknown; init: { status?: number } | null };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result };
}
