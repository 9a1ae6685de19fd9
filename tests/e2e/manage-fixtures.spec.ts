import { expect, type Browser, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FixtureInput } from '../../app/features/schedule/fixture';
import { formatFixtureText } from '../../app/features/importer/format-fixture-text';
import { formatLongDate } from '../../app/lib/london-time';
import { generatedMonth, generatedPerDay } from '../support/generated-month';
import {
  addDays,
  addStaffAccount,
  cli,
  dateLine,
  isoDay,
  seriousAxeProblems,
  staffAccount,
  startServer,
  test,
  ukNow,
  type RunningServer,
} from './support';

// Manage Fixtures at real size: a server of its own holds a generated month (5,000 fixtures over
// 30 days, today its eleventh day); an editor filters it by team and by dates and searches it,
// with and without scripts. Neither Manage Fixtures nor the import review is wider than a
// 390 px phone or a 1280 px laptop, and axe finds no serious problem on either. Screenshots go
// to /tmp/shots-manage/.
test.use({ trace: 'off' });
test.describe.configure({ timeout: 240_000 });

const shots = '/tmp/shots-manage';
const firstDay = isoDay(addDays(ukNow(), -10));
const today = isoDay(ukNow());
const month = generatedMonth(firstDay);
const club = 'Cindermoor United';

let server: RunningServer;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'kickoff-manage-'));
  const database = join(dir, 'kickoff.sqlite');
  addStaffAccount(database);
  const output = cli(database, ['import', '-'], formatFixtureText(month));
  expect(output).toContain('Saved 5000 fixtures: 5000 created');
  server = await startServer({ DATABASE_URL: database });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A signed-in editor's page on this spec's server, failing on any CSP violation. */
async function editorPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: server.url, locale: 'en-GB', ...options });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/login');
  await page.getByLabel('Username').fill(staffAccount.username);
  await page.getByLabel('Password').fill(staffAccount.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin(\?notice=welcome)?$/);
  return { page, context, violations };
}

/** Nothing wider than the screen, no serious axe problem, and a screenshot to look at. */
async function check(page: Page, name: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${name} is wider than the screen`).toBeLessThanOrEqual(widths.inner);
  expect((await seriousAxeProblems(page)).map((problem) => `${name}: ${problem}`)).toEqual([]);
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  // And the screen an editor sees at the panel.
  await page
    .locator(name.startsWith('review') ? '#parsed-fixtures' : '#manage-fixtures')
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${shots}/${name}-screen.png` });
}

/** Every control of the filter form inside the form. */
async function expectFiltersFit(page: Page) {
  const outside = await page.getByRole('search', { name: 'Filter fixtures' }).evaluate((form) => {
    const edge = form.getBoundingClientRect().right;
    return [...form.querySelectorAll('input, select, button, a')]
      .filter((control) => control.getBoundingClientRect().right > edge)
      .map((control) => control.getAttribute('name') ?? control.textContent);
  });
  expect(outside, 'filter controls past the edge of the form').toEqual([]);
}

/** The fixture tables' frames: none scrolls sideways either. */
async function expectFramesFit(page: Page, name: string) {
  const overflowing = await page.evaluate(
    () =>
      [...document.querySelectorAll('.fixture-table-frame')].filter(
        (frame) => frame.scrollWidth > frame.clientWidth,
      ).length,
  );
  expect(overflowing, `${name}: fixture tables scrolling sideways`).toBe(0);
}

const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const playing = (f: FixtureInput, team: string) => f.homeTeam === team || f.awayTeam === team;

