import { expect, type Page } from '@playwright/test';
import {
  test,
  addDays,
  dateLine,
  importListing,
  seriousAxeProblems,
  ukNow,
  waitForHydration,
} from './support';

// A fan searches as fans type ('Spurs', typos, nothing found) and follows team links; the
// teams directory fits a phone and a desktop. Screenshots are kept to look at.
test.beforeAll(() => {
  const today = ukNow();
  importListing([
    dateLine(addDays(today, 1)),
    '20:00',
    'Tottenham Hotspur v Newcastle United',
    'Premier League',
    'Sky Sports Main Event',
    dateLine(addDays(today, 2)),
    '12:30',
    'Arsenal v Chelsea',
    'Premier League',
    'TNT Sports 1',
    '19:45',
    'Wolverhampton Wanderers v Spurs',
    'Carabao Cup',
    'Sky Sports Football',
  ]);
});

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBe(widths.client);
}

async function look(page: Page, name: string, width: number): Promise<void> {
  await expectNoSidewaysScroll(page);
  expect(await seriousAxeProblems(page)).toEqual([]);
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
}

test('on a phone, "Spurs" in the header search finds Tottenham and a team link leads to its page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByPlaceholder('Search teams, competitions...').fill('Spurs');
  await page.getByPlaceholder('Search teams, competitions...').press('Enter');

  await expect(page).toHaveURL(/\/schedule\?search=Spurs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for "Spurs"');
  const main = page.locator('main');
  await expect(main).toContainText('Tottenham Hotspur v Newcastle United');
  await expect(main).toContainText('Wolverhampton Wanderers v Tottenham Hotspur');
  await expect(main).not.toContainText('Arsenal v Chelsea');
  await look(page, 'search-results', 390);

  // The row's own match link still opens the match; the team name opens the team page.
  const row = main
    .getByRole('listitem')
    .filter({ hasText: 'Tottenham Hotspur v Newcastle United' });
  await expect(
    row.getByRole('link', { name: 'Tottenham Hotspur v Newcastle United' }),
  ).toHaveAttribute('href', /^\/match\//);
  await row.getByRole('link', { name: 'Tottenham Hotspur', exact: true }).click();
  await expect(page).toHaveURL(/\/tottenham-hotspur$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tottenham Hotspur on TV');
  // Listed as 'Spurs' or as 'Tottenham Hotspur': one page.
  await expect(page.locator('main')).toContainText('Wolverhampton Wanderers v Tottenham Hotspur');
  await expect(page.locator('main')).toContainText('Tottenham Hotspur v Newcastle United');
  await look(page, 'teams-team-page', 390);
});

test('a typo is put right, and a search that finds nothing suggests close names', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/schedule?search=Arsnal%20v%20Chelsae');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Results for "Arsenal v Chelsea"',
    );
    await expect(page.locator('main')).toContainText('Arsenal v Chelsea');
    await look(page, 'search-typo', width);

    await page.goto('/schedule?search=Newcastle%20Rovers');
    await expect(page.locator('main')).toContainText(
      'No televised matches found for “Newcastle Rovers”',
    );
    await expect(page.getByText('Did you mean…?')).toBeVisible();
    await look(page, 'search-no-result', width);
  }
  await page.locator('main').getByRole('link', { name: 'Newcastle United' }).click();
  await expect(page).toHaveURL(/\/schedule\?search=Newcastle%20United$/);
  await expect(page.locator('main')).toContainText('Tottenham Hotspur v Newcastle United');
  await look(page, 'search-results', 1280);
});

test('a channel name finds what it shows and links its page; a word inside a name finds the club', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/schedule?search=Sky%20Sports');
    const main = page.locator('main');
    await expect(main).toContainText('Tottenham Hotspur v Newcastle United');
    await expect(main).toContainText('Wolverhampton Wanderers v Tottenham Hotspur');
    // Every row is on a Sky Sports channel (or names Sky): not Arsenal v Chelsea on TNT Sports 1.
    for (const row of await main.locator('ul.fixtures > li').all())
      await expect(row).toContainText(/Sky/);
    await look(page, 'search-channel', width);
  }
  const pages = page.getByRole('list', { name: 'Team and channel pages' });
  await expect(pages.getByRole('link', { name: /^All channels/ })).toHaveAttribute(
    'href',
    '/channels',
  );
  await pages.getByRole('link', { name: /Sky Sports Main Event/ }).click();
  await expect(page).toHaveURL(/\/channel\/sky-sports-main-event$/);

  await page.goto('/schedule?search=castle');
  await expect(page.locator('main')).toContainText('Tottenham Hotspur v Newcastle United');
});

test('the menu leads to the teams directory, which fits a phone and a desktop', async ({
  page,
}) => {
  // Two full-page screenshots and axe runs over 600+ teams: slower than most journeys.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Teams' }).first().click();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teams');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/teams');
    const tottenham = page.locator('main').getByRole('link', { name: /^Tottenham Hotspur\b/ });
    await expect(tottenham).toHaveAttribute('href', '/tottenham-hotspur');
    await expect(tottenham).toContainText('2 matches');
    await expect(page.getByRole('heading', { level: 2, name: 'T', exact: true })).toBeVisible();
    await look(page, 'teams-directory', width);
    // The first screen too: a phone's full page is too tall to judge at a glance.
    await page.screenshot({ path: `test-results/screens/teams-directory-top-${width}.png` });
  }
  await page
    .getByRole('link', { name: /^Arsenal\b/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/arsenal$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arsenal on TV');
  await look(page, 'teams-team-page', 1280);
});
