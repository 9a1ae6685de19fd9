import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { insertStaffUser, makeStaffChange } from '../../../tests/support/factories';
import { listTestEngines } from '../../../tests/support/test-db';
import type { DraftFixtureEdit } from '~/features/manage/fixture-edit.server';
import { createImportDraft, getImportDraft, setDraftFixture } from './import-drafts.server';

// A paste with two mistakes the review should show first: a channel glued to the home team and
// a morning kick-off.
const paste = [
  'Saturday 1st November 2025',
  '15:00 Sky Sports+Brentford v Fulham - BBC One',
  '07:45 Leeds v Hull - TNT Sports 1',
].join('\n');

describe.each(listTestEngines())('a fixture of an import under review on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const change = () =>
    makeStaffChange(db, { actorUserId: 'staff0000001', at: new Date('2025-10-30T12:00:00Z') });

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await insertStaffUser(db, { id: 'staff0000001', username: 'editor' });
  });
  afterAll(async () => cleanup());

  async function draftOf(text: string) {
    const created = await createImportDraft(change(), { text });
    if (!created.ok) throw new Error(created.detail);
    return created.draft.id;
  }

  it('ranks what needs a look, with the fixes the evidence gives', async () => {
    const draft = await getImportDraft(db, await draftOf(paste));
    expect(draft?.suspicions.map((s) => [s.line, s.kind, s.fix?.label])).toEqual([
      [2, 'channel-in-name', 'Team "Brentford", channel Sky Sports+'],
      [3, 'kick-off', 'Make it 19:45'],
    ]);
  });

  it('replaces every field of one fixture, keeping the other and auditing the change', async () => {
    const id = await draftOf(paste);
    const edit: DraftFixtureEdit = {
      date: '',
      time: '15:00',
      homeTeam: 'Brentford',
      awayTeam: 'Fulham',
      competition: 'FA Cup',
      channels: 'Sky Sports+, BBC One',
      channelStatus: 'none',
    };
    expect(await setDraftFixture(change(), id, 2, edit)).toEqual({
      ok: true,
      teams: 'Brentford v Fulham',
    });
    const draft = await getImportDraft(db, id);
    expect(draft?.fixtures.find((f) => f.line === 2)).toMatchObject({
      date: null,
      homeTeam: 'Brentford',
      competition: 'FA Cup',
      channelStatus: 'listed',
      channels: [{ raw: 'Sky Sports+' }, { raw: 'BBC One' }],
    });
    expect(draft?.fixtures.find((f) => f.line === 3)).toMatchObject({ homeTeam: 'Leeds' });
    expect(draft?.suspicions.map((s) => s.line)).toEqual([3]);
    expect((await listAuditEvents(db, { limit: 1 }))[0]?.action).toBe('import.draft_changed');
  });

  it('says a line that holds no fixture is gone', async () => {
    const id = await draftOf(paste);
    const edit = { date: '', time: '15:00', homeTeam: 'A', awayTeam: 'B', competition: '', channels: '', channelStatus: 'none' } as const; // prettier-ignore
    expect(await setDraftFixture(change(), id, 9, edit)).toMatchObject({ ok: false, status: 404 });
  });
});
