import { expect, type Page } from '@playwright/test';
import { test, ensureStaffAccount, seriousAxeProblems, signIn } from './support';

test.beforeAll(ensureStaffAccount);

/** The journeys run in one database: titles carry the run so reruns do not clash. */
const run = Date.now().toString(36);

async function openNewArticle(page: Page) {
  await page.goto('/admin');
  await page
    .getByRole('region', { name: 'Blog Management' })
    .getByRole('link', { name: 'New Blog Post' })
    .click();
  await expect(page.getByRole('heading', { name: 'New article' })).toBeVisible();
}

test('an editor writes, publishes, edits and deletes a news article', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await openNewArticle(page);

  // Nothing filled in: the required-field messages, next to their fields.
  await page.getByLabel('Author (required)').fill('');
  await page.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByText('Error saving news article')).toBeVisible();
  await expect(page.getByLabel('Title (required)')).toHaveAccessibleDescription(
    'Title is required',
  );
  await expect(page.getByLabel('Author (required)')).toHaveAccessibleDescription(
    'Author is required',
  );
  await expect(page.getByLabel('Title (required)')).toBeFocused();

  const title = `Arsenal v Chelsea: Sunday TV guide ${run}`;
  await page.getByLabel('Title (required)').fill(title);
  await page.getByLabel('Author (required)').fill('Sam Editor');
  await page.getByLabel('Status').selectOption('published');
  await page
    .getByLabel('Section 1', { exact: true })
    .fill('Arsenal host Chelsea on Sunday afternoon.');
  await page.getByRole('button', { name: 'Add section' }).click();
  await page
    .getByLabel('Section 2', { exact: true })
    .fill('## Team news\n\nBoth sides are close to full strength.');
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('button', { name: 'Remove section 3' }).click();
  await expect(page.getByLabel('Section 3', { exact: true })).toHaveCount(0);

  // Tags: Enter or Add; blanks and repeats ignored; x removes.
  const tagInput = page.getByLabel('Tags', { exact: true });
  await tagInput.fill('Arsenal');
  await tagInput.press('Enter');
  await tagInput.fill('Chelsea');
  await page.getByRole('button', { name: 'Add to Tags' }).click();
  await tagInput.fill(' arsenal ');
  await tagInput.press('Enter');
  await tagInput.fill('   ');
  await tagInput.press('Enter');
  await tagInput.fill('Temporary');
  await tagInput.press('Enter');
  await page.getByRole('button', { name: 'Remove Temporary' }).click();
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'Arsenal',
    'Chelsea',
  ]);

  await page.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByText('News article created')).toBeVisible();
  const list = page.getByRole('region', { name: 'Blog Management' });
  await expect(list.getByRole('row', { name: title })).toBeVisible();

  // Public: on /news, in the feed, with its team link.
  const reader = await context.newPage();
  await reader.goto('/news');
  await reader.getByRole('link', { name: title }).click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(reader.locator('main article')).toContainText('Both sides are close');
  await expect(reader.getByText('Sam Editor')).toBeVisible();
  const articleUrl = reader.url();
  expect(await (await request.get('/feed.xml')).text()).toContain(title);
  const teamLink = reader.locator('main article section').getByRole('link', { name: 'Arsenal' });
  await expect(teamLink).toHaveAttribute('href', '/competition?team=Arsenal');
  await teamLink.click();
  await expect(reader).toHaveURL(/\/competition\?team=Arsenal$/);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Arsenal on TV');

  // Edit: the change is on the site at once.
  await list.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit article' })).toBeVisible();
  await expect(page.getByLabel('Section 2', { exact: true })).toHaveValue(
    '## Team news\n\nBoth sides are close to full strength.',
  );
  const edited = `${title} (updated)`;
  await page.getByLabel('Title (required)').fill(edited);
  // Leaving with unsaved changes asks first; staying keeps them.
  // Answered as it opens: the question can open while the click is still being dispatched.
  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect.poll(() => question).toBe('Leave the editor? Your changes are not saved.');
  await expect(page.getByLabel('Title (required)')).toHaveValue(edited);
  await page.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByText('News article updated')).toBeVisible();
  await reader.goto(articleUrl);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(edited);

  // Delete: Confirm or Cancel, inline.
  await list.getByRole('button', { name: `Delete ${edited}` }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByRole('row', { name: edited })).toBeVisible();
  await list.getByRole('button', { name: `Delete ${edited}` }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('News article deleted')).toBeVisible();
  await expect(list.getByRole('row', { name: edited })).toHaveCount(0);
  expect((await reader.goto(articleUrl))?.status()).toBe(404);
});

