import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { insertStaffUser } from '../../../tests/support/factories';
import { listTestEngines } from '../../../tests/support/test-db';
import type { Article } from './article';
import {
  createArticle,
  deleteArticle,
  getArticleById,
  getPublishedArticle,
  listArticlesForAdmin,
  listPublishedArticles,
  listRelatedArticles,
  slugTakenMessage,
  updateArticle,
  type ArticleWriteResult,
} from './article-queries.server';
import { articleInputSchema, type ArticleInput, type ArticleInputFields } from './article-rules';

const t0 = new Date('2025-03-01T12:00:00.000Z');
const later = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

function input(overrides: Partial<ArticleInputFields> = {}): ArticleInput {
  return articleInputSchema.parse({
    title: 'Arsenal v Chelsea preview',
    author: 'Kickoff TV',
    sections: ['Arsenal host Chelsea on Sunday.'],
    status: 'published',
    ...overrides,
  });
}

function stored(result: ArticleWriteResult | null): Article {
  if (!result?.ok) throw new Error(`expected a stored article, got ${JSON.stringify(result)}`);
  return result.article;
}

describe.each(listTestEngines())('articles data layer on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const editorId = 'user00000001';

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await insertStaffUser(db, { id: editorId, username: 'editor', role: 'admin' }, t0);
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('articles').execute();
  });

  it('creates an article and reads it back as written', async () => {
    const article = stored(
      await createArticle(
        db,
        input({
          tags: ['Premier League', 'Arsenal'],
          keywords: ['arsenal chelsea tv'],
          channels: ['Sky Sports Main Event'],
          matchDate: '2025-03-02T16:30:00Z',
          matchVenue: 'Emirates Stadium',
          imageUrl: 'https://img.example.com/a.jpg',
          imageAlt: 'The Emirates',
          imageCredit: 'Photo: Example',
        }),
        { by: editorId, now: t0 },
      ),
    );
    expect(article).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{12}$/),
      kind: 'news',
      slug: 'arsenal-v-chelsea-preview',
      title: 'Arsenal v Chelsea preview',
      excerpt: '',
      summary: 'Arsenal host Chelsea on Sunday.',
      sections: ['Arsenal host Chelsea on Sunday.'],
      tags: ['Premier League', 'Arsenal'],
      keywords: ['arsenal chelsea tv'],
      channels: ['Sky Sports Main Event'],
      author: 'Kickoff TV',
      matchDate: '2025-03-02T16:30:00.000Z',
      matchVenue: 'Emirates Stadium',
      imageUrl: 'https://img.example.com/a.jpg',
      imageAlt: 'The Emirates',
      imageCredit: 'Photo: Example',
      readTimeMinutes: 1,
      status: 'published',
      publishedAt: t0.toISOString(),
      createdAt: t0.toISOString(),
      updatedAt: t0.toISOString(),
      createdBy: editorId,
      version: 1,
    });
    expect(await getArticleById(db, article.id)).toEqual(article);
  });

  it('estimates the reading time unless one is given', async () => {
    const long = stored(
      await createArticle(db, input({ slug: 'long', sections: ['word '.repeat(401)] }), {
        by: null,
        now: t0,
      }),
    );
    expect(long.readTimeMinutes).toBe(3);
    const given = stored(
      await createArticle(db, input({ slug: 'given', readTime: 7 }), { by: null, now: t0 }),
    );
    expect(given.readTimeMinutes).toBe(7);
  });

  it('edits: replaces the content, keeps who and when it was created', async () => {
    const original = stored(await createArticle(db, input(), { by: editorId, now: t0 }));
    const edited = stored(
      await updateArticle(
        db,
        original.id,
        input({ title: 'New title', slug: 'new-address', excerpt: 'Short', tags: ['FA Cup'] }),
        { now: later(5) },
      ),
    );
    expect(edited).toMatchObject({
      id: original.id,
      title: 'New title',
      slug: 'new-address',
      excerpt: 'Short',
      summary: 'Short',
      tags: ['FA Cup'],
      publishedAt: original.publishedAt,
      createdAt: original.createdAt,
      createdBy: editorId,
      updatedAt: later(5).toISOString(),
    });
    expect(await getArticleById(db, original.id)).toEqual(edited);
    expect(
      await updateArticle(db, 'missing00000', input({ slug: 'other' }), { now: t0 }),
    ).toBeNull();
  });

  it('keeps its own slug when edited, and publishes a draft at the moment it is published', async () => {
    const draft = stored(
      await createArticle(db, input({ status: 'draft' }), { by: null, now: t0 }),
    );
    const published = stored(
      await updateArticle(db, draft.id, input({ status: 'published' }), { now: later(60) }),
    );
    expect(published.slug).toBe(draft.slug);
    expect(published.publishedAt).toBe(later(60).toISOString());
    const scheduled = stored(
      await updateArticle(db, draft.id, input({ publishedAt: '2025-04-01T09:00:00Z' }), {
        now: later(61),
      }),
    );
    expect(scheduled.publishedAt).toBe('2025-04-01T09:00:00.000Z');
  });

  it('deletes, returning what was deleted', async () => {
    const article = stored(await createArticle(db, input(), { by: null, now: t0 }));
    expect(await deleteArticle(db, article.id)).toEqual(article);
    expect(await getArticleById(db, article.id)).toBeNull();
    expect(await deleteArticle(db, article.id)).toBeNull();
  });

  it('refuses a slug that is taken, with a message for the slug field', async () => {
    const first = stored(await createArticle(db, input(), { by: null, now: t0 }));
    expect(
      await createArticle(db, input({ title: 'Arsenal v Chelsea: preview!' }), {
        by: null,
        now: t0,
      }),
    ).toEqual({ ok: false, errors: { slug: slugTakenMessage } });
    expect(slugTakenMessage).toBe('An article with this address already exists');

    const second = stored(
      await createArticle(db, input({ slug: 'second' }), { by: null, now: t0 }),
    );
    expect(await updateArticle(db, second.id, input({ slug: first.slug }), { now: t0 })).toEqual({
      ok: false,
      errors: { slug: slugTakenMessage },
    });
    expect((await getArticleById(db, second.id))?.slug).toBe('second');
  });

  it('maps the unique index to the same message when two saves race for a slug', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        createArticle(db, input({ slug: 'race' }), { by: null, now: t0 }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const result of results.filter((r) => !r.ok))
      expect(result).toEqual({ ok: false, errors: { slug: slugTakenMessage } });
  });

  it('refuses an article that cannot be rendered, on the sections field', async () => {
    const tooBig = { ...input(), sections: ['x'.repeat(150 * 1024), 'y'.repeat(51 * 1024)] };
    expect(await createArticle(db, tooBig, { by: null, now: t0 })).toEqual({
      ok: false,
      errors: { sections: 'The article is 201 KB; the limit is 200 KB' },
    });
    expect(await listArticlesForAdmin(db, { limit: 10 })).toEqual([]);
  });

  it('hides drafts from the public, not from the editor', async () => {
    const draft = stored(
      await createArticle(db, input({ status: 'draft' }), { by: null, now: t0 }),
    );
    expect(await getPublishedArticle(db, { slug: draft.slug, now: later(10) })).toBeNull();
    expect(
      await listPublishedArticles(db, { kinds: ['news'], limit: 10, offset: 0, now: later(10) }),
    ).toEqual({ articles: [], total: 0 });
    expect((await listArticlesForAdmin(db, { limit: 10 })).map((a) => a.id)).toEqual([draft.id]);
    expect(await getArticleById(db, draft.id)).not.toBeNull();
  });

  it('shows a scheduled article only from its publish date', async () => {
    const scheduled = stored(
      await createArticle(db, input({ publishedAt: later(60).toISOString() }), {
        by: null,
        now: t0,
      }),
    );
    const at = (now: Date) => getPublishedArticle(db, { slug: scheduled.slug, now });
    expect(await at(later(59))).toBeNull();
    expect(await at(later(60))).toEqual(scheduled);
    const page = (now: Date) =>
      listPublishedArticles(db, { kinds: ['news'], limit: 10, offset: 0, now });
    expect((await page(later(59))).total).toBe(0);
    expect((await page(later(61))).total).toBe(1);
  });

  it('finds a published article by slug and kind', async () => {
    const news = stored(await createArticle(db, input({ slug: 'n' }), { by: null, now: t0 }));
    const guide = stored(
      await createArticle(db, input({ slug: 'g', kind: 'guide' }), { by: null, now: t0 }),
    );
    const now = later(1);
    expect(await getPublishedArticle(db, { slug: 'n', kind: 'news', now })).toEqual(news);
    expect(await getPublishedArticle(db, { slug: 'n', kind: ['blog', 'guide'], now })).toBeNull();
    expect(await getPublishedArticle(db, { slug: 'g', kind: ['blog', 'guide'], now })).toEqual(
      guide,
    );
    expect(await getPublishedArticle(db, { slug: 'g', now })).toEqual(guide);
    expect(await getPublishedArticle(db, { slug: 'missing', now })).toBeNull();
  });

  it('pages through published articles newest first, with the total', async () => {
    for (let i = 0; i < 25; i++) {
      await createArticle(db, input({ slug: `news-${i}` }), { by: null, now: later(i) });
    }
    await createArticle(db, input({ slug: 'a-blog-post', kind: 'blog' }), { by: null, now: t0 });
    await createArticle(db, input({ slug: 'a-draft', status: 'draft' }), { by: null, now: t0 });
    const page = (offset: number) =>
      listPublishedArticles(db, { kinds: ['news'], limit: 10, offset, now: later(100) });

    const first = await page(0);
    expect(first.total).toBe(25);
    expect(first.articles.map((a) => a.slug)).toEqual(
      Array.from({ length: 10 }, (_, i) => `news-${24 - i}`),
    );
    const last = await page(20);
    expect(last.total).toBe(25);
    expect(last.articles.map((a) => a.slug)).toEqual([
      'news-4',
      'news-3',
      'news-2',
      'news-1',
      'news-0',
    ]);
    expect((await page(30)).articles).toEqual([]);
    const both = await listPublishedArticles(db, {
      kinds: ['news', 'blog'],
      limit: 100,
      offset: 0,
      now: later(100),
    });
    expect(both.total).toBe(26);
    expect(first.articles[0]).not.toHaveProperty('sections');
  });

  it('filters by a whole tag, ignoring case', async () => {
    await createArticle(db, input({ slug: 'pl', tags: ['Premier League'] }), { by: null, now: t0 });
    await createArticle(db, input({ slug: 'fa', tags: ['FA Cup', 'premier league'] }), {
      by: null,
      now: later(1),
    });
    await createArticle(db, input({ slug: 'odd', tags: ['50%_off', 'Say "hi"'] }), {
      by: null,
      now: later(2),
    });
    const tagged = async (tag: string) =>
      (
        await listPublishedArticles(db, {
          kinds: ['news'],
          tag,
          limit: 10,
          offset: 0,
          now: later(5),
        })
      ).articles.map((a) => a.slug);
    expect(await tagged('PREMIER LEAGUE')).toEqual(['fa', 'pl']);
    expect(await tagged('Premier')).toEqual([]);
    expect(await tagged('50%_off')).toEqual(['odd']);
    expect(await tagged('50%')).toEqual([]);
    expect(await tagged('say "hi"')).toEqual(['odd']);
    expect(await tagged('  ')).toEqual(['odd', 'fa', 'pl']);
  });

  it('lists every article for the editor, newest first, limited', async () => {
    for (const [i, status] of (['published', 'draft', 'published'] as const).entries()) {
      await createArticle(db, input({ slug: `s${i}`, status }), { by: null, now: later(i) });
    }
    const list = await listArticlesForAdmin(db, { limit: 2 });
    expect(list.map((a) => [a.slug, a.status])).toEqual([
      ['s2', 'published'],
      ['s1', 'draft'],
    ]);
  });

  it('finds related articles by shared tags, then the newest of the same kind', async () => {
    const create = async (slug: string, overrides: Partial<ArticleInputFields>, minute: number) =>
      stored(
        await createArticle(db, input({ slug, ...overrides }), { by: null, now: later(minute) }),
      );
    const article = await create('main', { tags: ['Arsenal', 'Premier League'] }, 0);
    await create('two-tags', { tags: ['premier league', 'ARSENAL'] }, 1);
    await create('one-tag-old', { tags: ['Arsenal'] }, 2);
    await create('one-tag-new', { tags: ['Premier League'] }, 3);
    await create('same-kind', { tags: ['Golf'] }, 4);
    await create('other-kind', { kind: 'guide' }, 5);
    await create('draft', { tags: ['Arsenal', 'Premier League'], status: 'draft' }, 6);
    await create(
      'future',
      { tags: ['Arsenal', 'Premier League'], publishedAt: later(500).toISOString() },
      7,
    );

    const related = async (limit: number) =>
      (await listRelatedArticles(db, article, { limit, now: later(100) })).map((a) => a.slug);
    expect(await related(10)).toEqual(['two-tags', 'one-tag-new', 'one-tag-old', 'same-kind']);
    expect(await related(2)).toEqual(['two-tags', 'one-tag-new']);
    const untagged = { ...article, tags: [] };
    expect(
      (await listRelatedArticles(db, untagged, { limit: 2, now: later(100) })).map((a) => a.slug),
    ).toEqual(['same-kind', 'one-tag-new']);
  });
});
