import { expect, type Locator, type Page } from '@playwright/test';
import { format, subMinutes } from 'date-fns';
import {
  addDays,
  dateLine,
  importListing,
  seriousAxeProblems,
  test,
  ukNow,
  waitForHydration,
} from './support';

// A fan ticks the services they have: every list marks what they can watch and what each other
// match needs, "Only what I can watch" and "In play now" narrow the list, and the phone
// drawer's Quick Filters hold the same controls with the free-to-air filter and the popular
// competitions.
const run = Date.now().toString(36);
const matches = {
  live: `Live United ${run} v Sky Town ${run}`,
  free: `Free Rovers ${run} v Licence Athletic ${run}`,
  prime: `Prime City ${run} v Parcel Wanderers ${run}`,
  tnt: `TNT Albion ${run} v Discovery Dons ${run}`,
  unconfirmed: `Waiting County ${run} v Unknown Park ${run}`,
};
const listPath = `/schedule?search=${run}`;

test.beforeAll(() => {
  const now = ukNow();
  // Kicked off half an hour ago (or at midnight, in the first half hour of the day).
  const minutesToday = now.getHours() * 60 + now.getMinutes();
  const kickoff = subMinutes(now, Math.min(30, minutesToday));
  const tomorrow = addDays(now, 1);
  const output = importListing([
    dateLine(now),
    format(kickoff, 'HH:mm'),
    matches.live,
    'Premier League',
    'Sky Sports Main Event',
    dateLine(tomorrow),
    '12:30',
    matches.free,
    'FA Cup',
    'BBC One',
    '13:00', // not 15:00: on a Saturday that is the 3pm blackout
    matches.unconfirmed,
    'League Two',
    '17:30',
    matches.tnt,
    'Europa League',
    'TNT Sports 1',
    '20:00',
    matches.prime,
    'Champions League',
    'Amazon Prime Video',
  ]);
  expect(output).toContain('Saved 5 fixtures');
});

const row = (page: Page, teams: string): Locator =>
  page.locator('main ul.fixtures > li').filter({ hasText: teams });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

async function expectShown(page: Page, shown: (keyof typeof matches)[]) {
  for (const [key, teams] of Object.entries(matches)) {
    if (shown.includes(key as keyof typeof matches)) await expect(row(page, teams)).toBeVisible();
    else await expect(row(page, teams)).toHaveCount(0);
  }
}

async function openDrawer(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Shortcuts' })
    .getByRole('button', { name: 'More' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'More' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('tab', { name: 'Quick Filters' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return drawer;
}

for (const width of [390, 1280]) {
  test(`my services mark and narrow the lists at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(listPath);
    await waitForHydration(page);
    await expectShown(page, ['live', 'free', 'prime', 'tnt', 'unconfirmed']);
    // Nothing ticked yet: no marks, and no "Only what I can watch" to press.
    await expect(page.locator('main .watch-mark')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Only what I can watch' })).toHaveCount(0);

    // Tick Free TV and Sky Sports: in the drawer on a phone, above the list on a computer.
    let controls: Locator;
    if (width < 768) {
      controls = await openDrawer(page);
    } else {
      await page.getByRole('button', { name: 'My services' }).click();
      controls = page.locator('main');
    }
    await controls.getByRole('checkbox', { name: /^Free TV/ }).check();
    await controls.getByRole('checkbox', { name: 'Sky Sports or NOW' }).check();
    await expect(controls.getByRole('checkbox', { name: 'Sky Sports or NOW' })).toBeChecked();
    await noSidewaysScroll(page);
    expect(await seriousAxeProblems(page)).toEqual([]);
    if (width < 768) {
      await page.screenshot({ path: `test-results/screens/drawer-quick-filters-${width}.png` });
      await controls.getByRole('button', { name: 'Done' }).click();
      await expect(controls).toBeHidden();
    }

    await expect(row(page, matches.live)).toContainText('You can watch');
    await expect(row(page, matches.free)).toContainText('You can watch');
    await expect(row(page, matches.prime)).toContainText('Needs Amazon Prime Video');
    await expect(row(page, matches.tnt)).toContainText('Needs TNT Sports or discovery+');
    await expect(row(page, matches.unconfirmed)).toContainText('No UK channel listed');
    await expect(row(page, matches.unconfirmed).locator('.watch-mark')).toHaveCount(0);
    await noSidewaysScroll(page);
    expect(await seriousAxeProblems(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/screens/my-services-${width}.png`,
      fullPage: true,
    });

    const watchable = page.getByRole('button', { name: 'Only what I can watch' });
    await watchable.click();
    await expect(watchable).toHaveAttribute('aria-pressed', 'true');
    await expectShown(page, ['live', 'free']);
    await watchable.click();
    await expectShown(page, ['live', 'free', 'prime', 'tnt', 'unconfirmed']);

    const live = page.getByRole('button', { name: 'In play now' });
    await live.click();
    await expect(live).toHaveAttribute('aria-pressed', 'true');
    await expectShown(page, ['live']);
    await noSidewaysScroll(page);

    // The ticks are kept in this browser; the quick filters start off again.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'In play now' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(row(page, matches.prime)).toContainText('Needs Amazon Prime Video');

    // Dark mode: the marks and the services panel keep their contrast.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'My services (2)' }).click();
    await expect(row(page, matches.live)).toContainText('You can watch');
    expect(await seriousAxeProblems(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/screens/my-services-${width}-dark.png`,
      fullPage: true,
    });
    if (width < 768) {
      const drawer = await openDrawer(page);
      await expect(drawer.getByRole('checkbox', { name: 'Sky Sports or NOW' })).toBeChecked();
      expect(await seriousAxeProblems(page)).toEqual([]);
      await page.screenshot({
        path: `test-results/screens/drawer-quick-filters-${width}-dark.png`,
      });
    }
  });
}

test('the drawer turns on live matches, free matches and a popular competition', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(listPath);
  await waitForHydration(page);

  let drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'In play now' }).click();
  await expect(drawer.getByRole('button', { name: 'In play now' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await drawer.getByRole('button', { name: 'Done' }).click();
  await expectShown(page, ['live']);
  // The list's own toggle shows the same filter, and turns it off.
  await page.getByRole('button', { name: 'In play now' }).click();
  await expectShown(page, ['live', 'free', 'prime', 'tnt', 'unconfirmed']);

  drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Free-to-air matches only' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?search=${run}&free=1$`));
  await expectShown(page, ['free']);
  drawer = await openDrawer(page);
  await expect(drawer.getByRole('button', { name: 'Free-to-air matches only' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await drawer.getByRole('button', { name: 'Free-to-air matches only' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?search=${run}$`));
  await expectShown(page, ['live', 'free', 'prime', 'tnt', 'unconfirmed']);

  for (const [competition, teams] of [
    ['Premier League', matches.live],
    ['Champions League', matches.prime],
    ['Europa League', matches.tnt],
    ['FA Cup', matches.free],
  ] as const) {
    drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: competition }).click();
    await expect(page).toHaveURL(/\/competition\?competition=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(competition);
    await expect(row(page, teams)).toBeVisible();
    await expect(page.locator('main ul.fixtures > li').filter({ hasText: run })).toHaveCount(1);
  }
});
