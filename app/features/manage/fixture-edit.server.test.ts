import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { insertStaffUser, makeFixture, makeStaffChange } from '../../../tests/support/factories';
import { listTestEngines } from '../../../tests/support/test-db';
import { editFixture, readFixtureEdit, type FixtureEdit } from './fixture-edit.server';
import { listFixtureHistory } from '~/features/schedule/fixture-changes.server';
import {
  getFixture,
  listFixtures,
  updateFixtureChannelUrls,
} from '~/features/schedule/fixture-store.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const sent = {
  date: '2025-11-02',
  time: '16:30',
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea FC',
  competition: 'FA Cup',
  channels: 'BBC One, BBC iPlayer',
  channelStatus: 'none',
};

describe('readFixtureEdit', () => {
  it('reads every field with the shared rules', () => {
    expect(readFixtureEdit(form(sent))).toEqual({ ok: true, edit: sent });
  });

  it.each([
    ['date', '2025-02-29', 'Enter a real date'],
    ['time', '7.45pm', 'Enter a kick-off time as HH:MM'],
    ['homeTeam', '   ', 'Enter the home team (1 to 100 characters)'],
    ['awayTeam', 'x'.repeat(101), 'Enter the away team (1 to 100 characters)'],
    ['competition', 'Cup\u202e', 'Enter the competition (1 to 100 characters)'],
    ['channels', 'a'.repeat(1001), 'List at most 1000 characters of channels'],
    ['channelStatus', 'maybe', 'Choose whether the match is on TV'],
  ])('refuses a bad %s with its message', (field, value, message) => {
    expect(readFixtureEdit(form({ ...sent, [field]: value }))).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });
});

describe.each(listTestEngines())('editFixture on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let id = '';
  const change = () =>
    makeStaffChange(db, { actorUserId: 'staff0000001', at: new Date('2025-10-30T12:00:00Z') });
  const edit = (fields: Partial<FixtureEdit> = {}): FixtureEdit =>
    ({ ...sent, ...fields }) as FixtureEdit;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await insertStaffUser(db, { id: 'staff0000001', username: 'editor' });
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('fixtures').execute();
    await saveFixtures(db, [makeFixture(), makeFixture({ homeTeam: 'Leeds', awayTeam: 'Hull' })]);
    id = (await listFixtures(db, { from: '2025-11-01', to: '2025-11-01', limit: 10 })).find(
      (f) => f.homeTeam === 'Arsenal',
    )!.id;
  });

  it('changes every field and keeps the fixture, its id and its channel links', async () => {
    await updateFixtureChannelUrls(db, id, ['https://example.com/watch']);
    const result = await editFixture(
      change(),
      id,
      edit({ channels: 'Sky Sports Main Event, BBC One' }),
    );
    expect(result).toEqual({ ok: true, message: 'Fixture updated' });
    const stored = await getFixture(db, id, { asListed: true });
    expect(stored).toMatchObject({
      id,
      date: '2025-11-02',
      time: '16:30',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea FC',
      competition: 'FA Cup',
      channelStatus: 'listed',
    });
    expect(stored?.channels.map((c) => [c.name, c.url])).toEqual([
      ['Sky Sports Main Event', 'https://example.com/watch'],
      ['BBC One', null],
    ]);
    // Feeds and calendars hear of the move.
    expect((await listFixtureHistory(db, id)).map((c) => c.kind)).toContain('moved');
  });

  it('records who changed what, in the audit trail', async () => {
    await editFixture(change(), id, edit());
    const events = await listAuditEvents(db, { limit: 5 });
    expect(events[0]).toMatchObject({
      action: 'fixture.edited',
      actorUserId: 'staff0000001',
      targetId: id,
    });
  });

  it('takes a status when no channel is listed', async () => {
    await editFixture(change(), id, edit({ channels: '', channelStatus: 'tbc' }));
    expect(await getFixture(db, id)).toMatchObject({ channelStatus: 'tbc', channels: [] });
  });

  it('refuses to become a match another saved fixture already is that day', async () => {
    const result = await editFixture(
      change(),
      id,
      edit({ date: '2025-11-01', homeTeam: 'Leeds', awayTeam: 'Hull' }),
    );
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      detail: 'Another saved fixture is already Leeds v Hull on 2025-11-01.',
    });
    expect(await getFixture(db, id)).toMatchObject({ homeTeam: 'Arsenal', awayTeam: 'Chelsea' });
  });

  it('refuses a kick-off the UK clock skips, and changes nothing', async () => {
    const result = await editFixture(change(), id, edit({ date: '2026-03-29', time: '01:30' }));
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(await getFixture(db, id)).toMatchObject({ date: '2025-11-01', time: '15:00' });
  });

  it('says a fixture deleted elsewhere is gone', async () => {
    expect(await editFixture(change(), 'nosuchfixture', edit())).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
