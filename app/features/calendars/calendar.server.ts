import { createHash } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Db } from '~/db/create-db.server';
import { getCompetition } from '~/features/competitions/competition-catalogue';
import { getChannel } from '~/features/channels/catalogue';
import { describeBroadcast } from '~/features/schedule/fixture-status';
import type { Fixture } from '~/features/schedule/fixture';
import { fixtureIdPattern } from '~/features/schedule/fixture-identity';
import { getFixture, listFixtures } from '~/features/schedule/fixture-store.server';
import { addDaysToIsoDate, ukToday } from '~/lib/london-time';
import { matchEndUtc } from '~/features/schedule/live-now';

/** What a calendar holds: one match, some teams' matches, a competition's or a channel's. */
export type CalendarScope =
  | { kind: 'match'; id: string }
  | { kind: 'teams'; slugs: readonly string[] }
  | { kind: 'competition'; slug: string }
  | { kind: 'channel'; id: string };

/** A subscribed calendar covers a fortnight back (recent results stay put) and a season ahead. */
const daysBack = 14;
const daysAhead = 365;
const maxEvents = 2000;

interface CalendarEvent {
  fixtureId: string;
  summary: string;
  competition: string;
  kickoffUtc: string;
  /** The channels, or the site's words for a match without any (TBC, not televised, …). */
  tv: string;
  sequence: number;
  lastModified: string;
  cancelled: boolean;
}

export interface CalendarFile {
  name: string;
  body: string;
  /** A strong validator of the body. */
  etag: string;
  /** The newest change among its events (ISO), or null for an empty calendar. */
  lastModified: string | null;
}

/**
 * An iCalendar file (RFC 5545) of a scope's matches, made with ical-generator: times as UTC
 * instants (right across BST and GMT), two hours long, channels in the description, a link
 * back, a UID that never changes for a fixture, SEQUENCE raised on every change, and removed
 * matches kept as CANCELLED so subscribed calendars drop them. Null when a single match does
 * not exist.
 * @example await buildCalendar(db, { kind: 'teams', slugs: ['arsenal'] }, { siteUrl, now, name: 'Arsenal on TV' })
 */
