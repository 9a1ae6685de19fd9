import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listTestEngines } from '../../../tests/support/test-db';
import { getPublishedArticle, listPublishedArticles } from './article-queries.server';
import { articleRenderVersion, renderArticleSections } from './render-article.server';
import { seedStartingArticles } from './seed-articles.server';
import { startingArticles } from './starting-articles';

const siteUrl = 'https://kickoff.example';
const later = new Date('2027-01-01T00:00:00Z');

describe.each(listTestEngines())('starting articles on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
  });
  afterAll(async () => cleanup());

  it('loads the six guides and two news articles once, published', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(await seedStartingArticles(db, now, { siteUrl })).toBe(startingArticles.length);
    expect(await seedStartingArticles(db, now, { siteUrl })).toBe(0);
    const guides = await listPublishedArticles(db, { kinds: ['guide'], limit: 20, offset: 0, now });
    const news = await listPublishedArticles(db, { kinds: ['news'], limit: 20, offset: 0, now });
    expect(guides.total).toBe(6);
    expect(news.total).toBe(2);
  });

  it('stores their HTML, rendered for the site, as a save does (decision 0019)', async () => {
    const rows = await db
      .selectFrom('articles')
      .select(['slug', 'html_json', 'html_render_version'])
      .orderBy('slug')
      .execute();
    expect(rows).toHaveLength(startingArticles.length);
    for (const row of rows) {
      const article = await getPublishedArticle(db, { slug: row.slug, now: later });
      expect(row.html_render_version).toBe(await articleRenderVersion(siteUrl));
      expect(JSON.parse(row.html_json!)).toEqual(
        await renderArticleSections(article!.sections, { siteUrl }),
      );
    }
  });
});
