import { describe, expect, it } from 'vitest';
import { headers } from './login';

const args = (actionHeaders: HeadersInit) => ({
  actionHeaders: new Headers(actionHeaders),
  loaderHeaders: new Headers(),
  parentHeaders: new Headers(),
  errorHeaders: undefined,
});

describe('the sign-in page’s headers', () => {
  it('send a throttled sign-in’s Retry-After', () => {
    expect(new Headers(headers(args({ 'Retry-After': '900' }))).get('Retry-After')).toBe('900');
  });

  it('add nothing to other answers', () => {
    expect([...new Headers(headers(args({})))]).toEqual([]);
  });
});
