import { expect, type Locator, type Page } from '@playwright/test';
import {
  atUkNoon,
  addDays,
  dateLine,
  importListing,
  isoDay,
  nextSaturday,
  seriousAxeProblems,
  test,
  ukNow,
  waitForHydration,
} from './support';

// Issue 13: the public site on a 390 px phone. No page is wider than the screen whatever the
// names, the strip of day views stays in sight, every list shows a match on the first screen,
// search is one tap away and ready to type in, and the rows say which channel and whether the
// match has been played.
const run = Date.now().toString(36);
const today = ukNow();
const saturday = [6, 0].includes(today.getDay())
  ? addDays(today, today.getDay() === 6 ? 0 : -1)
  : nextSaturday(today);
const longCompetition = `Extraordinarily Long Regional Invitational Cup ${run} Qualifying Mini-Tournament Group Seven`;
const longChannel = 'Kanaalmetdeallerlangstenaamvantelevisieland HD';
const teams = {
  long: `Borussia Mönchengladbachinternationalmannschaft ${run} v Middlesbrough Women Development Squad ${run}`,
  grimsby: `Grimsby Town ${run} v Hartlepool United ${run}`,
  scunthorpe: `Scunthorpe ${run} v Gateshead ${run}`,
  free: `Licence Town ${run} v Aerial United ${run}`,
  prime: `Parcel City ${run} v Courier Rovers ${run}`,
  weekend: `Weekend Albion ${run} v Saturday County ${run}`,
  played: `Played Athletic ${run} v Finished Rovers ${run}`,
  earlier: `Earlier City ${run} v Yesterday Town ${run}`,
};
const trophy = `Phone Trophy ${run}`;

test.use({ viewport: { width: 390, height: 844 } });

// Today's rows stay unfolded whatever the hour the journeys run.
test.beforeEach(({ page }) => atUkNoon(page));

test.beforeAll(() => {
  const output = importListing([
    dateLine(addDays(today, -1)),
    '15:00',
    teams.played,
    'League Two',
    'Sky Sports+',
    '19:45',
    teams.earlier,
    'League One',
    'Sky Sports Football',
    dateLine(today),
    '19:00',
    teams.long,
    longCompetition,
    `Sky Sports Main Event, ${longChannel}`,
    '20:00',
    teams.grimsby,
    trophy,
    'TNT Sports 1',
    '21:00',
    teams.scunthorpe,
    trophy,
    'Sky Sports Football',
    '23:00',
    teams.free,
    'FA Cup',
    'BBC One',
    dateLine(addDays(today, 1)),
    '20:00',
    teams.prime,
    'Champions League',
    'Amazon Prime Video',
    dateLine(saturday),
    '12:30',
    teams.weekend,
    'Premier League',
    'TNT Sports 1',
  ]);
  expect(output).toContain('Saved 8 fixtures');
});

async function matchPath(page: Page, match: string, from = today): Promise<string> {
  const team = match.split(' v ')[0] ?? match;
  const response = await page.request.get(
    `/api/fixtures?team=${encodeURIComponent(team)}&from=${isoDay(addDays(from, -1))}&to=${isoDay(addDays(today, 13))}`,
  );
  const { fixtures } = (await response.json()) as { fixtures: { id: string }[] };
  expect(fixtures.length, team).toBeGreaterThan(0);
  return `/match/${fixtures[0]?.id}`;
}

const row = (page: Page, teamNames: string): Locator =>
  page.locator('main ul.fixtures > li').filter({ hasText: teamNames });

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The top of the fixed bottom bar: what lies below it is hidden on a phone. */
async function visibleBottom(page: Page): Promise<number> {
  const bar = await page.getByRole('navigation', { name: 'Shortcuts' }).boundingBox();
  return bar?.y ?? 844;
}

const listPages = [
  '/',
  '/schedule',
  `/schedule?search=${encodeURIComponent(trophy)}`,
  '/football-on-tv-today',
  '/football-on-tv-tonight',
  '/football-on-tv-this-weekend',
  '/football-on-tv-this-week',
  '/football-on-tv-today?free=1',
  '/football-tv-guide',
  '/free-football-guide',
  '/free-to-air-tv',
  '/subscription-tv',
  '/amazonprime',
  '/competition/premier-league',
  '/competition?competition=Premier%20League',
  `/competition?competition=${encodeURIComponent(longCompetition)}`,
  '/channel/sky-sports-main-event',
];

