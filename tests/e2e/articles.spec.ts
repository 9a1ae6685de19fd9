import { expect } from '@playwright/test';
import { test } from './support';
import { startingArticles } from '../../app/features/articles/starting-articles';

test('the starting news and guides are published, readable and in the feed', async ({
  page,
  request,
}) => {
  expect((await page.goto('/news'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football TV news');
  await page
    .getByRole('link', { name: 'What the 3pm blackout means for Saturday football' })
    .click();
  await expect(page).toHaveURL(/\/news\/3pm-blackout-explained$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What the 3pm blackout means for Saturday football',
  );
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (s) => JSON.parse(s) as { '@type': string },
  );
  expect(ld.map((d) => d['@type'])).toContain('NewsArticle');

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides and blog');
  // The six starting guides (other journeys may have added posts to the same database).
  for (const guide of startingArticles.filter((article) => article.kind === 'guide'))
    await expect(page.getByRole('link', { name: guide.title })).toBeVisible();
  await page.getByRole('link', { name: /Free-to-air football in the UK/ }).click();
  await expect(page.locator('main article')).toContainText('BBC');
  // Automatic team links go to the team's matches; nothing in an article runs as script.
  await expect(page.locator('main article script')).toHaveCount(0);

  const feed = await request.get('/feed.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/xml/);
  expect(await feed.text()).toContain('What the 3pm blackout means for Saturday football');

  expect((await page.goto('/news/no-such-article'))?.status()).toBe(404);
  expect((await page.goto('/blog/3pm-blackout-explained'))?.status()).toBe(404);
});
