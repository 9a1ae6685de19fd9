import fc from 'fast-check';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listFixtures } from '~/features/schedule/fixture-store.server';
import type { ListedFixture } from '~/features/listings/listed-fixture';
import { toListedFixture } from '~/features/listings/listed-fixture.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { createShareLink } from '~/features/share/share-link.server';
import { ErrorPage } from '~/ui/error-page';
import { makeFixture } from '../../../tests/support/factories';
import { makeRouteContext, testShareLinkKey } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import Schedule, { headers, loader } from './schedule';

const messages = [
  "This shared link has been changed or damaged, so it can't be shown.",
  'This shared link is too long.',
  'This shared link is not in a format we recognise.',
];

describe.each(listTestEngines())('/schedule?shared_fixtures on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let saved: ListedFixture[];
  let link: string;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await saveFixtures(db, [
      makeFixture({ date: '2025-11-01', time: '12:30', homeTeam: 'Arsenal', awayTeam: 'Chelsea' }),
      makeFixture({ date: '2025-11-02', time: '16:30', homeTeam: 'Everton', awayTeam: 'Fulham' }),
    ]);
    saved = (await listFixtures(db, { from: '2025-11-01', to: '2025-11-02', limit: 10 })).map(
      toListedFixture,
    );
    // Shared, then removed from the database: it still shows, without its saved id.
    const removed: ListedFixture = {
      ...saved[0]!,
      id: 'gone',
      date: '2025-11-02',
      time: '19:00',
      homeTeam: '<script>alert(1)</script>',
      awayTeam: '"><img src=x onerror=alert(1)>',
      competition: 'Cup & </title>',
      channels: [{ id: null, name: "Club TV' onclick='x" }],
    };
    const minted = createShareLink([...saved, removed], testShareLinkKey);
    if (!minted.ok) throw new Error(minted.message);
    link = minted.path;
  });
  afterAll(async () => cleanup());

  /** The page as the server renders it: loader, component or the error page, status, headers. */
  async function render(path: string) {
    const routes = [
      {
        id: 'root',
        path: '/',
        ErrorBoundary: ErrorPage,
        children: [
          {
            id: 'schedule',
            path: 'schedule',
            loader: (args: object) => loader(args as never),
            Component: () => createElement(Schedule, { loaderData: useLoaderData() } as never),
          },
        ],
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(`http://localhost${path}`), {
      requestContext: makeRouteContext(db),
    });
    if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      createElement(StaticRouterProvider, { router, context, hydrate: false }),
    );
    return {
      status: context.statusCode,
      headers: context.loaderHeaders.schedule ?? new Headers(),
      html,
    };
  }

  it('shows the shared fixtures read-only, linking those still saved to their match pages', async () => {
    const { status, headers: loaderHeaders, html } = await render(link);
    expect(status).toBe(200);
    expect(loaderHeaders.get('Referrer-Policy')).toBe('no-referrer');
    expect(html).toContain('<h1 class="page-title">Shared fixtures</h1>');
    expect(html).toContain('A list of matches someone shared with you. Times are UK time.');
    expect(html).not.toContain('Filter matches');
    for (const fixture of saved) expect(html).toContain(`href="/match/${fixture.id}"`);
    expect(html).toContain('href="/match/shared-3"');
  });

  it('escapes every name it was sent', async () => {
    const { html } = await render(link);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; v &quot;&gt;&lt;img src=x');
    expect(html).toContain('Cup &amp; &lt;/title&gt;');
    expect(html).toContain('Club TV&#x27; onclick=&#x27;x');
    expect(html).not.toMatch(/<script|<img|<\/title>|onclick='/);
  });

  it('returns the page data the meta and headers need: noindex and no referrer', async () => {
    const result = (await loader({
      request: new Request(`http://localhost${link}`),
      context: makeRouteContext(db),
      params: {},
    } as never)) as unknown as { data: { shared: boolean; page: object }; init: ResponseInit };
    expect(result.data).toMatchObject({
      shared: true,
      page: { title: 'Shared fixtures', path: '/schedule', noIndex: true },
    });
    const merged = headers({
      parentHeaders: new Headers({ 'X-Parent': '1' }),
      loaderHeaders: new Headers(result.init.headers),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    } as never);
    expect(new Headers(merged).get('Referrer-Policy')).toBe('no-referrer');
    expect(new Headers(merged).get('X-Parent')).toBe('1');
  });

  it('shows a plain message with 400 for a changed link, and 414 for one too long', async () => {
    const changed = link.replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
    const damagedPage = await render(changed);
    expect(damagedPage.status).toBe(400);
    expect(damagedPage.html).toContain(messages[0]!.replace("'", '&#x27;'));

    const long = await render(`/schedule?shared_fixtures=1.${'A'.repeat(9000)}.x`);
    expect(long.status).toBe(414);
    expect(long.html).toContain('This shared link is too long.');

    const unknown = await render('/schedule?shared_fixtures=2.abc.def');
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain('This shared link is not in a format we recognise.');
  });

  it('leaves the schedule as it was without the parameter', async () => {
    const { status, html } = await render('/schedule');
    expect(status).toBe(200);
    expect(html).toContain('Football on TV');
    expect(html).not.toContain('Shared fixtures');
  });

  // Refusals never reach the database: the full 1,000 runs on one engine, a sample on the other.
  it('never answers 5xx, and echoes nothing of the input (fuzzed)', async () => {
    const value = new URL(link, 'http://localhost').searchParams.get('shared_fixtures') ?? '';
    const errorPages = new Map<number, Set<string>>();
    for (const [status, path] of [
      [400, '/schedule?shared_fixtures=1.A.B'],
      [400, `/schedule?shared_fixtures=1.A.${'B'.repeat(43)}`],
      [400, '/schedule?shared_fixtures=2.A.B'],
      [400, `/schedule?shared_fixtures=1.${'A'.repeat(6001)}.${'B'.repeat(43)}`],
      [414, `/schedule?shared_fixtures=${'A'.repeat(8001)}`],
    ] as const) {
      const page = await render(path);
      expect(page.status).toBe(status);
      errorPages.set(status, (errorPages.get(status) ?? new Set()).add(page.html));
    }
    const { html: validPage } = await render(link);

    const input = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.webQueryParameters(),
      fc.stringMatching(/^[A-Za-z0-9_.-]{0,300}$/),
      fc.nat({ max: value.length }).map((n) => value.slice(0, n)),
      fc
        .tuple(fc.nat({ max: value.length - 1 }), fc.integer({ min: 0, max: 15 }))
        .map(([at, bit]) => {
          const flipped = String.fromCharCode(value.charCodeAt(at) ^ (1 << bit));
          return `${value.slice(0, at)}${flipped}${value.slice(at + 1)}`;
        }),
    );
    await fc.assert(
      fc.asyncProperty(input, fc.webQueryParameters(), async (shared, extra) => {
        const path = `/schedule?${extra}&shared_fixtures=${encodeURIComponent(shared)}`;
        const page = await render(path);
        if (page.status === 200) {
          expect(page.html).toBe(validPage);
        } else {
          expect([400, 414]).toContain(page.status);
          // Byte for byte one of the fixed error pages: nothing of the input is in it.
          expect(errorPages.get(page.status)?.has(page.html)).toBe(true);
        }
      }),
      { numRuns: engine.name === 'sqlite' ? 1000 : 100 },
    );
  }, 60_000);
});
