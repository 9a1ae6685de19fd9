import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { createSimplePost, removeArticle } from '~/features/articles/article-admin.server';
import { attemptLogin } from '~/features/auth/login.server';
import { endSession } from '~/features/auth/logout.server';
import { createPasswordHasher } from '~/features/auth/password.server';
import { createUser } from '~/features/auth/users.server';
import { removeDate, removeFixture, saveChannelUrls } from '~/features/manage/fixture-admin.server';
import { getFixture, listFixtures } from '~/features/schedule/fixture-store.server';
import {
  commitImportDraft,
  createImportDraft,
  deleteImportDraft,
  getImportDraft,
  listImportDrafts,
  setDraftGroups,
} from '~/features/drafts/import-drafts.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { insertStaffUser, makeFixture, makeStaffChange } from '../../../tests/support/factories';
import { listTestEngines, refuseWrites, snapshotFixtures } from '../../../tests/support/test-db';
import type { AuditAction } from './audit.server';

const t0 = new Date('2025-10-30T12:00:00.000Z');
const staffId = 'staff0000001';
const allOf = { from: '2000-01-01', to: '2100-01-01', limit: 1000 };
const readonly = /attempt to write a readonly database/;
const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

const week = [
  'Saturday 1st November 2025',
  '15:00',
  'Arsenal v Chelsea',
  'Premier League',
  'Sky Sports Main Event',
  '17:30',
  'Everton v Fulham',
  'Premier League',
  'TNT Sports 1',
].join('\n');

