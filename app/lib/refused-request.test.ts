import { data, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeRefusal } from './refused-request';

/** What a fetcher throws for a status the app did not answer itself (see single fetch). */
function thrownFor(status: number): unknown {
  return new ErrorResponseImpl(status, '', 'Payload Too Large');
}

describe('describeRefusal', () => {
  it.each([
    [413, 'Too large to send'],
    [401, 'Your session has ended'],
    [403, 'Your session has ended'],
    [429, 'Too many requests'],
    [500, 'The server could not do this'],
  ])('%i -> %s, and says the work is kept', (status, message) => {
    const reply = describeRefusal(thrownFor(status));
    expect(reply).toMatchObject({ ok: false, refused: true, message });
    expect(reply.detail).toMatch(/your work on this page is kept\.$/);
  });

  it('treats anything else as the server being out of reach', () => {
    expect(describeRefusal(new TypeError('Failed to fetch')).message).toBe(
      'Could not reach the server',
    );
    expect(describeRefusal(data('x')).message).toBe('Could not reach the server');
  });
});
