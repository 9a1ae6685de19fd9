import { data, redirect, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeRefusal, postKeepingPage } from './refused-request';

/** What a fetcher throws for a status the app did not answer itself (see single fetch). */
function thrownFor(status: number): unknown {
  return new ErrorResponseImpl(status, '', 'Payload Too Large');
}

describe('describeRefusal', () => {
  it.each([
    [413, 'Too large to send'],
    [401, 'Your session has ended'],
    [403, 'The server refused this'],
    [429, 'Too many requests'],
    [500, 'The server could not do this'],
  ])('%i -> %s, and says the work is kept', (status, message) => {
    const reply = describeRefusal(thrownFor(status));
    expect(reply).toMatchObject({ ok: false, refused: true, message });
    expect(reply.detail).toMatch(/your work on this page is kept\.$/);
  });

  it("uses the form's own wording for a server failure", () => {
    const failed = { message: 'Error saving fixtures', detail: 'There was a problem.' };
    expect(describeRefusal(thrownFor(500), failed)).toMatchObject({
      status: 500,
      message: 'Error saving fixtures',
    });
    expect(describeRefusal(thrownFor(413), failed).message).toBe('Too large to send');
  });

  it('treats anything else as the server being out of reach', () => {
    expect(describeRefusal(new TypeError('Failed to fetch')).message).toBe(
      'Could not reach the server',
    );
    expect(describeRefusal(data('x')).message).toBe('Could not reach the server');
  });
});

describe('postKeepingPage', () => {
  it('passes the reply through, and describes a refusal in place', async () => {
    expect(await postKeepingPage(async () => ({ ok: true }))).toEqual({ ok: true });
    const refused = await postKeepingPage(() => Promise.reject(thrownFor(413)));
    expect(refused).toMatchObject({ refused: true, message: 'Too large to send' });
  });

  // A paste that became a draft redirects to its review: that is success, not "out of reach".
  it('throws a redirect on for the router to follow', async () => {
    const leading = redirect('/admin/imports/abc?notice=import-parsed');
    let saved = false;
    await expect(
      postKeepingPage(() => Promise.reject(leading), { saved: () => (saved = true) }),
    ).rejects.toBe(leading);
    expect(saved).toBe(true);
  });

  it('does not call saved for a refusal', async () => {
    let saved = false;
    await postKeepingPage(() => Promise.reject(thrownFor(401)), { saved: () => (saved = true) });
    expect(saved).toBe(false);
  });
});
