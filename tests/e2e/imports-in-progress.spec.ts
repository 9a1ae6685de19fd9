import { expect, type Page } from '@playwright/test';
import { format } from 'date-fns';
import {
  addDays,
  dateLine,
  ensureStaffAccount,
  seriousAxeProblems,
  signIn,
  staffAccount,
  test,
  ukNow,
  waitForHydration,
} from './support';

// A paste that gives nothing keeps the page as it was and says why; every draft in progress is
// named by its first date and count and can be discarded; a review shown again is read afresh.
test.beforeAll(ensureStaffAccount);

const run = Date.now().toString(36);
const drafts = /\/admin\/imports\/([\w-]+)$/;
/** A paste with no fixture in it: a heading, and a fixture cut off in its brackets. */
const nothing = ['Football on TV this weekend', 'Leeds v Spurs (3p'];
const nothingWhy = 'Line 2: The line ends inside brackets: it looks cut off';

/** A listing of `count` fixtures on `day`, with team names of this run. */
function listing(day: Date, count: number, tag: string): string {
  const lines = [dateLine(day)];
  for (let at = 0; at < count; at++)
    lines.push(
      `1${at}:00`,
      `Home ${tag}${at} ${run} v Away ${tag}${at} ${run}`,
      'League Two',
      'Sky Sports Football',
    );
  return lines.join('\n');
}

/** How Imports in progress names a draft: "Sat 4 Oct 2025 – 2 fixtures". */
const draftName = (day: Date, count: number) =>
  `${format(day, 'EEE d MMM yyyy')} – ${count === 1 ? '1 fixture' : `${count} fixtures`}`;

/** Pastes `text` on the page open now and presses Parse Fixtures. */
async function pasteAndParse(page: Page, text: string) {
  await page.getByLabel('Paste Fixture Information').fill(text);
  await page.getByRole('button', { name: 'Parse Fixtures' }).click();
}

/** Parses a listing from the Fixtures tab; resolves with the draft's id, on its review. */
async function parse(page: Page, text: string): Promise<string> {
  await page.goto('/admin');
  await waitForHydration(page);
  await pasteAndParse(page, text);
  await expect(page).toHaveURL(drafts);
  return drafts.exec(page.url())?.[1] ?? '';
}

/** The Imports in progress entry of one draft. */
function entry(page: Page, id: string) {
  return page
    .getByRole('region', { name: 'Parsed Fixtures' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/admin/imports/${id}"]`) });
}

test('a re-parse with no fixture while a review is open says why, and the review is kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const day = addDays(ukNow(), 20);
  const id = await parse(page, listing(day, 2, 'kept'));
  const review = page.getByRole('region', { name: 'Parsed Fixtures' });
  await expect(review.getByRole('button', { name: 'Save 2 Fixtures' })).toBeVisible();
  const address = page.url();

  // Beside the review, the box holds the import's own text; replaced by a text with no fixture,
  // Re-parse is refused.
  await expect(page.getByLabel('Paste Fixture Information')).toHaveValue(listing(day, 2, 'kept'));
  await page.getByLabel('Paste Fixture Information').fill(nothing.join('\n'));
  await page.getByRole('button', { name: 'Re-parse' }).click();
  const why = page.getByRole('region', { name: 'Bulk Import' }).getByRole('alert');
  await expect(why).toContainText(
    'No fixtures found Please check the format of your pasted fixtures. The import under review is unchanged.',
  );
  await expect(why.getByRole('listitem')).toHaveText([`${nothingWhy} ${nothing[1]}`]);
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'No fixtures found' }),
  ).toBeVisible();
  // Same page, same draft; the paste stays in the box to be corrected.
  expect(page.url()).toBe(address);
  await expect(review.getByRole('button', { name: 'Save 2 Fixtures' })).toBeVisible();
  await expect(page.getByLabel('Paste Fixture Information')).toHaveValue(nothing.join('\n'));
  await page.reload();
  await expect(review.getByRole('button', { name: 'Save 2 Fixtures' })).toBeVisible();

  // No empty draft joined the imports in progress.
  await page.goto('/admin');
  await expect(entry(page, id)).toContainText(draftName(day, 2));
  await expect(page.getByText(/\b0 fixtures\b/)).toHaveCount(0);
});

