import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { createArticle } from '~/features/articles/article-queries.server';
import { articleInputSchema, type ArticleInputFields } from '~/features/articles/article-rules';
import {
  articleRenderVersion,
  clearRenderCache,
  renderArticleSections,
} from '~/features/articles/render-article.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { makeFixture } from '../../../tests/support/factories';
import { makeRouteContext } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { loader } from './article';

const now = new Date('2025-10-30T12:00:00.000Z');
const siteUrl = 'http://localhost:3000';

describe.each(listTestEngines())('article page loader on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await saveFixtures(db, [
      makeFixture(),
      makeFixture({ homeTeam: 'Arsenal Women', awayTeam: 'Chelsea Women', time: '12:30' }),
    ]);
  });
  afterAll(async () => cleanup());

  async function publish(fields: Partial<ArticleInputFields>) {
    const input = articleInputSchema.parse({
      author: 'Kickoff TV team',
      sections: ['Text.'],
      status: 'published',
      ...fields,
    });
    // The address makeRouteContext serves the site at, as the admin actions pass it.
    const saved = await createArticle(db, input, { by: null, now, siteUrl });
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    return saved.article;
  }

  const load = (path: string) =>
    loader({
      request: new Request(`http://localhost:3000${path}`),
      params: { slug: path.split('/')[2]! },
      context: makeRouteContext(db, now),
    } as never);

  it('shows a preview’s match with its channels, linking to the match page', async () => {
    await publish({
      title: 'Arsenal v Chelsea preview',
      // 15:00 UK time on 1 November 2025 (GMT), as makeFixture lists it.
      matchDate: '2025-11-01T15:00',
      matchVenue: 'Emirates Stadium',
    });
    const { preview } = await load('/news/arsenal-v-chelsea-preview');
    const [fixture] = await db
      .selectFrom('fixtures')
      .select('id')
      .where('home_team', '=', 'Arsenal')
      .execute();
    expect(preview).toEqual({
      date: '2025-11-01',
      time: '15:00',
      venue: 'Emirates Stadium',
      match: {
        path: `/match/${fixture!.id}`,
        title: 'Arsenal v Chelsea',
        competition: 'Premier League',
      },
      channels: [{ id: 'sky-sports-main-event', name: 'Sky Sports Main Event' }],
    });
  });

  it('shows the channels the article names when the match is not in the schedule', async () => {
    await publish({
      title: 'Wrexham v Stoke preview',
      matchDate: '2025-11-01T19:45',
      channels: ['SkySportsFootball', 'Mystery TV'],
    });
    const { preview } = await load('/news/wrexham-v-stoke-preview');
    expect(preview).toEqual({
      date: '2025-11-01',
      time: '19:45',
      venue: null,
      match: null,
      channels: [
        { id: 'sky-sports-football', name: 'Sky Sports Football' },
        { id: null, name: 'Mystery TV' },
      ],
    });
  });

  it('has no match box, and no image, for an article that is not a preview', async () => {
    await publish({ title: 'Plain news' });
    const { preview, article } = await load('/news/plain-news');
    expect(preview).toBeNull();
    expect(article.image).toBeNull();
  });

  it('gives the featured image with its description and credit, in the head data too', async () => {
    await publish({
      title: 'Pictured news',
      imageUrl: 'https://img.example.com/ground.jpg',
      imageAlt: 'The ground at night',
      imageCredit: 'Photo: Example',
    });
    const { article, page } = await load('/news/pictured-news');
    expect(article.image).toEqual({
      url: 'https://img.example.com/ground.jpg',
      alt: 'The ground at night',
      credit: 'Photo: Example',
    });
    expect(page.ogImage).toBe('https://img.example.com/ground.jpg');
    expect(page.jsonLd[0]).toMatchObject({ image: ['https://img.example.com/ground.jpg'] });
  });

  it('dates an article by the UK calendar (00:30 BST is the next day)', async () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in the UK.
    await publish({ title: 'Late news', publishedAt: '2025-06-30T23:30:00Z' });
    const { article } = await load('/news/late-news');
    expect(article.publishedOn).toBe('2025-07-01');
  });

  describe('HTML stored at save (decision 0019)', () => {
    const sections = ['Arsenal v Chelsea, [our guide](http://localhost:3000/blog/x).', '## More'];
    const rendered = () => renderArticleSections(sections, { siteUrl });
    const setStored = (id: string, html: string[] | null, renderVersion: string | null) =>
      db
        .updateTable('articles')
        .set({ html_json: html && JSON.stringify(html), html_render_version: renderVersion })
        .where('id', '=', id)
        .execute();

    it('stores the sanitised HTML with the render version when the article is saved', async () => {
      const saved = await publish({ title: 'Stored html', sections });
      const row = await db
        .selectFrom('articles')
        .select(['html_json', 'html_render_version'])
        .where('id', '=', saved.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.html_json!)).toEqual(await rendered());
      expect(row.html_render_version).toBe(await articleRenderVersion(siteUrl));
      expect((await load('/news/stored-html')).article.html).toEqual(await rendered());
    });

    it('shows the stored HTML without rendering the Markdown', async () => {
      const saved = await publish({ title: 'Read from the database', sections });
      clearRenderCache();
      // Only a page that reads the column can show this: the Markdown says something else.
      const marker = ['<p>From the html_json column</p>', '<p>second</p>'];
      await setStored(saved.id, marker, await articleRenderVersion(siteUrl));
      expect((await load('/news/read-from-the-database')).article.html).toEqual(marker);
    });

    it('renders afresh when the stored HTML is from another renderer, or missing', async () => {
      const saved = await publish({ title: 'Stale html', sections });
      const marker = ['<p>From the html_json column</p>', '<p>second</p>'];
      // A deploy that changed the renderer, or the team links, changes the render version.
      const version = await articleRenderVersion(siteUrl);
      await setStored(saved.id, marker, `0-${version.split('-')[1]}`);
      expect((await load('/news/stale-html')).article.html).toEqual(await rendered());
      // Rendered for another address (links to the site itself are external there).
      await setStored(saved.id, marker, await articleRenderVersion('https://elsewhere.example'));
      expect((await load('/news/stale-html')).article.html).toEqual(await rendered());
      // Saved before migration 0010.
      await setStored(saved.id, null, null);
      expect((await load('/news/stale-html')).article.html).toEqual(await rendered());
    });
  });
});
