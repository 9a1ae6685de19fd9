import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { addDays, dateLine, importListing, seriousAxeProblems, test, ukNow } from './support';

// Match alerts as a fan turns them on: on a real host name (mapped to this machine and treated
// as secure) where the service worker runs. No push service is reachable from here, so the
// browser's own PushManager is replaced by one that hands out a subscription on a known push
// service's address; everything of ours (the tab, /api/alerts, the database) is the real thing.
const origin = `http://kickoff.test:${process.env.E2E_PORT}`;
const run = Date.now().toString(36);
test.setTimeout(60_000);
const endpoint = `https://fcm.googleapis.com/fcm/send/journey-${run}`;

test.beforeAll(() => {
  importListing([
    dateLine(addDays(ukNow(), 2)),
    '19:45',
    `Alerts Rovers ${run} v Arsenal`,
    'Championship',
    'Sky Sports Football',
  ]);
});

function storedSubscription() {
  const db = new Database(process.env.E2E_DATABASE_URL ?? '', { readonly: true });
  try {
    const row = db
      .prepare(
        'select id, on_picked, on_channel_changed, on_moved, reminder_minutes from push_subscriptions where endpoint = ?',
      )
      .get(endpoint) as
      | {
          id: string;
          on_picked: number;
          on_channel_changed: number;
          on_moved: number;
          reminder_minutes: number | null;
        }
      | undefined;
    if (!row) return null;
    const teams = db
      .prepare(
        'select team_slug from push_subscription_teams where subscription_id = ? order by team_slug',
      )
      .all(row.id)
      .map((t) => (t as { team_slug: string }).team_slug);
    return { ...row, teams };
  } finally {
    db.close();
  }
}

async function openBrowser(
  width: number,
  userAgent?: string,
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'kickoff-alerts-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--host-resolver-rules=MAP kickoff.test 127.0.0.1',
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ],
    baseURL: origin,
    viewport: { width, height: 900 },
    ...(userAgent && { userAgent }),
  });
  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript((pushEndpoint) => {
    // Like the browser's, the subscription outlives a reload (kept for the tab here).
    const key = 'journey:push-subscribed';
    const made = {
      endpoint: pushEndpoint,
      toJSON: () => ({
        endpoint: pushEndpoint,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'a'.repeat(22) },
      }),
      unsubscribe: async () => {
        sessionStorage.removeItem(key);
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      sessionStorage.setItem(key, '1');
      return made;
    };
    PushManager.prototype.getSubscription = async () => (sessionStorage.getItem(key) ? made : null);
  }, endpoint);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

for (const width of [390, 1280]) {
  test(`a fan turns match alerts on for their teams, changes them and turns them off at ${width} px`, async () => {
    const { page, close } = await openBrowser(width);
    try {
      await page.goto('/football-on-tv-this-week');
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page
        .getByRole('link', { name: new RegExp(`Alerts Rovers ${run} v Arsenal`) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/match\//);

      const alerts = page.locator('details', { hasText: 'Match alerts for your teams' });
      await alerts.locator('summary').click();
      await expect(alerts).toContainText('Star your teams first');
      await page
        .getByRole('button', { name: /Add Arsenal to my teams|Star Arsenal|Arsenal/ })
        .first()
        .click();
      await expect(
        alerts.getByRole('group', { name: 'Notifications for favourite-team matches' }),
      ).toBeVisible();
      for (const name of [
        'Picked for TV or channel confirmed',
        'Channel changed',
        'Kick-off moved or match removed',
        'Remind me before kick-off',
      ])
        await expect(alerts.getByRole('checkbox', { name })).toBeChecked();
      await expect(alerts.getByRole('combobox', { name: 'How long before' })).toHaveValue('30');
      await page.screenshot({
        path: `test-results/screens/match-alerts-${width}.png`,
        fullPage: true,
      });
      expect(await seriousAxeProblems(page)).toEqual([]);

      await alerts.getByRole('button', { name: 'Turn on match alerts' }).click();
      await expect(alerts.getByRole('status')).toHaveText('Alerts are on for 1 team.');
      expect(storedSubscription()).toMatchObject({
        on_picked: 1,
        on_channel_changed: 1,
        on_moved: 1,
        reminder_minutes: 30,
        teams: ['arsenal'],
      });

      await alerts.getByRole('checkbox', { name: 'Channel changed' }).uncheck();
      await alerts.getByRole('combobox', { name: 'How long before' }).selectOption('60');
      await alerts.getByRole('button', { name: 'Save alert settings' }).click();
      await expect(alerts.getByRole('status')).toHaveText('Alerts are on for 1 team.');
      expect(storedSubscription()).toMatchObject({ on_channel_changed: 0, reminder_minutes: 60 });

      // The choices are this browser's own: a reload shows them as saved.
      await page.reload();
      await alerts.locator('summary').click();
      await expect(alerts.getByRole('checkbox', { name: 'Channel changed' })).not.toBeChecked();
      await expect(alerts.getByRole('combobox', { name: 'How long before' })).toHaveValue('60');

      await alerts.getByRole('button', { name: 'Turn off alerts' }).click();
      await expect(alerts.getByRole('status')).toHaveText('Alerts are off.');
      expect(storedSubscription()).toBeNull();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    } finally {
      await close();
    }
  });
}

test('on an iPhone the Match Alerts tab says to add the site to the Home Screen first', async () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
  const { page, close } = await openBrowser(390, iphone);
  try {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('kickoff:favourite-teams', JSON.stringify(['Arsenal'])),
    );
    await page
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('button', { name: 'More' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'More' });
    await drawer.getByRole('tab', { name: 'Match Alerts' }).click();
    await expect(drawer.getByRole('tabpanel')).toContainText('Add to Home Screen');
    await page.screenshot({ path: 'test-results/screens/match-alerts-iphone-390.png' });
  } finally {
    await close();
  }
});