for (const width of [1280, 390]) {
  test(`an editor filters and searches a 5,000-fixture month at ${width} px`, async ({
    browser,
  }) => {
    const { page, context, violations } = await editorPage(browser);
    await page.setViewportSize({ width, height: 900 });
    const manage = page.getByRole('region', { name: 'Manage Fixtures' });
    const counted = manage.locator('#manage-count');

    // Today's date, with its year, a page of 100 of its 167 fixtures.
    await expect(manage.getByRole('heading', { level: 3 })).toHaveText(formatLongDate(today));
    await expect(counted).toHaveText(`Showing 1–100 of ${generatedPerDay} fixtures`);
    const picker = manage.getByLabel('Saved date');
    await expect(picker).toHaveValue(today);
    const chosen = await picker.evaluate(
      (select: HTMLSelectElement) => select.selectedOptions[0]?.text,
    );
    expect(chosen).toContain(today.slice(0, 4));
    expect(chosen).toContain(`(${generatedPerDay} fixtures)`);
    await expect(manage.getByRole('row')).toHaveCount(101);
    await check(page, `manage-${width}`);
    await expectFramesFit(page, 'Manage Fixtures');
    await expectFiltersFit(page);

    // Another saved date from the picker.
    const other = isoDay(addDays(ukNow(), 5));
    await picker.selectOption(other);
    await manage.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?date=${other}`));
    await expect(manage.getByRole('heading', { level: 3 })).toHaveText(formatLongDate(other));

    // A team over every date: each of its fixtures, upcoming first, each with its Edit link.
    const filters = manage.getByRole('search', { name: 'Filter fixtures' });
    await filters.getByLabel('Team').fill(club);
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/[?&]team=Cindermoor\+United/);
    const clubFixtures = month.filter((f) => playing(f, club));
    await expect(counted).toHaveText(`${clubFixtures.length} matching fixtures`);
    const rows = manage.locator('tbody tr:has(td)');
    await expect(rows).toHaveCount(clubFixtures.length);
    for (const teams of await manage.locator('tbody td:nth-child(2)').allTextContents())
      expect(teams).toContain(club);
    const edit = rows.first().getByRole('link', { name: /^Edit / });
    await expect(edit).toHaveAttribute('href', /^\/admin\/fixtures\/[\w-]+\/edit$/);
    const headings = await manage.locator('tbody th').allTextContents();
    expect(headings[0]).toBe(formatLongDate(today));
    await check(page, `manage-team-${width}`);

    // The same team within a week, the range given backwards.
    const from = isoDay(addDays(ukNow(), 2));
    const to = isoDay(addDays(ukNow(), 8));
    await filters.getByLabel('From').fill(to);
    await filters.getByLabel('To', { exact: true }).fill(from);
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${to}&to=${from}`));
    const inWeek = clubFixtures.filter((f) => f.date! >= from && f.date! <= to);
    await expect(counted).toHaveText(
      `${inWeek.length} matching ${inWeek.length === 1 ? 'fixture' : 'fixtures'}`,
    );
    await expect(manage.locator('tbody th')).toHaveText(inWeek.map((f) => formatLongDate(f.date!)));
    await expect(filters.getByLabel('From')).toHaveValue(from);

    // A search over every date, a page at a time.
    await filters.getByLabel('Team').fill('');
    await filters.getByLabel('From').fill('');
    await filters.getByLabel('To', { exact: true }).fill('');
    await filters.getByLabel('Search').fill('Brackwater');
    await filters.getByRole('button', { name: 'Filter' }).click();
    const found = month.filter(
      (f) => /^Brackwater /.test(f.homeTeam) || /^Brackwater /.test(f.awayTeam),
    );
    await expect(counted).toHaveText(`Showing 1–100 of ${count(found.length)} matching fixtures`);
    await manage.getByRole('link', { name: 'Next page ›' }).click();
    await expect(counted).toHaveText(`Showing 101–200 of ${count(found.length)} matching fixtures`);
    await expect(manage.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await check(page, `manage-search-${width}`);

    // Competition, channel and status together, then back to today.
    await filters.getByLabel('Search').fill('');
    await filters.getByLabel('Competition').selectOption('league-two');
    await filters.getByLabel('Status').selectOption('tbc');
    await filters.getByRole('button', { name: 'Filter' }).click();
    const twoTbc = month.filter((f) => f.competition === 'League Two' && f.channelStatus === 'tbc');
    expect(twoTbc.length).toBeGreaterThan(100);
    await expect(counted).toHaveText(`Showing 1–100 of ${count(twoTbc.length)} matching fixtures`);
    await expect(manage.locator('tbody td:nth-child(4)').first()).toHaveText(
      'Channel to be confirmed',
    );
    await manage.getByRole('link', { name: 'Clear filters' }).click();
    await expect(manage.getByRole('heading', { level: 3 })).toHaveText(formatLongDate(today));

    // The server answers each filter as a document request with the session. How long each takes
    // (200 ms at most) is the bench's to measure (`npm run bench -- Manage`).
    for (const query of [
      `team=${encodeURIComponent(club)}`,
      `team=${encodeURIComponent(club)}&from=${from}&to=${to}`,
      'q=Brackwater',
      'q=Brackwater&page=3',
      'competition=league-two&status=tbc',
      'channel=bbc-one',
    ]) {
      expect((await page.request.get(`/admin?${query}`)).status(), query).toBe(200);
    }

    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    await context.close();
  });
}

test('the filters work without scripts', async ({ browser }) => {
  const { page, context } = await editorPage(browser, { javaScriptEnabled: false });
  await page.setViewportSize({ width: 390, height: 844 });
  const manage = page.getByRole('region', { name: 'Manage Fixtures' });
  const filters = manage.getByRole('search', { name: 'Filter fixtures' });
  await filters.getByLabel('Team').fill(club);
  await filters.getByLabel('From').fill(today);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/team=Cindermoor\+United.*#manage-fixtures$/);
  const upcoming = month.filter((f) => playing(f, club) && f.date! >= today);
  await expect(page.locator('#manage-count')).toHaveText(`${upcoming.length} matching fixtures`);
  await expect(manage.locator('tbody tr:has(td)')).toHaveCount(upcoming.length);

  // A mistyped address still shows a page, and says what it left out.
  await page.goto(`/admin?team=${encodeURIComponent(club)}&from=2025-02-30&status=maybe`);
  await expect(manage.getByRole('status')).toHaveText(
    'Left out, as they could not be read: From, Status.',
  );
  await expect(page.locator('#manage-count')).toHaveText(
    `${month.filter((f) => playing(f, club)).length} matching fixtures`,
  );
  await context.close();
});

