import { isRouteErrorResponse } from 'react-router';

/** What a form shows when the server refused to handle its post, or could not be reached. */
export interface RefusedReply {
  ok: false;
  refused: true;
  message: string;
  detail: string;
}

const kept = 'Nothing was saved and your work on this page is kept.';

/**
 * Turns an error thrown by a post (a limit answered by the host, an ended session, a network
 * failure) into a reply the form can show in place, so the page and its unsaved work stay.
 * @example describeRefusal(new TypeError('Failed to fetch')).message // 'Could not reach the server'
 */
export function describeRefusal(error: unknown): RefusedReply {
  const reply = (message: string, detail: string): RefusedReply => ({
    ok: false,
    refused: true,
    message,
    detail: `${detail} ${kept}`,
  });
  if (!isRouteErrorResponse(error)) {
    return reply('Could not reach the server', 'Check the connection, then try again.');
  }
  switch (error.status) {
    case 413:
      return reply(
        'Too large to send',
        'This is more than the server takes in one request. Send it in smaller parts.',
      );
    case 401:
    case 403:
      return reply(
        'Your session has ended',
        'Sign in again in a new tab, then come back here and try again.',
      );
    case 429:
      return reply('Too many requests', 'Wait a minute, then try again.');
    default:
      return reply('The server could not do this', `It answered ${error.status}. Try again.`);
  }
}

/**
 * A route's `clientAction` body: the server's reply, or the refusal described in place. A
 * redirect reaches the client as a thrown Response (single fetch); it is the post succeeding
 * (a paste that became a draft, a saved import), so it is thrown on for the router to follow.
 * @example export const clientAction = ({ serverAction }) => postKeepingPage(serverAction);
 */
export async function postKeepingPage<T>(
  serverAction: () => Promise<T>,
): Promise<T | RefusedReply> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return describeRefusal(error);
  }
}
