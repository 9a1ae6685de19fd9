import { expect } from '@playwright/test';
import {
  addDays,
  dateLine,
  ensureStaffAccount,
  isoDay,
  seriousAxeProblems,
  signIn,
  test,
  ukNow,
  waitForHydration,
} from './support';

// An editor corrects what the importer got wrong: the review ranks what needs a look with a
// one-click fix, any parsed fixture can be edited, and so can a saved one.
test.beforeAll(ensureStaffAccount);

const run = Date.now().toString(36);
const home = `Rovers ${run}`;

for (const width of [390, 1280]) {
  test(`the review's doubts are fixed in a click, and a saved fixture is edited, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    // Days no other journey lists (the real-size month fills the next 30).
    const day = addDays(ukNow(), 60 + (width === 390 ? 1 : 0));
    const away = `United ${run} ${width}`;
    await page.goto('/admin');
    await waitForHydration(page);
    await page
      .getByLabel('Paste Fixture Information')
      .fill(
        [
          dateLine(day),
          `15:00 Sky Sports+${home} v ${away} - BBC One`,
          `07:45 Town ${run} ${width} v City ${run} ${width} - TNT Sports 1`,
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Parse Fixtures' }).click();
    await expect(page).toHaveURL(/\/admin\/imports\//);

    const doubts = page.getByRole('region', { name: /Needs a look/ });
    await expect(doubts.getByRole('heading')).toHaveText('Needs a look (2)');
    await expect(doubts).toContainText('starts with the channel Sky Sports+');
    await page.screenshot({ path: `test-results/needs-a-look-${width}.png`, fullPage: true });
    expect(await seriousAxeProblems(page)).toEqual([]);

    // Fix both from the list: the team is split from its channel, the kick-off made evening.
    await doubts.getByRole('button', { name: `Team "${home}", channel Sky Sports+` }).click();
    await expect(page.getByText('Fixture updated')).toBeVisible();
    await doubts.getByRole('button', { name: 'Make it 19:45' }).click();
    await expect(page.getByRole('region', { name: /Needs a look/ })).toHaveCount(0);
    const parsed = page.getByRole('region', { name: 'Parsed Fixtures' });
    await expect(parsed).toContainText(`${home} v ${away}`);
    await expect(parsed).toContainText('19:45');

    // Edit a parsed fixture's competition by hand.
    await parsed.getByRole('link', { name: `Edit ${home} v ${away}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit fixture' })).toBeVisible();
    await page.getByLabel('Competition', { exact: true }).fill('FA Cup');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('It is saved with the import.')).toBeVisible();
    await expect(parsed.getByRole('row', { name: new RegExp(home) })).toContainText('FA Cup');
    // The other fixture names no competition: the review's group choice gives it one.
    await page.getByLabel(/Competition for the fixture without one/).fill('League Two');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Import updated')).toBeVisible();

    // The pasted text stays beside the review: a line is added and the text read again. The
    // edited fixture's line did not change, so its edits stay.
    const box = page.getByLabel('Paste Fixture Information');
    await expect(box).toHaveValue(new RegExp(`Sky Sports\\+${home}`));
    await box.fill(
      `${await box.inputValue()}\n20:00 Late ${run} ${width} v Later ${run} ${width} - Sky Sports+`,
    );
    await page.getByRole('button', { name: 'Re-parse' }).click();
    await expect(page.getByText('3 fixtures parsed')).toBeVisible();
    await expect(parsed.getByRole('row', { name: new RegExp(home) })).toContainText('FA Cup');
    await expect(parsed.getByRole('row', { name: new RegExp(home) })).not.toContainText(
      `Sky Sports+${home}`,
    );
    await expect(parsed.getByRole('row', { name: /^19:45 Town/ })).toBeVisible();
    await expect(parsed).toContainText(`Late ${run} ${width} v Later ${run} ${width}`);
    await page.screenshot({ path: `test-results/re-parsed-${width}.png`, fullPage: true });
    expect(await seriousAxeProblems(page)).toEqual([]);

    await page.getByRole('button', { name: /^Save 3 Fixtures$/ }).click();
    await expect(page.getByText('Fixtures saved successfully')).toBeVisible();

    // Edit the saved fixture: a bad time is refused beside its field, then a good one saved.
    await page.goto(`/admin?team=${encodeURIComponent(home)}`);
    await page.getByRole('link', { name: /Edit/ }).first().click();
    await expect(page.getByRole('heading', { name: 'Edit fixture' })).toBeVisible();
    await page.getByLabel('Home team').fill(' ');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter the home team (1 to 100 characters)')).toBeVisible();
    await page.getByLabel('Home team').fill(home);
    await page.getByLabel('Kick-off (UK time)').fill('16:30');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Fixture updated')).toBeVisible();
    expect(await seriousAxeProblems(page)).toEqual([]);

    // The public site shows the corrected fixture.
    await page.goto(`/schedule?search=${encodeURIComponent(home)}`);
    const row = page.getByRole('link', { name: `${home} v ${away}` });
    await expect(row).toBeVisible();
    await expect(page.locator('main')).toContainText('16:30');
    await expect(page.locator('main')).not.toContainText(`Sky Sports+${home}`);
    // And so does the API.
    const api = await page.request.get(`/api/fixtures?from=${isoDay(day)}&to=${isoDay(day)}`);
    const { fixtures } = (await api.json()) as {
      fixtures: { homeTeam: string; awayTeam: string; time: string; competition: string }[];
    };
    expect(fixtures.filter((f) => f.awayTeam === away)).toEqual([
      expect.objectContaining({ homeTeam: home, time: '16:30', competition: 'FA Cup' }),
    ]);
    expect(fixtures.some((f) => f.homeTeam === `Late ${run} ${width}`)).toBe(true);
  });
}

