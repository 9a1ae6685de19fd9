import type { MiddlewareFunction } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { staffContext } from '~/features/auth/guard.server';
import type { StaffUser } from '~/features/auth/users.server';
import { getBuiltInChannel, getChannel } from '~/features/channels/catalogue';
import { resolveChannelFilter } from '~/features/channels/channel-filter';
import {
  loadChannelCatalogue,
  replaceCatalogueRevision,
} from '~/features/channels/channel-catalogue.server';
import { changeChannel } from '~/features/channels/channel-editor.server';
import { getChannelEdits, setChannelEdits } from '~/features/channels/channel-edits';
import { resolveChannel } from '~/features/channels/resolve-channel';
import { loadSearchPage } from '~/features/search/search-page.server';
import { createImportDraft, getImportDraft } from '~/features/drafts/import-drafts.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { insertStaffUser, makeFixture, makeStaffChange } from '../../../tests/support/factories';
import { makeRouteContext, readAnswer } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { loader as publicChannelPage } from '../public/channel';
import { action, loader, middleware } from './channel';
import { loader as listLoader, middleware as listMiddleware } from './channels';

const t0 = new Date('2025-10-30T12:00:00.000Z');
const admin: StaffUser = { id: 'admin0000001', username: 'admin', role: 'admin' };
const editor: StaffUser = { id: 'editor000001', username: 'editor', role: 'editor' };
const site = 'http://localhost:3000';
const id = 'sky-sports-premier-league';
const builtIn = getBuiltInChannel(id)!;
/** The details form as the page sends it for the built-in channel. */
const unchanged = {
  intent: 'details',
  name: builtIn.name,
  access: 'paid',
  url: builtIn.url ?? '',
  backgroundColor: builtIn.backgroundColor,
  textColor: builtIn.textColor,
};

