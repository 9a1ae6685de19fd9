import { expect } from '@playwright/test';
import {
  addDays,
  dateLine,
  ensureStaffAccount,
  expireSessions,
  isoDay,
  checkScreen,
  signIn,
  staffAccount,
  test,
  ukNow,
} from './support';

// Every admin screen and dialog at a phone's and a laptop's width: nothing scrolls sideways,
// axe finds no serious problem, and a screenshot is kept to look at (test-results/screens/).
test.beforeAll(ensureStaffAccount);
// Nine screens and four dialogs, each checked by axe.
test.setTimeout(120_000);

const run = Date.now().toString(36);

for (const width of [390, 1280]) {
  test(`every admin screen and dialog at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await checkScreen(page, 'login', width);
    await signIn(page);
    await checkScreen(page, 'fixtures-tab', width);

    await page
      .getByLabel('Paste Fixture Information')
      .fill(
        [
          dateLine(addDays(ukNow(), 4)),
          '19:45',
          `Screenshot ${width} ${run} v Layout United ${run}`,
          'Championship',
          'Sky Sports Football',
          'ITV1',
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Parse Fixtures' }).click();
    await expect(page).toHaveURL(/\/admin\/imports\//);
    await checkScreen(page, 'import-review', width);
    await page.getByRole('button', { name: 'URLs', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Channel URLs' })).toBeVisible();
    await checkScreen(page, 'import-urls-dialog', width);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save 1 Fixtures' }).click();
    await expect(page.getByText('Fixtures saved successfully')).toBeVisible();

    // The session ends; the next action asks to sign in again over the page.
    await page.waitForLoadState('networkidle');
    expireSessions();
    await page.getByRole('button', { name: 'Generate Shareable Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await checkScreen(page, 'sign-in-again-dialog', width);
    await dialog.getByLabel('Username').fill(staffAccount.username);
    await dialog.getByLabel('Password').fill(staffAccount.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Login successful')).toBeVisible();
    await page.getByRole('button', { name: 'Generate Shareable Link' }).click();
    await expect(page.getByRole('textbox', { name: 'Shareable link' })).toHaveValue(
      /\/schedule\?shared_fixtures=/,
    );

    const manage = page.getByRole('region', { name: 'Manage Fixtures' });
    await manage.getByLabel('Saved date').selectOption(isoDay(addDays(ukNow(), 4)));
    await manage.getByRole('button', { name: 'Show' }).click();
    const row = manage.getByRole('row', { name: new RegExp(`Screenshot ${width} ${run}`) });
    await row.getByRole('button', { name: 'URLs' }).click();
    await checkScreen(page, 'manage-urls-dialog', width);
    await page
      .getByRole('dialog', { name: 'Edit Channel URLs' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(row.getByRole('button', { name: 'URLs' })).toBeFocused();
    await row.getByRole('button', { name: /Delete/ }).click();
    await checkScreen(page, 'confirm-deletion-dialog', width);
    await page
      .getByRole('dialog', { name: 'Confirm Deletion' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Fixture deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Fixtures' })).toBeFocused();

    await page.goto('/admin/articles/new');
    await checkScreen(page, 'article-new', width);
    await page.goto('/admin');
    await page
      .getByRole('region', { name: 'Blog Management' })
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/articles\/\w+$/);
    await checkScreen(page, 'article-edit', width);
    await page.goto('/admin/blog');
    await checkScreen(page, 'blog-posts-tab', width);
    await page.goto('/admin/management');
    await checkScreen(page, 'management-tab', width);
  });
}