test('a channel nobody knows is mapped once from the review, and later pastes know it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page);
  const day = addDays(ukNow(), 62);
  const paste = (tag: string) =>
    [
      dateLine(day),
      `15:00 Mapton ${run}${tag} v Aliasby ${run}${tag} - Sky Sport Prem`,
      `17:30 Keyford ${run}${tag} v Catalogue City ${run}${tag} - Sky Sport Prem`,
    ].join('\n');
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByLabel('Paste Fixture Information').fill(paste('a'));
  await page.getByRole('button', { name: 'Parse Fixtures' }).click();
  await expect(page).toHaveURL(/\/admin\/imports\//);

  const doubts = page.getByRole('region', { name: /Needs a look/ });
  await expect(doubts.getByRole('listitem')).toHaveText([
    /^Lines 2, 3\s*"Sky Sport Prem" is no channel we know \(on 2 fixtures\)/,
  ]);
  await doubts.getByLabel('Catalogue channel for Sky Sport Prem').fill('Sky Sports Premier League');
  await page.screenshot({ path: 'test-results/map-channel-390.png', fullPage: true });
  expect(await seriousAxeProblems(page)).toEqual([]);
  await doubts.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByText('Channel mapped')).toBeVisible();
  await expect(page.getByRole('region', { name: /Needs a look/ })).toHaveCount(0);
  const parsed = page.getByRole('region', { name: 'Parsed Fixtures' });
  await expect(parsed.getByRole('row', { name: new RegExp(`Mapton ${run}a`) })).toContainText(
    'Sky Sports Premier League',
  );

  // The next paste naming it needs no look.
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByLabel('Paste Fixture Information').fill(paste('b'));
  await page.getByRole('button', { name: 'Parse Fixtures' }).click();
  await expect(page).toHaveURL(/\/admin\/imports\//);
  await expect(
    page
      .getByRole('region', { name: 'Parsed Fixtures' })
      .getByRole('row', { name: new RegExp(`Keyford ${run}b`) }),
  ).toContainText('Sky Sports Premier League');
  await expect(page.getByRole('region', { name: /Needs a look/ })).toHaveCount(0);
});