// docs/security.md R31: an audited change and its audit row commit together or not at all. The
// database is made to refuse the audit row, the last write of each change, and the change must
// then leave nothing behind, and work when tried again.
describe.each(listTestEngines())('audited changes and their audit rows on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await insertStaffUser(db, { id: staffId, username: 'editor' }, t0);
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('import_drafts').execute();
    await db.deleteFrom('fixtures').execute();
    await db.deleteFrom('articles').execute();
  });

  const staffChange = () => makeStaffChange(db, { actorUserId: staffId, at: t0 });

  async function auditRows(action: AuditAction, targetId?: string) {
    let query = db.selectFrom('audit_events').selectAll().where('action', '=', action);
    if (targetId !== undefined) query = query.where('target_id', '=', targetId);
    return query.orderBy('id').execute();
  }

  async function countRows(table: 'audit_events' | 'fixture_changes'): Promise<number> {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Runs `steps` while the database refuses every audit row. */
  async function withAuditRefused<T>(steps: () => Promise<T>): Promise<T> {
    const allow = await refuseWrites(db, engine.name, 'audit_events');
    try {
      return await steps();
    } finally {
      await allow();
    }
  }

  async function draftOf(text: string): Promise<string> {
    const created = await createImportDraft(staffChange(), { text });
    if (!created.ok) throw new Error(created.message);
    return created.draft.id;
  }

  describe('an import save', () => {
    it('writes its fixtures, deletes its draft and writes its audit row together', async () => {
      const id = await draftOf(week);
      const change = staffChange();
      expect(await commitImportDraft(change, { id })).toMatchObject({
        ok: true,
        summary: { processed: 2, created: 2 },
      });
      expect(await listFixtures(db, allOf)).toHaveLength(2);
      expect(await getImportDraft(db, id)).toBeNull();
      const [row, ...more] = await auditRows('import.committed', id);
      expect(more).toEqual([]);
      expect(row).toMatchObject({
        at_utc: t0.toISOString(),
        actor_user_id: staffId,
        ip: '203.0.113.9',
        target_type: 'import',
      });
      expect(JSON.parse(row!.details_json)).toEqual({
        processed: 2,
        created: 2,
        replaced: 0,
        skipped: 0,
      });
      expect(change.invalidations).toBe(1);
    });

    it('whose audit row fails leaves no fixture and no audit row, and keeps the draft to retry', async () => {
      const id = await draftOf(week);
      const fixturesBefore = await snapshotFixtures(db);
      const changesBefore = await countRows('fixture_changes');
      const auditBefore = await countRows('audit_events');
      const change = staffChange();

      await withAuditRefused(() =>
        expect(commitImportDraft(change, { id })).rejects.toThrow(readonly),
      );
      expect(await snapshotFixtures(db)).toBe(fixturesBefore);
      expect(await countRows('fixture_changes')).toBe(changesBefore);
      expect(await countRows('audit_events')).toBe(auditBefore);
      expect(await getImportDraft(db, id)).not.toBeNull();
      expect(change.invalidations).toBe(0);

      // The retry finds the draft (not "Import not found") and saves it, audited once.
      const retry = staffChange();
      expect(await commitImportDraft(retry, { id })).toMatchObject({
        ok: true,
        summary: { processed: 2, created: 2 },
      });
      expect(await listFixtures(db, allOf)).toHaveLength(2);
      expect(await auditRows('import.committed', id)).toHaveLength(1);
      expect(retry.invalidations).toBe(1);
    });

    it('is pasted, changed and discarded only with its audit rows', async () => {
      await withAuditRefused(() =>
        expect(createImportDraft(staffChange(), { text: week })).rejects.toThrow(readonly),
      );
      expect(await listImportDrafts(db, { limit: 10 })).toEqual([]);

      const id = await draftOf(week);
      await withAuditRefused(() =>
        expect(setDraftGroups(staffChange(), { id, date: '2025-11-04' })).rejects.toThrow(readonly),
      );
      expect(await getImportDraft(db, id)).toMatchObject({ dateForUndated: null });
      expect(await auditRows('import.draft_changed', id)).toEqual([]);

      await withAuditRefused(() =>
        expect(deleteImportDraft(staffChange(), { id })).rejects.toThrow(readonly),
      );
      expect(await getImportDraft(db, id)).not.toBeNull();
      expect(await deleteImportDraft(staffChange(), { id })).toEqual({ ok: true });
      expect(await auditRows('import.discarded', id)).toHaveLength(1);
    });
  });

  describe('deleting fixtures', () => {
    async function savedFixtureId(): Promise<string> {
      await saveFixtures(db, [makeFixture()], { now: t0 });
      return (await listFixtures(db, allOf))[0]!.id;
    }

    it('whose audit row fails keeps the fixture and its history as they were', async () => {
      const id = await savedFixtureId();
      const fixturesBefore = await snapshotFixtures(db);
      const changesBefore = await countRows('fixture_changes');
      const change = staffChange();

      await withAuditRefused(() => expect(removeFixture(change, id)).rejects.toThrow(readonly));
      expect(await snapshotFixtures(db)).toBe(fixturesBefore);
      expect(await countRows('fixture_changes')).toBe(changesBefore);
      expect(await auditRows('fixture.deleted', id)).toEqual([]);
      expect(change.invalidations).toBe(0);

      await withAuditRefused(() =>
        expect(removeDate(staffChange(), '2025-11-01')).rejects.toThrow(readonly),
      );
      expect(await snapshotFixtures(db)).toBe(fixturesBefore);

      const retry = staffChange();
      expect(await removeFixture(retry, id)).toMatchObject({ ok: true });
      expect(await getFixture(db, id)).toBeNull();
      expect(await countRows('fixture_changes')).toBe(changesBefore + 1);
      expect(await auditRows('fixture.deleted', id)).toHaveLength(1);
      expect(retry.invalidations).toBe(1);
    });

    it("whose channel links' audit row fails keeps the old links", async () => {
      const id = await savedFixtureId();
      const link = 'https://www.skysports.com/watch';
      await withAuditRefused(() =>
        expect(saveChannelUrls(staffChange(), id, [link])).rejects.toThrow(readonly),
      );
      expect((await getFixture(db, id))?.channels[0]?.url).toBeNull();
      expect(await saveChannelUrls(staffChange(), id, [link])).toMatchObject({
        ok: true,
      });
      expect((await getFixture(db, id))?.channels[0]?.url).toBe(link);
      expect(await auditRows('channel.url_changed', id)).toHaveLength(1);
    });
  });

  describe('an article', () => {
    const post = () => {
      const form = new FormData();
      form.set('title', 'Derby day');
      form.set('excerpt', 'The derby, on TV.');
      form.set('content', 'Both sides are on Sky.');
      return form;
    };
    const articles = async () => db.selectFrom('articles').select(['id', 'slug']).execute();

    it('whose audit row fails is not saved, and saves when tried again', async () => {
      const change = staffChange();
      await withAuditRefused(() =>
        expect(createSimplePost(change, post())).rejects.toThrow(readonly),
      );
      expect(await articles()).toEqual([]);
      expect(await auditRows('article.created')).toEqual([]);
      expect(change.invalidations).toBe(0);

      expect(await createSimplePost(staffChange(), post())).toMatchObject({ ok: true });
      const [saved] = await articles();
      expect(await auditRows('article.created', saved!.id)).toHaveLength(1);
    });

    it('whose deletion fails to be audited is kept', async () => {
      expect(await createSimplePost(staffChange(), post())).toMatchObject({ ok: true });
      const [saved] = await articles();
      await withAuditRefused(() =>
        expect(removeArticle(staffChange(), saved!.id)).rejects.toThrow(readonly),
      );
      expect(await articles()).toEqual([saved]);
      expect(await removeArticle(staffChange(), saved!.id)).toEqual({ ok: true });
      expect(await articles()).toEqual([]);
      expect(await auditRows('article.deleted', saved!.id)).toHaveLength(1);
    });
  });

  describe('signing in and out', () => {
    const password = 'correct horse battery staple';
    const sessions = async (userId: string) =>
      db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();

    it('makes no session whose sign-in is not audited, and ends none whose end is not', async () => {
      const created = await createUser(db, { username: 'signer', password, now: t0 }, cheap);
      if (!created.ok) throw new Error(created.message);
      const userId = created.user.id;
      const login = () =>
        attemptLogin(
          db,
          {
            username: 'signer',
            password,
            ip: '192.0.2.9',
            userAgent: '',
            previousToken: null,
            now: t0,
          },
          { passwords: cheap },
        );

      await withAuditRefused(() => expect(login()).rejects.toThrow(readonly));
      expect(await sessions(userId)).toEqual([]);
      expect(await auditRows('login.success', userId)).toEqual([]);

      const signedIn = await login();
      if (signedIn.ok !== true) throw new Error('sign-in refused');
      expect(await sessions(userId)).toHaveLength(1);
      expect(await auditRows('login.success', userId)).toHaveLength(1);

      const siteUrl = 'http://localhost:3000';
      const request = () =>
        new Request(`${siteUrl}/logout`, {
          method: 'POST',
          headers: { Cookie: `kickoff_session=${signedIn.token}` },
        });
      await withAuditRefused(() =>
        expect(endSession(db, request(), siteUrl, { now: t0 })).rejects.toThrow(readonly),
      );
      expect(await sessions(userId)).toHaveLength(1);
      await endSession(db, request(), siteUrl, { now: t0 });
      expect(await sessions(userId)).toEqual([]);
      expect(await auditRows('logout')).toHaveLength(1);

      // An account whose creation is not audited is not created.
      await withAuditRefused(() =>
        expect(createUser(db, { username: 'unaudited', password, now: t0 }, cheap)).rejects.toThrow(
          readonly,
        ),
      );
      expect(
        await db.selectFrom('users').select('id').where('username', '=', 'unaudited').execute(),
      ).toEqual([]);
    });
  });
});
