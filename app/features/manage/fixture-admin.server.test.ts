import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { insertStaffUser, makeFixture, makeStaffChange } from '../../../tests/support/factories';
import { listTestEngines } from '../../../tests/support/test-db';
import { removeFixture, saveChannelUrls } from './fixture-admin.server';
import { listFixtures } from '~/features/schedule/fixture-store.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';

describe.each(listTestEngines())('acting on a fixture deleted elsewhere on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let id = '';
  const change = () =>
    makeStaffChange(db, { actorUserId: 'staff0000001', at: new Date('2025-10-30T12:00:00Z') });

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await insertStaffUser(db, { id: 'staff0000001', username: 'editor' });
    await saveFixtures(db, [makeFixture()]);
    id = (await listFixtures(db, { from: '2025-11-01', to: '2025-11-01', limit: 10 }))[0]!.id;
    // Another tab deletes it first.
    expect(await removeFixture(change(), id)).toMatchObject({ ok: true });
  });
  afterAll(async () => cleanup());

  it('says a second delete found it already deleted', async () => {
    expect(await removeFixture(change(), id)).toEqual({
      ok: false,
      status: 404,
      message: 'Error deleting fixture',
      detail: 'This fixture has already been deleted, perhaps in another tab.',
    });
  });

  it('says setting its channel links found it already deleted', async () => {
    expect(await saveChannelUrls(change(), id, ['https://www.bbc.co.uk/iplayer'])).toEqual({
      ok: false,
      status: 404,
      message: 'Error',
      detail: 'This fixture has already been deleted, perhaps in another tab.',
    });
  });
});
