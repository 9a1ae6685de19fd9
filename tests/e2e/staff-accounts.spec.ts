import { expect, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { checkScreen, ensureStaffAccount, signIn, test } from './support';

// Running the site as a team: an administrator invites an editor; the editor sets a password,
// turns on two-factor sign-in, signs in with a code, and cannot open the administrators'
// screens; the administrator disables them and their open session ends at once.
test.beforeAll(ensureStaffAccount);
// Two browsers, several sign-ins (argon2id) and a checked screenshot of every screen.
test.setTimeout(150_000);

const run = Date.now().toString(36);
const editorName = `editor-${run}`;
const editorPassword = 'tulip marble orbit canyon';

/** The code an authenticator app shows for `secret` at `at`. */
function codeFor(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({
    timestamp: at,
  });
}

/**
 * The code the app will show at the next 30-second step: not the one just used, and accepted now,
 * as the server allows a step of clock drift either way (two-factor.server.ts).
 */
function nextCodeFor(secret: string): string {
  return codeFor(secret, Date.now() + 30_000);
}

/** A second person's browser, with cookies of its own. */
async function newPage(browser: Browser, baseURL: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  return context.newPage();
}

for (const width of [390, 1280]) {
  test(`an administrator runs the team, at ${width} px`, async ({ page, browser, baseURL }) => {
    const username = `${editorName}-${width}`;
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/admin/management');
    await checkScreen(page, 'management-admin', width);
    await page.getByRole('link', { name: /Staff accounts/ }).click();
    await expect(page.getByRole('heading', { name: 'Staff accounts' })).toBeVisible();

    // Invite: the link is shown once.
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Role').selectOption('editor');
    await page.getByRole('button', { name: 'Make invitation link' }).click();
    const invitation = await page.getByLabel('Link to send').inputValue();
    expect(invitation).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);
    await checkScreen(page, 'accounts', width);

    // The editor accepts it; a weak password is refused with the reason.
    const editor = await newPage(browser, baseURL!, width);
    await editor.goto(invitation);
    await expect(editor.getByRole('heading', { name: 'Join the Kickoff TV team' })).toBeVisible();
    await checkScreen(editor, 'invitation', width);
    for (const [label, value] of [
      ['New password', 'iloveyouiloveyou'],
      ['Repeat the new password', 'iloveyouiloveyou'],
    ] as const) {
      await editor.getByLabel(label, { exact: true }).fill(value);
    }
    await editor.getByRole('button', { name: 'Continue' }).click();
    await expect(editor.getByRole('alert')).toContainText(/too common|easy to guess/);
    await editor.getByLabel('New password', { exact: true }).fill(editorPassword);
    await editor.getByLabel('Repeat the new password').fill(editorPassword);
    await editor.getByRole('button', { name: 'Continue' }).click();
    await expect(editor.getByText('Login successful')).toBeVisible();
    // The notice leaves the address once shown.
    await expect(editor).toHaveURL(/\/admin(\?notice=welcome)?$/);

    // Two-factor sign-in from their own account screen.
    await editor.goto('/admin/account');
    await editor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await editor.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await checkScreen(editor, 'account-enrol', width);
    const enrolmentCode = codeFor(secret);
    await editor.getByLabel('Authentication code').fill(enrolmentCode);
    await editor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(
      editor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await expect(editor.getByText(/On since/)).toBeVisible();
    await checkScreen(editor, 'account', width);

    // Signing in again asks for a code; the one just used is refused (still within a step of
    // drift, whenever the step turns).
    await editor.getByRole('button', { name: 'Log out' }).click();
    await editor.goto('/login');
    await editor.getByLabel('Username').fill(username);
    await editor.getByLabel('Password').fill(editorPassword);
    await editor.getByRole('button', { name: 'Sign In' }).click();
    await editor.getByLabel('Authentication code').fill(enrolmentCode);
    await editor.getByRole('button', { name: 'Verify' }).click();
    await expect(editor.getByRole('alert')).toContainText(/used already/);
    await checkScreen(editor, 'login-code', width);
    await editor.getByLabel('Authentication code').fill(nextCodeFor(secret));
    await editor.getByRole('button', { name: 'Verify' }).click();
    await expect(editor.getByText('Login successful')).toBeVisible();
    // The notice leaves the address once shown.
    await expect(editor).toHaveURL(/\/admin(\?notice=welcome)?$/);

    // An editor sees only their own account among the tools, and is refused the others.
    await editor.goto('/admin/management');
    await expect(editor.getByRole('link', { name: /Your account/ })).toBeVisible();
    await expect(editor.getByRole('link', { name: /Staff accounts|Audit trail/ })).toHaveCount(0);
    await checkScreen(editor, 'management-editor', width);
    for (const path of ['/admin/accounts', '/admin/audit']) {
      const response = await editor.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(editor.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
      await expect(editor.getByRole('link', { name: 'Back to Management' })).toBeVisible();
    }

    // The administrator disables them: their open session ends on its next request.
    await page.reload();
    const row = page.getByRole('listitem').filter({ hasText: username });
    await expect(row).toContainText('two-factor on');
    await row.getByRole('button', { name: /^Disable/ }).click();
    await expect(row.getByRole('status')).toContainText(`Disabled ${username}`);
    await editor.goto('/admin/account');
    await expect(editor).toHaveURL(/\/login\?/);
    await editor.context().close();
  });
}
