import { expect, type Page } from '@playwright/test';
import { format } from 'date-fns';
import {
  addDays,
  dateLine,
  ensureStaffAccount,
  seriousAxeProblems,
  signIn,
  test,
  ukNow,
  waitForHydration,
} from './support';

test.beforeAll(ensureStaffAccount);

// Listings in two layouts the importer was not built from: key-value blocks with another
// sport among them (pasted as plain text), and a web table with Team 1 / Team 2 columns
// (pasted as HTML). Each is pasted through the clipboard, reviewed line by line, saved, and
// found on the public site.
const today = ukNow();
const first = addDays(today, 9);
const second = addDays(today, 10);
const drafts = /\/admin\/imports\/[\w-]+$/;

const keyValue = [
  'Sport: what is on this weekend',
  'What: Six Nations Rugby – Wales VS France',
  `When: ${format(first, 'EEEE d MMMM')}`,
  'Time: 4:45pm',
  'Channel: BBC One',
  '',
  'What: Live FA Trophy – Harbury Town VS Kenton United',
  `When: ${format(first, 'EEEE d MMMM')}`,
  'Sign up for our weekly newsletter',
  'Time: 7:45pm',
  'Channel: ITV4',
].join('\n');

const table = `<meta charset="utf-8"><h2>Women's friendlies: UK television coverage</h2>
<table><thead><tr><th>Date</th><th>Kick-off (BST)</th><th>Team 1</th><th>Res.</th><th>Team 2</th><th>Venue</th><th>UK TV</th></tr></thead>
<tbody>
<tr><td>${dateLine(second)}</td><td>17:00</td><td>Westbury Ladies</td><td>v</td><td>Ashdown Rovers Women</td><td>Meadow Park, Bath</td><td>BBC Two</td></tr>
<tr><td>${dateLine(second)}</td><td>19:45</td><td>Calder Vale Women</td><td>v</td><td>Morton Bay Women</td><td>Hill Road, Leeds</td><td>RTÉ 2</td></tr>
</tbody></table>`;

/** Copies plain text to the system clipboard and pastes it with the keyboard. */
async function pasteText(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.getByLabel('Paste Fixture Information').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByLabel('Paste Fixture Information')).toHaveValue(text);
}

/** Pastes a web page's copy (HTML and its plain flavour) through a clipboard event. */
async function pasteHtml(page: Page, html: string) {
  const plain = html.replace(/<[^>]+>/g, ' ');
  await page.getByLabel('Paste Fixture Information').evaluate(
    (element, data) => {
      const transfer = new DataTransfer();
      transfer.setData('text/html', data.html);
      transfer.setData('text/plain', data.plain);
      (element as HTMLTextAreaElement).focus();
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    },
    { html, plain },
  );
}

async function pastedLines(page: Page) {
  const summary = page.getByText(/^Every pasted line/);
  await summary.click();
  return page.locator('details').filter({ has: summary }).getByRole('listitem');
}

for (const width of [390, 1280]) {
  test(`at ${width} px, two unseen layouts paste, read line by line, save and go public`, async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);

    // Key-value blocks, as plain text: the rugby block is left out, the stray line stepped over.
    await waitForHydration(page);
    await pasteText(page, keyValue);
    await page.getByRole('button', { name: 'Parse Fixtures' }).click();
    await expect(page).toHaveURL(drafts);
    const review = page.getByRole('region', { name: 'Parsed Fixtures' });
    await expect(review.getByRole('row', { name: /Harbury Town v Kenton United/ })).toContainText(
      /19:45.*ITV4/,
    );
    await expect(review.getByRole('row', { name: /Wales v France/ })).toHaveCount(0);
    const lines = await pastedLines(page);
    await expect(lines.filter({ hasText: 'Six Nations Rugby' })).toContainText('Another sport');
    await expect(lines.filter({ hasText: 'Time: 4:45pm' })).toContainText('Another sport');
    await expect(lines.filter({ hasText: 'Sign up for' })).toContainText('Between the fields');
    await expect(lines.filter({ hasText: 'Harbury Town' }).first()).toContainText('Fixture');
    expect(await seriousAxeProblems(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`key-value-review-${width}.png`),
      fullPage: true,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    // The label names no competition the catalogue knows: the editor gives it one.
    await review.getByLabel('Competition for the fixture without one').fill('FA Trophy');
    await review.getByRole('button', { name: 'Apply' }).click();
    await expect(review.getByRole('row', { name: /Harbury Town/ })).toContainText(
      'FA Trophy (chosen)',
    );
    await review.getByRole('button', { name: 'Save 1 Fixtures' }).click();
    // The saved toast (its address's notice is read once and then dropped).
    await expect(page.getByText(/^1 processed: /)).toBeVisible();

    // A web table, as HTML: Team 1 / Team 2 columns, a zoned time header, an Irish channel.
    await page.goto('/admin');
    await waitForHydration(page);
    await pasteHtml(page, table);
    await page.getByRole('button', { name: 'Parse Fixtures' }).click();
    await expect(page).toHaveURL(drafts);
    await expect(
      review.getByRole('row', { name: /Westbury Ladies v Ashdown Rovers Women/ }),
    ).toContainText(/17:00.*BBC Two/);
    await expect(
      review.getByRole('row', { name: /Calder Vale Women v Morton Bay Women/ }),
    ).toContainText(/19:45.*RTÉ 2/);
    await expect(
      page.getByText('Not a UK channel: "RTÉ 2" is Irish, kept as written'),
    ).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`table-review-${width}.png`),
      fullPage: true,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await review.getByLabel('Competition for the 2 fixtures without one').fill("Women's friendly");
    await review.getByRole('button', { name: 'Apply' }).click();
    await expect(review.getByRole('row', { name: /Westbury Ladies/ })).toContainText(
      "Women's friendly (chosen)",
    );
    await review.getByRole('button', { name: 'Save 2 Fixtures' }).click();
    // The saved toast (its address's notice is read once and then dropped).
    await expect(page.getByText(/^2 processed: /)).toBeVisible();

    // On the public site: the search finds each match with its channel.
    for (const [team, channel] of [
      ['Harbury Town', 'ITV4'],
      ['Westbury Ladies', 'BBC Two'],
      ['Calder Vale Women', 'RTÉ 2'],
    ]) {
      await page.goto(`/schedule?search=${encodeURIComponent(team!)}`);
      const row = page.getByRole('main').getByRole('listitem').filter({ hasText: team! }).first();
      await expect(row).toContainText(channel!);
    }
    await page.screenshot({
      path: testInfo.outputPath(`public-search-${width}.png`),
      fullPage: true,
    });
  });
}
