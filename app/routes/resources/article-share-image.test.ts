import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { createArticle, updateArticle } from '~/features/articles/article-queries.server';
import { articleInputSchema, type ArticleInputFields } from '~/features/articles/article-rules';
import { makeRouteContext, readAnswer } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { loader } from './article-share-image';

const now = new Date('2026-03-01T12:00:00.000Z');
const input = (overrides: Partial<ArticleInputFields> = {}) =>
  articleInputSchema.parse({
    title: 'How to watch the FA Cup third round on the BBC and ITV',
    author: 'Kickoff TV team',
    sections: ['Every tie of the round on free-to-air TV.'],
    status: 'published',
    kind: 'guide',
    ...overrides,
  });

describe.each(listTestEngines())('article share images on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => ({ db, cleanup } = await engine.create()));
  afterAll(async () => cleanup());

  const get = (slug: string, headers: Record<string, string> = {}) =>
    loader({
      request: new Request(`http://localhost:3000/news/${slug}/share.png`, { headers }),
      params: { slug },
      context: makeRouteContext(db, now),
    } as never);

  it("draws each published article's own 1200x630 card, and a new one when its title changes", async () => {
    const created = await createArticle(db, input({ slug: 'fa-cup-third-round' }), {
      by: null,
      now: new Date('2026-02-01T09:00:00Z'),
    });
    if (!created.ok) throw new Error('not created');
    await createArticle(db, input({ slug: 'other-guide', title: 'Another guide' }), {
      by: null,
      now: new Date('2026-02-01T09:00:00Z'),
    });

    const response = await get('fa-cup-third-round');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    const etag = response.headers.get('ETag')!;
    expect((await get('other-guide')).headers.get('ETag')).not.toBe(etag);
    expect((await get('fa-cup-third-round', { 'If-None-Match': etag })).status).toBe(304);

    await updateArticle(
      db,
      created.article.id,
      input({ slug: 'fa-cup-third-round', title: 'FA Cup third round on TV' }),
      { now: new Date('2026-02-02T09:00:00Z') },
    );
    expect((await get('fa-cup-third-round', { 'If-None-Match': etag })).status).toBe(200);
  });

  it('is 404 for a draft, a scheduled article or no article at all', async () => {
    await createArticle(db, input({ slug: 'a-draft', status: 'draft' }), { by: null, now });
    await createArticle(db, input({ slug: 'tomorrow', publishedAt: '2026-03-02T12:00:00Z' }), {
      by: null,
      now,
    });
    for (const slug of ['a-draft', 'tomorrow', 'nothing-here']) {
      expect(await readAnswer(await get(slug).catch((error: unknown) => error))).toMatchObject({
        status: 404,
      });
    }
  });
});
