import { expect, type Page } from '@playwright/test';
import { ensureStaffAccount, seriousAxeProblems, signIn, test } from './support';

// The channel catalogue editor (decision 0028), at a phone's and a laptop's width. Journeys
// share one database: this one renames nothing, adds an alias of its own run and takes it away
// again, and puts back the colours it changes.
test.beforeAll(ensureStaffAccount);
test.setTimeout(120_000);

const run = Date.now().toString(36);
const channelPage = '/admin/channels/sky-sports-premier-league';

async function check(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBe(0);
  expect((await seriousAxeProblems(page)).map((problem) => `${name}: ${problem}`)).toEqual([]);
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
}

/** The chip colour a public page draws for a channel, as the browser computed it. */
async function chipBackground(page: Page, channelId: string): Promise<string> {
  await page.goto('/channels');
  return page
    .locator(`a[href="/channel/${channelId}"] .chip`)
    .evaluate((chip) => getComputedStyle(chip).backgroundColor);
}

for (const width of [390, 1280]) {
  test(`an administrator edits the channel catalogue at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/admin/management');
    await page.getByRole('link', { name: /Channel catalogue/ }).click();
    await expect(page).toHaveURL(/\/admin\/channels$/);
    await check(page, 'channel-catalogue', width);

    await page.getByLabel('Find a channel').fill('premier league');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/q=premier\+league/);
    await page.getByRole('link', { name: /Sky Sports Premier League/ }).click();
    await expect(page).toHaveURL(new RegExp(`${channelPage}$`));
    await expect(page.getByRole('heading', { name: 'Sky Sports Premier League' })).toBeVisible();
    await check(page, 'channel-edit', width);

    // A name a listing writes, mapped here: the public search finds the channel by it at once.
    const alias = `Sky Prem ${width} ${run}`;
    await page.getByLabel('Add an alias').fill(alias);
    await page.getByRole('button', { name: 'Add alias' }).click();
    await expect(page.getByText('Alias added')).toBeVisible();
    const aliases = page.getByRole('region', { name: 'Aliases' }).getByRole('listitem');
    await expect(aliases.filter({ hasText: alias })).toBeVisible();
    await page.goto(`/schedule?search=${encodeURIComponent(alias)}`);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Sky Sports Premier League' }).first(),
    ).toBeVisible();

    // A link that is not https is refused, said in the summary that takes focus and by the field.
    await page.goto(channelPage);
    const link = page.getByLabel('Default watch link');
    const builtInLink = await link.inputValue();
    await link.fill('http://example.com/watch');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'The channel was not saved' });
    await expect(summary).toBeFocused();
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await expect(link).toHaveAccessibleDescription(/absolute https:\/\/ address/);
    await check(page, 'channel-edit-refused', width);

    // The preview follows the colours as they are typed, and says when they are too close.
    await link.fill(builtInLink);
    const text = page.getByLabel('Text colour', { exact: true });
    const background = page.getByLabel('Background colour', { exact: true });
    const [builtInText, builtInBackground] = [
      await text.inputValue(),
      await background.inputValue(),
    ];
    await text.fill('#1A1A1A');
    await expect(page.getByText(/would be refused/)).toBeVisible();
    await background.fill('#FFF7D6');
    await expect(page.getByText(/meets WCAG AA/)).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Channel saved')).toBeVisible();
    expect(await chipBackground(page, 'sky-sports-premier-league')).toBe('rgb(255, 247, 214)');

    // Put back what other journeys see.
    await page.goto(channelPage);
    await page.getByLabel('Text colour', { exact: true }).fill(builtInText);
    await page.getByLabel('Background colour', { exact: true }).fill(builtInBackground);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Channel saved')).toBeVisible();
    await aliases
      .filter({ hasText: alias })
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect(page.getByText('Alias removed')).toBeVisible();
    await expect(aliases.filter({ hasText: alias })).toHaveCount(0);
    expect(await chipBackground(page, 'sky-sports-premier-league')).not.toBe('rgb(255, 247, 214)');
  });
}
