import { expect } from '@playwright/test';
import { format } from 'date-fns';
import { atUkNoon, test, addDays, dateLine, importListing, ukNow } from './support';

// Today's rows stay unfolded whatever the hour the journeys run.
test.beforeEach(({ page }) => atUkNoon(page));

test('fixtures imported from a pasted listing appear on /schedule, grouped by UK date', async ({
  page,
}) => {
  const today = ukNow();
  const tomorrow = addDays(today, 1);
  // The live-footballontv layout: date header, then time, teams, competition, channel lines.
  const listing = [
    dateLine(today),
    '19:45',
    'Wrexham v Coventry City',
    'Championship',
    'Sky Sports Main Event',
    'Sky Sports Football',
    '23:59',
    'Perth Glory v Melbourne Victory',
    'A-League Men',
    'TNT Sports 2',
    dateLine(tomorrow),
    '12:30',
    'Sunderland Women v Bristol City Women',
    "Women's Super League 2",
    'TBC',
  ];

  const output = importListing(listing);
  expect(output).toContain('Saved 3 fixtures: 3 created, 0 replaced, 0 skipped.');

  const response = await page.goto('/schedule');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football on TV');

  const todaySection = page.getByRole('region', { name: format(today, 'EEEE d MMMM yyyy') });
  const wrexham = todaySection.getByRole('listitem').filter({ hasText: 'Wrexham v Coventry City' });
  await expect(wrexham).toContainText('19:45');
  await expect(wrexham).toContainText('Championship');
  await expect(wrexham).toContainText('Sky Sports Main Event');
  await expect(wrexham).toContainText('Sky Sports Football');
  const perth = todaySection
    .getByRole('listitem')
    .filter({ hasText: 'Perth Glory v Melbourne Victory' });
  await expect(perth).toContainText('23:59');
  // Kick-off order within the day.
  const rows = await todaySection.getByRole('listitem').allTextContents();
  expect(rows.findIndex((r) => r.includes('Wrexham'))).toBeLessThan(
    rows.findIndex((r) => r.includes('Perth Glory')),
  );

  const tomorrowSection = page.getByRole('region', { name: format(tomorrow, 'EEEE d MMMM yyyy') });
  await expect(tomorrowSection).toContainText('Sunderland Women v Bristol City Women');
  await expect(tomorrowSection).toContainText('Channel to be confirmed');

  const api = await page.request.get(
    `/api/fixtures?team=wrexham&from=${format(today, 'yyyy-MM-dd')}`,
  );
  expect(api.status()).toBe(200);
  const body = (await api.json()) as {
    fixtures: { homeTeam: string; channels: { id: string }[] }[];
  };
  expect(body.fixtures.map((f) => f.homeTeam)).toEqual(['Wrexham']);
  expect(body.fixtures[0]?.channels.map((c) => c.id)).toEqual([
    'sky-sports-main-event',
    'sky-sports-football',
  ]);
});
