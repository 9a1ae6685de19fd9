import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listTestEngines } from '../../../tests/support/test-db';
import { listPublishedArticles } from './article-queries.server';
import { seedStartingArticles } from './seed-articles.server';
import { startingArticles } from './starting-articles';

describe.each(listTestEngines())('starting articles on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
  });
  afterAll(async () => cleanup());

  it('loads the six guides and two news articles once, published', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(await seedStartingArticles(db, now)).toBe(startingArticles.length);
    expect(await seedStartingArticles(db, now)).toBe(0);
    const guides = await listPublishedArticles(db, { kinds: ['guide'], limit: 20, offset: 0, now });
    const news = await listPublishedArticles(db, { kinds: ['news'], limit: 20, offset: 0, now });
    expect(guides.total).toBe(6);
    expect(news.total).toBe(2);
  });
});
