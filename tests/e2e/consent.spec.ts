import { expect, type Page } from '@playwright/test';
import { seriousAxeProblems, test, waitForHydration } from './support';

// Decision 0018: page views go to the operator's analytics function only after the visitor accepts
// in the banner; the landing address's campaign tags ride along for the whole visit. The journeys
// install the function the way an ANALYTICS_SCRIPT would, before the app starts, and record every
// event it receives.

const landing = '/?utm_source=newsletter&utm_medium=email&utm_campaign=derby-day&page=2';
const campaign = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'derby-day' };

interface PageView {
  type: string;
  path: string;
  title: string;
  campaign: Record<string, string> | null;
}

/** Installs `window.kickoffAnalytics`, returning the events it receives. */
async function installAnalytics(page: Page): Promise<PageView[]> {
  const events: PageView[] = [];
  await page.exposeFunction('recordPageView', (event: PageView) => events.push(event));
  await page.addInitScript(() => {
    const record = (window as unknown as { recordPageView: (event: unknown) => void })
      .recordPageView;
    window.kickoffAnalytics = (event) => record(event);
  });
  return events;
}

const banner = (page: Page) => page.getByRole('region', { name: 'May we count your visit?' });

/**
 * Counts the page's idle callbacks (whenIdle, app/lib/when-idle.ts: the start-up work) as they
 * are asked for and as they run; a callback counts as run once what it set in motion has
 * rendered (the next frame, then a task).
 */
async function countIdleWork(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { asked: 0, ran: 0 };
    Object.assign(window, { idleWork: counts });
    const ask = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (work, options) => {
      counts.asked += 1;
      return ask((deadline) => {
        try {
          work(deadline);
        } finally {
          requestAnimationFrame(() => setTimeout(() => (counts.ran += 1)));
        }
      }, options);
    };
  });
}

/** Waits until at least `least` idle callbacks were asked for and every one has run. */
async function idleWorkDone(page: Page, least: number): Promise<void> {
  await page.waitForFunction((atLeast) => {
    const { asked, ran } = (window as unknown as { idleWork: { asked: number; ran: number } })
      .idleWork;
    return asked >= atLeast && ran === asked;
  }, least);
}

/**
 * Sends a marker through the analytics function once the page has rendered what it is doing,
 * and waits for it to arrive: whatever the page sent before it has arrived too.
 */
async function allSent(page: Page, events: PageView[]): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            window.kickoffAnalytics?.({ type: 'marker' } as never);
            resolve();
          }),
        ),
      ),
  );
  await expect.poll(() => events.some((event) => event.type === 'marker')).toBe(true);
  events.splice(
    events.findIndex((event) => event.type === 'marker'),
    1,
  );
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    test('without an analytics function there is no banner and nothing is kept', async ({
      page,
    }) => {
      await countIdleWork(page);
      await page.goto(landing);
      await waitForHydration(page);
      await idleWorkDone(page, 0); // any idle start-up work asked for has run
      await expect(banner(page)).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('kickoff:campaign'))).toBeNull();
      await page.goto('/cookie-policy');
      await expect(page.getByText('This site counts no visits at the moment')).toBeVisible();
    });

    test('reject: no page view is sent, and the campaign is forgotten', async ({ page }) => {
      const events = await installAnalytics(page);
      await countIdleWork(page);
      await page.goto(landing);
      await waitForHydration(page);
      await expect(banner(page)).toBeVisible();
      // Before any answer: kept in the tab for the visit, but nothing sent.
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('kickoff:campaign')))
        .toBe(JSON.stringify(campaign));
      expect(events).toEqual([]);
      expect(await seriousAxeProblems(page)).toEqual([]);

      if (width < 768) {
        // Above the bottom bar, never over it.
        const bar = await page.getByRole('navigation', { name: 'Shortcuts' }).boundingBox();
        const box = await banner(page).boundingBox();
        expect(box && bar && box.y + box.height <= bar.y).toBe(true);
      }
      await page.screenshot({ path: `test-results/screens/consent-banner-${width}.png` });

      // The keyboard reaches the banner straight after the skip link.
      await page.locator('body').focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(banner(page).getByRole('link', { name: 'Cookie policy' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(banner(page).getByRole('button', { name: 'Reject' })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(banner(page)).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('kickoff:analytics-consent'))).toBe(
        'denied',
      );
      expect(await page.evaluate(() => sessionStorage.getItem('kickoff:campaign'))).toBeNull();
      await page.goto('/competitions');
      await waitForHydration(page);
      await idleWorkDone(page, 1); // the analytics' start-up work has run
      await allSent(page, events);
      await expect(banner(page)).toHaveCount(0);
      expect(events).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem('kickoff:campaign'))).toBeNull();
    });

    test('accept: a page view per route change with path, query and title, and the campaign kept for the visit', async ({
      page,
    }) => {
      const events = await installAnalytics(page);
      await page.goto(landing);
      await waitForHydration(page);
      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await expect(banner(page)).toHaveCount(0);
      await expect.poll(() => events.length).toBe(1);
      expect(events[0]).toEqual({
        type: 'page_view',
        path: landing,
        title: await page.title(),
        campaign,
      });

      // Route changes inside the app: a footer link (the landing page's view had the query),
      // then another page.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Arsenal' }).first().click();
      await expect(page).toHaveURL(/\/arsenal$/);
      await expect.poll(() => events.length).toBe(2);
      expect(events[1]).toEqual({
        type: 'page_view',
        path: '/arsenal',
        title: await page.title(),
        campaign,
      });
      expect(events[1]?.title).toMatch(/^Arsenal on TV/);

      await page.goto('/competitions');
      await waitForHydration(page);
      await expect.poll(() => events.length).toBe(3);
      expect(events[2]).toEqual({
        type: 'page_view',
        path: '/competitions',
        title: await page.title(),
        campaign,
      });
      await expect(banner(page)).toHaveCount(0);
      expect(await seriousAxeProblems(page)).toEqual([]);

      // The answer can be changed on the cookie policy, as easily as it was given.
      await page.goto('/cookie-policy');
      await waitForHydration(page);
      await expect(page.getByText('You accepted analytics.')).toBeVisible();
      await expect.poll(() => events.length).toBe(4);
      await page.getByRole('main').getByRole('button', { name: 'Reject' }).click();
      await expect(page.getByText('You rejected analytics.')).toBeVisible();
      await page.getByRole('link', { name: 'Competitions' }).first().click();
      await expect(page).toHaveURL(/\/competitions$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible();
      await allSent(page, events);
      expect(events).toHaveLength(4);
    });

    test('the banner in dark mode', async ({ page }) => {
      await installAnalytics(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/football-on-tv-today');
      await waitForHydration(page);
      await expect(banner(page)).toBeVisible();
      expect(await seriousAxeProblems(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screens/consent-banner-dark-${width}.png` });
    });
  });
}
