import { expect } from '@playwright/test';
import {
  addDays,
  dateLine,
  importListing,
  isoDay,
  seriousAxeProblems,
  test,
  ukNow,
} from './support';

// Any day has its page: tomorrow, and a dated view reached by its address, the neighbouring
// days with fixtures and a day picker.
const run = Date.now().toString(36);
const today = ukNow();
const tomorrow = addDays(today, 1);
// Days no other journey lists.
const first = addDays(today, 70);
const second = addDays(today, 73);
const long = (day: Date) => dateLine(day).replace(/(\d+)(st|nd|rd|th)/, '$1');

test.beforeAll(() => {
  importListing([
    dateLine(addDays(today, -2)),
    '19:45',
    `Bygone ${run} v Former ${run}`,
    `Past Trophy ${run}`,
    'BBC Three',
    dateLine(tomorrow),
    '20:00',
    `Morrow ${run} v Nextday ${run}`,
    'League One',
    'Sky Sports Football',
    dateLine(first),
    '15:00',
    `Dayone ${run} v Firstville ${run}`,
    'FA Cup',
    'BBC One',
    dateLine(second),
    '17:30',
    `Daytwo ${run} v Secondton ${run}`,
    'League Two',
    'TNT Sports 1',
  ]);
});

for (const width of [390, 1280]) {
  test(`tomorrow and any dated day have their pages, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/football-on-tv-tomorrow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football on TV tomorrow');
    await expect(page.locator('main')).toContainText(`Morrow ${run} v Nextday ${run}`);

    await page.goto(`/football-on-tv/${isoDay(first)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Football on TV on ${long(first)}`,
    );
    await expect(page.locator('main')).toContainText(`Dayone ${run} v Firstville ${run}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/football-on-tv/${isoDay(first)}$`),
    );
    expect(await seriousAxeProblems(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `test-results/any-day-${width}.png` });

    // The next day with fixtures, skipping the empty days between.
    const days = page.getByRole('navigation', { name: 'Other days' });
    await days.getByRole('link', { name: `Next day with matches: ${long(second)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/football-on-tv/${isoDay(second)}$`));
    await expect(page.locator('main')).toContainText(`Daytwo ${run} v Secondton ${run}`);

    // The picker opens any day.
    await page.getByLabel('Pick a day').fill(isoDay(first));
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`/football-on-tv/${isoDay(first)}$`));
  });
}

test('a day asked for by date leads to its page; a day that cannot be is not found', async ({
  page,
}) => {
  await page.goto(`/schedule?date=${isoDay(second)}`);
  await expect(page).toHaveURL(new RegExp(`/football-on-tv/${isoDay(second)}$`));
  expect((await page.goto('/football-on-tv/2026-02-30'))?.status()).toBe(404);
  expect((await page.goto('/football-on-tv/3026-01-01'))?.status()).toBe(404);
  // An empty day says so, and stays out of search results.
  await page.goto(`/football-on-tv/${isoDay(addDays(today, 71))}`);
  await expect(page.locator('main')).toContainText('No televised matches listed for');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a team and a competition whose matches are played keep their pages, with recent matches', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [`/bygone-${run}`, `/competition/past-trophy-${run}`]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.locator('main')).toContainText('Nothing scheduled on UK TV');
    const recent = page.getByRole('region', { name: 'Recent matches' });
    await expect(recent).toContainText(`Bygone ${run} v Former ${run}`);
    await expect(recent).toContainText('BBC Three');
  }
  await page.screenshot({ path: 'test-results/recent-matches-390.png', fullPage: true });
  expect(await seriousAxeProblems(page)).toEqual([]);
});