export async function buildCalendar(
  db: Db,
  scope: CalendarScope,
  { siteUrl, now, name }: { siteUrl: string; now: Date; name: string },
): Promise<CalendarFile | null> {
  const site = siteUrl.replace(/\/+$/, '');
  const events = await readEvents(db, scope, now);
  if (scope.kind === 'match' && events.length === 0) return null;

  const host = new URL(site).hostname;
  const calendar = ical({
    // A single match's file is named after the match.
    name: scope.kind === 'match' ? (events[0]?.summary ?? name) : name,
    prodId: { company: 'Kickoff TV', product: 'Football on TV', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Subscribing apps that honour it check hourly; Google refreshes on its own schedule.
    ttl: 60 * 60,
    url: `${site}/`,
  });
  for (const event of events) {
    const url = `${site}/match/${event.fixtureId}`;
    const start = new Date(event.kickoffUtc);
    calendar.createEvent({
      id: `${event.fixtureId}@${host}`,
      sequence: event.sequence,
      stamp: new Date(event.lastModified),
      lastModified: new Date(event.lastModified),
      start,
      // Two hours long: the site's reckoning of when a match is over.
      end: new Date(matchEndUtc(event.kickoffUtc)),
      summary: event.cancelled ? `Removed: ${event.summary}` : event.summary,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      description: [
        event.competition,
        event.cancelled ? 'This match is no longer on the Kickoff TV schedule.' : `TV: ${event.tv}`,
        url,
      ].join('\n'),
      url,
    });
  }
  const body = calendar.toString();
  const lastModified = events.reduce<string | null>(
    (latest, e) => (latest === null || e.lastModified > latest ? e.lastModified : latest),
    null,
  );
  return {
    name,
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    lastModified,
  };
}

async function readEvents(db: Db, scope: CalendarScope, now: Date): Promise<CalendarEvent[]> {
  const today = ukToday(now);
  const from = addDaysToIsoDate(today, -daysBack);
  const to = addDaysToIsoDate(today, daysAhead);
  const range = { from, to, limit: maxEvents };
  let removed = db
    .selectFrom('fixture_changes')
    .select([
      'fixture_id',
      'home_team',
      'away_team',
      'competition',
      'kickoff_utc',
      'at_utc',
      'sequence',
    ])
    .where('kind', '=', 'removed');
  let fixtures: Fixture[];
  switch (scope.kind) {
    case 'match': {
      const fixture = await getFixture(db, scope.id);
      fixtures = fixture ? [fixture] : [];
      removed = removed.where('fixture_id', '=', scope.id);
      break;
    }
    case 'teams':
      fixtures = await listFixtures(db, { ...range, teamSlugs: scope.slugs });
      removed = removed.where((eb) =>
        eb.or([eb('home_slug', 'in', [...scope.slugs]), eb('away_slug', 'in', [...scope.slugs])]),
      );
      break;
    case 'competition':
      fixtures = await listFixtures(db, { ...range, competitionSlug: scope.slug });
      removed = removed.where('competition_slug', '=', scope.slug);
      break;
    case 'channel':
      fixtures = await listFixtures(db, { ...range, channelIds: [scope.id] });
      removed = removed.where('channel_ids', 'like', `% ${scope.id} %`);
      break;
  }
  const versions = await readVersions(db, fixtures);
  const live = fixtures.map((fixture): CalendarEvent => {
    const version = versions.get(fixture.id);
    return {
      fixtureId: fixture.id,
      summary: `${fixture.homeTeam} v ${fixture.awayTeam}`,
      competition: fixture.competition,
      kickoffUtc: fixture.kickoffUtc,
      tv: describeBroadcast(fixture) ?? fixture.channels.map((c) => c.name).join(', '),
      sequence: version?.sequence ?? 0,
      lastModified: version?.updatedAt ?? fixture.kickoffUtc,
      cancelled: false,
    };
  });
  const gone = await removed
    .where('kickoff_utc', '>=', `${from}T00:00:00.000Z`)
    .orderBy('kickoff_utc')
    .limit(maxEvents)
    .execute();
  return [
    ...live,
    ...gone.map((row): CalendarEvent => ({
      fixtureId: row.fixture_id,
      summary: `${row.home_team} v ${row.away_team}`,
      competition: row.competition,
      kickoffUtc: row.kickoff_utc,
      tv: '',
      sequence: Number(row.sequence),
      lastModified: row.at_utc,
      cancelled: true,
    })),
  ];
}

async function readVersions(
  db: Db,
  fixtures: readonly Fixture[],
): Promise<Map<string, { sequence: number; updatedAt: string }>> {
  const versions = new Map<string, { sequence: number; updatedAt: string }>();
  for (let i = 0; i < fixtures.length; i += 500) {
    const rows = await db
      .selectFrom('fixtures')
      .select(['id', 'sequence', 'updated_at'])
      .where(
        'id',
        'in',
        fixtures.slice(i, i + 500).map((f) => f.id),
      )
      .execute();
    for (const row of rows)
      versions.set(row.id, { sequence: Number(row.sequence), updatedAt: row.updated_at });
  }
  return versions;
}

/**
 * The calendar a `/calendar/{kind}/{name}.ics` address asks for, with its title; null for
 * anything else. Team lists are slugs joined by commas (at most 20: "My teams").
 * @example readCalendarAddress('teams', 'arsenal,chelsea.ics') // { scope: { kind: 'teams', slugs: [...] }, name: 'Arsenal, Chelsea on TV' }
 */
export function readCalendarAddress(
  kind: string,
  file: string,
): { scope: CalendarScope; name: string } | null {
  if (!file.endsWith('.ics') || file.length > 600) return null;
  const value = file.slice(0, -'.ics'.length);
  switch (kind) {
    case 'match':
      return fixtureIdPattern.test(value) ? { scope: { kind, id: value }, name: 'Match' } : null;
    case 'teams': {
      const slugs = [...new Set(value.split(','))];
      if (slugs.length > 20 || !slugs.every((slug) => slugPattern.test(slug))) return null;
      return { scope: { kind, slugs }, name: `${slugs.map(titleOf).join(', ')} on TV` };
    }
    case 'competition':
      return slugPattern.test(value)
        ? {
            scope: { kind, slug: value },
            name: `${getCompetition(value)?.name ?? titleOf(value)} on TV`,
          }
        : null;
    case 'channel': {
      const channel = getChannel(value);
      return channel
        ? { scope: { kind, id: channel.id }, name: `Football on ${channel.name}` }
        : null;
    }
    default:
      return null;
  }
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function titleOf(slug: string): string {
  return slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}