test('the simple form publishes a blog post, with the backlink preview', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page);
  await page.goto('/admin/blog');

  await page.getByRole('button', { name: 'Create Blog Post' }).click();
  await expect(page.getByText('Missing fields')).toBeVisible();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();

  const title = `Derby day ${run}: what to watch`;
  await page.getByLabel('Title (required)').fill(title);
  await page.getByLabel('Excerpt (required)').fill('Every derby on UK TV this weekend.');
  await page
    .getByLabel('Content (Markdown, required)')
    .fill('Liverpool face Everton in the Premier League, live on TNT Sports.');
  await page.getByLabel('Tags').fill('Liverpool, Everton');
  await page.getByRole('button', { name: 'Backlink Preview' }).click();
  const preview = page.getByRole('region', { name: 'Backlink Preview' });
  await expect(preview.getByRole('link', { name: 'Premier League' })).toHaveAttribute(
    'href',
    '/competition?competition=Premier%20League',
  );
  await expect(preview.getByRole('link', { name: 'Liverpool' })).toHaveAttribute(
    'href',
    '/schedule?search=Liverpool',
  );

  await page.getByRole('button', { name: 'Create Blog Post' }).click();
  await expect(page.getByText('Blog post created')).toBeVisible();
  await expect(page.getByText(`Successfully created ${title}`)).toBeVisible();
  await expect(page.getByLabel('Title (required)')).toHaveValue('');

  await page.goto('/blog');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/derby-day-${run}-what-to-watch$`));
  await expect(page.locator('main article')).toContainText('Liverpool face Everton');
});

test('nothing an editor types in any field runs in a reader’s browser', async ({
  page,
  context,
  request,
}) => {
  const dialogs: string[] = [];
  await signIn(page);
  await openNewArticle(page);
  const payload = (n: number) =>
    `<img src=x onerror="window.__xss=${n}"><script>window.__xss=${n}</script>`;
  const title = `Hostile ${run} ${payload(1)}</title></script>`;
  await page.getByLabel('Title (required)').fill(title);
  await page.getByLabel('Address (slug)').fill(`hostile-${run}`);
  await page.getByLabel('Author (required)').fill(payload(2));
  await page.getByLabel('Status').selectOption('published');
  await page.getByLabel('Excerpt').fill(payload(3));
  await page
    .getByLabel('Section 1', { exact: true })
    .fill(
      [
        payload(4),
        '[click](javascript:window.__xss=5)',
        '[data](data:text/html,<script>window.__xss=6</script>)',
        '<svg onload="window.__xss=7"></svg>',
        '<iframe srcdoc="<script>parent.__xss=8</script>"></iframe>',
        '![x](x" onerror="window.__xss=9)',
      ].join('\n\n'),
    );
  const tagInput = page.getByLabel('Tags', { exact: true });
  await tagInput.fill(`<b onmouseover=window.__xss=10>tag</b>`);
  await tagInput.press('Enter');
  await page.getByLabel('Kick-off (UK time)').fill('2030-01-05T15:00');
  await page.getByLabel('Venue').fill(payload(11));
  const channelInput = page.getByLabel('TV channels', { exact: true });
  await channelInput.fill(`<script>window.__xss=12</script>`);
  await channelInput.press('Enter');
  await page
    .getByLabel('Image address')
    .fill('https://img.example.com/a.jpg" onerror="window.__xss=13');
  await page.getByLabel('Image description').fill(`"><script>window.__xss=14</script>`);
  await page.getByLabel('Image credit').fill(payload(15));
  await page.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByText('News article created')).toBeVisible();

  const reader = await context.newPage();
  reader.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  expect((await reader.goto(`/news/hostile-${run}`))?.status()).toBe(200);
  await expect(reader.getByRole('heading', { level: 1 })).toContainText(`Hostile ${run} <img`);
  // By the load event (goto waits for it) every script, onerror and onload has had its turn; a
  // mouseover handler runs as the pointer arrives.
  await reader.locator('main a').first().hover();
  expect(await reader.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // The only scripts are the site's own: its modules and JSON-LD that still parses.
  const scripts = await reader.locator('main script, main iframe, main svg, main object').count();
  expect(scripts).toBe(0);
  for (const json of await reader.locator('script[type="application/ld+json"]').allTextContents())
    expect(() => JSON.parse(json) as unknown).not.toThrow();
  // A link whose address was refused keeps its text and loses its href.
  for (const href of await reader
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
    expect(href, href).toMatch(/^(\/|https?:|mailto:|#)/);

  const feed = await (await request.get('/feed.xml')).text();
  expect(feed).toContain(`hostile-${run}`);
  expect(feed.toLowerCase()).not.toContain('<script');
});

for (const width of [390, 1280]) {
  test(`the article admin has no serious accessibility problems at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    for (const path of ['/admin/articles/new', '/admin/blog', '/admin/management']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect((await seriousAxeProblems(page)).map((problem) => `${path}: ${problem}`)).toEqual([]);
    }
  });
}

test('a 200-character title with no spaces widens no page at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page);
  const title = `Unbroken${run}${'Wolverhampton'.repeat(14)}`.slice(0, 200);
  await page.goto('/admin/articles/new');
  await page.getByLabel('Title (required)').fill(title);
  await page.getByLabel('Status').selectOption('published');
  await page.getByLabel('Section 1').fill(`A word with no spaces: ${'Middlesbrough'.repeat(12)}.`);
  await page.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByText('News article created')).toBeVisible();

  const fits = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
  expect(await fits(), 'the admin list').toBe(true);
  // The row's actions stay on screen.
  const remove = page.getByRole('button', { name: `Delete ${title}` });
  const box = await remove.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  const view = page.getByRole('link', { name: `View ${title} (opens in a new tab)` });
  const address = (await view.getAttribute('href'))!;
  for (const path of [address, '/news', '/']) {
    await page.goto(path);
    expect(await fits(), path).toBe(true);
  }
});

for (const width of [390, 1280]) {
  test(`the full editor previews the article as readers will see it, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await openNewArticle(page);
    await page
      .getByLabel('Section 1', { exact: true })
      .fill('Liverpool face Everton in the Premier League.');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByLabel('Section 2', { exact: true }).fill('## Team news\n\n**Both** are fit.');
    const toggle = page.getByRole('button', { name: 'Preview', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const preview = page.getByRole('region', { name: 'Preview', exact: true });
    await expect(preview.getByRole('link', { name: 'Premier League' })).toHaveAttribute(
      'href',
      '/competition?competition=Premier%20League',
    );
    await expect(preview.getByRole('heading', { name: 'Team news' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('Both');
    await page.screenshot({ path: `test-results/editor-preview-${width}.png`, fullPage: true });
    expect(await seriousAxeProblems(page)).toEqual([]);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(width);

    // A text the renderer refuses says why in the preview, and the text stays.
    const huge = '['.repeat(210 * 1024);
    await page.getByLabel('Section 2', { exact: true }).fill(huge);
    await expect(preview).toContainText('the limit is');
    await expect(page.getByLabel('Section 2', { exact: true })).toHaveValue(huge);

    // Closed, the preview goes.
    await toggle.click();
    await expect(preview).toHaveCount(0);
  });
}

test('previewing keeps what is typed when someone else saves the article meanwhile', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await openNewArticle(page);
  const title = `Preview keeps ${run}`;
  await page.getByLabel('Title (required)').fill(title);
  await page.getByLabel('Section 1', { exact: true }).fill('Stored words.');
  await page.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByText('News article created')).toBeVisible();
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  const section = page.getByLabel('Section 1', { exact: true });
  await section.fill('Liverpool face Everton, unsaved.');

  // Another editor, in a browser of their own, saves a newer version.
  const colleague = await browser.newContext();
  const other = await colleague.newPage();
  await signIn(other);
  await other.goto(page.url());
  await other.getByLabel('Title (required)').fill(`${title} (theirs)`);
  await other.getByRole('button', { name: 'Save Article' }).click();
  await expect(other.getByText('News article updated')).toBeVisible();
  await colleague.close();

  // A preview changes nothing, so the page's data is not read again.
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('.data')) reads.push(request.url());
  });
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Preview', exact: true });
  await expect(preview.getByRole('link', { name: 'Liverpool' })).toBeVisible();
  await section.fill('Liverpool face Everton, still unsaved.');
  await expect(preview).toContainText('still unsaved');
  await expect(section).toHaveValue('Liverpool face Everton, still unsaved.');
  await expect(page.getByLabel('Title (required)')).toHaveValue(title);
  expect(reads).toEqual([]);

  // Saving then meets the newer version and offers the comparison, as without the preview.
  await page.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByText('Not saved: the article changed')).toBeVisible();
});
