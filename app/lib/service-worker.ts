// Hosts where the site is being developed or tested: no service worker there, so a stale cached
// copy never hides a change.
const localHost = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Registers `/sw.js` (offline pages, match alerts) on the site's real hosts; a failure is only
 * logged, the site works the same without it.
 * @example useEffect(registerServiceWorker, []);
 */
export function registerServiceWorker(): void {
  if (!serviceWorkerAllowed()) return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.warn('The service worker could not be registered', error);
  });
}

/** Whether this page may have the service worker: the browser has them and the host is real. */
export function serviceWorkerAllowed(): boolean {
  return 'serviceWorker' in navigator && !localHost.test(window.location.hostname);
}
