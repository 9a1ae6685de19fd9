import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support';

// The site as installed on a phone: on a real host name (mapped to this machine, and treated
// as secure as https would be) the service worker installs, the manifest passes Chromium's
// installability checks, and pages opened before still work offline, saying how old they are.
const origin = `http://kickoff.test:${process.env.E2E_PORT}`;
const browserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--host-resolver-rules=MAP kickoff.test 127.0.0.1',
  `--unsafely-treat-insecure-origin-as-secure=${origin}`,
];

/** The offline page of a page not saved: never an error page, and links to the saved ones. */
async function expectNotSaved(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('This page is not saved for offline use')).toBeVisible();
  await expect(page.getByText(/Error \d+|Something went wrong/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /this week/i })).toHaveAttribute(
    'href',
    '/football-on-tv-this-week',
  );
}

for (const width of [390, 1280]) {
  test(`installable, and the schedule works offline at ${width} px`, async () => {
    // A profile of its own: Chromium never offers to install from a private (incognito) window.
    const profile = mkdtempSync(join(tmpdir(), 'kickoff-offline-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: browserArgs,
      baseURL: origin,
      viewport: { width, height: 900 },
    });
    const page = context.pages()[0] ?? (await context.newPage());
    try {
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready);
      // Pages fetched once the worker controls the page are kept for offline use.
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
        .toBe(true);
      await page.goto('/football-on-tv-this-week');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      // A CDP session left attached hides the offline state from navigator.onLine.
      await cdp.detach();

      await context.setOffline(true);
      await page.goto('/');
      await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveText(
        /^Offline — showing the schedule as of \d\d:\d\d$/,
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `test-results/screens/offline-${width}.png` });
      await page.goto('/football-on-tv-this-week');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

      // A page never opened on this device: a plain explanation and the pages that are saved,
      // whether it is loaded whole or followed from a link on a saved page.
      await page.goto('/channels');
      await expectNotSaved(page);
      for (const name of ['All channels', 'Premier League', 'Arsenal']) {
        await page.goto('/');
        await waitForHydration(page);
        await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
        await expectNotSaved(page);
      }
      await page.screenshot({ path: `test-results/screens/offline-not-saved-${width}.png` });
      // A saved page followed from a link opens as it was saved.
      await page.getByRole('link', { name: /this week/i }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

      await context.setOffline(false);
      await page.goto('/');
      await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}

test('the service worker stays off on local host names', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${process.env.E2E_PORT}/`);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
});