test('no public page is wider than a 390 px screen, whatever the names', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/news');
  const article = await page.locator('main a[href^="/news/"]').first().getAttribute('href');
  expect(article).toBeTruthy();
  const paths = [
    ...listPages,
    '/competitions',
    '/channels',
    '/tv-picks',
    '/news',
    article ?? '',
    '/about',
    '/cookie-policy',
    '/no-such-page',
    await matchPath(page, teams.long),
    await matchPath(page, teams.grimsby),
    await matchPath(page, teams.played, addDays(today, -1)),
  ];
  for (const path of paths) {
    await page.goto(path);
    expect(await sidewaysOverflow(page), path).toBe(0);
  }
});

test('a match with very long names keeps both teams, their stars and the channels on screen', async ({
  page,
}) => {
  await page.goto(await matchPath(page, teams.long));
  await waitForHydration(page);
  expect(await sidewaysOverflow(page)).toBe(0);
  for (const star of await page.getByRole('button', { name: /Add to my teams/ }).all()) {
    await expect(star).toBeInViewport({ ratio: 1 });
  }
  const card = page.locator('main article');
  await expect(card.getByText(longChannel)).toBeVisible();
  const box = await card.getByText(longChannel).boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
});

test('while the page scrolls, fixed bars leave most of a phone screen to the matches', async ({
  page,
}) => {
  await page.goto('/football-on-tv-this-week');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Everything drawn over the content at the top and bottom of the screen: header, day heading,
  // bottom bar. The strip of day views has scrolled away with the page.
  const covered = await page.evaluate(() => {
    const stuck = [...document.querySelectorAll('body *')].filter((element) => {
      const { position, top } = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) return false;
      return position === 'fixed' || (position === 'sticky' && Math.abs(box.top - parseFloat(top)) < 1); // prettier-ignore
    });
    return stuck
      .filter((element) => !stuck.some((other) => other !== element && other.contains(element)))
      .reduce((sum, element) => sum + element.getBoundingClientRect().height, 0);
  });
  // Under a fifth of the screen: the header, the bottom bar and a day heading (155 px). With
  // the strip stuck as well it was 208.
  expect(covered).toBeLessThanOrEqual(160);
  await expect(page.getByRole('navigation', { name: 'Quick links' })).not.toBeInViewport();
  // The header stays, and nothing scrolled under it is drawn over it.
  const header = page.locator('header').first();
  expect((await header.boundingBox())?.y).toBe(0);
  const onTop = await page.evaluate(() => {
    const header = document.querySelector('header');
    const { left, top, width, height } = header!.getBoundingClientRect();
    return header!.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  });
  expect(onTop).toBe(true);
});

test('the first screen of every list page shows a match', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of listPages) {
    await page.goto(path);
    // The first shown row's link (time, teams): a long-named match may run on below it, and
    // rows played earlier may be folded away above it.
    const first = page.locator('main ul.fixtures > li:visible').first().getByRole('link').first();
    await expect(first, path).toBeVisible();
    const box = await first.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0), path).toBeLessThanOrEqual(await visibleBottom(page));
    // Filters are a closed panel, so they never push the list down (a fold below the list, such
    // as free streams, opens in place).
    await expect(page.locator('main details[open]:not(.fold)'), path).toHaveCount(0);
  }
});

test('the header search opens ready to type in', async ({ page }) => {
  await page.goto('/football-on-tv-today');
  await waitForHydration(page);
  await page.locator('header').getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByPlaceholder('Search teams, competitions...');
  await expect(input).toBeFocused();
  await page.keyboard.type('Grimsby');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/schedule\?search=Grimsby$/);
  await expect(row(page, teams.grimsby)).toBeVisible();
});

