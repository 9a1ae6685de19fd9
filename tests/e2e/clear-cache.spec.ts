import { expect } from '@playwright/test';
import { test, waitForHydration } from './support';

// "Clear cache and reload" on /login: everything the site stored in the browser goes, but the
// visitor's own choices (theme, favourite teams, my services, alert choices, the analytics answer)
// stay.
test('clear cache and reload empties site storage but keeps the theme, favourite teams and services', async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate(async () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('kickoff:favourite-teams', JSON.stringify(['Arsenal']));
    localStorage.setItem('kickoff:my-services', JSON.stringify(['free-tv']));
    localStorage.setItem('kickoff:match-alerts', JSON.stringify({ picked: false }));
    localStorage.setItem('kickoff:analytics-consent', 'denied');
    localStorage.setItem('stale-state', 'x');
    sessionStorage.setItem('stale-session', 'x');
    await (await caches.open('pages-v1')).put('/stale', new Response('old'));
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('stale-db');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
  });

  // The button is React's: once the page has hydrated, one click clears and reloads.
  await waitForHydration(page);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Clear cache and reload' }).click();
  await reloaded;

  const left = await page.evaluate(async () => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage),
    caches: await caches.keys(),
    databases: (await indexedDB.databases()).map((database) => database.name),
  }));
  expect(left).toEqual({
    local: [
      'kickoff:analytics-consent',
      'kickoff:favourite-teams',
      'kickoff:match-alerts',
      'kickoff:my-services',
      'theme',
    ],
    // The router writes its scroll positions again as the page unloads for the reload.
    session: expect.not.arrayContaining(['stale-session']),
    caches: [],
    databases: [],
  });
});
