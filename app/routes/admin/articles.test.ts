import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import {
  getArticleById,
  getPublishedArticle,
  listArticlesForAdmin,
  slugTakenMessage,
} from '~/features/articles/article-queries.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { staffContext } from '~/features/auth/guard.server';
import type { StaffUser } from '~/features/auth/users.server';
import { makeRouteContext } from '../../../tests/support/route-context';
import { insertStaffUser } from '../../../tests/support/factories';
import { listTestEngines } from '../../../tests/support/test-db';
import { action, loader } from './articles';

const t0 = new Date('2025-10-30T12:00:00.000Z');
const staff: StaffUser = { id: 'staff0000001', username: 'editor', role: 'editor' };

type Fields = Record<string, string | string[]>;

/** What an action answered: a redirect, `data(body, { status })`, or a plain body (200). */
async function answer(
  result: unknown,
): Promise<{ status: number; body: unknown; location?: string }> {
  if (result instanceof Response)
    return { status: result.status, body: null, location: result.headers.get('Location') ?? '' };
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const { data, init } = result as { data: unknown; init: { status?: number } | null };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result };
}

const article: Fields = {
  title: 'Arsenal v Chelsea: where to watch',
  author: 'Sam Editor',
  sections: ['Arsenal host Chelsea on Sunday.', '## Team news\n\nSaka is fit.'],
  tags: ['Arsenal', 'Chelsea'],
  status: 'published',
};

