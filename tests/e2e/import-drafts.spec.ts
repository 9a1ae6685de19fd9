import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { format } from 'date-fns';
import {
  addDays,
  dateLine,
  ensureStaffAccount,
  isoDay,
  seriousAxeProblems,
  signIn,
  waitForHydration,
  staffAccount,
  test,
  ukNow,
} from './support';

test.beforeAll(ensureStaffAccount);

const today = ukNow();
/** How the review and the schedule head a day: "Tuesday 10 February 2026". */
const dayHeading = (day: Date) => format(day, 'EEEE d MMMM yyyy');
const drafts = /\/admin\/imports\/[\w-]+$/;

/** Pastes a short listing by typing it and presses Parse; resolves on the draft's review. */
async function parseListing(page: Page, lines: readonly string[]) {
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByLabel('Paste Fixture Information').fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Parse Fixtures' }).click();
  await expect(page).toHaveURL(drafts);
}

/** The fixture table under a day's heading in the review. */
function dayTable(review: Locator, day: string): Locator {
  return review
    .getByRole('heading', { name: new RegExp(`^${day}`) })
    .locator('xpath=following-sibling::div[1]');
}

/** "Every pasted line", opened; one entry per line (a fixture block's lines are one entry). */
async function pastedLines(page: Page) {
  const summary = page.getByText(/^Every pasted line/);
  const list = page.locator('details').filter({ has: summary });
  if (!(await list.evaluate((details) => (details as HTMLDetailsElement).open)))
    await summary.click();
  return (line: number) =>
    list.getByRole('listitem').filter({ hasText: new RegExp(`^Lines? ${line}(–\\d+)? `) });
}

const saturday = addDays(today, 4);
const sunday = addDays(today, 5);

