import { useSettledReply } from './use-settled-reply';
import { toastFailure } from './toasts';

type Reply = { ok: boolean };
type Refused = { ok: false; refused: true; status: number; message: string; detail: string };
type Failed = { ok: false; message: string; detail?: string };

/**
 * The one path an admin form's reply takes, once per reply and after the page's data has been
 * read again: a post the host or the guard refused (too large, signed out, unreachable) is shown
 * as an error toast and changes nothing on the page; the server's own refusal goes to `failed`
 * (by default the same toast), and a success to `ok`. The reply's type is its route's:
 * `useFetcher<typeof clientAction>()`.
 * @example useFormReply(fetcher, { ok: (reply) => toast.success(reply.message) });
 */
export function useFormReply<T extends Reply>(
  fetcher: { state: string; data: T | undefined },
  handlers: {
    ok?: (reply: Extract<T, { ok: true }>) => void;
    failed?: (reply: Exclude<Extract<T, { ok: false }>, Refused>) => void;
  } = {},
) {
  useSettledReply(fetcher, (reply) => {
    if (reply.ok) return handlers.ok?.(reply as Extract<T, { ok: true }>);
    if ('refused' in reply) return toastFailure(reply as unknown as Refused);
    const failed = reply as Exclude<Extract<T, { ok: false }>, Refused>;
    if (handlers.failed) handlers.failed(failed);
    else toastFailure(failed as unknown as Failed);
  });
}
