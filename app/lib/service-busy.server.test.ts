import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { handleError } from '~/entry.server';
import { busyMiddleware, busyRetryAfter, ServiceBusyError } from './service-busy.server';

describe('busyRetryAfter', () => {
  it.each([
    ['work refused at once', new ServiceBusyError('too many hashes waiting', 1), 1],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect'), 5],
    ['a statement over its time', Object.assign(new Error('canceled'), { code: '57014' }), 5],
    ['a SQLite lock', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }), 5],
    ['a bug', new TypeError('x is undefined'), null],
    ['a refusal', new Response(null, { status: 404 }), null],
  ])('%s -> %s', (_name, error, expected) => {
    expect(busyRetryAfter(error)).toBe(expected);
  });
});

/**
 * One request as React Router runs it: its loader fails with `error`, which the router reports
 * to the server entry's handleError with the request's context, then renders the error page
 * (here a 500) as the answer the root middleware gets back from next().
 */
async function answerAfter(error: unknown, rendered = 500): Promise<Response> {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const request = new Request('http://localhost/football-on-tv-today');
  const context = new RouterContextProvider();
  const args = { request, context, params: {} };
  return busyMiddleware(args as unknown as Parameters<typeof busyMiddleware>[0], async () => {
    handleError(error, args);
    return new Response('<h1>Something went wrong</h1>', {
      status: rendered,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }) as Promise<Response>;
}

describe('a request that fails because the site is busy', () => {
  it('is answered 503 with Retry-After and the error page', async () => {
    const answer = await answerAfter(new Error('timeout exceeded when trying to connect'));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await answer.text()).toBe('<h1>Something went wrong</h1>');
  });

  it('says when to try again as the refusal said (a full hashing queue: 1 s)', async () => {
    const answer = await answerAfter(new ServiceBusyError('too many hashes waiting', 1));
    expect([answer.status, answer.headers.get('retry-after')]).toEqual([503, '1']);
  });

  it('leaves bugs a 500 and answers that are not errors as they are', async () => {
    const bug = await answerAfter(new TypeError('x is undefined'));
    expect([bug.status, bug.headers.get('retry-after')]).toEqual([500, null]);
    const handled = await answerAfter(new Error('timeout exceeded when trying to connect'), 200);
    expect(handled.status).toBe(200);
  });
});
