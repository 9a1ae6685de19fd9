import { useEffect, useRef } from 'react';

/**
 * Calls `handle` once for each reply a fetcher gets, after the page's data has been read again
 * (the fetcher is idle), so a removed row has left the page before focus moves.
 * @example useSettledReply(fetcher, (reply) => toast(reply.message));
 */
export function useSettledReply<T>(
  fetcher: { state: string; data: T | undefined },
  handle: (reply: T) => void,
) {
  const handled = useRef<T | undefined>(undefined);
  const latest = useRef(handle);
  latest.current = handle;
  const { state, data } = fetcher;
  useEffect(() => {
    if (data === undefined || state !== 'idle' || handled.current === data) return;
    handled.current = data;
    latest.current(data);
  }, [state, data]);
}
