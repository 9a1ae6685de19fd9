import { expect, type Page } from '@playwright/test';
import {
  atUkNoon,
  test,
  addDays,
  dateLine,
  importListing,
  isoDay,
  nextSaturday,
  seriousAxeProblems,
  ukNow,
  waitForHydration,
} from './support';

const today = ukNow();
// The Saturday of the weekend the weekend view shows: the coming one, or this one at the weekend.
const saturday = [6, 0].includes(today.getDay())
  ? addDays(today, today.getDay() === 6 ? 0 : -1)
  : nextSaturday(today);

// Today's rows stay unfolded whatever the hour the journeys run.
test.beforeEach(({ page }) => atUkNoon(page));

test.beforeAll(() => {
  const output = importListing([
    dateLine(today),
    '12:30',
    'Hibernian v Aberdeen',
    'Scottish Premiership',
    'Sky Sports Football',
    '17:30',
    'Everton Women v Liverpool Women',
    "Women's Super League",
    'BBC Two',
    '20:00',
    'Arsenal v Chelsea',
    'Premier League',
    'Sky Sports Main Event',
    dateLine(addDays(today, 1)),
    '01:00',
    'Portland Timbers v LA Galaxy',
    'MLS',
    'Apple TV',
    dateLine(addDays(today, 3)),
    '19:45',
    'Celtic v Rangers',
    'Scottish Premiership',
    'Amazon Prime Video',
    dateLine(saturday),
    '15:00',
    'Burnley v Wolves',
    'Premier League',
    '17:30',
    'Fulham v Brentford',
    'Premier League',
    'TBC',
  ]);
  expect(output).toContain('Saved 7 fixtures');
});

async function matchPath(page: Page, team: string): Promise<string> {
  const from = isoDay(addDays(today, -1));
  const response = await page.request.get(
    `/api/fixtures?team=${encodeURIComponent(team)}&from=${from}&to=${isoDay(addDays(today, 13))}`,
  );
  const { fixtures } = (await response.json()) as { fixtures: { id: string }[] };
  expect(fixtures.length).toBeGreaterThan(0);
  return `/match/${fixtures[0]?.id}`;
}

async function expectHeadData(page: Page, canonicalPath: string) {
  await expect(page).toHaveTitle(/\S.*Kickoff TV$|Kickoff TV/);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname + new URL(canonical ?? '').search).toBe(canonicalPath);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(20);
  expect(description?.length ?? 0).toBeLessThanOrEqual(155);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /football on TV/);
  for (const script of await page.locator('script[type="application/ld+json"]').allTextContents()) {
    expect(() => JSON.parse(script)).not.toThrow();
  }
}

