import { expect, type Page } from '@playwright/test';
import { ensureStaffAccount, seriousAxeProblems, signIn, staffAccount, test } from './support';

// The audit trail as an administrator reads it: sign-ins and refusals land in it (a cross-site
// sign-in post is our 403, not the framework's 400), filters live in the address, and the pages
// walk back and forth without a gap or a repeat; then the screen at a phone's and a laptop's
// width.
test.beforeAll(ensureStaffAccount);
test.setTimeout(120_000);

const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
const intruder = `intruder-${Date.now().toString(36)}`;

/** The text of each row on the page shown, newest first. */
async function shownEvents(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Audit events, newest first' });
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
}

/** Follows a pager link and waits until its page is the one shown. */
async function follow(page: Page, name: string): Promise<void> {
  const link = page.getByRole('link', { name });
  const href = await link.getAttribute('href');
  await link.click();
  await page.waitForURL((url) => url.pathname + url.search === href);
}

test('refusals are audited and read back on the audit screen', async ({ page, request }) => {
  // A sign-in posted from another site, with only its Origin to tell.
  const foreign = await request.post('/login', {
    form: { username: staffAccount.username, password: staffAccount.password },
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()['set-cookie']).toBeUndefined();

  // Five wrong passwords lock this username from this address; the sixth try is throttled.
  const attempt = () =>
    request.post('/login', {
      form: { username: intruder, password: 'not the password, not at all' },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
  for (let i = 0; i < 5; i += 1) expect((await attempt()).status()).toBe(401);
  expect((await attempt()).status()).toBe(429);

  // Changes posted from another site to 55 addresses: more than a page of refusals.
  for (let i = 0; i < 55; i += 1) {
    const refused = await request.post(`/admin/fixtures/refused-${i}`, {
      form: { urls: '[]' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(refused.status()).toBe(403);
  }

  await signIn(page);
  await page.goto('/admin/management');
  await page.getByRole('link', { name: /Audit trail/ }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const table = page.getByRole('table', { name: 'Audit events, newest first' });
  await expect(table.getByRole('columnheader', { name: 'Who' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Signed in' }).first()).toContainText(
    staffAccount.username,
  );

  // Refused sign-ins only: the throttled one once, the wrong passwords each.
  await page.getByLabel('Kind').selectOption({ label: 'Refused (too many attempts)' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=ratelimit\.hit/);
  const throttled = table.getByRole('row').filter({ hasText: intruder });
  await expect(throttled).toHaveCount(1);
  await expect(throttled).toContainText('anonymous');

  await page.getByLabel('Kind').selectOption({ label: 'All: Refusals' });
  await page.getByLabel('Target').fill('/login');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=refusals&.*target=%2Flogin/);
  // One row for this address and path a quarter hour (another journey's refusal may be it).
  await expect(
    table.getByRole('row').filter({ hasText: 'Refused (sent from another site)' }),
  ).toHaveCount(1);

  // Every refusal, a page at a time: Older to the end, then Newer back to the start.
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await page.getByLabel('Kind').selectOption({ label: 'All: Refusals' });
  await page.getByRole('button', { name: 'Filter' }).click();
  const forward: string[][] = [await shownEvents(page)];
  while (await page.getByRole('link', { name: 'Older ›' }).isVisible()) {
    await follow(page, 'Older ›');
    forward.push(await shownEvents(page));
  }
  expect(forward[0]).toHaveLength(50);
  expect(forward.length).toBeGreaterThanOrEqual(2);
  const all = forward.flat();
  expect(new Set(all).size).toBe(all.length);
  const back: string[][] = [forward.at(-1)!];
  while (await page.getByRole('link', { name: '‹ Newer' }).isVisible()) {
    await follow(page, '‹ Newer');
    back.unshift(await shownEvents(page));
  }
  expect(back).toEqual(forward);

  // One sign-in for both widths: the sign-in limit counts every post to /login.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/audit?action=refusals');
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `the audit screen scrolls sideways at ${width} px`).toBe(0);
    expect(await seriousAxeProblems(page)).toEqual([]);
    await page.screenshot({ path: `test-results/screens/audit-${width}.png`, fullPage: true });
    await page.screenshot({ path: `test-results/screens/audit-top-${width}.png` });
  }
});
