/**
 * Share links (docs/security.md R29, R30; docs/decisions/0007-share-links.md): a list of fixtures
 * carried in the address itself, `/schedule?shared_fixtures=1.<d>.<s>`, where `d` is the list as
 * compact JSON, deflated and base64url-encoded, and `s` the base64url HMAC-SHA-256 of `1.<d>`.
 *
 * Reading checks the cheap things first and trusts nothing it has not checked: length and
 * syntax, then the signature (so nobody can make us inflate their bytes), then inflation with an
 * output cap, then a closed schema. It answers every string with a result and never throws.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import type { Db } from '~/db/create-db.server';
import { recordChange, type StaffChange } from '~/features/audit/staff-change.server';
import { getChannel } from '~/features/channels/catalogue';
import {
  fixtureNameSchema,
  kickOffTimeSchema,
  ukDateSchema,
} from '~/features/schedule/fixture-fields';
import { buildMatchKey } from '~/features/schedule/fixture-identity';
import { maxFixturesPerRequest } from '~/features/listings/list-query';
import { listFixtures } from '~/features/schedule/fixture-store.server';
import { broadcastState } from '~/features/schedule/fixture-status';
import type { ListedChannel, ListedFixture } from '~/features/listings/listed-fixture';
import { toListedFixture } from '~/features/listings/listed-fixture.server';
import { addDaysToIsoDate, ukToday } from '~/lib/london-time';

/** The query parameter that carries a shared list. */
export const sharedFixturesParam = 'shared_fixtures';

export const shareLinkLimits = {
  fixtures: 300,
  /** Characters of `d`, the compressed list. */
  dataChars: 6000,
  /** Characters of the path and query together (RFC 9110 recommends support for 8,000). */
  urlChars: 8000,
  /** Bytes `d` may inflate to: 300 realistic fixtures take about 20 KB. */
  inflatedBytes: 65_536,
} as const;

export type SharedFixturesResult =
  { ok: true; fixtures: ListedFixture[] } | { ok: false; status: 400 | 414; message: string };

export type ShareLinkResult = { ok: true; path: string } | { ok: false; message: string };

/** The page that reads shared lists. */
export const sharePath = '/schedule';
const version = '1';
const signatureChars = 43; // base64url of 32 bytes, unpadded

const messages = {
  damaged: "This shared link has been changed or damaged, so it can't be shown.",
  tooLong: 'This shared link is too long.',
  unrecognised: 'This shared link is not in a format we recognise.',
};

// ---- The compact list ------------------------------------------------------------------------
//
// { "channels": ["sky-sports-main-event", { "name": "Club TV" }],
//   "competitions": ["Premier League"],
//   "days": [["2025-11-01", [["15:00", "Arsenal", "Chelsea", 0, [0, 1]],
//                            ["17:30", "Everton", "Fulham", 0, "tbc"]]]] }
//
// A row is [time, home, away, competition index, channel indexes | why none are listed]. Names
// shared by many rows (competitions, channels) are listed once; dates once per day. Ids are left
// out: 12 random characters each would not compress, and 300 of them alone fill half the link.

const maxChannelsPerFixture = 20;
const noChannelStatuses = ['tbc', 'none', 'not-televised'] as const;

const indexSchema = z
  .number()
  .int()
  .min(0)
  .max(shareLinkLimits.fixtures - 1);

const channelEntrySchema = z.union([
  z.string().refine((id) => getChannel(id) !== null, { error: 'unknown channel id' }),
  z.object({ name: fixtureNameSchema }).strict(),
]);

const rowSchema = z.tuple([
  kickOffTimeSchema,
  fixtureNameSchema,
  fixtureNameSchema,
  indexSchema,
  z.union([z.array(indexSchema).min(1).max(maxChannelsPerFixture), z.enum(noChannelStatuses)]),
]);

