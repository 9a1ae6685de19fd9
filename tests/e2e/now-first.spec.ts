import { TZDate } from '@date-fns/tz';
import { expect } from '@playwright/test';
import { ukTimeZone } from '../../app/lib/london-time';
import {
  dateLine,
  importListing,
  seriousAxeProblems,
  test,
  ukNow,
  waitForHydration,
} from './support';

// A busy day seen at 19:30: what is on and to come is first, what was played is folded away.
const run = Date.now().toString(36);
const today = ukNow();
const times: string[] = [];
for (let minutes = 12 * 60; times.length < 64; minutes += 9)
  times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`); // prettier-ignore
const name = (at: number) => `Busy ${run} ${at} v Day ${run} ${at}`;

test.beforeAll(() => {
  const lines = [dateLine(today)];
  times.forEach((time, at) => lines.push(time, name(at), 'League Two', 'Sky Sports Football'));
  importListing(lines);
});

for (const width of [390, 1280]) {
  test(`today opens at the present at 19:30, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const evening = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), 19, 30, 0, ukTimeZone); // prettier-ignore
    await page.clock.setFixedTime(evening);
    await page.goto('/football-on-tv-today');
    const day = page.getByRole('region', { name: /^\w+day \d+ \w+ \d{4}$/ }).first();
    const fold = day.locator('details.played-earlier');
    // Kick-offs up to 17:30 were played by 19:30; 17:30 to 19:30 are in play.
    const played = times.filter((time) => time <= '17:30').length;
    // Once hydrated, the page is judged by the browser's clock (the server keeps the real one).
    await waitForHydration(page);
    const count = async () =>
      Number(/\((\d+) played\)$/.exec((await fold.locator('summary').textContent()) ?? '')?.[1]);
    await expect.poll(count).toBeGreaterThanOrEqual(played);
    await expect(fold.locator('summary')).toHaveText(/^Earlier today \(\d+ played\)$/);

    // The first row a visitor sees is in play or to come, and near the top of the page.
    const first = day.locator(':scope > ul.fixtures > li').first();
    await expect(first).toBeVisible();
    const firstTime = (await first.locator('time').textContent()) ?? '';
    expect(firstTime > '17:30').toBe(true);
    const top = await first.evaluate((row) => row.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(844 * 1.5);
    const inPlay = times.findIndex((time) => time > '17:30' && time <= '19:30');
    const live = day.locator(':scope > ul.fixtures > li', { hasText: name(inPlay) });
    await expect(live.locator('b.live')).toHaveText('Live');
    await expect(fold.getByText(name(0))).toBeHidden();
    await page.screenshot({ path: `test-results/now-first-${width}.png` });

    // The folded control opens in place, and closes.
    await fold.locator('summary').click();
    await expect(fold.getByText(name(0))).toBeVisible();
    await expect(fold.locator('li', { hasText: name(0) })).toContainText('Played');
    expect(await seriousAxeProblems(page)).toEqual([]);
    await fold.locator('summary').click();
    await expect(fold.getByText(name(0))).toBeHidden();
  });
}
