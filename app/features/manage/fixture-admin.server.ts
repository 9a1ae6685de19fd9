import type { Db } from '~/db/create-db.server';
import { recordChange, type StaffChange } from '~/features/audit/staff-change.server';
import { channelLinksSchema } from '~/features/schedule/fixture-fields';
import { isValidIsoDate } from '~/lib/london-time';
import type { ParseResult } from '~/features/schedule/fixture';
import { deleteFixtures } from '~/features/schedule/fixture-changes.server';
import {
  findFixturesForAdmin,
  getFixture,
  listFixtureDates,
  listStoredCompetitions,
  updateFixtureChannelUrls,
} from '~/features/schedule/fixture-store.server';
import {
  isFiltering,
  managePageSize,
  type ManageFilter,
  type ManageQuery,
  type ManagedFixture,
} from './manage-filter';
import { parseFixtureText } from '~/features/importer/parse-fixture-text';
import { keepRemovedFixtures, readRemovableFixtures } from './removed-items.server';

/** One import holds at most this many fixtures (docs/security.md R21). */
export const maxFixturesPerImport = 5000;
/** R21: the pasted text, as characters (the request body limit is checked first). */
export const maxPasteLength = 1024 * 1024;

/** A Manage Fixtures action's answer, shown as a toast; a refusal carries its HTTP status. */
export type AdminResult =
  | { ok: true; message: string; detail?: string }
  | { ok: false; status: number; message: string; detail: string };

/** Parses a paste for the review panel, with its empty-paste and no-fixtures messages. */
export function previewPaste(
  text: string,
  today: string,
): { ok: false; message: string } | { ok: true; result: ParseResult } {
  if (text.trim() === '') return { ok: false, message: 'Please paste fixture information' };
  if (text.length > maxPasteLength)
    return { ok: false, message: 'The pasted text is larger than 1 MiB. Paste a week at a time.' };
  const result = parseFixtureText(text, { today });
  if (result.fixtures.length > maxFixturesPerImport) {
    return {
      ok: false,
      message: `That is more than ${maxFixturesPerImport} fixtures. Paste fewer at a time.`,
    };
  }
  return { ok: true, result };
}

/** Sets a stored fixture's channel links from the URLs dialog ('' clears one). */
export async function saveChannelUrls(
  change: StaffChange,
  id: string,
  urls: readonly unknown[],
): Promise<AdminResult> {
  const failure = {
    ok: false as const,
    status: 400,
    message: 'Error',
    detail: 'Failed to update channel URLs. Please try again.',
  };
  const parsed = channelLinksSchema.safeParse(urls);
  if (!parsed.success) return { ...failure, detail: parsed.error.issues[0]!.message };
  return recordChange(change, async (trx, audit): Promise<AdminResult> => {
    const fixture = await getFixture(trx, id);
    const urls = fixture?.channels.map((_channel, index) => parsed.data[index] || null) ?? [];
    if (!fixture || !(await updateFixtureChannelUrls(trx, id, urls, { now: change.at })))
      return { ...failure, status: 404, detail: deletedElsewhere };
    await audit({
      action: 'channel.url_changed',
      targetType: 'fixture',
      targetId: id,
      details: { old: fixture.channels.map((c) => c.url), new: urls },
    });
    return { ok: true, message: 'Channel URLs updated' };
  });
}

/** What the toasts after Delete, Clear Date and Discard add: the way back. */
export const undoHint = 'Undo it from Recently removed.';

// Acting on a fixture another tab or editor already deleted: say so, not "try again".
const deletedElsewhere = 'This fixture has already been deleted, perhaps in another tab.';

/** Deletes one stored fixture (the Manage Fixtures delete icon). */
export async function removeFixture(change: StaffChange, id: string): Promise<AdminResult> {
  return recordChange(change, async (trx, audit): Promise<AdminResult> => {
    const removed = await readRemovableFixtures(trx, { id });
    if ((await deleteFixtures(trx, { id }, { now: change.at })) === 0)
      return {
        ok: false,
        status: 404,
        message: 'Error deleting fixture',
        detail: deletedElsewhere,
      };
    await keepRemovedFixtures(trx, removed, { at: change.at, by: change.actorUserId });
    await audit({ action: 'fixture.deleted', targetType: 'fixture', targetId: id });
    return { ok: true, message: 'Fixture deleted', detail: undoHint };
  });
}