/** A broadcaster's table copied as text: a header row, the date cell left empty below the first. */
const pipeTable = [
  '| Date | Kick Off | Match | Venue | Broadcaster |',
  `| ${dateLine(saturday)} | 12:30 | Arsenal v Chelsea | Emirates Stadium | TNT Sports 1 |`,
  '| | 17:30 | Liverpool v Everton | Anfield | Sky Sports Main Event |',
  `| ${dateLine(sunday)} | 14:00 | Leeds United v Fulham | Elland Road | Sky Sports Premier League |`,
  '| | 16:30 | Brighton v Brentford | Amex Stadium | Sky Sports Main Event |',
];

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a pasted pipe table becomes a review by date, its header row read as a heading', async ({
    page,
  }) => {
    await signIn(page);
    await parseListing(page, pipeTable);
    await expect(page.getByText('4 fixtures parsed for multiple dates')).toBeVisible();

    const review = page.getByRole('region', { name: 'Parsed Fixtures' });
    const first = dayTable(review, dayHeading(saturday));
    await expect(review.getByRole('heading', { name: dayHeading(saturday) })).toContainText(
      '(2 fixtures)',
    );
    await expect(first.getByRole('row', { name: /Arsenal v Chelsea/ })).toContainText(
      /12:30.*TNT Sports 1/,
    );
    await expect(first.getByRole('row', { name: /Liverpool v Everton/ })).toContainText(
      /17:30.*Sky Sports Main Event/,
    );
    const second = dayTable(review, dayHeading(sunday));
    await expect(second.getByRole('row', { name: /Leeds United v Fulham/ })).toContainText(
      /14:00.*Sky Sports Premier League/,
    );
    await expect(second.getByRole('row', { name: /Brighton v Brentford/ })).toContainText(
      /16:30.*Sky Sports Main Event/,
    );
    // The venue column is read as a venue, not as a channel or a competition.
    await expect(review.getByRole('table').first()).not.toContainText('Emirates Stadium');

    const line = await pastedLines(page);
    await expect(line(1)).toHaveAttribute('data-kind', 'heading');
    await expect(line(1)).toContainText('Heading: Table header');
    await expect(line(3)).toHaveAttribute('data-kind', 'fixture');
    await expect(line(3)).toContainText('Fixture: Liverpool v Everton');
  });

  test('a table copied from a web page pastes as tab-separated rows and parses', async ({
    page,
  }) => {
    await signIn(page);
    await waitForHydration(page);
    const tuesday = addDays(today, 6);
    const wednesday = addDays(today, 7);
    const html = `<meta charset="utf-8"><h2>Football on TV</h2>
<table><thead><tr><th>Date</th><th>Kick-off</th><th>Match</th><th>Channel</th></tr></thead>
<tbody>
<tr><td>${dateLine(tuesday)}</td><td>19:45</td><td>Stoke City v Hull City</td><td>Sky Sports Football</td></tr>
<tr><td></td><td>20:00</td><td>Norwich City v Millwall</td><td>Sky Sports+</td></tr>
<tr><td>${dateLine(wednesday)}</td><td>20:00</td><td>Burnley v Sunderland</td><td>TNT Sports 1</td></tr>
</tbody></table>`;
    // The plain flavour, as a browser writes it for a table: cells run together.
    const plain = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    const area = page.getByLabel('Paste Fixture Information');
    await area.evaluate(
      (element, flavours) => {
        const transfer = new DataTransfer();
        transfer.setData('text/html', flavours.html);
        transfer.setData('text/plain', flavours.plain);
        (element as HTMLTextAreaElement).focus();
        element.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
        );
      },
      { html, plain },
    );
    await expect(area).toHaveValue(
      [
        'Football on TV',
        'Date\tKick-off\tMatch\tChannel',
        `${dateLine(tuesday)}\t19:45\tStoke City v Hull City\tSky Sports Football`,
        '\t20:00\tNorwich City v Millwall\tSky Sports+',
        `${dateLine(wednesday)}\t20:00\tBurnley v Sunderland\tTNT Sports 1`,
      ].join('\n'),
    );

    await page.getByRole('button', { name: 'Parse Fixtures' }).click();
    await expect(page).toHaveURL(drafts);
    const review = page.getByRole('region', { name: 'Parsed Fixtures' });
    const first = dayTable(review, dayHeading(tuesday));
    await expect(first.getByRole('row', { name: /Stoke City v Hull City/ })).toContainText(
      /19:45.*Sky Sports Football/,
    );
    await expect(first.getByRole('row', { name: /Norwich City v Millwall/ })).toContainText(
      /20:00.*Sky Sports\+/,
    );
    await expect(
      dayTable(review, dayHeading(wednesday)).getByRole('row', { name: /Burnley v Sunderland/ }),
    ).toContainText(/20:00.*TNT Sports 1/);
    const line = await pastedLines(page);
    await expect(line(2)).toContainText('Heading: Table header');
  });

  test('a reload mid-review, or the same draft in a second tab, shows the same draft', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await parseListing(page, pipeTable);
    const review = page.getByRole('region', { name: 'Parsed Fixtures' });
    await expect(review.getByRole('button', { name: 'Save 4 Fixtures' })).toBeVisible();

    await review.getByRole('button', { name: 'Remove Liverpool v Everton' }).click();
    await expect(page.getByText('Fixture removed')).toBeVisible();
    await expect(review.getByRole('button', { name: 'Save 3 Fixtures' })).toBeVisible();
    const address = page.url();

    await page.reload();
    await expect(page).toHaveURL(address);
    await expect(review.getByRole('button', { name: 'Save 3 Fixtures' })).toBeVisible();
    await expect(review.getByRole('row', { name: /Liverpool v Everton/ })).toHaveCount(0);
    await expect(review.getByRole('row', { name: /Arsenal v Chelsea/ })).toBeVisible();
    const line = await pastedLines(page);
    await expect(line(3)).toContainText('Fixture: removed from this import');

    const second = await context.newPage();
    await second.goto(address);
    const again = second.getByRole('region', { name: 'Parsed Fixtures' });
    await expect(again.getByRole('button', { name: 'Save 3 Fixtures' })).toBeVisible();
    const rows = (locator: Locator) =>
      locator.getByRole('row').filter({ hasNot: locator.page().getByRole('columnheader') });
    expect(await rows(again).allInnerTexts()).toEqual(await rows(review).allInnerTexts());

    // Discarded, it is gone for both.
    await review.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Import discarded')).toBeVisible();
    const gone = await second.goto(address);
    expect(gone?.status()).toBe(404);
  });

  test('an undated classic paste is refused until a date is chosen, then saved', async ({
    page,
  }) => {
    await signIn(page);
    // Teams no other journey saves: the schedule journey counts its own fixtures by team.
    await parseListing(page, [
      '19:45',
      'Harrogate Town v Grimsby Town',
      'Championship',
      'Sky Sports Football',
    ]);
    const review = page.getByRole('region', { name: 'Parsed Fixtures' });
    await expect(review.getByRole('heading', { name: /^No date specified/ })).toBeVisible();
    await expect(review.getByRole('row', { name: /Harrogate Town v Grimsby Town/ })).toContainText(
      /19:45.*Championship.*Sky Sports Football/,
    );

    await review.getByRole('button', { name: 'Save 1 Fixtures' }).click();
    await expect(page.getByText('Cannot save fixtures')).toBeVisible();
    await expect(page.getByText(/1 fixture has no date\. Choose a date/)).toBeVisible();
    await expect(page).toHaveURL(drafts);

    const day = addDays(today, 2);
    await review.getByLabel('Date for the fixture without one').fill(isoDay(day));
    await review.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Import updated')).toBeVisible();
    await expect(review).toContainText(`To be saved on ${dayHeading(day)}.`);

    await review.getByRole('button', { name: 'Save 1 Fixtures' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Fixtures saved successfully')).toBeVisible();

    await page.goto('/schedule');
    const section = page.getByRole('region', { name: dayHeading(day) });
    await expect(
      section.getByRole('listitem').filter({ hasText: 'Harrogate Town v Grimsby Town' }),
    ).toContainText('19:45');
  });

  test('undated fixtures under two headings get a date each, and are saved on them', async ({
    page,
  }) => {
    await signIn(page);
    const tag = Date.now().toString(36);
    await parseListing(page, [
      'FA Trophy',
      `19:45 Cupton ${tag} v Trophyville ${tag} - Sky Sports Football`,
      'National League',
      `20:00 Leaguetown ${tag} v Tableborough ${tag} - TNT Sports 1`,
    ]);
    const review = page.getByRole('region', { name: 'Parsed Fixtures' });
    await expect(review.getByRole('heading', { name: /^No date specified/ })).toHaveText([
      'No date specified: under “FA Trophy” (1 fixture)',
      'No date specified: under “National League” (1 fixture)',
    ]);
    // "FA Trophy" heads its group, but the importer does not take it for a competition.
    await review.getByLabel('Competition for the fixture without one').fill('FA Trophy');
    await review.getByRole('button', { name: 'Apply' }).click();
    await expect(review).toContainText('FA Trophy (chosen)');
    const cupDay = addDays(today, 5);
    const leagueDay = addDays(today, 6);
    await review.getByLabel('Date for the fixture under “FA Trophy”').fill(isoDay(cupDay));
    await review.getByRole('button', { name: 'Set date' }).first().click();
    await expect(review).toContainText(`To be saved on ${dayHeading(cupDay)}.`);
    await review.getByRole('button', { name: 'Save 2 Fixtures' }).click();
    await expect(page.getByText(/1 fixture has no date\. Choose a date/)).toBeVisible();

    await review.getByLabel('Date for the fixture under “National League”').fill(isoDay(leagueDay));
    await review.getByRole('button', { name: 'Set date' }).last().click();
    await expect(review).toContainText(`To be saved on ${dayHeading(leagueDay)}.`);
    await page.screenshot({ path: 'test-results/group-dates.png', fullPage: true });
    expect(await seriousAxeProblems(page)).toEqual([]);
    await review.getByRole('button', { name: 'Save 2 Fixtures' }).click();
    await expect(page.getByText('Fixtures saved successfully')).toBeVisible();

    await page.goto(`/schedule?search=${tag}`);
    await expect(page.getByRole('region', { name: dayHeading(cupDay) })).toContainText(
      `Cupton ${tag}`,
    );
    await expect(page.getByRole('region', { name: dayHeading(leagueDay) })).toContainText(
      `Leaguetown ${tag}`,
    );
  });

  test('other sports, prose and a cut-off line are listed with the reason they were left', async ({
    page,
  }) => {
    await signIn(page);
    const day = addDays(today, 3);
    await parseListing(page, [
      dateLine(day),
      '15:00 Crewe Alexandra v Walsall - Sky Sports Football',
      'We are not responsible for late changes to the schedule, so check with broadcasters before you travel.',
      'Leeds v Spurs (3p',
      '17:30 Tranmere Rovers v Barrow - Sky Sports+',
      'Rugby',
      '14:15 England v Wales - BBC One',
    ]);
    const review = page.getByRole('region', { name: 'Parsed Fixtures' });
    await expect(review.getByRole('row')).toHaveCount(3); // the header row and two fixtures
    await expect(review.getByRole('table')).not.toContainText('England v Wales');

    await expect(page.getByText(/^Every pasted line \(7, 1 with a problem\)/)).toBeVisible();
    const line = await pastedLines(page);
    await expect(line(1)).toContainText(`Heading: Date: ${isoDay(day)}`);
    await expect(line(3)).toHaveAttribute('data-kind', 'ignored');
    await expect(line(3)).toContainText('Ignored: Not a date, time or fixture line');
    await expect(line(4)).toHaveAttribute('data-kind', 'problem');
    await expect(line(4)).toContainText('Problem: The line ends inside brackets: it looks cut off');
    await expect(line(6)).toHaveAttribute('data-kind', 'heading');
    await expect(line(6)).toContainText('another sport');
    await expect(line(7)).toHaveAttribute('data-kind', 'ignored');
    await expect(line(7)).toContainText('Ignored: Another sport: Rugby');
    // The problem is also listed beside the paste.
    await expect(page.getByRole('region', { name: 'Bulk Import' })).toContainText(
      'Line 4: The line ends inside brackets',
    );
  });
});