describe.each(listTestEngines())('the channel catalogue editor on $name', (engine) => {
  let db: Db;
  let url: string;
  let cleanup: () => Promise<void>;
  let cleared = 0;
  /** The newest audit row before the test: only rows after it are the test's. */
  let auditedBefore = 0;

  beforeAll(async () => {
    ({ db, url, cleanup } = await engine.create());
    await insertStaffUser(db, { id: admin.id, username: admin.username, role: 'admin' }, t0);
    await insertStaffUser(db, { id: editor.id, username: editor.username }, t0);
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('channel_edits').execute();
    await db.deleteFrom('channel_aliases').execute();
    await db.deleteFrom('fixtures').execute();
    await replaceCatalogueRevision(db);
    await loadChannelCatalogue(db);
    cleared = 0;
    auditedBefore = (await listAuditEvents(db, { limit: 1 }))[0]?.id ?? 0;
  });

  const contextAs = (staff: StaffUser) => {
    const context = makeRouteContext(db, t0, () => (cleared += 1));
    context.set(staffContext, staff);
    return context;
  };

  /** A post to /admin/channels/:id as `staff`; `form` fields become the body. */
  async function post(form: Record<string, string>, channelId = id, staff = admin) {
    const body = new FormData();
    for (const [name, value] of Object.entries(form)) body.append(name, value);
    const request = new Request(`${site}/admin/channels/${channelId}`, { method: 'POST', body });
    const args = { request, context: contextAs(staff), params: { id: channelId } };
    return readAnswer(await action(args as never));
  }
  const details = (fields: Partial<typeof unchanged>) => post({ ...unchanged, ...fields });
  const audited = async (action: Parameters<typeof listAuditEvents>[1]['action']) =>
    (await listAuditEvents(db, { limit: 10, action })).filter((e) => e.id > auditedBefore);

  it.each([
    ['name', { name: 'Sky Sports PL' }, { name: 'Sky Sports PL' }],
    ['access', { access: 'free' }, { isFreeToAir: true }],
    ['url', { url: 'https://example.com/watch?x=1' }, { url: 'https://example.com/watch?x=1' }],
    ['url', { url: '' }, { url: null }],
    ['colours', { backgroundColor: '#ffffff', textColor: '#1a1a1a' }, { backgroundColor: '#FFFFFF', textColor: '#1A1A1A' }],
  ])('edits the %s, audited, and the pages cleared', async (_field, fields, expected) => {
    expect(await details(fields)).toMatchObject({ status: 200, body: { ok: true, message: 'Channel saved' } });
    expect(getChannel(id)).toMatchObject(expected);
    expect(cleared).toBe(1);
    const [event] = await audited('channel.edited');
    expect(event).toMatchObject({ actorUserId: admin.id, targetType: 'channel', targetId: id });
    expect(Object.keys(event?.details ?? {})).toEqual(Object.keys(expected));
  }); // prettier-ignore

  it('keeps the built-in name as an alias, and a field set back to built in follows the code again', async () => {
    await details({ name: 'Sky Sports PL', access: 'free' });
    expect(resolveChannel('Sky Sports Premier League')?.name).toBe('Sky Sports PL');
    expect(await details({ name: builtIn.name, access: 'free' })).toMatchObject({ status: 200 });
    const row = await db.selectFrom('channel_edits').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: null, is_free_to_air: 1, default_url: null });
    expect(getChannel(id)).toMatchObject({ name: builtIn.name, isFreeToAir: true });
    expect(await details({ name: builtIn.name, access: 'free' })).toMatchObject({
      body: { ok: true, message: 'Nothing to save' },
    });
  });

  it.each([
    ['a link that is not https', { url: 'http://example.com' }, 'url', /https:\/\//],
    ['a script link', { url: 'javascript:alert(1)' }, 'url', /https:\/\//],
    ['an overlong link', { url: `https://example.com/${'x'.repeat(2040)}` }, 'url', /2,048/],
    ['low-contrast colours', { backgroundColor: '#777777', textColor: '#FFFFFF' }, 'textColor', /contrast of 4\.47:1.*at least 4\.5:1/],
    ['a colour not in hex', { backgroundColor: 'red' }, 'backgroundColor', /#RRGGBB/],
    ['an overlong name', { name: 'x'.repeat(101) }, 'name', /1 to 100 characters/],
    ['an empty name', { name: '  ' }, 'name', /1 to 100 characters/],
    ['the name of another channel', { name: 'BBC1' }, 'name', /"BBC1" already names BBC One/],
    ['neither free nor paid', { access: 'maybe' }, 'access', /free-to-air or paid/],
  ])('refuses %s with 400 and a message for the field', async (_case, fields, field, message) => {
    const answer = await details(fields);
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors[field]).toMatch(message);
    expect(getChannel(id)).toEqual(builtIn);
    expect(await audited('channel.edited')).toEqual([]);
    expect(cleared).toBe(0);
  }); // prettier-ignore

  it.each([
    ['an unknown field', { ...unchanged, role: 'admin' }, { form: 'Unexpected field: role' }],
    ['an unknown action', { intent: 'rename' }, { form: 'Unknown action. Reload the page.' }],
    ['a missing field', { intent: 'details', name: 'X' }, { access: 'Choose free-to-air or paid' }],
  ])('refuses %s with 400', async (_case, form, errors) => {
    expect(await post(form)).toMatchObject({ status: 400, body: { ok: false, errors } });
  });

  it('answers 404 for a channel the catalogue does not have', async () => {
    expect(await post(unchanged, 'no-such-channel')).toMatchObject({ status: 404 });
    expect(() =>
      loader({ params: { id: 'no-such-channel' }, context: contextAs(admin) } as never),
    ).toThrow();
  });

  it('adds an alias the importer, the search and the channel filter use at once', async () => {
    await saveFixtures(db, [
      makeFixture({
        date: '2025-11-01',
        channels: [{ id, name: builtIn.name, raw: builtIn.name }],
      }),
    ]);
    const search = () => loadSearchPage({ db }, new Request(`${site}/schedule`), { search: 'Sky Sport Prem', today: '2025-10-30' }); // prettier-ignore
    expect((await search()).channels).toEqual([]);

    expect(await post({ intent: 'add-alias', alias: ' Sky Sport Prem ' })).toMatchObject({
      status: 200,
      body: { ok: true, message: 'Alias added' },
    });
    expect(cleared).toBe(1);
    expect((await audited('channel.alias_added'))[0]).toMatchObject({
      targetId: id,
      details: { written: 'Sky Sport Prem' },
    });

    const change = makeStaffChange(db, { actorUserId: admin.id, at: t0 });
    const created = await createImportDraft(change, {
      text: 'Saturday 1st November 2025\n15:00 Arsenal v Chelsea - SKY SPORT PREM',
    });
    if (!created.ok) throw new Error(created.message);
    const draft = await getImportDraft(db, created.draft.id);
    expect(draft?.fixtures[0]?.channels[0]).toMatchObject({ id, raw: 'SKY SPORT PREM' });

    const page = await search();
    expect(page.channels).toEqual([{ name: builtIn.name, path: `/channel/${id}` }]);
    expect(resolveChannelFilter('sky sport prem')?.channelIds).toEqual([id]);
    const loaded = await loader({ params: { id }, context: contextAs(admin) } as never);
    expect(loaded.channel.aliases).toContainEqual({ written: 'Sky Sport Prem', added: true });
  });

  it.each([
    ['already mapped elsewhere', 'BBC1', /"BBC1" already names BBC One/],
    ['already this channel’s name', 'sky sports premier league', /already names Sky Sports Premier League/],
    ['too long', 'x'.repeat(101), /1 to 100 characters/],
  ])('refuses an alias %s', async (_case, alias, message) => {
    const answer = await post({ intent: 'add-alias', alias });
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: { alias: string } }).errors.alias).toMatch(message);
    expect(await audited('channel.alias_added')).toEqual([]);
  }); // prettier-ignore

  it('removes an added alias and a built-in one, so neither names the channel any more', async () => {
    await post({ intent: 'add-alias', alias: 'Sky Sport Prem' });
    const bbcTwoAlias = getBuiltInChannel('bbc-two')!.aliases[0]!;
    for (const [channelId, alias] of [
      [id, 'Sky Sport Prem'],
      ['bbc-two', bbcTwoAlias],
    ] as const)
      expect(await post({ intent: 'remove-alias', alias }, channelId)).toMatchObject({
        status: 200,
        body: { ok: true, message: 'Alias removed' },
      });
    expect(resolveChannel('Sky Sport Prem')).toBeNull();
    expect(resolveChannel(bbcTwoAlias)).toBeNull();
    expect(getChannel('bbc-two')?.aliases).not.toContain(bbcTwoAlias);
    expect((await audited('channel.alias_removed')).map((e) => e.details)).toEqual([
      { written: bbcTwoAlias, builtIn: true },
      { written: 'Sky Sport Prem', builtIn: false },
    ]);
    // A name taken away from one channel may be given to another.
    expect(await post({ intent: 'add-alias', alias: bbcTwoAlias }, 'bbc-one')).toMatchObject({ status: 200 }); // prettier-ignore
    expect(await post({ intent: 'remove-alias', alias: 'Nope' })).toMatchObject({ status: 400 });
  });

  it('shows an edited name on the public channel page at once', async () => {
    await details({ name: 'Sky Sports PL' });
    const page = await publicChannelPage({
      request: new Request(`${site}/channel/${id}`),
      params: { id },
      context: makeRouteContext(db, t0),
    } as never);
    expect(page.page.title).toContain('Sky Sports PL');
  });

  it('is seen by another instance on the same database from its next request', async () => {
    const other = createDb(url);
    try {
      const thisInstance = getChannelEdits();
      // The other instance edits; this one still holds the catalogue it read before.
      const change = makeStaffChange(other, { actorUserId: admin.id, at: t0 });
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...unchanged, name: 'Sky Sports PL' }))
        form.append(name, value);
      expect(await changeChannel(change, id, form)).toMatchObject({ ok: true });
      setChannelEdits(thisInstance);
      expect(getChannel(id)?.name).toBe(builtIn.name);

      await loadChannelCatalogue(db); // the root middleware, on this instance's next request
      expect(getChannel(id)?.name).toBe('Sky Sports PL');

      // A process started afresh reads the same catalogue.
      setChannelEdits({ revision: 'fresh process', channels: {}, colours: null });
      await loadChannelCatalogue(other);
      expect(getChannel(id)?.name).toBe('Sky Sports PL');
    } finally {
      await other.destroy();
    }
  });

  it('lists the channels, filtered by name or alias and by group', () => {
    const list = (search: string) =>
      listLoader({ request: new Request(`${site}/admin/channels${search}`) } as never);
    expect(list('').rows.length).toBe(list('').total);
    expect(list('?q=bbc%201&group=bbc').rows.map((row) => row.id)).toContain('bbc-one');
    expect(list('?q=bt%20sport%201').rows.map((row) => row.id)).toEqual(['tnt-sports-1']);
    expect(list('?group=nonsense&q=').query).toEqual({ q: '', group: '' });
  });

  /** Runs a route's middleware as React Router does, `next` standing for its loader or action. */
  async function runMiddleware(
    run: MiddlewareFunction<Response>,
    method: string,
    staff: StaffUser,
  ): Promise<{ status: number | null; nextCalled: boolean }> {
    let nextCalled = false;
    const request = new Request(`${site}/admin/channels/${id}`, { method });
    try {
      await run({ request, url: new URL(request.url), pattern: '', params: {}, context: contextAs(staff) }, async () => {
        nextCalled = true;
        return new Response('ran');
      }); // prettier-ignore
      return { status: null, nextCalled };
    } catch (thrown) {
      return { status: (thrown as Response).status, nextCalled };
    }
  }

  it.each([
    ['the list', listMiddleware, 'GET'],
    ['the edit page', middleware, 'GET'],
    ['a change', middleware, 'POST'],
  ])('refuses an editor %s with 403 and an authz.denied row', async (_what, guard, method) => {
    const [run] = guard as MiddlewareFunction<Response>[];
    expect(await runMiddleware(run!, method, editor)).toEqual({ status: 403, nextCalled: false });
    const [denied] = await audited('authz.denied');
    expect(denied).toMatchObject({
      actorUserId: editor.id,
      targetId: `/admin/channels/${id}`,
      details: { method, role: 'editor' },
    });
    expect(await runMiddleware(run!, method, admin)).toEqual({ status: null, nextCalled: true });
  });
});
