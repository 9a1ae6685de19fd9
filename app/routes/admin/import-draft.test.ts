import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { staffContext } from '~/features/auth/guard.server';
import type { StaffUser } from '~/features/auth/users.server';
import { maxPasteLength } from '~/features/manage/fixture-admin.server';
import { listFixtures } from '~/features/schedule/fixture-store.server';
import { insertStaffUser } from '../../../tests/support/factories';
import { makeRouteContext, readAnswer } from '../../../tests/support/route-context';
import { listTestEngines, refuseWrites } from '../../../tests/support/test-db';
import { action as parseAction, loader as fixturesTab } from './fixtures';
import { action, loader } from './import-draft';

const t0 = new Date('2025-10-30T12:00:00.000Z');
const staff: StaffUser = { id: 'staff0000001', username: 'editor', role: 'editor' };
const allOf = { from: '2000-01-01', to: '2100-01-01', limit: 1000 };
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
const classic = '19:45\nWrexham v Coventry City\nChampionship\nSky Sports Football';

describe.each(listTestEngines())('import review at /admin/imports/:id on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let cleared = 0;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await insertStaffUser(db, { id: staff.id, username: staff.username }, t0);
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('import_drafts').execute();
    await db.deleteFrom('fixtures').execute();
    cleared = 0;
  });

  function contextFor(who: StaffUser | null) {
    const context = makeRouteContext(db, t0, () => (cleared += 1));
    if (who) context.set(staffContext, who);
    return context;
  }

  function formOf(fields: Record<string, string | string[]>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      for (const one of [value].flat()) form.append(name, one);
    return form;
  }

  async function paste(text: string, who: StaffUser | null = staff) {
    const request = new Request('http://localhost:3000/admin?index', {
      method: 'POST',
      body: formOf({ text }),
    });
    return readAnswer(
      await parseAction({ request, context: contextFor(who), params: {} } as never),
    );
  }

  async function pasted(text: string): Promise<string> {
    const reply = await paste(text);
    const id = /^\/admin\/imports\/([\w-]+)\?notice=import-parsed$/.exec(reply.location ?? '')?.[1];
    if (!id) throw new Error(`no draft: ${JSON.stringify(reply)}`);
    return id;
  }

  async function open(id: string, who: StaffUser | null = staff) {
    const request = new Request(`http://localhost:3000/admin/imports/${id}`);
    return (await loader({ request, context: contextFor(who), params: { id } } as never)).draft;
  }

  async function post(id: string, fields: Record<string, string | string[]>, who = staff) {
    const request = new Request(`http://localhost:3000/admin/imports/${id}`, {
      method: 'POST',
      body: formOf({ id, ...fields }),
    });
    return readAnswer(await action({ request, context: contextFor(who), params: { id } } as never));
  }

  it('parses a paste into a draft and leads to its review, which a reload shows the same', async () => {
    const id = await pasted(week);
    const first = await open(id);
    expect(first.fixtures.map((f) => `${f.homeTeam} v ${f.awayTeam}`)).toEqual([
      'Arsenal v Chelsea',
      'Everton v Fulham',
    ]);
    expect(await open(id)).toEqual(first);
    // The pasted text comes with the review, to be corrected and read again.
    expect(first.source).toBe(week);
    const [event] = await listAuditEvents(db, { limit: 1, action: 'import.drafted' });
    expect(event).toMatchObject({ actorUserId: staff.id, targetId: id, details: { fixtures: 2 } });
  });

  it('removes a fixture with a small form, and the review shows it gone', async () => {
    const id = await pasted(week);
    const reply = await post(id, { intent: 'remove', line: '2' });
    expect(reply).toMatchObject({ status: 200, body: { ok: true, detail: 'Arsenal v Chelsea' } });
    expect((await open(id)).fixtures.map((f) => f.homeTeam)).toEqual(['Everton']);
  });

  it('sets channel links, refusing a non-https one with the reason', async () => {
    const id = await pasted(week);
    expect(await post(id, { intent: 'channel-urls', line: '2', url: ['data:x'] })).toMatchObject({
      status: 400,
      body: { ok: false, detail: expect.stringContaining('https://') },
    });
    const link = 'https://www.skysports.com/watch';
    expect(await post(id, { intent: 'channel-urls', line: '2', url: [link] })).toMatchObject({
      status: 200,
      body: { message: 'Fixture updated' },
    });
    expect((await open(id)).fixtures[0]?.channels[0]?.url).toBe(link);
  });

  it("answers a database that refuses the save with the form's wording, keeping the draft", async () => {
    const id = await pasted(week);
    const allowWrites = await refuseWrites(db, engine.name, 'fixtures');
    try {
      expect(await post(id, { intent: 'save' })).toEqual({
        status: 503,
        body: {
          intent: 'save',
          ok: false,
          message: 'Error saving fixtures',
          detail: 'There was a problem: attempt to write a readonly database',
        },
      });
    } finally {
      await allowWrites();
    }
    expect(cleared).toBe(0);
    expect(await listFixtures(db, allOf)).toEqual([]);
    expect((await open(id)).fixtures).toHaveLength(2);
    expect(await post(id, { intent: 'save' })).toMatchObject({ status: 302 });
  });

  it('saves an undated paste only once its date is set, then leads to the Fixtures tab', async () => {
    const id = await pasted(classic);
    expect(await post(id, { intent: 'save' })).toMatchObject({
      status: 422,
      body: { message: 'Cannot save fixtures', detail: expect.stringContaining('no date') },
    });
    expect(cleared).toBe(0);
    expect(await post(id, { intent: 'groups', date: '2025-11-04' })).toMatchObject({ status: 200 });

    const saved = await post(id, { intent: 'save' });
    expect(saved).toEqual({
      status: 302,
      body: null,
      location: '/admin?notice=import-saved&processed=1&created=1&replaced=0&skipped=0',
    });
    expect(cleared).toBe(1);
    expect((await listFixtures(db, allOf)).map((f) => [f.date, f.homeTeam])).toEqual([
      ['2025-11-04', 'Wrexham'],
    ]);
    await expect(open(id)).rejects.toMatchObject({ init: { status: 404 } });
    const [committed] = await listAuditEvents(db, { limit: 1, action: 'import.committed' });
    expect(committed).toMatchObject({ targetId: id, details: { processed: 1, created: 1 } });
  });

  it('discards a draft and leads to the Fixtures tab', async () => {
    const id = await pasted(week);
    expect(await post(id, { intent: 'discard' })).toMatchObject({
      status: 302,
      location: '/admin?notice=import-discarded',
    });
    expect(await listFixtures(db, allOf)).toEqual([]);
  });

  it('refuses a request from someone not signed in as staff', async () => {
    const id = await pasted(week);
    await expect(paste(week, null)).rejects.toMatchObject({ status: 401 });
    await expect(open(id, null)).rejects.toMatchObject({ status: 401 });
    await expect(post(id, { intent: 'save' }, null as never)).rejects.toMatchObject({
      status: 401,
    });
    expect(await listFixtures(db, allOf)).toEqual([]);
  });

  it('refuses an oversized paste, a form for another draft and unknown fields', async () => {
    expect(await paste('x'.repeat(maxPasteLength + 1))).toMatchObject({
      status: 400,
      body: { message: 'The pasted text is larger than 1 MiB. Paste a week at a time.' },
    });
    const id = await pasted(week);
    const other = await pasted(classic);
    const request = new Request(`http://localhost:3000/admin/imports/${id}`, {
      method: 'POST',
      body: formOf({ intent: 'remove', id: other, line: '2' }),
    });
    const crossed = await readAnswer(
      await action({ request, context: contextFor(staff), params: { id } } as never),
    );
    expect(crossed).toMatchObject({ status: 400 });
    expect(await post(id, { intent: 'remove', line: '2', fixtures: '[]' })).toMatchObject({
      status: 400,
    });
    expect((await open(id)).fixtures).toHaveLength(2);
  });
  async function discard(id: string, who: StaffUser | null = staff, extra = {}) {
    const request = new Request('http://localhost:3000/admin?index', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'discard', id, ...extra }),
    });
    return readAnswer(
      await parseAction({ request, context: contextFor(who), params: {} } as never),
    );
  }

  async function inProgress() {
    const request = new Request('http://localhost:3000/admin');
    const tab = await fixturesTab({ request, context: contextFor(staff), params: {} } as never);
    return tab.drafts.map((d) => [d.id, d.firstDate, d.fixtureCount]);
  }

  it('answers a paste with no fixture with why, storing nothing and leaving the open draft as it was', async () => {
    const id = await pasted(week);
    const before = await open(id);
    const events = await listAuditEvents(db, { limit: 1000 });
    const reply = await paste('Football on TV this weekend\nLeeds v Spurs (3p');
    expect(reply).toEqual({
      status: 422,
      body: {
        intent: 'parse',
        ok: false,
        message: 'No fixtures found',
        detail: 'Please check the format of your pasted fixtures.',
        problems: [
          {
            line: 2,
            text: 'Leeds v Spurs (3p',
            reason: 'The line ends inside brackets: it looks cut off',
          },
        ],
      },
    });
    expect(reply.location).toBeUndefined();
    expect(await open(id)).toEqual(before);
    expect(await inProgress()).toEqual([[id, '2025-11-01', 2]]);
    expect(await listAuditEvents(db, { limit: 1000 })).toEqual(events);
  });

  it('discards a draft from Imports in progress with a plain form, staff only', async () => {
    const id = await pasted(week);
    const other = await pasted(classic);
    await expect(discard(id, null)).rejects.toMatchObject({ status: 401 });
    expect(await discard(id, staff, { text: 'x' })).toMatchObject({ status: 400 });
    expect(await inProgress()).toHaveLength(2);

    expect(await discard(id)).toEqual({
      status: 302,
      body: null,
      location: '/admin?notice=import-discarded',
    });
    expect(await inProgress()).toEqual([[other, null, 1]]);
    // Gone already (another tab discarded or saved it): said so, in place.
    expect(await discard(id)).toMatchObject({
      status: 404,
      body: { intent: 'discard', ok: false, message: 'Import not found' },
    });
    expect(await listFixtures(db, allOf)).toEqual([]);
  });

  it('discards the draft whose last fixture is removed, and leads to the Fixtures tab', async () => {
    const id = await pasted(classic);
    expect(await post(id, { intent: 'remove', line: '1' })).toEqual({
      status: 302,
      body: null,
      location: '/admin?notice=import-emptied',
    });
    await expect(open(id)).rejects.toMatchObject({ init: { status: 404 } });
    expect(await inProgress()).toEqual([]);
  });
});
