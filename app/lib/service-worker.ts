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

/**
 * While the browser is offline, a link or a search form loads the whole page instead of only
 * its data: the service worker answers with the copy saved on this device or with the list of
 * saved pages, where a data request would fail (and the code of a page never opened is not
 * there at all). Buttons keep working as ever.
 * @example useEffect(loadWholePagesWhileOffline, []);
 */
export function loadWholePagesWhileOffline(): () => void {
  const handler = (event: Event) => {
    if (navigator.onLine || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    const form = event.type === 'submit' ? event.target.closest('form') : null;
    const leaves =
      (link instanceof HTMLAnchorElement && link.origin === window.location.origin) ||
      (form !== null && form.method.toLowerCase() === 'get');
    // The router never hears of it, so the browser follows the link or sends the form itself.
    if (leaves) event.stopPropagation();
  };
  window.addEventListener('click', handler, true);
  window.addEventListener('submit', handler, true);
  return () => {
    window.removeEventListener('click', handler, true);
    window.removeEventListener('submit', handler, true);
  };
}
