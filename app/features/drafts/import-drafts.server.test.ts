import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { insertStaffUser, makeFixtures, makeStaffChange } from '../../../tests/support/factories';
import {
  listTestEngines,
  plannerRowCounts,
  snapshotFixtures,
} from '../../../tests/support/test-db';
import { listAuditEvents } from '~/features/audit/audit.server';
import { formatFixtureText } from '~/features/importer/format-fixture-text';
import type { ParsedFixture } from '~/features/schedule/fixture';
import { maxPasteLength } from '~/features/manage/fixture-admin.server';
import { listFixtures } from '~/features/schedule/fixture-store.server';
import {
  commitImportDraft,
  createImportDraft,
  deleteImportDraft,
  getImportDraft,
  listImportDrafts,
  pruneImportDrafts,
  removeDraftFixture,
  reparseImportDraft,
  setDraftChannelUrls,
  setDraftFixture,
  setDraftGroupDate,
  setDraftGroups,
} from './import-drafts.server';

const t0 = new Date('2025-10-30T12:00:00.000Z');
const staffId = 'staff0000001';
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
// The classic layout gives no date.
const classic = '19:45\nWrexham v Coventry City\nChampionship\nSky Sports Football';

describe.each(listTestEngines())('import drafts on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await insertStaffUser(db, { id: staffId, username: 'editor' }, t0);
  });
  afterAll(async () => cleanup());
  const changeAt = (at: Date) => makeStaffChange(db, { actorUserId: staffId, at });
  beforeEach(async () => {
    await db.deleteFrom('import_drafts').execute();
    await db.deleteFrom('fixtures').execute();
  });

  /** Changes a stored draft's fixtures directly, for what no paste produces. */
  async function rewriteFixtures(
    id: string,
    change: (fixture: ParsedFixture, index: number) => void,
  ): Promise<void> {
    const row = await db
      .selectFrom('import_drafts')
      .select('result_json')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const result = JSON.parse(row.result_json) as { fixtures: ParsedFixture[] };
    result.fixtures.forEach(change);
    await db
      .updateTable('import_drafts')
      .set({ result_json: JSON.stringify(result) })
      .where('id', '=', id)
      .execute();
  }

  async function draftOf(text: string, now = t0) {
    const created = await createImportDraft(changeAt(now), { text });
    if (!created.ok) throw new Error(created.message);
    return created.draft.id;
  }

  it('keeps a parsed paste under an unguessable id that any later read finds the same', async () => {
    const created = await createImportDraft(changeAt(t0), { text: week });
    expect(created).toMatchObject({ ok: true, draft: { fixtureCount: 2 } });
    const id = created.ok ? created.draft.id : '';
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const first = await getImportDraft(db, id);
    const again = await getImportDraft(db, id);
    expect(again).toEqual(first);
    expect(first?.fixtures.map((f) => [f.line, f.date, f.homeTeam])).toEqual([
      [2, '2025-11-01', 'Arsenal'],
      [6, '2025-11-01', 'Everton'],
    ]);
    expect(first?.lines.map((l) => [l.line, l.kind])).toContainEqual([1, 'heading']);
    expect(await getImportDraft(db, 'not-an-id')).toBeNull();
    expect(await getImportDraft(db, 'A'.repeat(22))).toBeNull();
  });

  it('lists drafts most recently changed first, with who pasted them', async () => {
    const older = await draftOf(week, t0);
    const newer = await draftOf(classic, new Date(t0.getTime() + 60_000));
    const listed = await listImportDrafts(db, { limit: 10 });
    expect(listed.map((d) => [d.id, d.createdBy, d.fixtureCount])).toEqual([
      [newer, 'editor', 1],
      [older, 'editor', 2],
    ]);
  });

  it('removes one fixture by its line, and says so when it is already gone', async () => {
    const id = await draftOf(week);
    expect(await removeDraftFixture(changeAt(t0), { id, line: 2 })).toEqual({
      ok: true,
      removed: 'Arsenal v Chelsea',
      discarded: false,
    });
    const draft = await getImportDraft(db, id);
    expect(draft?.fixtures.map((f) => f.homeTeam)).toEqual(['Everton']);
    expect((await listImportDrafts(db, { limit: 1 }))[0]?.fixtureCount).toBe(1);
    expect(await removeDraftFixture(changeAt(t0), { id, line: 2 })).toMatchObject({
      ok: false,
      status: 404,
      message: 'Fixture not found',
    });
  });

  it('sets channel links of one fixture, refusing anything but https', async () => {
    const id = await draftOf(week);
    const link = 'https://www.skysports.com/watch';
    expect(
      await setDraftChannelUrls(changeAt(t0), { id, line: 2, url: ['javascript:alert(1)'] }),
    ).toMatchObject({ ok: false, status: 400, detail: expect.stringContaining('https://') });
    expect(await setDraftChannelUrls(changeAt(t0), { id, line: 2, url: [link] })).toEqual({
      ok: true,
      old: [null],
      urls: [link],
    });
    await commitImportDraft(changeAt(t0), { id });
    const [arsenal] = await listFixtures(db, allOf);
    expect(arsenal?.channels[0]?.url).toBe(link);
  });

  it('refuses to save undated fixtures until a date is chosen, then saves them on it', async () => {
    const id = await draftOf(classic);
    const refused = await commitImportDraft(changeAt(t0), { id });
    expect(refused).toMatchObject({
      ok: false,
      status: 422,
      message: 'Cannot save fixtures',
      detail: '1 fixture has no date. Choose a date for the fixtures without one, then save.',
    });
    expect(await listFixtures(db, allOf)).toEqual([]);

    expect(await setDraftGroups(changeAt(t0), { id, date: '2025-02-30' })).toMatchObject({
      ok: false,
      status: 400,
      detail: 'date must be a real date (YYYY-MM-DD)',
    });
    expect(await setDraftGroups(changeAt(t0), { id, date: '2025-11-04' })).toEqual({
      ok: true,
      groups: { dateForUndated: '2025-11-04', competitionForUnnamed: null },
    });
    expect(await commitImportDraft(changeAt(t0), { id })).toMatchObject({
      ok: true,
      summary: { processed: 1, created: 1 },
    });
    const saved = await listFixtures(db, allOf);
    expect(saved.map((f) => [f.date, f.time, f.homeTeam])).toEqual([
      ['2025-11-04', '19:45', 'Wrexham'],
    ]);
  });

  it('dates each undated group on its own, and saves each on its date', async () => {
    const id = await draftOf(
      [
        'FA Cup',
        '19:45 Wrexham v Coventry City - Sky Sports Football',
        'Championship',
        '20:00 Leeds United v Hull City - Sky Sports Main Event',
      ].join('\n'),
    );
    expect((await getImportDraft(db, id))?.undatedGroups.map((g) => g.heading)).toEqual([
      'FA Cup',
      'Championship',
    ]);
    expect(await setDraftGroupDate(changeAt(t0), { id, group: '2', date: '2025-11-01' })).toMatchObject({ ok: false, status: 404 }); // prettier-ignore
    expect(await setDraftGroupDate(changeAt(t0), { id, group: '1', date: '2025-11-31' })).toMatchObject({ ok: false, status: 400 }); // prettier-ignore
    expect(await setDraftGroupDate(changeAt(t0), { id, group: '1', date: '2025-11-01' })).toEqual({ ok: true }); // prettier-ignore
    expect(await commitImportDraft(changeAt(t0), { id })).toMatchObject({
      ok: false,
      detail: '1 fixture has no date. Choose a date for the fixtures without one, then save.',
    });
    await setDraftGroupDate(changeAt(t0), { id, group: '3', date: '2025-11-02' });
    expect(await commitImportDraft(changeAt(t0), { id })).toMatchObject({ ok: true });
    const saved = await listFixtures(db, allOf);
    expect(saved.map((f) => [f.homeTeam, f.date])).toEqual([
      ['Wrexham', '2025-11-01'],
      ['Leeds United', '2025-11-02'],
    ]);
  });

  it('re-parses the edited text with a reference date, keeping edits on unchanged lines', async () => {
    const id = await draftOf(week);
    const edit = {
      date: '2025-11-01',
      time: '15:00',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      competition: 'FA Cup',
      channels: 'Sky Sports Main Event',
      channelStatus: 'listed' as const,
    };
    expect(await setDraftFixture(changeAt(t0), id, 2, edit)).toMatchObject({ ok: true });
    const corrected = week.replace('Everton v Fulham', 'Everton v Fulham FC');
    expect(
      await reparseImportDraft(changeAt(t0), { id, text: corrected, referenceDate: '2025-10-30' }),
    ).toEqual({ ok: true, fixtureCount: 2, kept: 1 });
    const draft = await getImportDraft(db, id);
    expect(draft?.source).toBe(corrected);
    expect(draft?.fixtures.map((f) => [f.homeTeam, f.awayTeam, f.competition])).toEqual([
      ['Arsenal', 'Chelsea', 'FA Cup'],
      ['Everton', 'Fulham FC', 'Premier League'],
    ]);

    // A text with no fixture, or no text, changes nothing and says why.
    for (const text of ['hello', ' ']) {
      const refused = await reparseImportDraft(changeAt(t0), { id, text, referenceDate: '2025-10-30' }); // prettier-ignore
      expect(refused).toMatchObject({ ok: false });
    }
    expect(
      await reparseImportDraft(changeAt(t0), { id, text: 'hello', referenceDate: '2025-10-30' }),
    ).toMatchObject({ status: 422, message: 'No fixtures found', problems: [{ line: 1 }] });
    expect(
      await reparseImportDraft(changeAt(t0), { id, text: week, referenceDate: '30/10/2025' }),
    ).toMatchObject({ ok: false, status: 400 });
    expect(await getImportDraft(db, id)).toEqual(draft);
    const audited = await listAuditEvents(db, { limit: 20 });
    expect(audited.find((e) => e.action === 'import.draft_changed' && 'reparsed' in e.details)?.details).toMatchObject({ kept: 1, fixtureCount: 2 }); // prettier-ignore
  });

  it('reads year-less dates from the reference date given', async () => {
    const id = await draftOf('1st November\n15:00 Arsenal v Chelsea - BBC One');
    expect((await getImportDraft(db, id))?.referenceDate).toBe('2025-10-30');
    const text = '1st November\n15:00 Arsenal v Chelsea - BBC One';
    await reparseImportDraft(changeAt(t0), { id, text, referenceDate: '2026-10-01' });
    const draft = await getImportDraft(db, id);
    expect(draft?.referenceDate).toBe('2026-10-01');
    expect(draft?.fixtures[0]?.date).toBe('2026-11-01');
  });

  it('gives fixtures without a competition the one chosen, within 1 to 100 characters', async () => {
    const id = await draftOf(week);
    // As the importer leaves a fixture whose page names no competition.
    await rewriteFixtures(id, (fixture) => {
      fixture.competition = '';
    });

    expect(await commitImportDraft(changeAt(t0), { id })).toMatchObject({
      ok: false,
      detail: expect.stringContaining('2 fixtures have no competition'),
    });
    for (const competition of [' ', 'x'.repeat(101)])
      expect(await setDraftGroups(changeAt(t0), { id, competition })).toMatchObject({
        ok: false,
        status: 400,
      });
    await setDraftGroups(changeAt(t0), { id, competition: 'FA Cup' });
    await commitImportDraft(changeAt(t0), { id });
    expect((await listFixtures(db, allOf)).map((f) => f.competition)).toEqual(['FA Cup', 'FA Cup']);
  });

  it('commits all or nothing and deletes the draft; a second save finds it gone', async () => {
    const id = await draftOf(week);
    expect(await commitImportDraft(changeAt(t0), { id })).toEqual({
      ok: true,
      summary: { processed: 2, created: 2, replaced: 0, skipped: [] },
    });
    expect(await getImportDraft(db, id)).toBeNull();
    expect(await commitImportDraft(changeAt(t0), { id })).toMatchObject({
      ok: false,
      status: 404,
    });

    // A write that fails part-way (a channel the catalogue table lacks) leaves both the
    // fixtures and the draft as they were.
    const before = await snapshotFixtures(db);
    const failing = await draftOf(week);
    await rewriteFixtures(failing, (fixture, index) => {
      if (index === 1) fixture.channels = [{ id: 'no-such-channel', name: 'X', raw: 'X' }];
      fixture.homeTeam = `${fixture.homeTeam} Reserves`;
    });
    await expect(commitImportDraft(changeAt(t0), { id: failing })).rejects.toThrow();
    expect(await snapshotFixtures(db)).toBe(before);
    expect(await getImportDraft(db, failing)).not.toBeNull();

    // Nothing a save accepts: refused, the draft kept.
    const bad = await draftOf(week);
    await rewriteFixtures(bad, (fixture) => {
      fixture.time = '25:00';
    });
    expect(await commitImportDraft(changeAt(t0), { id: bad })).toMatchObject({
      ok: false,
      status: 422,
      message: 'No valid fixtures to save',
    });
    expect(await snapshotFixtures(db)).toBe(before);
    expect(await getImportDraft(db, bad)).not.toBeNull();
  });

  // PostgreSQL's planner only: SQLite plans without gathered statistics.
  if (engine.name === 'postgres') {
    it('gathers PostgreSQL planner statistics once a bulk draft is saved', async () => {
      const id = await draftOf(formatFixtureText(makeFixtures(1000)));
      expect(await plannerRowCounts(db)).not.toMatchObject({ fixtures: 1000 });
      expect(await commitImportDraft(changeAt(t0), { id })).toMatchObject({ ok: true });
      expect(await plannerRowCounts(db)).toEqual({ fixtures: 1000, fixture_channels: 1000 });
    });
  }

  it('discards a draft without saving', async () => {
    const id = await draftOf(week);
    expect(await deleteImportDraft(changeAt(t0), { id })).toEqual({ ok: true });
    expect(await getImportDraft(db, id)).toBeNull();
    expect(await listFixtures(db, allOf)).toEqual([]);
  });

  it('removes drafts left unchanged for more than seven days, when another is pasted', async () => {
    const day = 24 * 60 * 60 * 1000;
    const old = await draftOf(week, new Date(t0.getTime() - 8 * day));
    const recent = await draftOf(week, new Date(t0.getTime() - 6 * day));
    const touched = await draftOf(week, new Date(t0.getTime() - 9 * day));
    await removeDraftFixture(changeAt(new Date(t0.getTime() - day)), { id: touched, line: 2 });

    await draftOf(classic, t0);
    expect(await getImportDraft(db, old)).toBeNull();
    expect(await getImportDraft(db, recent)).not.toBeNull();
    expect(await getImportDraft(db, touched)).not.toBeNull();
    expect(await pruneImportDrafts(db, { now: new Date(t0.getTime() + 7 * day) })).toBe(2);
  });

  it('refuses oversized or malformed input with a clear message', async () => {
    expect(
      await createImportDraft(changeAt(t0), { text: 'x'.repeat(maxPasteLength + 1) }),
    ).toMatchObject({
      ok: false,
      status: 400,
      message: 'The pasted text is larger than 1 MiB. Paste a week at a time.',
    });
    expect(await createImportDraft(changeAt(t0), { text: '  ' })).toMatchObject({
      ok: false,
      message: 'Please paste fixture information',
    });
    const id = await draftOf(week);
    const tooMany = Array.from({ length: 21 }, () => 'https://example.com');
    expect(await setDraftChannelUrls(changeAt(t0), { id, line: 2, url: tooMany })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await setDraftChannelUrls(changeAt(t0), {
        id,
        line: 2,
        url: [`https://example.com/${'a'.repeat(2048)}`],
      }),
    ).toMatchObject({ ok: false, status: 400 });
    expect(await removeDraftFixture(changeAt(t0), { id, line: 'two' })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await removeDraftFixture(changeAt(t0), { id, line: '2', extra: 'x' })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await getImportDraft(db, id)).toMatchObject({ fixtures: [{}, {}] });
  });
  describe('no empty draft is ever kept', () => {
    const draftCount = async () =>
      Number(
        (
          await db
            .selectFrom('import_drafts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    /** An empty draft as an older version stored it, straight into the table. */
    async function storeEmptyDraft(id: string, at = t0): Promise<void> {
      await db
        .insertInto('import_drafts')
        .values({
          id,
          created_by: staffId,
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
          version: 1,
          source: 'hello',
          result_json: JSON.stringify({ format: 'classic', fixtures: [], problems: [], lines: [] }),
          fixture_count: 0,
          date_for_undated: null,
          competition_for_unnamed: null,
        })
        .execute();
    }

    it('stores nothing for a paste that gives no fixture, and says why by line', async () => {
      const kept = await draftOf(week);
      const before = await getImportDraft(db, kept);
      const events = (await listAuditEvents(db, { limit: 100 })).length;

      expect(
        await createImportDraft(changeAt(t0), {
          text: 'Our picks this weekend\nLeeds v Spurs (3p',
        }),
      ).toEqual({
        ok: false,
        status: 422,
        message: 'No fixtures found',
        detail: 'Please check the format of your pasted fixtures.',
        problems: [
          {
            line: 2,
            text: 'Leeds v Spurs (3p',
            reason: 'The line ends inside brackets: it looks cut off',
          },
        ],
      });
      // With no problem among them, the first lines say what they were taken for.
      expect(
        await createImportDraft(changeAt(t0), { text: 'Rugby\n14:15 England v Wales - BBC One' }),
      ).toMatchObject({
        ok: false,
        status: 422,
        problems: [
          { line: 1, reason: expect.stringMatching(/^Heading: .*another sport/) },
          { line: 2, reason: 'Ignored: Another sport: Rugby' },
        ],
      });

      expect(await draftCount()).toBe(1);
      expect(await getImportDraft(db, kept)).toEqual(before);
      expect(await listAuditEvents(db, { limit: 100 })).toHaveLength(events);
    });

    it('removing the last fixture discards the draft, audited as discarded', async () => {
      const id = await draftOf(classic);
      expect(await removeDraftFixture(changeAt(t0), { id, line: 1 })).toEqual({
        ok: true,
        removed: 'Wrexham v Coventry City',
        discarded: true,
      });
      expect(await getImportDraft(db, id)).toBeNull();
      expect(await draftCount()).toBe(0);
      const [event] = await listAuditEvents(db, { limit: 1 });
      expect(event).toMatchObject({
        action: 'import.discarded',
        targetId: id,
        details: { removed: 'Wrexham v Coventry City', line: 1, lastFixture: true },
      });
      // One of two removed: the draft stays, with the other.
      const two = await draftOf(week);
      expect(await removeDraftFixture(changeAt(t0), { id: two, line: 6 })).toMatchObject({
        ok: true,
        discarded: false,
      });
      expect((await getImportDraft(db, two))?.fixtures).toHaveLength(1);
    });

    it('cleans empty drafts an older version stored: never listed, opened or changed', async () => {
      const kept = await draftOf(week);
      const empty = 'E'.repeat(22);
      await storeEmptyDraft(empty);
      expect(await getImportDraft(db, empty)).toBeNull();
      expect(await setDraftGroups(changeAt(t0), { id: empty, date: '2025-11-04' })).toMatchObject({
        ok: false,
        status: 404,
      });
      expect((await listImportDrafts(db, { limit: 10 })).map((d) => d.id)).toEqual([kept]);
      expect(await draftCount()).toBe(1);

      // Start-up's prune takes them too.
      await storeEmptyDraft(empty);
      expect(await pruneImportDrafts(db, { now: t0 })).toBe(1);
      expect(await getImportDraft(db, kept)).not.toBeNull();
    });

    it('lists each draft with the first date of its fixtures, else the date chosen', async () => {
      // Pasted out of date order: the earliest date names it, not the first line.
      const later = [
        'Sunday 9th November 2025',
        '14:00',
        'Leeds United v Fulham',
        'Premier League',
        'Sky Sports Main Event',
        'Saturday 8th November 2025',
        '12:30',
        'Burnley v Sunderland',
        'Premier League',
        'TNT Sports 1',
      ].join('\n');
      const dated = await draftOf(later, t0);
      const undated = await draftOf(classic, new Date(t0.getTime() + 60_000));
      const summaries = async () =>
        (await listImportDrafts(db, { limit: 10 })).map((d) => [d.id, d.firstDate, d.fixtureCount]);
      expect(await summaries()).toEqual([
        [undated, null, 1],
        [dated, '2025-11-08', 2],
      ]);
      await setDraftGroups(changeAt(new Date(t0.getTime() + 120_000)), {
        id: undated,
        date: '2025-11-04',
      });
      expect(await summaries()).toEqual([
        [undated, '2025-11-04', 1],
        [dated, '2025-11-08', 2],
      ]);
    });

    it('discards any draft by id, once, and says so when it is already gone', async () => {
      const id = await draftOf(week);
      const other = await draftOf(classic);
      expect(await deleteImportDraft(changeAt(t0), { id })).toEqual({ ok: true });
      expect(await deleteImportDraft(changeAt(t0), { id })).toMatchObject({
        ok: false,
        status: 404,
        message: 'Import not found',
      });
      expect(await deleteImportDraft(changeAt(t0), { id: 'nope' })).toMatchObject({
        ok: false,
        status: 400,
      });
      expect(await deleteImportDraft(changeAt(t0), { id: other, extra: 'x' })).toMatchObject({
        ok: false,
        status: 400,
      });
      expect((await listImportDrafts(db, { limit: 10 })).map((d) => d.id)).toEqual([other]);
      const [event] = await listAuditEvents(db, { limit: 1, action: 'import.discarded' });
      expect(event).toMatchObject({ targetId: id, actorUserId: staffId });
    });
  });
});
