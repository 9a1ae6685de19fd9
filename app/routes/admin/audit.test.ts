import type { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import type { AuditRow } from '~/features/audit/audit-actions';
import { auditSearch } from '~/features/audit/audit-filter';
import { listAuditEvents, recordAudit, type AuditAction } from '~/features/audit/audit.server';
import { adminOnlyMessage, adminOnlyMiddleware, staffContext } from '~/features/auth/guard.server';
import type { StaffUser } from '~/features/auth/users.server';
import { insertStaffUser } from '../../../tests/support/factories';
import { makeRouteContext } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { loader, middleware } from './audit';

const t0 = new Date('2025-10-30T12:00:00.000Z');
const admin: StaffUser = { id: 'admin0000001', username: 'ada', role: 'admin' };
const editor: StaffUser = { id: 'editor000001', username: 'sam', role: 'editor' };
const cycle: AuditAction[] = [
  'login.success',
  'fixture.edited',
  'csrf.rejected',
  'login.failure',
  'article.updated',
];
/** Events on 30 October 2025, one a minute from noon UTC, and three on 5 November. */
const octoberEvents = 130;

function contextFor(db: Db, who: StaffUser): RouterContextProvider {
  const context = makeRouteContext(db, t0);
  context.set(staffContext, who);
  return context;
}

describe.each(listTestEngines())('the audit screen on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let all: number[] = [];

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await insertStaffUser(db, admin);
    await insertStaffUser(db, editor);
    await recordAudit(db, {
      at: new Date('2025-10-29T08:00:00.000Z'),
      actorUserId: null,
      ip: null,
      action: 'user.created',
      targetType: 'user',
      targetId: admin.id,
      details: { username: 'ada', role: 'admin', via: 'cli' },
    });
    for (let i = 0; i < octoberEvents; i += 1) {
      const action = cycle[i % cycle.length]!;
      const anonymous = action === 'csrf.rejected' || action === 'login.failure';
      await recordAudit(db, {
        at: new Date(t0.getTime() + i * 60_000),
        actorUserId: anonymous ? null : i % 2 === 0 ? admin.id : editor.id,
        ip: `192.0.2.${i % 7}`,
        action,
        targetType: action === 'fixture.edited' ? 'fixture' : 'path',
        targetId: action === 'fixture.edited' ? `fixture-${i}` : '/login',
        details: { reason: 'wrong-password', username: 'sam' },
      });
    }
    for (const hour of [10, 11, 12]) {
      await recordAudit(db, {
        at: new Date(`2025-11-05T${hour}:00:00.000Z`),
        actorUserId: 'gone00000001',
        ip: '198.51.100.1',
        action: 'article.deleted',
        targetType: 'article',
        targetId: '100%_done',
        details: { title: 'Old news' },
      });
    }
    all = (await listAuditEvents(db, { limit: 1000 })).map((event) => event.id);
  });
  afterAll(async () => cleanup());

  const open = async (search = '', who: StaffUser = admin) =>
    loader({
      request: new Request(`http://localhost:3000/admin/audit${search}`),
      context: contextFor(db, who),
      params: {},
    } as never);

  /** Every page from `search` on, following one link each time. */
  async function walk(search: string, link: 'olderBefore' | 'newerAfter') {
    const pages: AuditRow[][] = [];
    let next: string | null = search;
    while (next !== null) {
      const page = await open(next);
      pages.push(page.rows);
      const cursor = page[link];
      next =
        cursor === null
          ? null
          : auditSearch(
              page.filter,
              link === 'olderBefore' ? { before: cursor } : { after: cursor },
            );
    }
    return pages;
  }

  it('lists the newest 50 first, with who, what, when and from where', async () => {
    const page = await open();
    expect(page.rows).toHaveLength(50);
    expect(page.rows.map((row) => row.id)).toEqual(all.slice(0, 50));
    expect(page.newerAfter).toBeNull();
    expect(page.olderBefore).toBe(all[49]);
    expect(page.rows[0]).toMatchObject({
      who: 'removed account gone00000001',
      what: 'Article deleted',
      detail: 'Old news',
      whenUk: 'Wed 5 Nov 2025 12:00:00',
      atUtc: '2025-11-05T12:00:00.000Z',
      ip: '198.51.100.1',
    });
    const byAction = (action: string) => page.rows.find((row) => row.what.startsWith(action));
    expect(byAction('Sign-in refused')).toMatchObject({ who: 'anonymous', staff: false });
    expect(page.rows.some((row) => row.who === 'ada')).toBe(true);
    expect(page.rows.some((row) => row.who === 'sam')).toBe(true);
    expect(page.staff).toEqual([{ username: 'ada' }, { username: 'sam' }]);
  });

  it('walks to the oldest and back without a gap or a repeat', async () => {
    const older = await walk('', 'olderBefore');
    expect(older.map((rows) => rows.length)).toEqual([50, 50, 34]);
    expect(older.flat().map((row) => row.id)).toEqual(all);
    expect(older.at(-1)!.at(-1)).toMatchObject({ who: 'command line', what: 'Account created' });

    // Back up from the oldest page, Newer after Newer: the same pages, in the other order.
    const oldest = older.at(-1)!;
    const newer = await walk(`?after=${oldest[0]!.id}`, 'newerAfter');
    expect([oldest, ...newer].reverse()).toEqual(older);
  });

  it('keeps the filters on every page', async () => {
    const pages = await walk('?action=sign-in', 'olderBefore');
    const rows = pages.flat();
    expect(rows).toHaveLength(52); // 26 sign-ins and 26 refused sign-ins
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.every((row) => row.what === 'Signed in' || row.what.startsWith('Sign-in'))).toBe(
      true,
    );
    const second = await open(`?action=sign-in&before=${pages[0]!.at(-1)!.id}`);
    expect(second.filter.action).toBe('sign-in');
    expect(second.rows.map((row) => row.id)).toEqual(pages[1]!.map((row) => row.id));
  });

  it.each([
    ['?action=refusals', 26, (row: AuditRow) => row.what === 'Refused (sent from another site)'],
    ['?action=login.failure', 26, (row: AuditRow) => row.what.startsWith('Sign-in refused')],
    ['?action=accounts', 1, (row: AuditRow) => row.who === 'command line'],
    ['?staff=ada', 39, (row: AuditRow) => row.who === 'ada'],
    ['?staff=sam&action=content', 26, (row: AuditRow) => row.who === 'sam'],
    ['?staff=nobody', 0, () => false],
    ['?from=2025-11-05', 3, (row: AuditRow) => row.what === 'Article deleted'],
    ['?from=2025-10-29&to=2025-10-29', 1, (row: AuditRow) => row.what === 'Account created'],
    ['?to=2025-10-30', 131, (row: AuditRow) => !row.whenUk.includes('Nov')],
    ['?target=fixture-121', 1, (row: AuditRow) => row.targetId === 'fixture-121'],
    ['?target=FIXTURE-1', 9, (row: AuditRow) => /^fixture-1/.test(row.targetId ?? '')],
    ['?target=100%25_', 3, (row: AuditRow) => row.targetId === '100%_done'],
    ['?target=%25', 3, (row: AuditRow) => row.targetId === '100%_done'],
    ['?target=_', 3, (row: AuditRow) => row.targetId === '100%_done'],
  ])('%s matches %i events', async (search, count, matches) => {
    const rows = (await walk(search, 'olderBefore')).flat();
    expect(rows).toHaveLength(count);
    expect(rows.every(matches)).toBe(true);
  });

  it.each([
    ['?action=everything', ['Kind']],
    ['?staff=%27%20or%201%3D1', ['Staff member']],
    ['?from=2025-13-01&to=soon', ['From', 'To']],
    ['?before=abc&after=-4', ['Older than', 'Newer than']],
    [`?target=${'x'.repeat(500)}`, ['Target']],
  ])('leaves out what it cannot read (%s) and shows the rest', async (search, ignored) => {
    const page = await open(search);
    expect(page.ignored).toEqual(ignored);
    expect(page.rows.map((row) => row.id)).toEqual(all.slice(0, 50));
  });

  it('answers a cursor past either end with an empty page that links back', async () => {
    expect(await open('?before=1')).toMatchObject({
      rows: [],
      newerAfter: null,
      olderBefore: null,
    });
    expect(await open(`?after=${all[0]}`)).toMatchObject({ rows: [], olderBefore: null });
  });

  it('mounts adminOnlyMiddleware, which refuses an editor with 403 and an authz.denied row', async () => {
    expect(middleware).toEqual([adminOnlyMiddleware]);
    const run = async (who: StaffUser) => {
      let nextCalled = false;
      const request = new Request('http://localhost:3000/admin/audit?action=refusals');
      try {
        await adminOnlyMiddleware(
          {
            request,
            url: new URL(request.url),
            pattern: '/admin/audit',
            params: {},
            context: contextFor(db, who),
          },
          async () => {
            nextCalled = true;
            return new Response('the page');
          },
        );
        return { nextCalled, thrown: undefined };
      } catch (thrown) {
        return { nextCalled, thrown };
      }
    };

    const refused = await run(editor);
    expect(refused.nextCalled).toBe(false);
    expect((refused.thrown as Response).status).toBe(403);
    expect(await (refused.thrown as Response).text()).toBe(adminOnlyMessage);
    const [row] = await listAuditEvents(db, { limit: 1, action: 'authz.denied' });
    expect(row).toMatchObject({
      actorUserId: editor.id,
      ip: '127.0.0.1',
      targetType: 'route',
      targetId: '/admin/audit',
      details: { method: 'GET', role: 'editor' },
    });

    expect(await run(admin)).toEqual({ nextCalled: true, thrown: undefined });
  });
});