test('Search in the bottom bar lands on a focused search box', async ({ page }) => {
  await page.goto('/competitions');
  await waitForHydration(page);
  await page.mouse.wheel(0, 800);
  await page
    .getByRole('navigation', { name: 'Shortcuts' })
    .getByRole('button', { name: 'Search' })
    .click();
  const input = page.getByRole('searchbox').and(page.locator(':focus'));
  await expect(input).toBeInViewport({ ratio: 1 });
  await page.keyboard.type(`Scunthorpe ${run}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/schedule\?search=Scunthorpe/);
  await expect(row(page, teams.scunthorpe)).toBeVisible();
});

test('the Free TV badge in the bottom bar leaves its icon clear', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', {
    name: /Free TV/,
  });
  const icon = await link.locator('svg').boundingBox();
  const badge = await link.getByText('FREE', { exact: true }).boundingBox();
  expect(icon && badge).toBeTruthy();
  if (!icon || !badge) return;
  const overlaps =
    badge.x < icon.x + icon.width &&
    icon.x < badge.x + badge.width &&
    badge.y < icon.y + icon.height &&
    icon.y < badge.y + badge.height;
  expect(overlaps).toBe(false);
  const bar = await page.getByRole('navigation', { name: 'Shortcuts' }).boundingBox();
  expect(badge.x + badge.width).toBeLessThanOrEqual((bar?.x ?? 0) + (bar?.width ?? 0));
});

test('the free-to-air filter keeps its state and says what it hides', async ({ page }) => {
  await page.goto(`/schedule?search=${encodeURIComponent(run)}`);
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Shortcuts' })
    .getByRole('button', { name: 'More' })
    .click();
  await page
    .getByRole('dialog', { name: 'More' })
    .getByRole('button', { name: /Free-to-air/ })
    .click();
  await expect(page).toHaveURL(/free=1/);
  await expect(row(page, teams.free)).toBeVisible();
  await expect(row(page, teams.grimsby)).toHaveCount(0);
  await page.getByText('Filter matches').click();
  await expect(page.getByLabel('Free-to-air only')).toBeChecked();
  await page.getByRole('button', { name: 'Show matches' }).click();
  await expect(page).toHaveURL(/free=1/);
  await expect(row(page, teams.grimsby)).toHaveCount(0);
  await expect(row(page, teams.free)).toBeVisible();

  // The filter on, and none of today's Phone Trophy matches free: the page says so, truly.
  await page.goto(`/football-on-tv-today?search=${encodeURIComponent(trophy)}&free=1`);
  const main = page.locator('main');
  await expect(main).toContainText('None of the 2 televised matches today is on free-to-air TV.');
  await expect(main).not.toContainText('No televised matches today');
  await main.getByRole('link', { name: 'Show all 2 matches' }).click();
  await expect(page).not.toHaveURL(/free=1/);
  await expect(row(page, teams.grimsby)).toBeVisible();
  await expect(row(page, teams.scunthorpe)).toBeVisible();
});

test('team names and channel chips are links big enough to tap, beside the match link', async ({
  page,
}) => {
  await page.goto('/football-on-tv-today');
  await waitForHydration(page);
  const longRow = row(page, teams.long);
  await expect(longRow.getByRole('link', { name: /^Borussia.* v Middlesbrough/ })).toHaveAttribute(
    'href',
    /^\/match\//,
  );
  const chip = longRow.getByRole('link', { name: 'Sky Sports Main Event' });
  await expect(chip).toHaveAttribute('href', '/channel/sky-sports-main-event');
  const box = await chip.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(24);
  const fontSize = await chip.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(13);
  // A channel the catalogue does not know has no page: its chip is text, not a link.
  await expect(longRow.getByText(longChannel)).toBeVisible();
  await expect(longRow.getByRole('link', { name: longChannel })).toHaveCount(0);
  expect(await page.locator('a a').count()).toBe(0);
  // Team names are targets at least 24 px tall, however long the names wrap.
  for (const team of await longRow.locator('p:first-child > a:not([aria-label])').all())
    expect((await team.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  await chip.click();
  await expect(page).toHaveURL(/\/channel\/sky-sports-main-event$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sky Sports Main Event');
});

test('matches already played are marked, the same before and after hydration', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(await matchPath(page, teams.played, addDays(today, -1)));
  await expect(page.locator('main article')).toContainText('Played');
  const earlier = row(page, teams.earlier);
  await expect(earlier).toContainText('Played');
  // Muted: a played match's kick-off loses its bold.
  await expect(earlier.locator('time')).toHaveCSS('font-weight', '500');
  await waitForHydration(page);
  await expect(earlier).toContainText('Played');
  expect(problems).toEqual([]);

  await page.goto(await matchPath(page, teams.prime));
  await expect(page.locator('main article')).not.toContainText('Played');
  await page.goto('/football-on-tv-this-week');
  await expect(row(page, teams.prime).locator('time')).toHaveCSS('font-weight', '700');
  await expect(row(page, teams.prime)).not.toContainText('Played');
});

test('phone pages are axe-clean and look right, light and dark, at 390 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pages = {
    list: '/football-on-tv-today',
    'long-match': await matchPath(page, teams.long),
    'free-filter': `/football-on-tv-today?search=${encodeURIComponent(trophy)}&free=1`,
    'free-to-air': '/free-to-air-tv',
  };
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(path);
        await waitForHydration(page);
        expect(await sidewaysOverflow(page), `${path} at ${width}`).toBe(0);
        expect((await seriousAxeProblems(page)).map((p) => `${path} ${scheme}: ${p}`)).toEqual([]);
        await page.screenshot({
          path: `test-results/screens/phone-${name}-${width}-${scheme}.png`,
          fullPage: width === 390 && scheme === 'light',
        });
      }
    }
  }
});
