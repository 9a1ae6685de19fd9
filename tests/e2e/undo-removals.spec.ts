import { expect } from '@playwright/test';
import { format } from 'date-fns';
import {
  addDays,
  dateLine,
  ensureStaffAccount,
  importListing,
  isoDay,
  seriousAxeProblems,
  signIn,
  staffAccount,
  test,
  ukNow,
  waitForHydration,
} from './support';

// Delete and Discard can be undone: Recently removed lists what went, and Restore puts it back.
test.beforeAll(ensureStaffAccount);

const run = Date.now().toString(36);
const shortDate = (day: Date) => format(day, 'EEE d MMM yyyy');

test('a deleted fixture and a discarded import are restored from Recently removed', async ({
  page,
}) => {
  // A long journey: two removals, two restores and an accessibility check.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const day = addDays(ukNow(), 30);
  const home = `Undo Home ${run}`;
  const away = `Undo Away ${run}`;
  importListing([dateLine(day), '15:00', `${home} v ${away}`, 'League Two', 'Sky Sports Football']);
  await signIn(page);

  // Delete it from Manage Fixtures: the toast says where to undo it.
  await page.goto(`/admin?date=${isoDay(day)}`);
  await waitForHydration(page);
  const manage = page.getByRole('region', { name: 'Manage Fixtures' });
  await manage.getByRole('button', { name: `Delete ${home} v ${away}` }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Fixture deleted')).toBeVisible();
  await expect(
    page.locator('[data-sonner-toast]').getByText('Undo it from Recently removed.'),
  ).toBeVisible();
  await expect(manage).not.toContainText(`${home} v ${away}`);

  const removed = page.getByRole('region', { name: 'Recently removed' });
  const label = `${home} v ${away}, ${shortDate(day)}`;
  const item = removed.getByRole('listitem').filter({ hasText: label });
  await expect(item).toContainText(`by ${staffAccount.username}`);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  expect(await seriousAxeProblems(page)).toEqual([]);

  await item.getByRole('button', { name: `Restore ${label}` }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Restored')).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.goto(`/admin?date=${isoDay(day)}`);
  await expect(manage).toContainText(`${home} v ${away}`);

  // Discard an import from Imports in progress, then restore it.
  await page.goto('/admin');
  await waitForHydration(page);
  await page
    .getByLabel('Paste Fixture Information')
    .fill(
      [
        dateLine(day),
        '17:30',
        `Draft Home ${run} v Draft Away ${run}`,
        'League Two',
        'TNT Sports 1',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Parse Fixtures' }).click();
  await expect(page).toHaveURL(/\/admin\/imports\/[\w-]+$/);
  const draft = /\/admin\/imports\/([\w-]+)$/.exec(page.url())?.[1] ?? '';
  await page.goto('/admin');
  await waitForHydration(page);
  const draftName = `${shortDate(day)} – 1 fixture`;
  const entry = page
    .getByRole('region', { name: 'Parsed Fixtures' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/admin/imports/${draft}"]`) });
  await entry.getByRole('button', { name: `Discard ${draftName}` }).click();
  await expect(page.getByText('Import discarded')).toBeVisible();
  await expect(entry).toHaveCount(0);
  expect((await page.request.get(`/admin/imports/${draft}`)).status()).toBe(404);

  const discarded = removed.getByRole('listitem').filter({ hasText: `Import: ${draftName}` });
  await discarded
    .first()
    .getByRole('button', { name: `Restore Import: ${draftName}` })
    .click();
  await expect(page.locator('[data-sonner-toast]').getByText('Restored')).toBeVisible();
  await expect(entry).toBeVisible();
  expect((await page.request.get(`/admin/imports/${draft}`)).status()).toBe(200);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  expect(await seriousAxeProblems(page)).toEqual([]);
});