const sharedListSchema = z
  .object({
    channels: z.array(channelEntrySchema).max(shareLinkLimits.fixtures),
    competitions: z.array(fixtureNameSchema).min(1).max(shareLinkLimits.fixtures),
    days: z
      .array(z.tuple([ukDateSchema, z.array(rowSchema).min(1).max(shareLinkLimits.fixtures)]))
      .min(1)
      .max(shareLinkLimits.fixtures),
  })
  .strict()
  .superRefine((list, ctx) => {
    let count = 0;
    const keys = new Set<string>();
    for (const [d, [date, rows]] of list.days.entries()) {
      count += rows.length;
      for (const [r, [time, home, away, competition, channels]] of rows.entries()) {
        const path = ['days', d, 1, r];
        if (competition >= list.competitions.length) {
          ctx.addIssue({ code: 'custom', path, message: 'competition index out of range' });
        }
        if (Array.isArray(channels) && channels.some((at) => at >= list.channels.length)) {
          ctx.addIssue({ code: 'custom', path, message: 'channel index out of range' });
        }
        // One row per match, as in the database: each can then link to its own match page.
        const key = `${date} ${buildMatchKey(home, away, time)}`;
        if (keys.has(key)) ctx.addIssue({ code: 'custom', path, message: 'listed twice' });
        keys.add(key);
      }
    }
    if (count > shareLinkLimits.fixtures) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'too many fixtures' });
    }
  });

type SharedList = z.infer<typeof sharedListSchema>;
type SharedRow = z.infer<typeof rowSchema>;

// ---- Minting -----------------------------------------------------------------------------------

/**
 * A signed link to these fixtures, or the reason there is none ("No Fixtures Found" for an empty
 * list; more than 300 fixtures, or a list too big for an address, is refused).
 * @example createShareLink(upcoming.map(toListedFixture), key)
 * // { ok: true, path: '/schedule?shared_fixtures=1.rZPBTsMwDIZfJfK5...' }
 */
export function createShareLink(fixtures: readonly ListedFixture[], key: Buffer): ShareLinkResult {
  if (fixtures.length === 0) return { ok: false, message: 'No Fixtures Found' };
  if (fixtures.length > shareLinkLimits.fixtures) {
    return {
      ok: false,
      message: `A shared link can hold up to ${shareLinkLimits.fixtures} fixtures, and this list has ${fixtures.length}. Share fewer days.`,
    };
  }
  const { list, sources } = buildSharedList(fixtures);
  const checked = sharedListSchema.safeParse(list);
  if (!checked.success) return { ok: false, message: describeRefusal(checked.error, sources) };

  const tooBig = {
    ok: false as const,
    message: `These ${fixtures.length} fixtures do not fit in a shared link. Share fewer days.`,
  };
  const json = JSON.stringify(list);
  if (Buffer.byteLength(json) > shareLinkLimits.inflatedBytes) return tooBig;
  const data = deflateRawSync(json, { level: 9 }).toString('base64url');
  if (data.length > shareLinkLimits.dataChars) return tooBig;
  const path = `${sharePath}?${sharedFixturesParam}=${version}.${data}.${sign(data, key)}`;
  if (path.length > shareLinkLimits.urlChars) return tooBig;
  return { ok: true, path };
}

function buildSharedList(fixtures: readonly ListedFixture[]): {
  list: SharedList;
  sources: ListedFixture[][];
} {
  const channels: SharedList['channels'] = [];
  const channelAt = new Map<string, number>();
  const competitions: string[] = [];
  const competitionAt = new Map<string, number>();
  const days = new Map<string, { rows: SharedRow[]; sources: ListedFixture[] }>();

  const channelIndex = (channel: ListedChannel) => {
    // A channel since dropped from the catalogue travels by name, like any unlisted channel.
    const known = channel.id !== null && getChannel(channel.id) !== null;
    const lookup = known ? `id:${channel.id}` : `name:${channel.name}`;
    let at = channelAt.get(lookup);
    if (at === undefined) {
      at = channels.push(known && channel.id ? channel.id : { name: channel.name }) - 1;
      channelAt.set(lookup, at);
    }
    return at;
  };
  const competitionIndex = (name: string) => {
    let at = competitionAt.get(name);
    if (at === undefined) {
      at = competitions.push(name) - 1;
      competitionAt.set(name, at);
    }
    return at;
  };

  for (const fixture of fixtures) {
    const day = days.get(fixture.date) ?? { rows: [], sources: [] };
    const listed = fixture.state === undefined && fixture.channels.length > 0;
    day.rows.push([
      fixture.time,
      fixture.homeTeam,
      fixture.awayTeam,
      competitionIndex(fixture.competition),
      listed
        ? fixture.channels.map(channelIndex)
        : fixture.state === 'tbc' || fixture.state === 'not-televised'
          ? fixture.state
          : 'none', // the 3pm blackout is worked out again from the date and time
    ]);
    day.sources.push(fixture);
    days.set(fixture.date, day);
  }
  return {
    list: { channels, competitions, days: [...days].map(([date, day]) => [date, day.rows]) },
    sources: [...days.values()].map((day) => day.sources),
  };
}

