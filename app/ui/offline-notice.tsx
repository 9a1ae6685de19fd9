import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser is online; always true on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * While the browser is offline, says so and how old the page is ("Offline — showing the
 * schedule as of 14:05"): the service worker may be showing a copy kept from earlier.
 */
export function OfflineNotice({ asOf }: { asOf: string }) {
  if (useOnline()) return null;
  return (
    <p
      id="offline-notice"
      role="status"
      className="sticky top-0 z-40 h-9 truncate bg-amber-100 px-4 py-2 text-center leading-5 text-sm font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50"
    >
      Offline — showing the schedule as of {asOf}
    </p>
  );
}
