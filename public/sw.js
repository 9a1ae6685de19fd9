// Kickoff TV's service worker: match alerts arrive through it, and the app shell and recently
// viewed pages keep working offline; a page never opened lists the saved ones instead. Pages
// and their data are fetched from the network first and kept for offline use;
// the hashed build files, which never change, are served from the cache first. Staff pages and
// anything that is not a GET are left alone.
const version = 'v1';
const pageCache = `kickoff-pages-${version}`;
const assetCache = `kickoff-assets-${version}`;
const keptPages = 40;
const style =
  'font-family:system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;line-height:1.5';

/** The page for a page never opened on this device: the pages that are saved, by title. */
async function offlinePage(cache) {
  const saved = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.pathname.endsWith('.data') || url.pathname === '/__manifest') continue;
    const response = await cache.match(request);
    const title =
      /<title>([^<]*?)(?: \| Kickoff TV)?<\/title>/.exec((await response?.text()) ?? '')?.[1] ??
      url.pathname;
    saved.push(`<li><a href="${escapeHtml(url.pathname + url.search)}">${title}</a></li>`);
  }
  const list = saved.length
    ? `<p>These pages are saved on this device:</p><ul>${saved.reverse().join('')}</ul>`
    : '<p>Once you are back online, pages you open are saved for the next time.</p>';
  return `<!doctype html><html lang="en-GB"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline | Kickoff TV</title><body style="${style}"><h1>You are offline</h1><p>This page is not saved for offline use: it has not been opened on this device before.</p>${list}</body></html>`;
}

/** Text for HTML (a page's own title is already escaped in its markup). */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if (key !== pageCache && key !== assetCache) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (/^\/(?:admin|login|logout|api)(?:[/.]|$)/.test(url.pathname)) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (request.mode === 'navigate') event.respondWith(networkFirst(request, true));
  else if (url.pathname.endsWith('.data') || url.pathname === '/__manifest')
    event.respondWith(networkFirst(request, false));
});

async function cacheFirst(request) {
  const cache = await caches.open(assetCache);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request, isPage) {
  const cache = await caches.open(pageCache);
  try {
    const response = await fetch(request);
    if (response.ok && !response.headers.get('Cache-Control')?.includes('no-store')) {
      // Newest last, so the oldest copies are the ones let go.
      await cache.delete(request);
      await cache.put(request, response.clone());
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - keptPages)))
        await cache.delete(old);
    }
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    if (!isPage) throw error;
    return new Response(await offlinePage(cache), {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
}

// Match alerts: the server pushes `{ title, body, url }`; a tap opens the match on this site.
self.addEventListener('push', (event) => {
  let message = { title: 'Kickoff TV', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // An empty or unreadable message still shows, as the browser requires.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      tag: message.url,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url.href);
      return open ? open.focus() : self.clients.openWindow(url.href);
    })(),
  );
});
