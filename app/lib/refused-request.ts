import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router';

/** What a form shows when the server refused to handle its post, or could not be reached. */
export interface RefusedReply {
  ok: false;
  refused: true;
  /** The HTTP status, or 0 when the server was not reached. */
  status: number;
  message: string;
  detail: string;
}

/** Dispatched on `window` when a post finds the session ended; the admin asks to sign in again. */
export const sessionEndedEvent = 'kickoff:session-ended';

const kept = 'Nothing was saved and your work on this page is kept.';

/**
 * Turns an error thrown by a post (a limit answered by the host, an ended session, a server
 * failure, a network failure) into a reply the form can show in place, so the page and its unsaved
 * work stay. `failed` is the form's own wording for a server failure.
 * @example describeRefusal(new TypeError('Failed to fetch')).message // 'Could not reach the server'
 */
export function describeRefusal(
  error: unknown,
  failed?: { message: string; detail: string },
): RefusedReply {
  const status = isRouteErrorResponse(error) ? error.status : 0;
  const reply = (message: string, detail: string): RefusedReply => ({
    ok: false,
    refused: true,
    status,
    message,
    detail: `${detail} ${kept}`,
  });
  switch (status) {
    case 0:
      return reply('Could not reach the server', 'Check the connection, then try again.');
    case 413:
      return reply(
        'Too large to send',
        'This is more than the server takes in one request. Send it in smaller parts.',
      );
    case 401:
      return reply('Your session has ended', 'Sign in again to carry on.');
    case 403:
      return reply('The server refused this', 'Reload the page, then try again.');
    case 429:
      return reply('Too many requests', 'Wait a minute, then try again.');
    default:
      return failed
        ? reply(failed.message, failed.detail)
        : reply('The server could not do this', `It answered ${status}. Try again.`);
  }
}

/**
 * A route's `clientAction` body: the server's reply, or the refusal described in place (an ended
 * session also asks the admin to sign in again). A redirect reaches the client as a thrown
 * Response (single fetch); it is the post succeeding, so `saved` runs and it is thrown on for
 * the router to follow.
 * @example export const clientAction = ({ serverAction }) => postKeepingPage(serverAction);
 */
export async function postKeepingPage<T>(
  serverAction: () => Promise<T>,
  options: { failed?: { message: string; detail: string }; saved?: () => void } = {},
): Promise<T | RefusedReply> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) {
      options.saved?.();
      throw error;
    }
    const reply = describeRefusal(error, options.failed);
    if (reply.status === 401 && typeof window !== 'undefined')
      window.dispatchEvent(new Event(sessionEndedEvent));
    return reply;
  }
}

/**
 * A route's `shouldRevalidate` for pages that post: a refused post changed nothing, so nothing
 * is read again (with an ended session that read would leave for the sign-in page and take the
 * unsaved work with it).
 * @example export { keepPageAfterRefusal as shouldRevalidate } from '~/lib/refused-request';
 */
export function keepPageAfterRefusal({
  actionResult,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, 'actionResult' | 'defaultShouldRevalidate'>): boolean {
  const refused = (actionResult as Partial<RefusedReply> | undefined)?.refused === true;
  return refused ? false : defaultShouldRevalidate;
}