const routes: {
  path: string;
  heading: string | RegExp;
  canonical: string;
  shows?: string[];
  hides?: string[];
}[] = [
  {
    path: '/',
    heading: 'Football on TV',
    canonical: '/',
    shows: ['Arsenal v Chelsea', 'Celtic v Rangers'],
  },
  {
    path: '/schedule',
    heading: 'Football on TV',
    canonical: '/schedule',
    shows: ['Portland Timbers v LA Galaxy'],
  },
  {
    path: '/football-on-tv-today',
    heading: 'Football on TV today',
    canonical: '/football-on-tv-today',
    shows: ['Hibernian v Aberdeen', 'Arsenal v Chelsea'],
    hides: ['Portland Timbers'],
  },
  {
    path: '/football-on-tv-tonight',
    heading: 'Football on TV tonight',
    canonical: '/football-on-tv-tonight',
    shows: ['Everton Women', 'Arsenal v Chelsea', 'Portland Timbers v LA Galaxy'],
    hides: ['Hibernian'],
  },
  {
    path: '/tonight',
    heading: 'Football on TV tonight',
    canonical: '/football-on-tv-tonight',
    shows: ['Arsenal v Chelsea'],
  },
  {
    path: '/football-on-tv-this-weekend',
    heading: 'Football on TV this weekend',
    canonical: '/football-on-tv-this-weekend',
    shows: [
      'Burnley v Wolverhampton Wanderers', // listed as 'Burnley v Wolves'
      'Not shown live in the UK (3pm blackout)',
      'Channel to be confirmed',
    ],
  },
  {
    path: '/weekend',
    heading: 'Football on TV this weekend',
    canonical: '/football-on-tv-this-weekend',
  },
  {
    path: '/football-on-tv-this-week',
    heading: 'Football on TV this week',
    canonical: '/football-on-tv-this-week',
    shows: ['Celtic v Rangers'],
  },
  {
    path: '/this-week',
    heading: 'Football on TV this week',
    canonical: '/football-on-tv-this-week',
  },
  {
    path: '/channels',
    heading: 'TV channels',
    canonical: '/channels',
    shows: ['Sky Sports Main Event', 'BBC One'],
  },
  {
    path: '/channel/sky-sports-main-event',
    heading: 'Sky Sports Main Event on TV: football schedule',
    canonical: '/channel/sky-sports-main-event',
    shows: ['Arsenal v Chelsea', 'Subscription'],
    hides: ['Everton Women'],
  },
  {
    path: '/free-to-air-tv',
    heading: 'Free-to-air football on TV',
    canonical: '/free-to-air-tv',
    shows: ['Everton Women v Liverpool Women'],
    hides: ['Arsenal v Chelsea'],
  },
  {
    path: '/subscription-tv',
    heading: 'Football on subscription TV',
    canonical: '/subscription-tv',
    shows: ['Arsenal v Chelsea'],
  },
  {
    path: '/amazonprime',
    heading: /Amazon Prime Video/,
    canonical: '/amazonprime',
    shows: ['Celtic v Rangers'],
  },
  {
    path: '/competitions',
    heading: 'Competitions',
    canonical: '/competitions',
    shows: ['Premier League', 'Scottish Premiership'],
  },
  {
    path: '/competition?competition=Premier%20League',
    heading: 'Premier League on TV',
    canonical: '/competition/premier-league',
    shows: ['Arsenal v Chelsea'],
    hides: ['Celtic v Rangers'],
  },
  {
    path: '/competition/premier-league',
    heading: 'Premier League on TV',
    canonical: '/competition/premier-league',
  },
  {
    path: '/premier-league',
    heading: 'Premier League on TV',
    canonical: '/competition/premier-league',
    shows: ['Arsenal v Chelsea'],
  },
  {
    path: '/arsenal',
    heading: 'Arsenal on TV',
    canonical: '/arsenal',
    shows: ['Arsenal v Chelsea'],
    hides: ['Everton'],
  },
  {
    path: '/bbc-two',
    heading: 'BBC Two on TV: football schedule',
    canonical: '/channel/bbc-two',
    shows: ['Everton Women'],
  },
  {
    path: '/free-football-guide',
    heading: 'Free football on TV',
    canonical: '/free-football-guide',
    shows: ['Everton Women'],
  },
  {
    path: '/free-football-tv-guide',
    heading: 'Free football on TV',
    canonical: '/free-football-guide',
  },
  {
    path: '/football-tv-guide',
    heading: 'Football TV guide',
    canonical: '/football-tv-guide',
    shows: ['Celtic v Rangers'],
  },
  { path: '/about', heading: 'About Kickoff TV', canonical: '/about' },
  { path: '/cookie-policy', heading: 'Cookies, privacy and terms', canonical: '/cookie-policy' },
];

for (const route of routes) {
  test(`${route.path} renders its page with head data`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expectHeadData(page, route.canonical);
    const main = page.locator('main');
    for (const text of route.shows ?? []) await expect(main).toContainText(text);
    for (const text of route.hides ?? []) await expect(main).not.toContainText(text);
  });
}

