import { describe, expect, it } from 'vitest';
import type { StoredChannel } from '~/features/schedule/fixture';
import { buildMatchShareCard, cutText, matchShareImagePath, shareCardLimits } from './share-image';

const fixture = {
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea',
  competition: 'Premier League',
  date: '2025-11-01',
  time: '17:30',
  channelStatus: 'listed' as const,
  channels: [] as StoredChannel[],
};

function channel(id: string | null, name: string): StoredChannel {
  return { id, name, raw: name, url: null };
}

describe('cutText', () => {
  it.each([
    ['Arsenal', 10, 'Arsenal'],
    ['  Man \n City  ', 20, 'Man City'],
    ['Borussia  Mönchengladbach', 12, 'Borussia Mö…'],
    // No space is left before the ellipsis.
    ['Real Madrid Castilla', 6, 'Real…'],
    // Cut by code point: an emoji is never halved.
    ['⚽⚽⚽⚽', 3, '⚽⚽…'],
    ['x'.repeat(48), 48, 'x'.repeat(48)],
    ['x'.repeat(49), 48, `${'x'.repeat(47)}…`],
  ])('cutText(%j, %i) is %j', (text, max, expected) => {
    expect(cutText(text, max)).toBe(expected);
  });
});

describe('matchShareImagePath', () => {
  it.each([
    ['abc12345', undefined, '/match/abc12345/share.png'],
    ['abc12345', 'Xy-_7', '/match/abc12345/share.png?v=Xy-_7'],
    ['a/b', 'x y', '/match/a%2Fb/share.png?v=x%20y'],
  ])('matchShareImagePath(%j, %j) is %j', (id, version, expected) => {
    expect(matchShareImagePath(id, version)).toBe(expected);
  });
});

describe('buildMatchShareCard', () => {
  it('draws the teams with their badges, the competition, the UK date and kick-off', () => {
    const card = buildMatchShareCard({
      ...fixture,
      channels: [channel('sky-sports-main-event', 'Sky Sports Main Event')],
    });
    expect(card).toMatchObject({
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      homeBadge: { initials: 'ARS' },
      awayBadge: { initials: 'CHE' },
      competition: 'Premier League',
      date: 'Saturday 1 November 2025',
      time: '17:30',
      channels: [{ name: 'Sky Sports Main Event', background: '#0A1D45', foreground: '#FFFFFF' }],
      moreChannels: 0,
      broadcastNote: null,
    });
  });

  it('shows three channels and counts the rest; an unknown channel gets the neutral chip', () => {
    const card = buildMatchShareCard({
      ...fixture,
      channels: [
        channel('bbc-one', 'BBC One'),
        channel(null, 'Club TV'),
        channel('bbc-iplayer', 'BBC iPlayer'),
        channel('tnt-sports-1', 'TNT Sports 1'),
        channel('tnt-sports-2', 'TNT Sports 2'),
      ],
    });
    expect(card.channels.map((c) => c.name)).toEqual(['BBC One', 'Club TV', 'BBC iPlayer']);
    expect(card.channels[1]).toEqual({
      name: 'Club TV',
      background: '#E2E8F0',
      foreground: '#0F172A',
      border: '#94A3B8',
    });
    expect(card.moreChannels).toBe(2);
  });

  it.each([
    ['tbc', '2025-11-04', '19:45', 'Channel to be confirmed'],
    ['none', '2025-11-01', '15:00', 'Not shown live in the UK (3pm blackout)'],
    ['not-televised', '2025-11-04', '19:45', 'Not televised'],
    ['none', '2025-11-04', '19:45', 'No UK channel listed'],
  ] as const)('without channels (%s, %s %s) says %j', (channelStatus, date, time, note) => {
    const card = buildMatchShareCard({ ...fixture, channelStatus, date, time });
    expect(card).toMatchObject({ channels: [], moreChannels: 0, broadcastNote: note });
  });

  it('cuts every text to its limit, so no name can make the drawing grow', () => {
    const long = 'Very Long Name '.repeat(6).trim(); // 89 characters; names are stored up to 100
    const card = buildMatchShareCard({
      ...fixture,
      homeTeam: long,
      awayTeam: long,
      competition: long,
      channels: [channel(null, long)],
    });
    expect(Array.from(card.homeTeam)).toHaveLength(shareCardLimits.team);
    expect(Array.from(card.awayTeam)).toHaveLength(shareCardLimits.team);
    expect(Array.from(card.competition)).toHaveLength(shareCardLimits.competition);
    expect(Array.from(card.channels[0]!.name)).toHaveLength(shareCardLimits.channel);
    expect(card.homeTeam.endsWith('…')).toBe(true);
  });
});
