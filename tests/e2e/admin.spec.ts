import { expect } from '@playwright/test';
import {
  atUkNoon,
  test,
  addDays,
  dateLine,
  ensureStaffAccount,
  seriousAxeProblems,
  signIn,
  staffAccount,
  ukNow,
} from './support';

const { username, password } = staffAccount;
const today = ukNow();

test.beforeAll(ensureStaffAccount);

/** A week as staff paste it: the live-footballontv layout, a stray line, an unknown channel. */
const week = [
  'Football on TV this week',
  dateLine(today),
  '19:30',
  'Stockport County v Bolton Wanderers',
  'League One',
  'Sky Sports+',
  'Sky Sports Football',
  '20:00',
  'Barnsley v Wigan Athletic',
  'League One',
  'Mystery Stream TV',
  dateLine(addDays(today, 1)),
  '19:45',
  'Peterborough United v Reading',
  'League One',
  'Sky Sports+',
  '20:00',
  'Doncaster Rovers v Exeter City',
  'League One',
  'TBC',
];

test('an editor signs in, imports, reviews, saves, manages, shares and signs out', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // Refused without an account, with the reason.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
  await expect(page.getByText('Authentication required')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(password);

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid username or password. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByText('Login failed')).toBeVisible();

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Panel');
  await expect(page.getByText('Login successful')).toBeVisible();

  // Paste, parse, read the problems.
  await page.getByLabel('Paste Fixture Information').fill(week.join('\n'));
  await page.getByRole('button', { name: 'Parse Fixtures' }).click();
  await expect(page.getByText('4 fixtures parsed for multiple dates')).toBeVisible();
  // The unknown channel needs a look; the title line is prose, listed as ignored in the review.
  await expect(page.getByText('1 line needs a look')).toBeVisible();
  const importPanel = page.getByRole('region', { name: 'Bulk Import' });
  await expect(importPanel).toContainText('Line 11: Unknown channel "Mystery Stream TV"');
  await page.getByText(/^Every pasted line/).click();
  await expect(
    page
      .getByRole('list', { name: 'Pasted lines and their outcomes' })
      .getByRole('listitem')
      .first(),
  ).toContainText('Line 1 Football on TV this week Ignored: Not a date, time or fixture line');

  // Edit a channel link, remove a row, save. A row without channels says why.
  const parsed = page.getByRole('region', { name: 'Parsed Fixtures' });
  await expect(parsed.getByRole('row', { name: /Doncaster Rovers/ })).toContainText(
    'Channel to be confirmed',
  );
  await parsed
    .getByRole('row', { name: /Stockport County/ })
    .getByRole('button', { name: 'URLs' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Channel URLs' });
  await dialog.getByLabel('Sky Sports+').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Save URLs' }).click();
  await expect(dialog.getByRole('alert')).toContainText('https://');
  await dialog.getByLabel('Sky Sports+').fill('https://www.skysports.com/watch/sky-sports-plus');
  await dialog.getByRole('button', { name: 'Save URLs' }).click();
  await expect(dialog).toBeHidden();
  await parsed.getByRole('button', { name: 'Remove Doncaster Rovers v Exeter City' }).click();
  await parsed.getByRole('button', { name: 'Save 3 Fixtures' }).click();
  await expect(page.getByText('Fixtures saved successfully')).toBeVisible();
  await expect(page.getByText('3 processed: 3 created, 0 replaced.')).toBeVisible();

  // The public site shows them at once (the page cache was cleared).
  const publicPage = await context.newPage();
  await atUkNoon(publicPage);
  await publicPage.goto('/football-on-tv-today');
  await expect(publicPage.locator('main')).toContainText('Stockport County v Bolton Wanderers');
  await publicPage.getByRole('link', { name: 'Stockport County v Bolton Wanderers' }).click();
  await expect(publicPage.getByRole('link', { name: /Sky Sports\+/ })).toHaveAttribute(
    'href',
    'https://www.skysports.com/watch/sky-sports-plus',
  );
  await publicPage.goto('/schedule?search=Doncaster');
  // The removed row was not saved (the team itself may still be offered as a team page).
  await expect(publicPage.locator('main')).not.toContainText('Doncaster Rovers v Exeter City');

  // Manage: delete one, then clear a date.
  await page.reload();
  const manage = page.getByRole('region', { name: 'Manage Fixtures' });
  await manage.getByRole('button', { name: 'Delete Barnsley v Wigan Athletic' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Fixture deleted')).toBeVisible();
  await expect(manage).not.toContainText('Barnsley v Wigan Athletic');
  await publicPage.goto('/football-on-tv-today');
  await expect(publicPage.locator('main')).not.toContainText('Barnsley v Wigan Athletic');

  // Share the saved fixtures; the link opens read-only; a changed link is refused politely.
  await page.getByRole('button', { name: 'Generate Shareable Link' }).click();
  await expect(page.getByText('Link Generated')).toBeVisible();
  const link = await page.getByLabel('Shareable link').inputValue();
  expect(link).toContain('/schedule?shared_fixtures=');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await publicPage.goto(link);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText('Shared fixtures');
  await expect(publicPage.locator('main')).toContainText('Stockport County v Bolton Wanderers');
  const tampered = link.replace(
    /shared_fixtures=1\.(.)/,
    (_m, c: string) => `shared_fixtures=1.${c === 'A' ? 'B' : 'A'}`,
  );
  const refused = await publicPage.goto(tampered);
  expect(refused?.status()).toBe(400);
  await expect(publicPage.locator('main')).toContainText('changed or damaged');

  await page.getByRole('button', { name: 'Clear Date' }).click();
  await page
    .getByRole('dialog', { name: 'Clear Date' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Date cleared')).toBeVisible();

  // Out, and refused again.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
});

test('admin pages and actions refuse anonymous requests', async ({ request }) => {
  for (const path of [
    '/admin',
    '/admin/blog',
    '/admin/articles/new',
    '/admin/anything',
    '/admin.data',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    // 202: React Router's answer to a data request it redirects (the redirect is in the body).
    expect([202, 302, 401, 403], path).toContain(response.status());
    expect(await response.text(), path).not.toContain('Manage Fixtures');
  }
  const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
  for (const [method, path] of [
    ['POST', '/admin?index'],
    ['POST', '/admin/imports/abcdefghijklmnopqrstuv'],
    ['POST', '/admin/fixtures/x'],
    ['DELETE', '/admin/fixtures/x'],
    ['DELETE', '/admin/dates/2025-01-01'],
    ['POST', '/admin/share-link'],
    ['POST', '/admin/articles/new'],
    ['DELETE', '/admin/articles/abc123456789'],
    ['POST', '/admin/articles/preview'],
    ['POST', '/admin/blog'],
  ] as const) {
    const response = await request.fetch(path, {
      method,
      form: { text: 'x', id: 'x', urls: '[]', title: 'x', content: 'x' },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect([401, 403], `${method} ${path}`).toContain(response.status());
  }
});

test('a form posted from another site is refused', async ({ request }) => {
  const crossSite = await request.post('/login', {
    form: { username, password },
    headers: { 'Sec-Fetch-Site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  expect(crossSite.headers()['set-cookie']).toBeUndefined();
  const foreign = await request.post('/login', {
    form: { username, password },
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()['set-cookie']).toBeUndefined();
});

for (const width of [390, 1280]) {
  test(`login and dashboard have no serious accessibility problems at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    expect(await seriousAxeProblems(page)).toEqual([]);
    await signIn(page);
    // Nothing on the dashboard pushes the page wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
}