test('a match page shows both teams, the channel to watch and the day’s other matches', async ({
  page,
}) => {
  const path = await matchPath(page, 'Arsenal');
  expect((await page.goto(path))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arsenal v Chelsea');
  await expectHeadData(page, path);
  // In the match's card: the day's other matches link their channels' pages too.
  const watch = page.locator('main article').getByRole('link', { name: /Sky Sports Main Event/ });
  await expect(watch).toHaveAttribute('href', /^https:\/\/.*sky/);
  await expect(watch).toContainText('Subscription');
  await expect(page.locator('main svg[aria-hidden="true"]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: /Other matches/ })).toContainText(
    'Everton Women v Liverpool Women',
  );
  const events = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (s) => JSON.parse(s) as { '@type': string; subjectOf?: unknown[] },
  );
  const event = events.find((e) => e['@type'] === 'SportsEvent');
  expect(event?.subjectOf).toHaveLength(1);
});

test('a fixture row’s match, team and channel links open their pages within the app', async ({
  page,
}) => {
  await page.goto('/football-on-tv-today');
  await waitForHydration(page);
  // A value on the window survives only a navigation made in the app, not a page load.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  const stayed = () => page.evaluate(() => 'stayedInApp' in window);
  const row = page.locator('.fixtures li', { hasText: 'Arsenal v Chelsea' });

  await row.getByRole('link', { name: 'Arsenal v Chelsea' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arsenal v Chelsea');
  expect(await stayed()).toBe(true);
  await page.goBack();
  await row.getByRole('link', { name: 'Chelsea', exact: true }).click();
  await expect(page).toHaveURL(/\/chelsea$/);
  expect(await stayed()).toBe(true);
  await page.goBack();
  await row.getByRole('link', { name: 'Sky Sports Main Event' }).click();
  await expect(page).toHaveURL(/\/channel\/sky-sports-main-event$/);
  expect(await stayed()).toBe(true);

  // A click asking for a new tab is the browser's, not the app's.
  await page.goBack();
  const opened = page.context().waitForEvent('page');
  await row
    .getByRole('link', { name: 'Arsenal v Chelsea' })
    .click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/match\//);
  await expect(page).toHaveURL(/\/football-on-tv-today$/);
  await tab.close();
});

test('a blackout match explains why it is not on TV', async ({ page }) => {
  await page.goto(await matchPath(page, 'Burnley'));
  await expect(page.locator('main')).toContainText('Not shown live in the UK (3pm blackout)');
  await expect(page.locator('main')).toContainText('2:45pm to 5:15pm');
});

test('unknown addresses get a real 404 page inside the site', async ({ page }) => {
  for (const path of [
    '/no-such-page-here',
    '/match/zzzzzzzzzzzz',
    '/channel/not-a-channel',
    '/competition/not-a-league',
    '/a/b/c',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  }
  expect((await page.goto('/schedule?channel=Nope%20TV'))?.status()).toBe(400);
  await expect(page.locator('main')).toContainText('no channel called "Nope TV"');
});

const redirects: [string, string][] = [
  ['/schedule.html', '/schedule'],
  ['/schedules', '/schedule'],
  ['/fixtures', '/schedule'],
  ['/matches?search=arsenal', '/schedule?search=arsenal'],
  ['/today', '/football-on-tv-today'],
  ['/live', '/football-on-tv-today'],
  ['/tv-guide', '/football-tv-guide'],
  ['/guide', '/football-tv-guide'],
  ['/free', '/free-to-air-tv'],
  ['/subscription', '/subscription-tv'],
  ['/competitions.html', '/competitions'],
  // /teams is the teams directory (linked from the menus), not an alias.
  ['/teams/', '/teams'],
  ['/leagues', '/competitions'],
  ['/privacy', '/cookie-policy'],
  ['/privacy-policy', '/cookie-policy'],
  ['/terms', '/cookie-policy'],
  ['/tv/sky-sports-main-event', '/channel/sky-sports-main-event'],
  ['/watch/bbc-one', '/channel/bbc-one'],
  ['/fixture/abcdefgh1234?ref=x', '/match/abcdefgh1234?ref=x'],
  ['/schedule/', '/schedule'],
];

test('old and alternative addresses redirect permanently on the server', async ({ request }) => {
  for (const [from, to] of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test('searching from the header lists matching teams and competitions', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/football-on-tv-today');
  const search = page.getByPlaceholder('Search teams, competitions...');
  // The toggle is React's: a click that lands before the page has hydrated does nothing yet.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(search).toBeVisible();
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/football-on-tv-today$/);
  await search.fill('chelsea');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/schedule\?search=chelsea$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for "chelsea"');
  await expect(page.locator('main')).toContainText('Arsenal v Chelsea');
  await expect(page.locator('main')).not.toContainText('Celtic v Rangers');
  await expect(page.getByPlaceholder('Search teams, competitions...')).toHaveCount(0);
});

test('filters narrow a list and are reflected in a shareable URL', async ({ page }) => {
  await page.goto('/football-on-tv-today');
  await page.getByText('Filter matches').click();
  await page.getByLabel('Channel').selectOption('bbc-two');
  await page.getByRole('button', { name: 'Show matches' }).click();
  await expect(page).toHaveURL(/channel=bbc-two/);
  const main = page.locator('main');
  await expect(main).toContainText('Everton Women v Liverpool Women');
  await expect(main).not.toContainText('Arsenal v Chelsea');

  await page.goto('/football-on-tv-today?free=1');
  await expect(main).toContainText('Everton Women');
  await expect(main).not.toContainText('Hibernian');
  await expect(page.getByLabel('Free-to-air only')).toBeChecked();
});

test('lists and filters work with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/football-on-tv-today');
  await expect(page.locator('main')).toContainText('Arsenal v Chelsea');
  await page.getByText('Filter matches').click();
  await page.getByLabel('Team or competition').fill('Hibernian');
  await page.getByRole('button', { name: 'Show matches' }).click();
  await expect(page).toHaveURL(/search=Hibernian/);
  await expect(page.locator('main')).toContainText('Hibernian v Aberdeen');
  await expect(page.locator('main')).not.toContainText('Arsenal v Chelsea');
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens with its own search, locks the page and closes on navigation', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    // The panel covers the screen below the header (a blurred header once trapped it in 0 px).
    expect((await menu.boundingBox())?.height).toBeGreaterThan(600);
    await expect(menu.getByRole('link', { name: 'Schedule' }).last()).toBeInViewport();
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    await expect(menu.getByPlaceholder('Search matches...')).toBeVisible();
    await menu.getByRole('link', { name: 'Channels' }).click();
    await expect(page).toHaveURL(/\/channels$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  });

  test('the bottom bar and its More drawer', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(bar.getByRole('link', { name: /Free TV/ })).toContainText('FREE');
    await bar.getByRole('link', { name: 'TV Guide' }).click();
    await expect(page).toHaveURL(/\/football-tv-guide$/);
    await bar.getByRole('button', { name: 'More' }).click();
    const drawer = page.getByRole('dialog', { name: 'More' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('tab', { name: 'Quick Filters' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await drawer.getByRole('tab', { name: 'Favorites' }).click();
    await expect(drawer.getByRole('tabpanel')).toContainText('No favourite teams yet');
    await drawer.getByRole('tab', { name: 'Match Alerts' }).click();
    await expect(drawer.getByRole('tabpanel')).toContainText('My teams');
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(drawer).toBeHidden();
    await bar.getByRole('button', { name: 'More' }).click();
    await drawer.getByRole('tab', { name: 'Quick Filters' }).click();
    await drawer.getByRole('link', { name: 'Premier League' }).click();
    await expect(page).toHaveURL(/\/competition\?competition=Premier%20League$/);
    await expect(drawer).toBeHidden();
  });

  test('the sticky strip marks the current day view', async ({ page }) => {
    await page.goto('/football-on-tv-tonight');
    const strip = page.getByRole('navigation', { name: 'Quick links' });
    await expect(strip.getByRole('link', { name: 'Tonight' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(strip.getByRole('link', { name: /Free TV/ })).toContainText('FREE');
  });
});

test('the theme follows the system, can be switched, and the choice survives a reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await context.close();
});

test('starred teams survive a reload and "My teams" shows only their matches', async ({ page }) => {
  await page.goto(await matchPath(page, 'Celtic'));
  await page.getByRole('button', { name: /Add to my teams.*\(Celtic\)/ }).click();
  await expect(page.getByRole('button', { name: /My team.*\(Celtic\)/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: /My team.*\(Celtic\)/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/football-on-tv-this-week');
  await expect(page.locator('main')).toContainText('Arsenal v Chelsea');
  await page.getByRole('button', { name: 'My teams' }).click();
  await expect(page.locator('main')).toContainText('Celtic v Rangers');
  await expect(page.locator('main')).not.toContainText('Arsenal v Chelsea');
});

for (const width of [390, 1280]) {
  test(`the main pages have no serious accessibility problems at ${width} px`, async ({ page }) => {
    // A dozen pages, each read in full by axe.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/',
      '/football-on-tv-today',
      await matchPath(page, 'Arsenal'),
      '/channel/bbc-two',
      '/channels',
      '/competitions',
      '/free-football-guide',
      '/no-such-page',
    ]) {
      await page.goto(path);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(width);
      expect((await seriousAxeProblems(page)).map((problem) => `${path}: ${problem}`)).toEqual([]);
    }
  });
}

test('the site has a favicon where browsers and crawlers look for one, and / is its own page', async ({
  page,
}) => {
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  await page.goto('/');
  await expectHeadData(page, '/');
  // The footer leads to pages, not to filtered lists.
  const footer = page.getByRole('contentinfo');
  for (const href of await footer
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
    expect(href, href).not.toContain('?');
  await footer.getByRole('link', { name: 'Subscription TV' }).click();
  await expect(page).toHaveURL(/\/subscription-tv$/);
});

test('a filter that matches nothing says so, not that nothing is on, and offers the whole list', async ({
  page,
}) => {
  await page.goto('/football-on-tv-today?competition=Nowhere%20Cup');
  const main = page.locator('main');
  await expect(main).toContainText('No televised match today fits these filters.');
  await expect(main).not.toContainText('No televised matches today');
  await main.getByRole('link', { name: 'Show every match today' }).click();
  await expect(page).toHaveURL(/\/football-on-tv-today$/);
  await expect(main).toContainText('Arsenal v Chelsea');
});
