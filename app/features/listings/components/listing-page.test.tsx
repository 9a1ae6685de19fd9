import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listChannelGroupsForFilter } from '~/features/channels/channel-filter';
import {
  channelOptionGroups,
  packChannelOptions,
  type PackedChannelOptions,
} from '~/features/channels/channel-options';
import type { FixtureListing } from '~/features/listings/fixture-listing.server';
import { parseListingFilters } from '~/features/listings/list-query';
import { packFixtures } from '~/features/listings/listed-fixture';
import { ListingPage } from './listing-page';

/** A list page's markup as the server renders it, with its channel filter's options as given. */
async function renderPage(channelOptions: PackedChannelOptions): Promise<string> {
  const filters = parseListingFilters(new URLSearchParams('channel=bbc-one'));
  if (!filters.ok) throw new Error(filters.error);
  const listing: FixtureListing = {
    fixtures: packFixtures([]),
    channelOptions,
    filters: filters.value,
    channelLabel: 'BBC One',
    truncated: false,
    notFreeToAir: 0,
  };
  const routes = [
    {
      id: 'root',
      path: '/',
      Component: () =>
        createElement(ListingPage, { title: 'Today', listing, empty: createElement('p') }),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

describe('the channel filter', () => {
  it('is drawn alike from a whole page’s markup-only options and from a navigation’s data', async () => {
    const inDocument = await renderPage(
      packChannelOptions(listChannelGroupsForFilter(), { inDocument: true }),
    );
    expect(inDocument).toContain('<option value="bbc-one" selected="">BBC One</option>');
    expect(await renderPage(packChannelOptions(listChannelGroupsForFilter()))).toBe(inDocument);
  });

  it('reads its options back from the markup the server drew, as the browser hydrates', async () => {
    const { document } = new Window();
    document.body.innerHTML = await renderPage(
      packChannelOptions(listChannelGroupsForFilter(), { inDocument: true }),
    );
    // What the browser's copy of the page data holds: no options.
    const sent: PackedChannelOptions = { inMarkup: true };
    const select = () =>
      document.querySelector('select[name="channel"]') as unknown as HTMLSelectElement;
    expect(channelOptionGroups(sent, select)).toEqual(listChannelGroupsForFilter());
    // Drawn again later (the address changed), from what was read.
    expect(channelOptionGroups(sent, () => null)).toEqual(listChannelGroupsForFilter());
  });

  it('says so when the markup has no filter to read', () => {
    expect(() => channelOptionGroups({ inMarkup: true }, () => null)).toThrow(/not in the page/);
  });
});
