import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import SiteLayout, { loader } from './site-layout';

describe('the public site layout', () => {
  it("links the footer's popular teams (teams.json `footer`) to their own pages, in order", async () => {
    const routes = [
      {
        id: 'routes/public/site-layout',
        path: '/',
        loader,
        Component: SiteLayout,
        children: [{ index: true, Component: () => null }],
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('https://kickoff.test/'));
    if (context instanceof Response) throw new Error(`answered ${context.status}`);
    const html = renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
      />,
    );
    const start = html.indexOf('Popular teams');
    const popular = html.slice(start, html.indexOf('</ul>', start));
    const links = [...popular.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(
      ([, href, text]) => `${text} ${href}`,
    );
    expect(links).toEqual([
      'Arsenal /arsenal',
      'Chelsea /chelsea',
      'Liverpool /liverpool',
      'Manchester City /manchester-city',
      'Manchester United /manchester-united',
      'Tottenham Hotspur /tottenham-hotspur',
      'Newcastle United /newcastle-united',
      'Celtic /celtic',
      'All teams /teams',
    ]);
  });
});
