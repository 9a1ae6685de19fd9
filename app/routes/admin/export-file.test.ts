import SqliteDatabase from 'better-sqlite3';
import { strFromU8, unzipSync } from 'fflate';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { createArticle } from '~/features/articles/article-queries.server';
import { articleInputSchema } from '~/features/articles/article-rules';
import { listAuditEvents } from '~/features/audit/audit.server';
import { adminOnlyMessage, staffContext } from '~/features/auth/guard.server';
import type { StaffUser } from '~/features/auth/users.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { insertStaffUser, makeFixture } from '../../../tests/support/factories';
import { makeRouteContext, readAnswer } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { loader as pageLoader, middleware as pageMiddleware } from './export';
import { loader as fileLoader, middleware as fileMiddleware } from './export-file';

const t0 = new Date('2025-10-30T12:00:00.000Z');
const admin: StaffUser = { id: 'admin0000001', username: 'boss', role: 'admin' };
const editor: StaffUser = { id: 'editor000001', username: 'writer', role: 'editor' };
const site = 'http://localhost:3000';
const exportAddresses = [
  '/admin/export',
  '/admin/export/fixtures.csv',
  '/admin/export/fixtures.json',
  '/admin/export/articles.json',
  '/admin/export/articles.zip',
  '/admin/export/backup.sqlite',
];

