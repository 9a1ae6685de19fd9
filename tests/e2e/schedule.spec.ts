import { TZDate } from '@date-fns/tz';
import { expect, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { execFileSync } from 'node:child_process';

const dateLine = (day: Date) => format(day, 'EEEE do MMMM yyyy');

test('fixtures imported from a pasted listing appear on /schedule, grouped by UK date', async ({
  page,
}) => {
  const today = new TZDate(Date.now(), 'Europe/London');
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
  ].join('\n');

  const output = execFileSync('npx', ['tsx', 'cli/main.ts', 'import', '-'], {
    input: listing,
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
  }).toString();
  expect(output).toContain('Saved 3 fixtures: 3 created, 0 replaced, 0 skipped.');

  const response = await page.goto('/schedule');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football on TV');

  const todaySection = page.getByRole('region', { name: format(today, 'EEEE d MMMM yyyy') });
  await expect(todaySection.getByRole('listitem')).toHaveCount(2);
  await expect(todaySection.getByRole('listitem').first()).toContainText('Wrexham v Coventry City');
  await expect(todaySection.getByRole('listitem').first()).toContainText(
    'Sky Sports Main Event, Sky Sports Football',
  );
  await expect(todaySection.getByRole('listitem').last()).toContainText(
    'Perth Glory v Melbourne Victory',
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