for (const width of [390, 1280]) {
  test(`the review has no accessibility problems and fits the screen at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await parseListing(page, [...pipeTable, 'Leeds v Spurs (3p']);
    const review = page.getByRole('region', { name: 'Parsed Fixtures' });
    await expect(review.getByRole('button', { name: /^Save \d+ Fixtures$/ })).toBeVisible();
    await pastedLines(page);
    // The toast comes and goes; wait for it to leave the screenshot.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .exclude('[data-sonner-toaster]')
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `test-results/import-review-${width}.png`, fullPage: true });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('paste, parse, remove, name the competition and save are plain forms', async ({ page }) => {
    // Signing in is a plain form too; the welcome notice stays in the address with no script.
    await page.goto('/login');
    await page.getByLabel('Username').fill(staffAccount.username);
    await page.getByLabel('Password').fill(staffAccount.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin(\?notice=welcome)?$/);
    const day = addDays(today, 8);
    await page
      .getByLabel('Paste Fixture Information')
      .fill(
        [
          dateLine(day),
          '12:30 Portsmouth v Oxford United - TNT Sports 1',
          '17:30 Plymouth Argyle v Luton Town - Sky Sports Main Event',
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Parse Fixtures' }).click();
    await expect(page).toHaveURL(/\/admin\/imports\/[\w-]+\?notice=import-parsed$/);
    const review = page.getByRole('region', { name: 'Parsed Fixtures' });
    await expect(dayTable(review, dayHeading(day)).getByRole('row')).toHaveCount(3);

    await review.getByRole('button', { name: 'Remove Plymouth Argyle v Luton Town' }).click();
    await expect(review.getByRole('status')).toHaveText('Fixture removed');
    await expect(review.getByRole('row', { name: /Plymouth Argyle/ })).toHaveCount(0);

    // The rows layout names no competition: Save says so, in the page.
    await review.getByRole('button', { name: 'Save 1 Fixtures' }).click();
    await expect(review.getByRole('alert')).toContainText(
      'Cannot save fixtures 1 fixture has no competition',
    );
    await review.getByLabel('Competition for the fixture without one').fill('League One');
    await review.getByRole('button', { name: 'Apply' }).click();
    await expect(review.getByRole('status')).toHaveText('Import updated');
    await expect(review.getByRole('row', { name: /Portsmouth v Oxford United/ })).toContainText(
      'League One (chosen)',
    );

    await review.getByRole('button', { name: 'Save 1 Fixtures' }).click();
    await expect(page).toHaveURL(/\/admin\?notice=import-saved&processed=1&created=1/);
    const response = await page.request.get(`/api/fixtures?team=portsmouth&from=${isoDay(day)}`);
    const { fixtures } = (await response.json()) as {
      fixtures: { homeTeam: string; competition: string; time: string }[];
    };
    expect(fixtures).toEqual([
      expect.objectContaining({ homeTeam: 'Portsmouth', competition: 'League One', time: '12:30' }),
    ]);
    const luton = await page.request.get(`/api/fixtures?team=luton&from=${isoDay(day)}`);
    expect(((await luton.json()) as { fixtures: unknown[] }).fixtures).toEqual([]);
  });
});