describe.each(listTestEngines())('Export and backup on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await insertStaffUser(db, admin, t0);
    await insertStaffUser(db, editor, t0);
    await saveFixtures(db, [
      makeFixture({ date: '2025-11-02', time: '16:30', homeTeam: 'Brighton, Hove Albion' }),
      makeFixture({ date: '2025-11-01', time: '12:30', homeTeam: '=SUM(A1)', channels: [] }),
      makeFixture({ date: '2025-11-03', time: '20:00', homeTeam: 'Leeds United' }),
    ]);
    for (const fields of [
      { title: 'Arsenal v Chelsea preview', status: 'published' },
      { title: 'A draft about the cup', status: 'draft' },
    ]) {
      const input = articleInputSchema.parse({
        ...fields,
        author: 'Kickoff TV team',
        sections: ['Arsenal host Chelsea on Sunday.', '## Where to watch\n\nSky Sports.'],
      });
      const saved = await createArticle(db, input, { by: admin.id, now: t0 });
      if (!saved.ok) throw new Error('the article was not saved');
    }
  });
  afterAll(async () => cleanup());

  function contextOf(staff: StaffUser) {
    const context = makeRouteContext(db, t0);
    context.set(staffContext, staff);
    return context;
  }

  /** The loader's answer to a GET of `path` by an administrator: the file, or the refusal. */
  async function download(path: string): Promise<Response> {
    const url = new URL(path, site);
    const file = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    try {
      return await fileLoader({
        request: new Request(url),
        context: contextOf(admin),
        params: { file },
      } as never);
    } catch (thrown) {
      const { status, body } = readAnswer(thrown);
      return new Response(String(body), { status });
    }
  }

  async function csvLines(path: string): Promise<string[]> {
    const response = await download(path);
    expect(response.status).toBe(200);
    return (await response.text()).split('\r\n');
  }

  it('sends every fixture as CSV, in kick-off order, quoted and guarded against formulas', async () => {
    const response = await download('/admin/export/fixtures.csv');
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="kickoff-fixtures-20251030T120000Z.csv"',
    );
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(new Uint8Array(await response.clone().arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    // text() drops the byte-order mark, as a spreadsheet does.
    expect((await response.text()).split('\r\n')).toEqual([
      'Date,Time (UK),Kick-off (UTC),Home,Away,Competition,Channels,Status',
      "2025-11-01,12:30,2025-11-01T12:30:00.000Z,'=SUM(A1),Chelsea,Premier League,,none",
      '2025-11-02,16:30,2025-11-02T16:30:00.000Z,"Brighton, Hove Albion",Chelsea,Premier League,Sky Sports Main Event,listed',
      '2025-11-03,20:00,2025-11-03T20:00:00.000Z,Leeds United,Chelsea,Premier League,Sky Sports Main Event,listed',
      '',
    ]);
  });

  it('narrows the fixture files to a range of UK dates', async () => {
    const lines = await csvLines('/admin/export/fixtures.csv?from=2025-11-02&to=2025-11-03');
    expect(lines.slice(1, -1).map((line) => line.slice(0, 10))).toEqual([
      '2025-11-02',
      '2025-11-03',
    ]);
    const json = (await (
      await download('/admin/export/fixtures.json?from=2025-11-03&to=')
    ).json()) as { from: string | null; to: string | null; fixtures: { homeTeam: string }[] };
    expect(json).toMatchObject({ from: '2025-11-03', to: null });
    expect(json.fixtures.map((f) => f.homeTeam)).toEqual(['Leeds United']);
  });

  it('refuses a date that is not one with 400 and the reason', async () => {
    const response = await download('/admin/export/fixtures.csv?from=2025-13-01');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('The "From" date must be a real date written YYYY-MM-DD.');
  });

  it('sends the fixtures as JSON with their channels and watch links', async () => {
    const response = await download('/admin/export/fixtures.json');
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    const json = (await response.json()) as {
      exportedAt: string;
      fixtures: { date: string; homeTeam: string; channels: { name: string; url: string }[] }[];
    };
    expect(json.exportedAt).toBe(t0.toISOString());
    expect(json.fixtures.map((f) => f.date)).toEqual(['2025-11-01', '2025-11-02', '2025-11-03']);
    expect(json.fixtures[1]?.channels).toEqual([
      expect.objectContaining({
        name: 'Sky Sports Main Event',
        url: expect.stringMatching(/^https:/),
      }),
    ]);
  });

  it('sends every article whole as JSON, drafts too', async () => {
    const json = (await (await download('/admin/export/articles.json')).json()) as {
      articles: { title: string; status: string; sections: string[] }[];
    };
    expect(json.articles.map((a) => [a.title, a.status]).sort()).toEqual([
      ['A draft about the cup', 'draft'],
      ['Arsenal v Chelsea preview', 'published'],
    ]);
    expect(json.articles[0]?.sections).toEqual([
      'Arsenal host Chelsea on Sunday.',
      '## Where to watch\n\nSky Sports.',
    ]);
  });

  it('sends the articles as a zip of Markdown files', async () => {
    const response = await download('/admin/export/articles.zip');
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'a-draft-about-the-cup.md',
      'arsenal-v-chelsea-preview.md',
    ]);
    const markdown = strFromU8(files['arsenal-v-chelsea-preview.md']!);
    expect(markdown).toMatch(/^---\ntitle: "Arsenal v Chelsea preview"\n/);
    expect(markdown).toMatch(/\n---\n\nArsenal host Chelsea on Sunday\.\n\n## Where to watch\n/);
  });

  it('answers an unknown file with 404', async () => {
    expect((await download('/admin/export/users.csv')).status).toBe(404);
  });

  it('writes an audit row for every download: who, which file, what it held', async () => {
    await download('/admin/export/fixtures.csv?from=2025-11-02');
    await download('/admin/export/articles.zip');
    const [articles, fixtures] = await listAuditEvents(db, {
      limit: 2,
      action: 'export.downloaded',
    });
    expect(fixtures).toMatchObject({
      actorUserId: admin.id,
      ip: '127.0.0.1',
      targetType: 'export',
      targetId: 'fixtures.csv',
      details: { from: '2025-11-02', to: null, fixtures: 2 },
    });
    expect(articles).toMatchObject({
      actorUserId: admin.id,
      targetId: 'articles.zip',
      details: { articles: 2 },
    });
  });

  it.each(exportAddresses)(
    'refuses an editor %s with 403 and an authz.denied row',
    async (path) => {
      const middleware = path === '/admin/export' ? pageMiddleware : fileMiddleware;
      const request = new Request(new URL(path, site));
      let nextCalled = false;
      let thrown: unknown;
      try {
        await middleware[0]!(
          {
            request,
            url: new URL(request.url),
            pattern: path,
            context: contextOf(editor),
          } as never,
          async () => {
            nextCalled = true;
            return new Response('the file');
          },
        );
      } catch (error) {
        thrown = error;
      }
      expect(nextCalled).toBe(false);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(403);
      expect(await (thrown as Response).text()).toBe(adminOnlyMessage);
      const [denied] = await listAuditEvents(db, { limit: 1, action: 'authz.denied' });
      expect(denied).toMatchObject({
        actorUserId: editor.id,
        targetType: 'route',
        targetId: path,
        details: { method: 'GET', role: 'editor' },
      });
    },
  );

  if (engine.name === 'sqlite') {
    it('offers a backup and sends one that opens as a checked database with the fixtures', async () => {
      expect(await pageLoader({ context: contextOf(admin) } as never)).toEqual({
        backupOffered: true,
      });
      const before = leftBackupFolders();
      const response = await download('/admin/export/backup.sqlite');
      expect(response.status).toBe(200);
      expect(leftBackupFolders()).toEqual(before);
      expect(response.headers.get('Content-Type')).toBe('application/vnd.sqlite3');
      expect(response.headers.get('Content-Disposition')).toBe(
        'attachment; filename="test-20251030T120000Z.sqlite"',
      );
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(String(bytes.length)).toBe(response.headers.get('Content-Length'));

      const dir = mkdtempSync(join(tmpdir(), 'kickoff-downloaded-'));
      try {
        writeFileSync(join(dir, 'copy.sqlite'), bytes);
        const copy = new SqliteDatabase(join(dir, 'copy.sqlite'), { readonly: true });
        try {
          expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
          const rows = copy.prepare('select home_team from fixtures order by kickoff_utc').all();
          expect(rows).toEqual([
            { home_team: '=SUM(A1)' },
            { home_team: 'Brighton, Hove Albion' },
            { home_team: 'Leeds United' },
          ]);
        } finally {
          copy.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }

      const [audit] = await listAuditEvents(db, { limit: 1, action: 'backup.downloaded' });
      expect(audit).toMatchObject({
        actorUserId: admin.id,
        targetId: 'backup.sqlite',
        details: { bytes: bytes.length, fixtures: 3 },
      });
    });
  } else {
    it('offers no backup file on PostgreSQL and points to pg_dump', async () => {
      expect(await pageLoader({ context: contextOf(admin) } as never)).toEqual({
        backupOffered: false,
      });
      const response = await download('/admin/export/backup.sqlite');
      expect(response.status).toBe(404);
      expect(await response.text()).toMatch(/pg_dump/);
      expect(await listAuditEvents(db, { limit: 1, action: 'backup.downloaded' })).toEqual([]);
    });
  }
});

/** The temporary folders backups are taken in; each must be gone once its download is sent. */
function leftBackupFolders(): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith('kickoff-backup-'));
}
