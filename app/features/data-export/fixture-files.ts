import { stringify } from 'csv-stringify/sync';
import { channelViewingUrl } from '~/features/channels/channel-filter';
import type { ChannelStatus, Fixture } from '~/features/schedule/fixture';

/** A fixture as JSON: the public API's shape, and the staff export's. */
export interface FixtureJson {
  id: string;
  slug: string;
  date: string;
  time: string;
  kickoffUtc: string;
  homeTeam: string;
  awayTeam: string;
  competition: string;
  channelStatus: ChannelStatus;
  channels: { id: string | null; name: string; raw: string; url: string | null }[];
}

/**
 * A stored fixture as JSON, each channel with the link viewers follow (its own, else the
 * catalogue's).
 * @example formatFixtureJson(fixture).channels[0]
 *   // { id: 'bbc-one', name: 'BBC One', raw: 'BBC 1', url: 'https://www.bbc.co.uk/iplayer/live/bbcone' }
 */
export function formatFixtureJson(fixture: Fixture): FixtureJson {
  return {
    id: fixture.id,
    slug: fixture.slug,
    date: fixture.date,
    time: fixture.time,
    kickoffUtc: fixture.kickoffUtc,
    homeTeam: fixture.homeTeam,
    awayTeam: fixture.awayTeam,
    competition: fixture.competition,
    channelStatus: fixture.channelStatus,
    channels: fixture.channels.map((c) => ({
      id: c.id,
      name: c.name,
      raw: c.raw,
      url: channelViewingUrl(c),
    })),
  };
}

const csvColumns = [
  { key: 'date', header: 'Date' },
  { key: 'time', header: 'Time (UK)' },
  { key: 'kickoffUtc', header: 'Kick-off (UTC)' },
  { key: 'homeTeam', header: 'Home' },
  { key: 'awayTeam', header: 'Away' },
  { key: 'competition', header: 'Competition' },
  { key: 'channels', header: 'Channels' },
  { key: 'channelStatus', header: 'Status' },
];

/**
 * Fixtures as a CSV file, one row per fixture, for a spreadsheet: RFC 4180 quoting and line
 * breaks, a byte-order mark so Excel reads the UTF-8, and a cell that a spreadsheet would run as
 * a formula (starting = + - @, a tab or a carriage return) prefixed with a single quote.
 * @example buildFixturesCsv([arsenalChelsea])
 *   // '\uFEFFDate,Time (UK),Kick-off (UTC),Home,Away,Competition,Channels,Status\r\n2025-11-01,15:00,2025-11-01T15:00:00.000Z,Arsenal,Chelsea,Premier League,Sky Sports Main Event,listed\r\n'
 */
export function buildFixturesCsv(fixtures: readonly Fixture[]): string {
  const records = fixtures.map((fixture) => ({
    ...fixture,
    channels: fixture.channels.map((channel) => channel.name).join(', '),
  }));
  return stringify(records, {
    header: true,
    columns: csvColumns,
    bom: true,
    record_delimiter: 'windows',
    // Given a record delimiter, the library would quote only cells holding CRLF, not a lone CR or LF.
    quote_record_delimiter: true,
    escape_formulas: true,
  });
}
