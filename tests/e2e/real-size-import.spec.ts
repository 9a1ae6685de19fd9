import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { builtInChannels as channels } from '../../app/features/channels/catalogue';
import type { FixtureInput } from '../../app/features/schedule/fixture';
import { formatFixtureText } from '../../app/features/importer/format-fixture-text';
import { addDays, ensureStaffAccount, isoDay, signIn, test, ukNow } from './support';

test.beforeAll(ensureStaffAccount);
// A month's review is thousands of rows: a trace would snapshot them at every step.
test.use({ trace: 'off' });
test.describe.configure({ timeout: 180_000 });

/** The sample week (310 fixtures, live-footballontv layout); missing, the test fails loudly. */
const sampleWeek = readFileSync(new URL('../samples/listing-week.txt', import.meta.url), 'utf8');

/**
 * A month of listings as a busy guide publishes it: 5,000 fixtures over 30 days from `firstDay`,
 * every pairing distinct within its day, one to three catalogue channels each.
 */
function generatedMonth(firstDay: Date): string {
  const clubs = Array.from({ length: 400 }, (_, i) => `Testford ${i + 1} FC`);
  const fixtures: FixtureInput[] = [];
  for (let i = 0; i < 5000; i++) {
    const day = Math.floor(i / 167);
    const slot = i % 167;
    fixtures.push({
      date: isoDay(addDays(firstDay, day)),
      time: `${String(12 + (slot % 10)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`,
      homeTeam: clubs[slot * 2]!,
      awayTeam: clubs[slot * 2 + 1]!,
      competition: ['Premier League', 'Championship', 'League One', 'FA Cup'][i % 4]!,
      channelStatus: 'listed',
      channels: [0, 1, 2].slice(0, 1 + (i % 3)).map((k) => {
        const channel = channels[(i + k * 17) % channels.length]!;
        return { id: channel.id, name: channel.name, raw: channel.name };
      }),
    });
  }
  return formatFixtureText(fixtures);
}

/**
 * Waits for a toast by looking only at the toast area. Playwright's own text and role queries
 * read the whole page on every poll; over thousands of review rows each poll kept the page busy
 * for seconds, so the page itself fell behind.
 */
async function waitForToast(page: Page, ...texts: string[]) {
  await page.waitForFunction(
    (wanted) => {
      const shown = document.querySelector('[data-sonner-toaster]')?.textContent ?? '';
      return wanted.every((text) => shown.includes(text));
    },
    texts,
    { polling: 250, timeout: 60_000 },
  );
}

/** Pastes as an editor does (one clipboard paste: typing 400 KB takes Playwright minutes). */
async function pasteParseAndSave(page: Page, text: string, count: number) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  const area = page.getByLabel('Paste Fixture Information');
  await area.fill('');
  await area.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(area).toHaveJSProperty('value', text);
  await page.getByRole('button', { name: 'Parse Fixtures' }).click();
  await waitForToast(page, `${count} fixtures parsed`);
  await page.locator('button', { hasText: `Save ${count} Fixtures` }).click();
  // The toast of an earlier save may still be showing: wait for this one's own counts.
  await waitForToast(page, 'Fixtures saved successfully', `${count} processed: `);
}

test('an editor pastes and saves a real-size 310-fixture week, then a 5,000-fixture month', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);

  // Saving the week once failed with "Error 413" (its review went to a 100 KB data route).
  await pasteParseAndSave(page, sampleWeek, 310);
  // One reading of the clock: a run that crosses midnight must still ask for the month's last day.
  const firstDay = addDays(ukNow(), 1);
  await pasteParseAndSave(page, generatedMonth(firstDay), 5000);

  const lastDay = isoDay(addDays(firstDay, 29));
  const response = await page.request.get(`/api/fixtures?from=${lastDay}&to=${lastDay}`);
  const { fixtures } = (await response.json()) as { fixtures: { homeTeam: string }[] };
  // The month's last day, counting the month's own fixtures (other journeys list days too).
  const month = fixtures.filter((fixture) => fixture.homeTeam.startsWith('Testford '));
  expect(month).toHaveLength(5000 - 29 * 167);
});

test('a save the server refuses is explained in place, and the review is kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const listing = formatFixtureText([
    {
      date: isoDay(addDays(ukNow(), 2)),
      time: '19:45',
      homeTeam: 'Refusedham Town',
      awayTeam: 'Keptwell United',
      competition: 'League Two',
      channelStatus: 'listed',
      channels: [
        { id: 'sky-sports-football', name: 'Sky Sports Football', raw: 'Sky Sports Football' },
      ],
    },
  ]);
  await page.getByLabel('Paste Fixture Information').fill(listing);
  await page.getByRole('button', { name: 'Parse Fixtures' }).click();
  const parsed = page.getByRole('region', { name: 'Parsed Fixtures' });
  await expect(parsed).toContainText('Refusedham Town v Keptwell United');

  // The host's answers to an oversized body and to a server failure (an ended session asks to
  // sign in again: see session.spec.ts).
  for (const [status, body, message, detail] of [
    [413, 'Payload Too Large', 'Too large to send', 'Send it in smaller parts.'],
    [500, 'Internal Server Error', 'Error saving fixtures', 'There was a problem saving'],
  ] as const) {
    // The review is the draft's own page: Save posts there.
    await page.route('**/admin/imports/*.data*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status, contentType: 'text/plain', body })
        : route.fallback(),
    );
    await parsed.getByRole('button', { name: 'Save 1 Fixtures' }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(
      page.getByText(
        new RegExp(`${detail}.* Nothing was saved and your work on this page is kept\\.$`),
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/imports\/[\w-]+$/);
    await expect(parsed).toContainText('Refusedham Town v Keptwell United');
    await page.unrouteAll();
  }

  await parsed.getByRole('button', { name: 'Save 1 Fixtures' }).click();
  await expect(page.getByText('Fixtures saved successfully')).toBeVisible();
});