test('a draft is discarded from Imports in progress, and a review shown again is read afresh', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const day = addDays(ukNow(), 21);
  const one = await parse(page, listing(day, 1, 'one'));
  const two = await parse(page, listing(day, 2, 'two'));

  // The second draft's review stays open in another tab.
  const other = await context.newPage();
  await other.goto(`/admin/imports/${two}`);
  await waitForHydration(other);
  const otherReview = other.getByRole('region', { name: 'Parsed Fixtures' });
  await expect(otherReview.getByRole('button', { name: 'Save 2 Fixtures' })).toBeVisible();

  await page.goto('/admin');
  await waitForHydration(page);
  await expect(entry(page, one)).toContainText(draftName(day, 1));
  await expect(entry(page, one)).toContainText(`Pasted by ${staffAccount.username}`);
  await expect(entry(page, two)).toContainText(draftName(day, 2));

  await entry(page, one)
    .getByRole('button', { name: `Discard ${draftName(day, 1)}` })
    .click();
  await expect(page.getByText('Import discarded')).toBeVisible();
  await expect(entry(page, one)).toHaveCount(0);
  await expect(entry(page, two)).toBeVisible();
  expect((await page.request.get(`/admin/imports/${one}`)).status()).toBe(404);

  // This tab takes a fixture out of the draft the other tab shows; the other tab, shown again,
  // reads it afresh.
  await page.goto(`/admin/imports/${two}`);
  await waitForHydration(page);
  const review = page.getByRole('region', { name: 'Parsed Fixtures' });
  await review.getByRole('button', { name: `Remove Home two0 ${run} v Away two0 ${run}` }).click();
  await expect(review.getByRole('button', { name: /^Save 1 Fixtures?$/ })).toBeVisible();
  await expect(otherReview.getByRole('button', { name: 'Save 2 Fixtures' })).toBeVisible();
  await other.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(otherReview.getByRole('button', { name: /^Save 1 Fixtures?$/ })).toBeVisible();
  await expect(otherReview.getByRole('row', { name: new RegExp(`Home two0 ${run}`) })).toHaveCount(
    0,
  );

  // Discarded from the list, it is gone for the tab that shows its review too.
  await page.goto('/admin');
  await waitForHydration(page);
  await entry(page, two)
    .getByRole('button', { name: `Discard ${draftName(day, 1)}` })
    .click();
  await expect(entry(page, two)).toHaveCount(0);
  await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(other.getByRole('heading', { name: 'Import not found' })).toBeVisible();
  await expect(other.getByText(/There is no import with this id/)).toBeVisible();
  await expect(other.getByRole('link', { name: 'Back to Bulk Import' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`Bulk Import with imports in progress fits and reads well at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    const day = addDays(ukNow(), 22);
    await parse(page, listing(day, 3, `w${width}`));
    await parse(page, listing(addDays(day, 1), 1, `v${width}`));
    await page.goto('/admin');
    await waitForHydration(page);
    await pasteAndParse(page, nothing.join('\n'));
    await expect(
      page.getByRole('region', { name: 'Bulk Import' }).getByRole('alert'),
    ).toContainText(nothingWhy);
    await expect(page.getByRole('heading', { name: 'Imports in progress' })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });

    expect(await seriousAxeProblems(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    const shots = process.env.SHOTS_DIR ?? 'test-results';
    await page.screenshot({ path: `${shots}/imports-in-progress-${width}.png`, fullPage: true });
    // The two import panels alone, at full size.
    await page
      .getByRole('region', { name: 'Bulk Import' })
      .locator('..')
      .screenshot({ path: `${shots}/imports-in-progress-${width}-panels.png` });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a paste with no fixture says why, and a draft is discarded, as plain forms', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(staffAccount.username);
    await page.getByLabel('Password').fill(staffAccount.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin(\?notice=welcome)?$/);

    await pasteAndParse(page, nothing.join('\n'));
    const why = page.getByRole('region', { name: 'Bulk Import' }).getByRole('alert');
    await expect(why).toContainText('No fixtures found Please check the format');
    await expect(why.getByRole('listitem')).toHaveText([`${nothingWhy} ${nothing[1]}`]);

    const day = addDays(ukNow(), 23);
    await pasteAndParse(page, listing(day, 2, 'nojs'));
    await expect(page).toHaveURL(/\/admin\/imports\/[\w-]+\?notice=import-parsed$/);
    const id = /\/admin\/imports\/([\w-]+)/.exec(page.url())?.[1] ?? '';

    await page.goto('/admin');
    await entry(page, id)
      .getByRole('button', { name: `Discard ${draftName(day, 2)}` })
      .click();
    await expect(page).toHaveURL(/\/admin\?notice=import-discarded$/);
    await expect(entry(page, id)).toHaveCount(0);
  });
});