/** Names the fixture staff must fix before the list can be shared. */
function describeRefusal(error: z.ZodError, sources: ListedFixture[][]): string {
  const issue = error.issues[0];
  const [where, day, , row] = issue?.path ?? [];
  const fixture =
    where === 'days' && typeof day === 'number' && typeof row === 'number'
      ? sources[day]?.[row]
      : undefined;
  const subject = fixture
    ? `${fixture.homeTeam} v ${fixture.awayTeam} on ${fixture.date}`
    : 'A competition or channel name in this list';
  return `${subject} cannot be put in a shared link: ${issue?.message ?? 'it is not valid'}.`;
}

function sign(data: string, key: Buffer): string {
  return createHmac('sha256', key).update(`${version}.${data}`).digest('base64url');
}

// ---- Reading -----------------------------------------------------------------------------------

const versionPrefix = /^(\d{1,9})\./;
const linkCharacters = /^[A-Za-z0-9_.-]*$/;

/**
 * The fixtures a `shared_fixtures` value carries, or a 400/414 with a message for the visitor.
 * Rows get ids `shared-1`, `shared-2`...; `linkSharedFixtures` swaps in the saved ones.
 * @example readSharedFixtures('2.abc.def', key)
 * // { ok: false, status: 400, message: 'This shared link is not in a format we recognise.' }
 */
export function readSharedFixtures(value: string, key: Buffer): SharedFixturesResult {
  if (value.length > shareLinkLimits.urlChars) return refuse(414, messages.tooLong);
  const prefix = versionPrefix.exec(value);
  if (!prefix || prefix[1] !== version || !linkCharacters.test(value)) {
    return refuse(400, messages.unrecognised);
  }
  const parts = value.slice(prefix[0].length).split('.');
  const [data = '', signature = ''] = parts;
  // Cut short (a chat app wrapping the address) or pasted twice: the link no longer holds.
  if (parts.length !== 2 || data === '' || signature.length !== signatureChars) {
    return refuse(400, messages.damaged);
  }
  if (data.length > shareLinkLimits.dataChars) return refuse(400, messages.tooLong);
  // Both sides are 43 ASCII bytes: comparing the text, not decoded bytes, also refuses a
  // signature written with different spare bits in its last character.
  const expected = Buffer.from(sign(data, key));
  if (!timingSafeEqual(Buffer.from(signature), expected)) return refuse(400, messages.damaged);

  // Signed by this server, so reaching here takes the key; the checks below stay anyway, in
  // case a key leaks or an older build's format meets a newer reader.
  try {
    const json = inflateRawSync(Buffer.from(data, 'base64url'), {
      maxOutputLength: shareLinkLimits.inflatedBytes,
    }).toString('utf8');
    const parsed = sharedListSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return refuse(400, messages.unrecognised);
    return { ok: true, fixtures: toListedFixtures(parsed.data) };
  } catch {
    // ERR_BUFFER_TOO_LARGE (a deflate bomb), a broken deflate stream, or JSON that is not JSON.
    return refuse(400, messages.unrecognised);
  }
}

/**
 * `readSharedFixtures` for a whole request address: the path and query together must fit in
 * 8,000 characters (414 otherwise), and `shared_fixtures` must be given once.
 */
export function readSharedFixturesFromUrl(url: URL, key: Buffer): SharedFixturesResult {
  if (url.pathname.length + url.search.length > shareLinkLimits.urlChars) {
    return refuse(414, messages.tooLong);
  }
  const values = url.searchParams.getAll(sharedFixturesParam);
  if (values.length !== 1 || values[0] === undefined) return refuse(400, messages.unrecognised);
  return readSharedFixtures(values[0], key);
}