/** Deletes every fixture of a date (Clear Date). */
export async function removeDate(change: StaffChange, date: string): Promise<AdminResult> {
  if (!isValidIsoDate(date))
    return {
      ok: false,
      status: 400,
      message: 'Error deleting fixtures',
      detail: 'Failed to delete. Please try again.',
    };
  const count = await recordChange(change, async (trx, audit) => {
    const removed = await readRemovableFixtures(trx, { date });
    const deleted = await deleteFixtures(trx, { date }, { now: change.at });
    await keepRemovedFixtures(trx, removed, { at: change.at, by: change.actorUserId, date });
    await audit({
      action: 'date.deleted',
      targetType: 'date',
      targetId: date,
      details: { count: deleted },
    });
    return deleted;
  });
  return {
    ok: true,
    message: 'Date cleared',
    detail: `${count} ${count === 1 ? 'fixture' : 'fixtures'} removed. ${undoHint}`,
  };
}

/** What Manage Fixtures shows: the saved dates, one of them or the filters' matches, a page. */
export interface ManagedView {
  dates: { date: string; count: number }[];
  /** The date shown when no filter is set; null while filtering or with nothing saved. */
  selectedDate: string | null;
  /** This page's fixtures, in kick-off order. */
  fixtures: ManagedFixture[];
  filter: ManageFilter;
  /** Parameters left out because they did not pass (their labels). */
  ignored: string[];
  /** How many fixtures the date or the filters hold in all. */
  total: number;
  page: number;
  pageSize: number;
  /** The competition choices: every stored competition, busiest first. */
  competitions: { slug: string; name: string; count: number }[];
}

/** Manage Fixtures' date picker lists at most this many dates; the select this many competitions. */
const managedDates = 1000;
const managedCompetitions = 300;

/**
 * Manage Fixtures' data. With a filter set, a page of what matches (over every date when no
 * range is given, upcoming first). Otherwise one date: the one asked for while it has fixtures,
 * else the first from today, else the first, so deleting a date's last fixture or clearing it
 * moves the panel on.
 * @example await readManagedFixtures(db, { query: parseManageQuery(url.searchParams), today: '2025-10-30' })
 */
export async function readManagedFixtures(
  db: Db,
  { query, today }: { query: ManageQuery; today: string },
): Promise<ManagedView> {
  const { filter, date: asked } = query;
  const [dates, competitions] = await Promise.all([
    listFixtureDates(db, { limit: managedDates }),
    listStoredCompetitions(db, { limit: managedCompetitions }),
  ]);
  if (filter.competition && !competitions.some((c) => c.slug === filter.competition))
    competitions.push({ slug: filter.competition, name: filter.competition, count: 0 });
  const filtering = isFiltering(filter);
  const selectedDate = filtering
    ? null
    : ((asked && dates.some((d) => d.date === asked) ? asked : null) ??
      dates.find((d) => d.date >= today)?.date ??
      dates[0]?.date ??
      null);
  const found =
    filtering || selectedDate
      ? await findFixturesForAdmin(
          db,
          selectedDate
            ? { from: selectedDate, to: selectedDate }
            : {
                from: filter.from ?? undefined,
                to: filter.to ?? undefined,
                team: filter.team ?? undefined,
                search: filter.q ?? undefined,
                competitionSlug: filter.competition ?? undefined,
                channelId: filter.channel ?? undefined,
                status: filter.status ?? undefined,
                upcomingFrom: filter.from ? undefined : today,
              },
          { page: query.page, pageSize: managePageSize },
        )
      : { total: 0, page: 1, fixtures: [] };
  return {
    dates,
    selectedDate,
    fixtures: found.fixtures.map((f) => ({
      id: f.id,
      date: f.date,
      time: f.time,
      homeTeam: f.homeTeam,
      awayTeam: f.awayTeam,
      competition: f.competition,
      channelStatus: f.channelStatus,
      channels: f.channels,
    })),
    filter,
    ignored: query.ignored,
    total: found.total,
    page: found.page,
    pageSize: managePageSize,
    competitions,
  };
}