describe.each(listTestEngines())('POST /admin/articles on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let cleared = 0;
  let now = t0;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await insertStaffUser(db, { id: staff.id, username: staff.username, role: staff.role }, t0);
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('articles').execute();
    cleared = 0;
    now = t0;
  });

  async function post(intent: string, fields: Fields = {}) {
    const form = new FormData();
    form.set('intent', intent);
    for (const [name, value] of Object.entries(fields))
      for (const one of [value].flat()) form.append(name, one);
    const context = makeRouteContext(db, now, () => (cleared += 1));
    context.set(staffContext, staff);
    const request = new Request('http://localhost:3000/admin/articles', {
      method: 'POST',
      body: form,
    });
    return answer(await action({ request, context, params: {} } as never));
  }

  // The audit trail is append-only, so each test looks at its own article's rows.
  const audited = async (
    action: 'article.created' | 'article.updated' | 'article.deleted',
    targetId: string,
  ) => (await listAuditEvents(db, { limit: 100, action })).filter((e) => e.targetId === targetId);

  it('creates an article, goes back to the list with a notice, audits it and clears the cache', async () => {
    const reply = await post('save', article);
    expect(reply).toMatchObject({
      status: 302,
      location: '/admin?notice=article-created#blog-management',
    });
    const [stored] = await listArticlesForAdmin(db, { limit: 10 });
    const saved = await getArticleById(db, stored!.id);
    expect(saved).toMatchObject({
      kind: 'news',
      slug: 'arsenal-v-chelsea-where-to-watch',
      sections: article.sections,
      tags: ['Arsenal', 'Chelsea'],
      author: 'Sam Editor',
      createdBy: staff.id,
      publishedAt: t0.toISOString(),
    });
    expect(cleared).toBe(1);
    const events = await audited('article.created', saved!.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorUserId: staff.id,
      targetType: 'article',
      targetId: saved!.id,
      details: { slug: saved!.slug, title: article.title },
    });
    expect(await getPublishedArticle(db, { slug: saved!.slug, now: t0 })).not.toBeNull();
  });

  it('answers 400 with a message per field, and stores nothing', async () => {
    const reply = await post('save', { ...article, title: ' ', author: '', sections: ['', ' '] });
    expect(reply).toEqual({
      status: 400,
      body: {
        intent: 'save',
        ok: false,
        errors: {
          title: 'Title is required',
          author: 'Author is required',
          sections: 'Write at least one section',
        },
      },
    });
    expect(await listArticlesForAdmin(db, { limit: 10 })).toEqual([]);
    expect(cleared).toBe(0);
  });

  it('refuses a field the editor does not have (R17), storing nothing', async () => {
    const reply = await post('save', { ...article, created_by: 'someone-else' });
    expect(reply).toMatchObject({
      status: 400,
      body: { errors: { form: 'Unexpected field: created_by' } },
    });
    expect(await listArticlesForAdmin(db, { limit: 10 })).toEqual([]);
  });

  it('refuses an address another article has', async () => {
    await post('save', article);
    const reply = await post('save', {
      ...article,
      title: 'Another title',
      slug: 'Arsenal v Chelsea: where to watch',
    });
    expect(reply).toMatchObject({ status: 400, body: { errors: { slug: slugTakenMessage } } });
    expect(await listArticlesForAdmin(db, { limit: 10 })).toHaveLength(1);
  });

  it('edits an article in place: same id, new content, audited', async () => {
    await post('save', { ...article, status: 'draft' });
    const [draft] = await listArticlesForAdmin(db, { limit: 10 });
    now = new Date(t0.getTime() + 3_600_000);
    const reply = await post('save', {
      ...article,
      id: draft!.id,
      title: 'Arsenal v Chelsea: team news',
      slug: '',
      sections: ['Updated.'],
    });
    expect(reply).toMatchObject({
      status: 302,
      location: '/admin?notice=article-updated#blog-management',
    });
    const edited = await getArticleById(db, draft!.id);
    expect(edited).toMatchObject({
      title: 'Arsenal v Chelsea: team news',
      slug: 'arsenal-v-chelsea-team-news',
      sections: ['Updated.'],
      status: 'published',
      // Publishing a draft publishes it now.
      publishedAt: now.toISOString(),
    });
    expect(await listArticlesForAdmin(db, { limit: 10 })).toHaveLength(1);
    expect(await audited('article.updated', draft!.id)).toHaveLength(1);
    expect(cleared).toBe(2);
  });

  it('answers 404 when the edited article was deleted meanwhile', async () => {
    const reply = await post('save', { ...article, id: 'gone00000000' });
    expect(reply).toMatchObject({
      status: 404,
      body: { errors: { form: 'This article no longer exists: someone may have deleted it.' } },
    });
    expect(await listArticlesForAdmin(db, { limit: 10 })).toEqual([]);
  });

  it('keeps drafts and scheduled articles off the public site until their time', async () => {
    await post('save', { ...article, title: 'Draft piece', status: 'draft' });
    // 20:00 UK time on 30 October 2025 is 20:00 UTC (GMT).
    await post('save', { ...article, title: 'Scheduled piece', publishedAt: '2025-10-30T20:00' });
    const at = (iso: string, slug: string) => getPublishedArticle(db, { slug, now: new Date(iso) });
    expect(await at('2030-01-01T00:00:00Z', 'draft-piece')).toBeNull();
    expect(await at('2025-10-30T19:59:59Z', 'scheduled-piece')).toBeNull();
    expect(await at('2025-10-30T20:00:00Z', 'scheduled-piece')).not.toBeNull();
  });

  it('deletes an article once; a second delete is a 404', async () => {
    await post('save', article);
    const [stored] = await listArticlesForAdmin(db, { limit: 10 });
    expect(await post('delete', { id: stored!.id })).toEqual({
      status: 200,
      body: { intent: 'delete', ok: true },
    });
    expect(await getArticleById(db, stored!.id)).toBeNull();
    expect(await getPublishedArticle(db, { slug: stored!.slug, now: t0 })).toBeNull();
    expect(await audited('article.deleted', stored!.id)).toHaveLength(1);
    expect(await post('delete', { id: stored!.id })).toEqual({
      status: 404,
      body: { intent: 'delete', ok: false },
    });
    expect(cleared).toBe(2);
  });

  describe('the simple Create Blog Post form', () => {
    const simple: Fields = {
      title: 'Derby Day: Arsenal & Spurs',
      excerpt: 'What to expect.',
      content: 'Arsenal host Tottenham.',
      tags: 'Arsenal, Tottenham',
      author: '',
      featuredImage: '',
      featuredImageAlt: '',
    };

    it('publishes a blog post at once with the simple-form slug', async () => {
      const reply = await post('create-simple', simple);
      expect(reply).toEqual({
        status: 200,
        body: {
          intent: 'create-simple',
          ok: true,
          title: 'Derby Day: Arsenal & Spurs',
          path: '/blog/derby-day-arsenal-spurs',
        },
      });
      const published = await getPublishedArticle(db, {
        slug: 'derby-day-arsenal-spurs',
        kind: 'blog',
        now: t0,
      });
      expect(published).toMatchObject({
        author: 'Kickoff TV team',
        tags: ['Arsenal', 'Tottenham'],
      });
      expect(await audited('article.created', published!.id)).toHaveLength(1);
      expect(cleared).toBe(1);
    });

    it('asks for the missing fields', async () => {
      const reply = await post('create-simple', { ...simple, excerpt: '', content: ' ' });
      expect(reply).toEqual({
        status: 400,
        body: {
          intent: 'create-simple',
          ok: false,
          missingFields: true,
          errors: { excerpt: 'Excerpt is required', content: 'Content is required' },
        },
      });
    });

    it('says so at the title when a post with that title exists', async () => {
      await post('create-simple', simple);
      const reply = await post('create-simple', simple);
      expect(reply).toMatchObject({
        status: 400,
        body: {
          missingFields: false,
          errors: { title: 'A post with this title already exists. Change the title.' },
        },
      });
      expect(await listArticlesForAdmin(db, { limit: 10 })).toHaveLength(1);
    });

    it('previews the content with competition and team links, changing nothing', async () => {
      const reply = await post('preview', { content: 'Arsenal in the FA Cup <script>x</script>' });
      // Raw HTML is dropped: what was inside the tags is left as inert text.
      expect(reply).toEqual({
        status: 200,
        body: {
          intent: 'preview',
          ok: true,
          html: '<p><a href="/schedule?search=Arsenal">Arsenal</a> in the <a href="/competition?competition=FA%20Cup">FA Cup</a> x</p>',
        },
      });
      expect(cleared).toBe(0);
      const tooLarge = await post('preview', { content: 'x'.repeat(200 * 1024 + 1) });
      expect(tooLarge).toEqual({
        status: 400,
        body: {
          intent: 'preview',
          ok: false,
          message: 'The article is 201 KB; the limit is 200 KB',
        },
      });
    });
  });

  it('refuses an unknown intent', async () => {
    expect((await post('publish-everything')).status).toBe(400);
  });

  it('answers a GET with 405 (R18)', async () => {
    const context = makeRouteContext(db, t0);
    context.set(staffContext, staff);
    let thrown: unknown;
    try {
      loader({ context } as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(405);
    expect((thrown as Response).headers.get('Allow')).toBe('POST');
  });
});
