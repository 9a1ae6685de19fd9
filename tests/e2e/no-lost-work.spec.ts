import { expect, type Page } from '@playwright/test';
import {
  addDays,
  dateLine,
  ensureStaffAccount,
  expireSessions,
  refuseWrites,
  seriousAxeProblems,
  signIn,
  waitForHydration,
  staffAccount,
  test,
  ukNow,
} from './support';

// An editor never loses work: an ended session, a failing database and a second tab are each
// answered in place, and the keyboard alone gets through an import.
test.beforeAll(ensureStaffAccount);

const run = Date.now().toString(36);
const drafts = /\/admin\/imports\/[\w-]+$/;
const day = addDays(ukNow(), 3);

/** A one-fixture listing with team names of this run, so journeys sharing a database differ. */
function listing(home: string, away: string): string {
  return [
    dateLine(day),
    '20:00',
    `${home} ${run} v ${away} ${run}`,
    'League One',
    'Sky Sports Football',
  ].join('\n');
}

async function parse(page: Page, text: string) {
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByLabel('Paste Fixture Information').fill(text);
  await page.getByRole('button', { name: 'Parse Fixtures' }).click();
  await expect(page).toHaveURL(drafts);
}

/** Answers the in-place sign-in dialog an ended session brings up. */
async function signInAgain(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await dialog.getByLabel('Username').fill(staffAccount.username);
  await dialog.getByLabel('Password').fill(staffAccount.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Login successful')).toBeVisible();
}

/** Horizontal overflow of the whole page, in pixels (0 is none). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
    });

    test('an article edit survives an ended session: sign in again in place, then save', async ({
      page,
    }) => {
      await page.goto('/admin/articles/new');
      await waitForHydration(page);
      const title = `Session test ${width} ${run}`;
      await page.getByLabel('Title (required)').fill(title);
      await page.getByLabel('Section 1').fill('Written before the session ended.');
      expireSessions();

      await page.getByRole('button', { name: 'Save Article' }).click();
      await signInAgain(page);
      // Same screen, same text.
      await expect(page).toHaveURL(/\/admin\/articles\/new/);
      await expect(page.getByLabel('Title (required)')).toHaveValue(title);
      await expect(page.getByLabel('Section 1')).toHaveValue('Written before the session ended.');
      expect(await sidewaysOverflow(page)).toBe(0);

      await page.getByRole('button', { name: 'Save Article' }).click();
      await expect(page).toHaveURL(/\/admin(\?|#|$)/);
      await expect(page.getByText('News article created')).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
    });

    test('an import review survives an ended session', async ({ page }) => {
      await parse(page, listing(`Sessionham ${width}`, 'Expiry Town'));
      const review = page.getByRole('region', { name: 'Parsed Fixtures' });
      expireSessions();

      await review.getByRole('button', { name: 'Save 1 Fixtures' }).click();
      await signInAgain(page);
      await expect(page).toHaveURL(drafts);
      await expect(review).toContainText(`Sessionham ${width} ${run} v Expiry Town ${run}`);

      await review.getByRole('button', { name: 'Save 1 Fixtures' }).click();
      await expect(page.getByText('Fixtures saved successfully')).toBeVisible();
    });

    test('a database that refuses the save is answered in place, and the review is kept', async ({
      page,
    }) => {
      await parse(page, listing(`Readonly ${width}`, 'Kept Rovers'));
      const review = page.getByRole('region', { name: 'Parsed Fixtures' });
      const allowWrites = refuseWrites('fixtures');
      try {
        await review.getByRole('button', { name: 'Save 1 Fixtures' }).click();
        await expect(page.getByText('Error saving fixtures')).toBeVisible();
        await expect(
          page.getByText('There was a problem: attempt to write a readonly database'),
        ).toBeVisible();
      } finally {
        allowWrites();
      }
      await expect(page).toHaveURL(drafts);
      await expect(review).toContainText(`Readonly ${width} ${run} v Kept Rovers ${run}`);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.screenshot({ path: `test-results/no-lost-work-db-error-${width}.png` });

      await review.getByRole('button', { name: 'Save 1 Fixtures' }).click();
      await expect(page.getByText('Fixtures saved successfully')).toBeVisible();
    });

    test('two tabs editing one article: the stale save is compared, and either text kept', async ({
      page,
      context,
    }) => {
      // The article both tabs open.
      const title = `Two tabs ${width} ${run}`;
      await page.goto('/admin/articles/new');
      await waitForHydration(page);
      await page.getByLabel('Title (required)').fill(title);
      await page.getByLabel('Section 1').fill('The first text.');
      await page.getByRole('button', { name: 'Save Article' }).click();
      await expect(page.getByText('News article created')).toBeVisible();
      await page.getByRole('link', { name: `Edit ${title}` }).click();
      await expect(page).toHaveURL(/\/admin\/articles\/\w+$/);
      const address = page.url();

      const other = await context.newPage();
      await other.setViewportSize({ width, height: 900 });
      await other.goto(address);
      await waitForHydration(other);
      await waitForHydration(page);

      await other.getByLabel('Section 1').fill('Saved in the other tab.');
      await other.getByRole('button', { name: 'Save Article' }).click();
      await expect(other.getByText('News article updated')).toBeVisible();

      await page.getByLabel('Section 1').fill('Saved in this tab.');
      await page.getByRole('button', { name: 'Save Article' }).click();
      const conflict = page.getByRole('region', {
        name: 'Not saved: this article was changed elsewhere',
      });
      await expect(conflict).toBeVisible();
      await expect(conflict.getByRole('heading', { level: 3 })).toBeFocused();
      await expect(conflict).toContainText('Saved in this tab.');
      await expect(conflict).toContainText('Saved in the other tab.');
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousAxeProblems(page)).toEqual([]);
      await page.screenshot({
        path: `test-results/no-lost-work-conflict-${width}.png`,
        fullPage: true,
      });

      if (width === 390) {
        // Keeping the saved version puts it in the form; nothing is written.
        await conflict.getByRole('button', { name: 'Keep the saved version' }).click();
        await expect(conflict).toBeHidden();
        await expect(page.getByLabel('Section 1')).toHaveValue('Saved in the other tab.');
      } else {
        // Keeping this tab's text saves it over the version it has now seen.
        await conflict.getByRole('button', { name: 'Keep my version' }).click();
        await expect(page.getByText('News article updated')).toBeVisible();
        await other.goto(address);
        await expect(other.getByLabel('Section 1')).toHaveValue('Saved in this tab.');
      }
    });
  });
}

test('what is typed in the editor is kept in the browser and offered back', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto('/admin/articles/new');
  await waitForHydration(page);
  const title = `Kept draft ${run}`;
  await page.getByLabel('Title (required)').fill(title);
  await page.getByLabel('Section 1').fill('Typed, never saved.');
  // The draft is kept shortly after typing stops.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('kickoff:article-draft:new')))
    .toContain('Typed, never saved.');

  // The tab is gone (a crash, a closed laptop); the editor is opened again.
  const again = await context.newPage();
  await page.close({ runBeforeUnload: false });
  await again.goto('/admin/articles/new');
  await waitForHydration(again);
  await expect(again.getByText(/Unsaved changes from .* are kept in this browser\./)).toBeVisible();
  await again.getByRole('button', { name: 'Restore them' }).click();
  await expect(again.getByLabel('Title (required)')).toHaveValue(title);
  await expect(again.getByLabel('Section 1')).toHaveValue('Typed, never saved.');

  // Saved, the draft is forgotten: opening a new article offers nothing.
  await again.getByRole('button', { name: 'Save Article' }).click();
  await expect(again.getByText('News article created')).toBeVisible();
  expect(await again.evaluate(() => localStorage.getItem('kickoff:article-draft:new'))).toBeNull();
});

test('an import from the keyboard alone: paste, parse, review, edit links, save', async ({
  page,
}) => {
  await signIn(page);
  await waitForHydration(page);
  /** Presses Tab until the element matching `name` has focus. */
  async function tabTo(check: () => Promise<boolean>, what: string) {
    // The Fixtures tab is long (a page of Manage Fixtures, Recently removed): room to go round.
    for (let presses = 0; presses < 600; presses++) {
      if (await check()) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${what}`);
  }
  const focusedIs = (role: 'button' | 'textbox', name: string) => async () =>
    page
      .getByRole(role, { name, exact: true })
      .evaluate((element) => element === document.activeElement);

  await tabTo(focusedIs('textbox', 'Paste Fixture Information'), 'the paste box');
  await page.keyboard.insertText(listing('Keyboard', 'Only Athletic'));
  await tabTo(focusedIs('button', 'Parse Fixtures'), 'Parse Fixtures');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(drafts);
  // Focus carries on from the review's heading.
  await expect(page.getByRole('heading', { name: 'Parsed Fixtures' })).toBeFocused();

  await tabTo(focusedIs('button', 'URLs'), 'URLs');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Channel URLs' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'URLs', exact: true })).toBeFocused();

  await tabTo(focusedIs('button', 'Save 1 Fixtures'), 'Save');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Fixtures saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin(\?|$)/);
  // The pressed button has gone with its page: focus is on the new page, not lost.
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
});

test('an unparsed paste and an unsent blog post are kept in the browser too', async ({
  page,
  context,
}) => {
  await signIn(page);
  await waitForHydration(page);
  const text = listing('Kept Paste', 'Browser Rovers');
  await page.getByLabel('Paste Fixture Information').fill(text);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('kickoff:paste-draft')))
    .toContain('Kept Paste');
  await page.goto('/admin/blog');
  await waitForHydration(page);
  const title = `Kept post ${run}`;
  await page.getByLabel('Title (required)').fill(title);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('kickoff:simple-post-draft')))
    .toContain(title);

  const again = await context.newPage();
  await page.close({ runBeforeUnload: false });
  await again.goto('/admin/blog');
  await waitForHydration(again);
  await expect(again.getByText('Your unsaved post was kept in this browser')).toBeVisible();
  await expect(again.getByLabel('Title (required)')).toHaveValue(title);

  await again.goto('/admin');
  await waitForHydration(again);
  await expect(again.getByText('Your unparsed paste was kept in this browser')).toBeVisible();
  await expect(again.getByLabel('Paste Fixture Information')).toHaveValue(text);
  // Parsed, the paste is a draft on the server and no longer kept in the browser.
  await again.getByRole('button', { name: 'Parse Fixtures' }).click();
  await expect(again).toHaveURL(drafts);
  expect(await again.evaluate(() => localStorage.getItem('kickoff:paste-draft'))).toBeNull();
});
