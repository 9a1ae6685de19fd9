import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { insertStaffUser, makeFixture, makeStaffChange } from '../../../tests/support/factories';
import { listTestEngines, refuseWrites } from '../../../tests/support/test-db';
import { removeDate, removeFixture } from './fixture-admin.server';
import { listFixtures } from '~/features/schedule/fixture-store.server';
import {
  createImportDraft,
  deleteImportDraft,
  getImportDraft,
  removeDraftFixture,
} from '~/features/drafts/import-drafts.server';
import { listRemovedItems, pruneRemovedItems, restoreRemoved } from './removed-items.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';

const t0 = new Date('2025-10-30T12:00:00.000Z');
const day = 24 * 60 * 60 * 1000;
const staffId = 'staff0000001';
const nov1 = { from: '2025-11-01', to: '2025-11-01', limit: 100 };
const link = 'https://www.skysports.com/watch';

describe.each(listTestEngines())('Recently removed on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const changeAt = (at: Date) => makeStaffChange(db, { actorUserId: staffId, at });

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await insertStaffUser(db, { id: staffId, username: 'editor' }, t0);
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('removed_items').execute();
    await db.deleteFrom('import_drafts').execute();
    await db.deleteFrom('fixtures').execute();
    await saveFixtures(db, [
      makeFixture({
        channels: [
          {
            id: 'sky-sports-main-event',
            name: 'Sky Sports Main Event',
            raw: 'Sky Sports Main Event',
            url: link,
          },
        ],
      }),
      makeFixture({ homeTeam: 'Everton', awayTeam: 'Fulham', time: '17:30', channels: [] }),
    ]);
  });

  const fixtureId = async (home: string) =>
    (await listFixtures(db, nov1)).find((f) => f.homeTeam === home)!.id;
  const onlyItem = async (at = t0) => {
    const items = await listRemovedItems(db, { now: at, limit: 20 });
    expect(items).toHaveLength(1);
    return items[0]!;
  };

  it('restores a deleted fixture with its channels, once', async () => {
    expect(await removeFixture(changeAt(t0), await fixtureId('Arsenal'))).toMatchObject({
      ok: true,
      detail: 'Undo it from Recently removed.',
    });
    expect(await listFixtures(db, nov1)).toHaveLength(1);
    const item = await onlyItem();
    expect(item).toMatchObject({
      kind: 'fixtures',
      label: 'Arsenal v Chelsea, Sat 1 Nov 2025',
      removedAt: t0.toISOString(),
      removedBy: 'editor',
    });

    const later = new Date(t0.getTime() + 60_000);
    const change = changeAt(later);
    expect(await restoreRemoved(change, item.id)).toEqual({
      ok: true,
      message: 'Restored',
      detail: 'Arsenal v Chelsea, Sat 1 Nov 2025',
    });
    expect(change.invalidations).toBe(1);
    const arsenal = (await listFixtures(db, nov1)).find((f) => f.homeTeam === 'Arsenal');
    expect(arsenal).toMatchObject({ awayTeam: 'Chelsea', time: '15:00' });
    expect(arsenal!.channels).toEqual([
      expect.objectContaining({ id: 'sky-sports-main-event', url: link }),
    ]);
    expect(await listRemovedItems(db, { now: later, limit: 20 })).toEqual([]);
    expect(await listAuditEvents(db, { limit: 10, action: 'removed.restored' })).toEqual([
      expect.objectContaining({ actorUserId: staffId, targetType: 'fixtures', targetId: item.id }),
    ]);

    expect(await restoreRemoved(changeAt(later), item.id)).toMatchObject({
      ok: false,
      status: 409,
      message: 'Cannot restore',
      detail: 'It has already been restored, perhaps in another tab.',
    });
    expect(await listFixtures(db, nov1)).toHaveLength(2);
  });

  it('restores a cleared date', async () => {
    expect(await removeDate(changeAt(t0), '2025-11-01')).toMatchObject({
      ok: true,
      detail: '2 fixtures removed. Undo it from Recently removed.',
    });
    expect(await listFixtures(db, nov1)).toEqual([]);
    const item = await onlyItem();
    expect(item.label).toBe('2 fixtures of Sat 1 Nov 2025');
    expect(await restoreRemoved(changeAt(t0), item.id)).toMatchObject({ ok: true });
    const restored = await listFixtures(db, nov1);
    expect(restored.map((f) => `${f.homeTeam} v ${f.awayTeam}`)).toEqual([
      'Arsenal v Chelsea',
      'Everton v Fulham',
    ]);
    expect(restored[0]!.channels[0]!.url).toBe(link);
  });

  it('keeps nothing for a date that had no fixtures', async () => {
    await removeDate(changeAt(t0), '2025-12-25');
    expect(await listRemovedItems(db, { now: t0, limit: 20 })).toEqual([]);
  });

  it('restores a discarded import, and one discarded by removing its last fixture', async () => {
    const created = await createImportDraft(changeAt(t0), {
      text: 'Saturday 1st November 2025\n15:00\nArsenal v Chelsea\nPremier League\nSky Sports Main Event',
    });
    if (!created.ok) throw new Error(created.message);
    const { id } = created.draft;
    expect(await deleteImportDraft(changeAt(t0), { id })).toEqual({ ok: true });
    expect(await getImportDraft(db, id)).toBeNull();
    const item = await onlyItem();
    expect(item).toMatchObject({ kind: 'draft', label: 'Import: Sat 1 Nov 2025 – 1 fixture' });
    const later = new Date(t0.getTime() + 3 * day);
    const change = changeAt(later);
    expect(await restoreRemoved(change, item.id)).toMatchObject({ ok: true });
    expect(change.invalidations).toBe(0);
    const draft = await getImportDraft(db, id);
    expect(draft).toMatchObject({ id, updatedAt: later.toISOString() });
    expect(draft!.fixtures.map((f) => f.homeTeam)).toEqual(['Arsenal']);

    const line = draft!.fixtures[0]!.line;
    expect(await removeDraftFixture(changeAt(later), { id, line: String(line) })).toMatchObject({
      ok: true,
      discarded: true,
    });
    expect(await getImportDraft(db, id)).toBeNull();
    const emptied = await onlyItem(later);
    expect(emptied.label).toBe('Import: Sat 1 Nov 2025 – 1 fixture');
    expect(await restoreRemoved(changeAt(later), emptied.id)).toMatchObject({ ok: true });
    expect((await getImportDraft(db, id))!.fixtures).toHaveLength(1);
  });

  it('refuses and prunes an item older than a week', async () => {
    await removeFixture(changeAt(t0), await fixtureId('Arsenal'));
    const item = await onlyItem();
    const weekLater = new Date(t0.getTime() + 7 * day + 1);
    expect(await listRemovedItems(db, { now: weekLater, limit: 20 })).toEqual([]);
    expect(await restoreRemoved(changeAt(weekLater), item.id)).toMatchObject({
      ok: false,
      status: 404,
      detail: 'It is no longer kept: removed items can be restored for 7 days.',
    });
    expect(await pruneRemovedItems(db, { now: new Date(t0.getTime() + 6 * day) })).toBe(0);
    expect(await pruneRemovedItems(db, { now: weekLater })).toBe(1);
    expect(await restoreRemoved(changeAt(t0), item.id)).toMatchObject({ status: 404 });
    expect(await listFixtures(db, nov1)).toHaveLength(1);
  });

  it('deletes nothing when Recently removed cannot keep it', async () => {
    const id = await fixtureId('Arsenal');
    const audited = async () =>
      (await listAuditEvents(db, { limit: 100, action: 'fixture.deleted' })).length;
    const before = await audited();
    const allowWrites = await refuseWrites(db, engine.name, 'removed_items');
    try {
      await expect(removeFixture(changeAt(t0), id)).rejects.toThrow(/readonly/);
      await expect(removeDate(changeAt(t0), '2025-11-01')).rejects.toThrow(/readonly/);
    } finally {
      await allowWrites();
    }
    expect(await listFixtures(db, nov1)).toHaveLength(2);
    expect(await audited()).toBe(before);
  });
});
