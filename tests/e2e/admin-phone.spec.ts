import { expect, type Page } from '@playwright/test';
import { addDays, dateLine, ensureStaffAccount, signIn, test, ukNow } from './support';

// An editor on a phone: no admin screen scrolls sideways, a fixture's actions are on screen,
// channel pills stay pills, and a long unbroken word cannot widen the page.
test.beforeAll(ensureStaffAccount);
test.use({ viewport: { width: 390, height: 844 } });

const day = addDays(ukNow(), 9);

async function expectNoSidewaysScroll(page: Page, screen: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${screen} is wider than the screen`).toBeLessThanOrEqual(widths.client);
}

test('every admin screen fits a 390 px phone, with fixture actions and pills on screen', async ({
  page,
}) => {
  await signIn(page);
  // 81 characters, within the 100 a competition may have, and no space to wrap at.
  const longWord = 'Supercalifragilisticexpialidocious'.repeat(2);
  await page.goto('/admin');
  await page.waitForFunction(() => {
    const area = document.querySelector('textarea');
    return area !== null && Object.keys(area).some((key) => key.startsWith('__reactFiber'));
  });
  await page
    .getByLabel('Paste Fixture Information')
    .fill(
      [
        dateLine(day),
        '19:45',
        'Middlesbrough v Wolverhampton Wanderers',
        `Championship ${longWord}`,
        'Sky Sports Premier League',
        'Sky Sports Main Event',
        'TNT Sports Ultimate',
        '20:00',
        'Brighton & Hove Albion v Nottingham Forest',
        'Premier League',
        'Amazon Prime Video',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Parse Fixtures' }).click();
  await expect(page).toHaveURL(/\/admin\/imports\//);
  await expectNoSidewaysScroll(page, 'the import review');

  const remove = page.getByRole('button', {
    name: 'Remove Middlesbrough v Wolverhampton Wanderers',
  });
  const box = await remove.boundingBox();
  expect(box, 'the Remove button is laid out').not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  // A pill is one line high: its text does not wrap inside it.
  const pill = page.locator('.chip', { hasText: 'Sky Sports Premier League' }).first();
  const pillBox = await pill.boundingBox();
  expect(pillBox!.height).toBeLessThan(24);
  await page.screenshot({ path: 'test-results/admin-phone-review.png', fullPage: true });

  await page.getByRole('button', { name: 'Save 2 Fixtures' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  for (const [screen, path] of [
    ['the fixtures tab', '/admin'],
    ['the blog posts tab', '/admin/blog'],
    ['the management tab', '/admin/management'],
    ['the article editor', '/admin/articles/new'],
  ] as const) {
    await page.goto(path);
    await expectNoSidewaysScroll(page, screen);
  }
  await page.goto('/admin');
  await page.screenshot({ path: 'test-results/admin-phone-dashboard.png', fullPage: true });
});
