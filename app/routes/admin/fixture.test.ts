import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { staffContext } from '~/features/auth/guard.server';
import type { StaffUser } from '~/features/auth/users.server';
import { listFixtures } from '~/features/schedule/fixture-store.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { insertStaffUser, makeFixture } from '../../../tests/support/factories';
import { makeRouteContext, readAnswer } from '../../../tests/support/route-context';
import { listTestEngines, refuseWrites } from '../../../tests/support/test-db';
import { action as fixtureAction } from './fixture';
import { action as dateAction } from './fixture-date';
import { action as shareAction } from './share-link';

const t0 = new Date('2025-10-30T12:00:00.000Z');
const staff: StaffUser = { id: 'staff0000001', username: 'editor', role: 'editor' };
const day = { from: '2025-11-01', to: '2025-11-01', limit: 10 };
const deletedElsewhere = 'This fixture has already been deleted, perhaps in another tab.';

describe.each(listTestEngines())(
  'Manage Fixtures and Database Fixtures actions on $name',
  (engine) => {
    let db: Db;
    let cleanup: () => Promise<void>;
    let cleared = 0;
    let id = '';

    beforeAll(async () => {
      ({ db, cleanup } = await engine.create());
      await insertStaffUser(db, { id: staff.id, username: staff.username }, t0);
    });
    afterAll(async () => cleanup());
    beforeEach(async () => {
      await db.deleteFrom('fixtures').execute();
      await saveFixtures(db, [makeFixture({ date: '2025-11-01' })]);
      id = (await listFixtures(db, day))[0]!.id;
      cleared = 0;
    });

    /** A staff request; `form` fields become the body. */
    async function send(
      run: typeof fixtureAction | typeof dateAction | typeof shareAction,
      {
        method,
        path,
        params,
        form = {},
      }: {
        method: string;
        path: string;
        params: Record<string, string>;
        form?: Record<string, string | string[]>;
      },
    ) {
      const body = new FormData();
      for (const [name, values] of Object.entries(form)) {
        for (const value of [values].flat()) body.append(name, value);
      }
      const request = new Request(`http://localhost:3000${path}`, {
        method,
        body: method === 'DELETE' ? null : body,
      });
      const context = makeRouteContext(db, t0, () => (cleared += 1));
      context.set(staffContext, staff);
      return readAnswer(await run({ request, context, params } as never));
    }
    const deleteFixture = (fixtureId: string) =>
      send(fixtureAction, {
        method: 'DELETE',
        path: `/admin/fixtures/${fixtureId}`,
        params: { id: fixtureId },
      });
    const setUrls = (fixtureId: string, url: string[]) =>
      send(fixtureAction, {
        method: 'POST',
        path: `/admin/fixtures/${fixtureId}`,
        params: { id: fixtureId },
        form: { url },
      });
    const clearDate = (date: string) =>
      send(dateAction, { method: 'DELETE', path: `/admin/dates/${date}`, params: { date } });

    it('deletes a fixture once, audited and the pages cleared; a second delete says it was deleted', async () => {
      expect(await deleteFixture(id)).toEqual({
        status: 200,
        body: {
          ok: true,
          message: 'Fixture deleted',
          detail: 'Undo it from Recently removed.',
        },
      });
      expect(cleared).toBe(1);
      expect(await listAuditEvents(db, { limit: 10, action: 'fixture.deleted' })).toEqual([
        expect.objectContaining({ actorUserId: staff.id, targetId: id }),
      ]);
      expect(await deleteFixture(id)).toEqual({
        status: 404,
        body: {
          ok: false,
          status: 404,
          message: 'Error deleting fixture',
          detail: deletedElsewhere,
        },
      });
      expect(cleared).toBe(1);
    });

    it('sets channel links, refusing anything but https addresses and a malformed list', async () => {
      const link = 'https://www.skysports.com/watch';
      expect(await setUrls(id, [link])).toMatchObject({
        status: 200,
        body: { ok: true, message: 'Channel URLs updated' },
      });
      expect((await listFixtures(db, day))[0]!.channels[0]!.url).toBe(link);
      expect(await setUrls(id, ['javascript:alert(1)'])).toMatchObject({
        status: 400,
        body: { message: 'Error', detail: expect.stringContaining('https://') },
      });
      expect(await setUrls(id, Array(21).fill(link))).toMatchObject({
        status: 400,
        body: { detail: expect.stringContaining('20') },
      });
      expect((await listFixtures(db, day))[0]!.channels[0]!.url).toBe(link);
      await deleteFixture(id);
      expect(await setUrls(id, [link])).toMatchObject({
        status: 404,
        body: { detail: deletedElsewhere },
      });
    });

    it("answers a database that refuses a delete with the form's wording", async () => {
      const allowWrites = await refuseWrites(db, engine.name, 'fixtures');
      try {
        expect(await deleteFixture(id)).toEqual({
          status: 503,
          body: {
            ok: false,
            status: 503,
            message: 'Error deleting fixture',
            detail: 'Database error: attempt to write a readonly database',
          },
        });
        expect(await clearDate('2025-11-01')).toMatchObject({
          status: 503,
          body: { message: 'Error deleting fixtures' },
        });
      } finally {
        await allowWrites();
      }
      expect(await listFixtures(db, day)).toHaveLength(1);
      expect(cleared).toBe(0);
    });

    it('clears a date, and refuses what is not a date', async () => {
      expect(await clearDate('2025-11-01')).toEqual({
        status: 200,
        body: {
          ok: true,
          message: 'Date cleared',
          detail: '1 fixture removed. Undo it from Recently removed.',
        },
      });
      expect(await listFixtures(db, day)).toEqual([]);
      expect(await clearDate('2025-02-30')).toMatchObject({
        status: 400,
        body: { message: 'Error deleting fixtures' },
      });
      const post = await send(dateAction, {
        method: 'POST',
        path: '/admin/dates/2025-11-01',
        params: { date: '2025-11-01' },
      }).catch((error: unknown) => error);
      expect(post).toBeInstanceOf(Response);
      expect((post as Response).status).toBe(405);
    });

    it('makes a share link of the coming fixtures, and says when there are none', async () => {
      const made = await send(shareAction, {
        method: 'POST',
        path: '/admin/share-link',
        params: {},
      });
      expect(made).toMatchObject({
        status: 200,
        body: { ok: true, path: expect.stringMatching(/^\/schedule\?shared_fixtures=/) },
      });
      expect(cleared).toBe(0);
      await db.deleteFrom('fixtures').execute();
      expect(
        await send(shareAction, { method: 'POST', path: '/admin/share-link', params: {} }),
      ).toEqual({ status: 422, body: { ok: false, status: 422, message: 'No Fixtures Found' } });
    });
  },
);