for (const width of [1280, 390]) {
  test(`the import review fits ${width} px: a table that uses the width, cards on a phone`, async ({
    browser,
  }) => {
    const { page, context, violations } = await editorPage(browser);
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction(() => {
      const area = document.querySelector('textarea');
      return area !== null && Object.keys(area).some((key) => key.startsWith('__reactFiber'));
    });
    const day = dateLine(addDays(ukNow(), 40));
    const listing = [day];
    const pairs = [
      ['Manchester United', 'Wolverhampton Wanderers'],
      ['Brighton & Hove Albion', 'Nottingham Forest'],
      ['Borussia Mönchengladbach', 'Kidderminster Harriers'],
      ['Queens Park Rangers', 'Sheffield Wednesday'],
    ];
    for (const [index, [home, away]] of pairs.entries()) {
      listing.push(
        `19:${String(index * 15).padStart(2, '0')}`,
        `${home} v ${away}`,
        'UEFA Europa Conference League Qualifying',
        'Sky Sports Premier League',
        'TNT Sports Ultimate',
        'Amazon Prime Video',
      );
    }
    await page.getByLabel('Paste Fixture Information').fill(listing.join('\n'));
    await page.getByRole('button', { name: 'Parse Fixtures' }).click();
    await expect(page).toHaveURL(/\/admin\/imports\//);
    const review = page.getByRole('region', { name: 'Parsed Fixtures' });
    await expect(review.locator('tbody tr')).toHaveCount(pairs.length);

    await check(page, `review-${width}`);
    await expectFramesFit(page, 'the review');
    const header = await review.locator('thead').boundingBox();
    if (width === 1280) {
      // A table across the page's width, each time on one line, no name broken inside a word,
      // every button on screen.
      expect(header!.width).toBeGreaterThan(1000);
      const broken = await review.locator('tbody tr').evaluateAll((rows) => {
        const lines = (cell: Element) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        };
        const context = document.createElement('canvas').getContext('2d')!;
        const widestWord = (cell: Element) => {
          const style = getComputedStyle(cell);
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const words = (cell.textContent ?? '').split(/\s+/);
          return Math.max(...words.map((word) => context.measureText(word).width));
        };
        const room = (cell: Element) => {
          const style = getComputedStyle(cell);
          return cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        };
        return rows.flatMap((row) => {
          const [time, teams, competition] = [...row.children];
          const problems: string[] = [];
          if (lines(time!) !== 1) problems.push(`${time!.textContent} wraps`);
          for (const cell of [teams!, competition!])
            if (widestWord(cell) > room(cell) + 0.5)
              problems.push(`${cell.textContent} breaks inside a word`);
          return problems;
        });
      });
      expect(broken).toEqual([]);
    } else {
      // Cards: the column headings are for screen readers only.
      expect(header!.width).toBeLessThanOrEqual(1);
    }
    const remove = review.getByRole('button', {
      name: 'Remove Manchester United v Wolverhampton Wanderers',
    });
    const box = (await remove.boundingBox())!;
    const frame = (await review.locator('.fixture-table-frame').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(Math.min(width, frame.x + frame.width));

    await review.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/admin(\?|$)/);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    await context.close();
  });
}

test('Delete and Clear Date act on the whole date, not the page shown', async ({ browser }) => {
  const { page, context, violations } = await editorPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  const manage = page.getByRole('region', { name: 'Manage Fixtures' });
  const lastDay = month.at(-1)!.date!;
  const onLastDay = month.filter((f) => f.date === lastDay);
  await page.goto(`/admin?date=${lastDay}`);
  await expect(manage.locator('#manage-count')).toHaveText(
    `Showing 1–100 of ${onLastDay.length} fixtures`,
  );

  const [first] = onLastDay;
  await manage
    .getByRole('button', { name: `Delete ${first!.homeTeam} v ${first!.awayTeam}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Fixture deleted')).toBeVisible();
  await expect(manage.locator('#manage-count')).toHaveText(
    `Showing 1–100 of ${onLastDay.length - 1} fixtures`,
  );

  await manage.getByRole('button', { name: 'Clear Date' }).click();
  const clear = page.getByRole('dialog', { name: 'Clear Date' });
  await expect(clear).toContainText(
    `Delete all ${onLastDay.length - 1} fixtures on ${formatLongDate(lastDay)}?`,
  );
  await clear.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${onLastDay.length - 1} fixtures removed.`)).toBeVisible();
  // The date has gone; the panel moves on to today.
  await expect(manage.getByRole('heading', { level: 3 })).toHaveText(formatLongDate(today));
  await expect(manage.getByLabel('Saved date').locator(`option[value="${lastDay}"]`)).toHaveCount(
    0,
  );
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
  await context.close();
});