function refuse(status: 400 | 414, message: string): SharedFixturesResult {
  return { ok: false, status, message };
}

function toListedFixtures(list: SharedList): ListedFixture[] {
  // One object per channel, so the page data lists each channel once (see packFixtures).
  const channels: ListedChannel[] = list.channels.map((entry) =>
    typeof entry === 'string'
      ? { id: entry, name: getChannel(entry)?.name ?? entry }
      : { id: null, name: entry.name },
  );
  const fixtures: ListedFixture[] = [];
  for (const [date, rows] of list.days) {
    for (const [time, homeTeam, awayTeam, competition, listed] of rows) {
      const rowChannels = Array.isArray(listed) ? listed.flatMap((at) => channels[at] ?? []) : [];
      const state = broadcastState({
        date,
        time,
        channelStatus: Array.isArray(listed) ? 'listed' : listed,
        channels: rowChannels,
      });
      const free = rowChannels.some((c) => (c.id ? getChannel(c.id)?.isFreeToAir : false));
      fixtures.push({
        id: `shared-${fixtures.length + 1}`,
        date,
        time,
        homeTeam,
        awayTeam,
        competition: list.competitions[competition] ?? '',
        channels: rowChannels,
        ...(state !== 'listed' && { state }),
        ...(free && { free }),
      });
    }
  }
  return fixtures;
}

// ---- Linking to match pages ---------------------------------------------------------------------

/**
 * Gives each shared fixture that is still saved its id, so its row links to its match page; a
 * fixture since removed keeps its `shared-N` id, whose page says it may have been removed.
 * Matched like the importer matches: UK date, home and away names.
 */
export async function linkSharedFixtures(
  db: Db,
  fixtures: readonly ListedFixture[],
): Promise<ListedFixture[]> {
  const dates = fixtures.map((f) => f.date).sort();
  const from = dates[0];
  const to = dates.at(-1);
  if (from === undefined || to === undefined) return [...fixtures];
  const saved = await listFixtures(db, { from, to, limit: maxFixturesPerRequest });
  const naturalKey = (f: { date: string; homeTeam: string; awayTeam: string; time: string }) =>
    `${f.date} ${buildMatchKey(f.homeTeam, f.awayTeam, f.time)}`;
  const ids = new Map(saved.map((f) => [naturalKey(f), f.id]));
  return fixtures.map((f) => {
    const id = ids.get(naturalKey(f));
    return id === undefined ? f : { ...f, id };
  });
}

/** Database Fixtures' answer: the link, or why there is none, in the panel's wording. */
export type ShareReply =
  { ok: true; path: string } | { ok: false; status: 422; message: string; detail?: string };

/** How far ahead a generated link reaches, and how many fixtures it carries at most. */
const sharedDays = 60;
const sharedFixtures = 300;

/**
 * Database Fixtures' "Generate Shareable Link": a signed link to the next 60 days' fixtures.
 * Audited; it changes no public page.
 * @example await shareUpcomingFixtures(change, shareLinkKey) // { ok: true, path: '/schedule?shared_fixtures=…' }
 */
export async function shareUpcomingFixtures(change: StaffChange, key: Buffer): Promise<ShareReply> {
  const today = ukToday(change.at);
  const upcoming = await listFixtures(change.db, {
    from: today,
    to: addDaysToIsoDate(today, sharedDays),
    limit: sharedFixtures,
  });
  const link = createShareLink(upcoming.map(toListedFixture), key);
  if (!link.ok)
    return link.message === 'No Fixtures Found'
      ? { ok: false, status: 422, message: link.message }
      : { ok: false, status: 422, message: 'Error', detail: link.message };
  // Minting a link changes no row: its audit row is all there is to commit.
  await recordChange(change, (_trx, audit) =>
    audit({
      action: 'sharelink.created',
      targetType: 'fixtures',
      targetId: null,
      details: { count: upcoming.length },
      publicPages: false,
    }),
  );
  return link;
}
