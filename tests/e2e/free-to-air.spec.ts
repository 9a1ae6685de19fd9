import { expect } from '@playwright/test';
import { addDays, dateLine, importListing, seriousAxeProblems, test, ukNow } from './support';

// The free-to-air page tells broadcast from streaming: matches on TV channels first, matches
// streamed free online only in their own list, which folds away.
const run = Date.now().toString(36);
const day = addDays(ukNow(), 12);
const onTv = `Broadcast ${run} v Serbia ${run}`;
const streamed = `Stream ${run} v Peru ${run}`;

test.beforeAll(() => {
  importListing([
    dateLine(day),
    '17:00',
    streamed,
    'International Friendly',
    'FIFA+',
    '19:45',
    onTv,
    'International Friendly',
    'ITV1',
  ]);
});

for (const width of [390, 1280]) {
  test(`free-to-air lists TV channels first and free streams apart, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/free-to-air-tv');
    const main = page.locator('main');
    const streams = page.getByRole('region', { name: 'Free streams' });
    // The TV match is in the main list, the earlier-kicking streamed one only under streams.
    await expect(streams.getByText(streamed)).toBeVisible();
    await expect(streams.getByText(onTv)).toHaveCount(0);
    await expect(main.getByText(onTv)).toBeVisible();
    const top = async (text: string) => (await main.getByText(text).boundingBox())?.y ?? 0;
    expect(await top(onTv)).toBeLessThan(await top(streamed));
    expect(await seriousAxeProblems(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/screens/free-to-air-${width}.png`,
      fullPage: true,
    });

    // The streams fold away in one click, without script as well.
    await streams.locator('summary').click();
    await expect(streams.getByText(streamed)).toBeHidden();
  });
}
