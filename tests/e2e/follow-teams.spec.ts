import { expect, type Page } from '@playwright/test';
import {
  addDays,
  dateLine,
  importListing,
  isoDay,
  seriousAxeProblems,
  test,
  ukNow,
  waitForHydration,
} from './support';

// A fan following a team: the match page tells what changed and adds the match to a calendar,
// the team page offers a calendar that updates itself, and /tv-picks lists the latest changes.
const run = Date.now().toString(36);
const home = `Follow Rovers ${run}`;
const away = `Calendar Town ${run}`;
const teamSlug = `follow-rovers-${run}`;

const starredDay = addDays(ukNow(), 3);
const starredOpponent = `Starred Opponent ${run}`;

test.beforeAll(() => {
  importListing([
    dateLine(starredDay),
    '20:00',
    `Blackburn v ${starredOpponent}`,
    'Premier League',
    'Sky Sports Main Event',
  ]);
  const saturday = addDays(ukNow(), 5);
  const sunday = addDays(ukNow(), 6);
  importListing([
    dateLine(saturday),
    '15:00',
    `${home} v ${away}`,
    'Championship',
    'Sky Sports Football',
  ]);
  // The next listing has Saturday without the match and Sunday with it, on another channel.
  importListing([
    dateLine(saturday),
    '15:00',
    `Other Side ${run} v Third Side ${run}`,
    'Championship',
    'BBC One',
    dateLine(sunday),
    '12:00',
    `${home} v ${away}`,
    'Championship',
    'TNT Sports 1',
  ]);
});

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

for (const width of [390, 1280]) {
  test(`a followed match's history, calendar file and team calendar at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${teamSlug}`);
    await page
      .getByRole('link', { name: new RegExp(`${home} v ${away}`) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/match\/\w+$/);

    const history = page.getByRole('list').filter({ hasText: 'Moved from' });
    await expect(history).toContainText(
      /Moved from \w{3} 15:00 to \w{3} 12:00, announced \d+ days before/,
    );
    await expect(history).toContainText('Channel changed from Sky Sports Football to TNT Sports 1');
    await noSidewaysScroll(page);
    expect(await seriousAxeProblems(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/screens/match-history-${width}.png`,
      fullPage: true,
    });

    const file = await page.request.get(
      (await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')) ?? '',
    );
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await file.text();
    expect(ics).toContain(`SUMMARY:${home} v ${away}`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toMatch(/DESCRIPTION:Championship\\nTV: TNT Sports 1/);

    await page.goto(`/${teamSlug}`);
    await page.getByText('Add these matches to your calendar').click();
    const webcal = page.getByRole('link', { name: 'Apple Calendar or Outlook' });
    await expect(webcal).toHaveAttribute(
      'href',
      new RegExp(`^webcal://127\\.0\\.0\\.1:\\d+/calendar/teams/${teamSlug}\\.ics$`),
    );
    await noSidewaysScroll(page);
    expect(await seriousAxeProblems(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/screens/team-calendar-${width}.png`,
      fullPage: true,
    });

    await page.goto('/tv-picks');
    const picks = page.getByRole('listitem').filter({ hasText: `${home} v ${away}` });
    await expect(picks.first()).toContainText(
      'Channel changed from Sky Sports Football to TNT Sports 1',
    );
    await noSidewaysScroll(page);
    expect(await seriousAxeProblems(page)).toEqual([]);
    await page.screenshot({ path: `test-results/screens/tv-picks-${width}.png`, fullPage: true });
  });
}

// Stars are kept as the name the fan starred; the page prints the team's own name. The team
// catalogue that joins the two loads only for a visitor with stars.
test('a team starred under a short name is one of "My teams" under its printed name', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('kickoff:favourite-teams', '["Blackburn"]'));
  await page.goto(`/football-on-tv/${isoDay(starredDay)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: /My teams/ }).click();
  const row = page.getByRole('listitem').filter({ hasText: starredOpponent });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Blackburn Rovers', exact: true })).toBeVisible();
  await expect(page.getByText('None of your teams play in this list.')).toHaveCount(0);
});
