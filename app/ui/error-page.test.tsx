import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page';
import { RequestReference, referenceElementId, useRequestReference } from './request-reference';

/** A page whose loader fails as given, rendered as the server does, with a request id. */
async function renderFailure(failure: () => never, requestId: string | null): Promise<string> {
  const routes = [{ id: 'root', path: '/', loader: failure, ErrorBoundary: ErrorPage }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = createElement(StaticRouterProvider, { router, context, hydrate: false });
  return renderToString(createElement(RequestReference, { value: requestId }, page));
}

describe('the error page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives a server failure the reference it was logged under', async () => {
    const html = await renderFailure(() => {
      throw new Error('the database is gone');
    }, 'req-7f3a');
    expect(html).toContain('Something went wrong');
    expect(html).toContain(`Reference: <code id="${referenceElementId}">req-7f3a</code>`);
    expect(html).not.toContain('the database is gone');
  });

  it('gives none for a page that is not there', async () => {
    const html = await renderFailure(() => {
      throw data('There is no match at this address.', { status: 404 });
    }, 'req-7f3a');
    expect(html).toContain('Page not found');
    expect(html).not.toContain('Reference');
  });

  it('reads the reference back from the page in the browser, as it hydrates', () => {
    const { document } = new Window();
    document.body.innerHTML = `<p>Reference: <code id="${referenceElementId}">req-7f3a</code></p>`;
    vi.stubGlobal('document', document);
    let seen = '';
    function Probe() {
      seen = useRequestReference();
      return null;
    }
    renderToString(createElement(Probe));
    expect(seen).toBe('req-7f3a');
  });
});
