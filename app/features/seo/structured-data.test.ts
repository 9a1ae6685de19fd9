import { describe, expect, it } from 'vitest';
import type { Fixture, StoredChannel } from '~/features/schedule/fixture';
import {
  buildArticleData,
  buildBreadcrumbs,
  buildSportsEvent,
  buildWebSite,
  describeMatch,
  matchLocation,
} from './structured-data';
import { buildItemList } from './item-list';

const siteUrl = 'https://kickoff.example';

function makeStoredFixture(overrides: Partial<Fixture> = {}): Fixture {
  return {
    id: 'abc12345XY',
    date: '2025-08-16',
    time: '15:00',
    kickoffUtc: '2025-08-16T14:00:00.000Z',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    competition: 'Premier League',
    slug: 'arsenal-vs-chelsea',
    channelStatus: 'listed',
    channels: [],
    ...overrides,
  };
}

function channel(overrides: Partial<StoredChannel> = {}): StoredChannel {
  return { id: 'bbc-one', name: 'BBC One', raw: 'BBC One', url: null, ...overrides };
}

/** What a consumer of the page sees: the object after a JSON round trip. */
function roundTrip(value: object): unknown {
  return JSON.parse(JSON.stringify(value));
}

describe('matchLocation', () => {
  const ground = (name: string, town: string, country = 'GB') => ({
    '@type': 'Place',
    name,
    address: { '@type': 'PostalAddress', addressLocality: town, addressCountry: country },
  });
  it.each([
    ['Spurs', 'Premier League', ground('Tottenham Hotspur Stadium', 'London')],
    ['Hearts', 'Scottish Premiership', ground('Tynecastle Park', 'Edinburgh')],
    ['Bayern Munich', 'Champions League', ground('Allianz Arena', 'Munich', 'DE')],
    ['Arsenal', 'FA Cup Quarter-final', ground('Emirates Stadium', 'London')],
    // Another side of the club, a ground we have not recorded, a neutral final: no place at all,
    // never a team's name.
    ['Arsenal Women', "Women's Super League", null],
    ['Barcelona', 'La Liga', null],
    ['Chelsea', 'FA Cup Final', null],
    ['Rangers', 'Scottish Cup Semi-final', null],
    ['Wrexham', 'National League Play-off Final', null],
  ])('%s in %s plays at %j', (homeTeam, competition, expected) => {
    expect(matchLocation({ homeTeam, competition })).toEqual(expected);
  });
});

describe('describeMatch', () => {
  it.each<[Partial<Fixture>, string]>([
    [
      { channelStatus: 'tbc' },
      'Arsenal v Chelsea, Premier League. Kick-off 15:00 UK time on Saturday 16 August 2025. Channel to be confirmed.',
    ],
    [
      { channelStatus: 'not-televised' },
      'Arsenal v Chelsea, Premier League. Kick-off 15:00 UK time on Saturday 16 August 2025. Not televised.',
    ],
    [
      { channelStatus: 'none' },
      'Arsenal v Chelsea, Premier League. Kick-off 15:00 UK time on Saturday 16 August 2025. Not shown live in the UK (3pm blackout).',
    ],
    [
      { channels: [channel()] },
      'Arsenal v Chelsea, Premier League. Kick-off 15:00 UK time on Saturday 16 August 2025. Live on BBC One.',
    ],
    [
      {
        competition: ' ',
        time: '19:45',
        date: '2025-12-03',
        channels: [
          channel(),
          channel({ name: 'BBC iPlayer' }),
          channel({ name: 'TNT Sports 1', id: 'tnt-sports-1' }),
        ],
      },
      'Arsenal v Chelsea. Kick-off 19:45 UK time on Wednesday 3 December 2025. Live on BBC One, BBC iPlayer and TNT Sports 1.',
    ],
  ])('%j -> %s', (overrides, expected) => {
    expect(describeMatch(makeStoredFixture(overrides))).toBe(expected);
  });
});

describe('buildArticleData', () => {
  const article = {
    kind: 'news' as const,
    title: 'Sky and TNT share the Premier League',
    summary: 'Who shows what.',
    author: 'Kickoff TV team',
    publishedAt: '2025-08-01T09:00:00.000Z',
    updatedAt: '2025-08-02T09:00:00.000Z',
    imageUrl: null,
    tags: ['Premier League', 'Sky Sports'],
    path: '/news/sky-and-tnt',
  };

  it('describes news as a NewsArticle with the share image and the publisher logo', () => {
    expect(roundTrip(buildArticleData(article, siteUrl))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Sky and TNT share the Premier League',
      description: 'Who shows what.',
      image: ['https://kickoff.example/og-image.png'],
      datePublished: '2025-08-01T09:00:00.000Z',
      dateModified: '2025-08-02T09:00:00.000Z',
      author: {
        '@type': 'Organization',
        name: 'Kickoff TV team',
        url: 'https://kickoff.example/about',
      },
      publisher: {
        '@type': 'Organization',
        name: 'Kickoff TV',
        url: 'https://kickoff.example/',
        logo: {
          '@type': 'ImageObject',
          url: 'https://kickoff.example/icons/icon-512.png',
          width: 512,
          height: 512,
        },
      },
      mainEntityOfPage: 'https://kickoff.example/news/sky-and-tnt',
      keywords: 'Premier League, Sky Sports',
    });
  });

  it.each([
    ['blog', null, 'BlogPosting', 'https://kickoff.example/og-image.png'],
    ['guide', '/images/guide.png', 'BlogPosting', 'https://kickoff.example/images/guide.png'],
    ['news', 'https://img.example/a.jpg', 'NewsArticle', 'https://img.example/a.jpg'],
  ] as const)('a %s with image %j is a %s showing %s', (kind, imageUrl, type, image) => {
    const data = buildArticleData({ ...article, kind, imageUrl }, siteUrl);
    expect(data).toMatchObject({ '@type': type, image: [image] });
  });
});

describe('buildWebSite', () => {
  it('offers a search of the schedule and names the site with its logo', () => {
    const [site, organisation] = buildWebSite(siteUrl).map(roundTrip);
    expect(site).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Kickoff TV',
      url: 'https://kickoff.example/',
      inLanguage: 'en-GB',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://kickoff.example/schedule?search={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(organisation).toMatchObject({
      '@type': 'Organization',
      logo: { '@type': 'ImageObject', url: 'https://kickoff.example/icons/icon-512.png' },
    });
  });
});

describe('buildSportsEvent', () => {
  it('describes a match without channels as a scheduled SportsEvent', () => {
    expect(roundTrip(buildSportsEvent(makeStoredFixture(), siteUrl))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Arsenal v Chelsea',
      startDate: '2025-08-16T14:00:00.000Z',
      endDate: '2025-08-16T16:00:00.000Z', // two hours: 90 minutes, half-time and stoppages
      url: 'https://kickoff.example/match/abc12345XY',
      // A Saturday 3pm kick-off with no channel: the page's own words, the blackout.
      description:
        'Arsenal v Chelsea, Premier League. Kick-off 15:00 UK time on Saturday 16 August 2025. Not shown live in the UK (3pm blackout).',
      image: ['https://kickoff.example/og-image.png', 'https://kickoff.example/icons/icon-512.png'],
      location: {
        '@type': 'Place',
        name: 'Emirates Stadium',
        address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' },
      },
      sport: 'Soccer',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      homeTeam: { '@type': 'SportsTeam', name: 'Arsenal' },
      awayTeam: { '@type': 'SportsTeam', name: 'Chelsea' },
      performer: [
        { '@type': 'SportsTeam', name: 'Arsenal' },
        { '@type': 'SportsTeam', name: 'Chelsea' },
      ],
      superEvent: { '@type': 'SportsEvent', name: 'Premier League' },
    });
  });

  it('leaves the location out when the ground is not known, never naming a team as a place', () => {
    const event = buildSportsEvent(makeStoredFixture({ homeTeam: 'Barcelona' }), siteUrl);
    expect(event).not.toHaveProperty('location');
  });

  it('adds one live BroadcastEvent per channel, and mixed attendance', () => {
    const fixture = makeStoredFixture({
      channels: [
        channel(),
        channel({ id: 'sky-sports-main-event', name: 'Sky Sports Main Event', url: null }),
      ],
    });
    const event = roundTrip(buildSportsEvent(fixture, siteUrl)) as Record<string, unknown>;
    expect(event.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(event.subjectOf).toEqual([
      {
        '@type': 'BroadcastEvent',
        name: 'Arsenal v Chelsea on BBC One',
        isLiveBroadcast: true,
        startDate: '2025-08-16T14:00:00.000Z',
        endDate: '2025-08-16T16:00:00.000Z',
        publishedOn: {
          '@type': 'BroadcastService',
          name: 'BBC One',
          broadcastDisplayName: 'BBC One',
          url: 'https://www.bbc.co.uk/iplayer/live/bbcone',
        },
      },
      {
        '@type': 'BroadcastEvent',
        name: 'Arsenal v Chelsea on Sky Sports Main Event',
        isLiveBroadcast: true,
        startDate: '2025-08-16T14:00:00.000Z',
        endDate: '2025-08-16T16:00:00.000Z',
        publishedOn: {
          '@type': 'BroadcastService',
          name: 'Sky Sports Main Event',
          broadcastDisplayName: 'Sky Sports Main Event',
          url: 'https://www.skysports.com/watch',
        },
      },
    ]);
  });

  it.each<[string, Partial<StoredChannel>, string | undefined]>([
    ['catalogue url', { id: 'bbc-one', url: null }, 'https://www.bbc.co.uk/iplayer/live/bbcone'],
    ['fixture url first', { id: 'bbc-one', url: 'https://bbc.example/x' }, 'https://bbc.example/x'],
    [
      'unknown channel with url',
      { id: null, url: 'http://club.example/tv' },
      'http://club.example/tv',
    ],
    ['unknown channel without url', { id: null, url: null }, undefined],
    ['id not in catalogue', { id: 'no-such-channel', url: null }, undefined],
    ['non-web url refused', { id: null, url: 'javascript:alert(1)' }, undefined],
    [
      'non-web url falls back',
      { id: 'bbc-one', url: 'javascript:x' },
      'https://www.bbc.co.uk/iplayer/live/bbcone',
    ],
  ])('viewing url: %s', (_case, overrides, expected) => {
    const fixture = makeStoredFixture({ channels: [channel(overrides)] });
    const event = buildSportsEvent(fixture, siteUrl) as {
      subjectOf: { publishedOn: { url?: string } }[];
    };
    expect(event.subjectOf[0]?.publishedOn.url).toBe(expected);
  });

  it('leaves out an empty competition', () => {
    const event = buildSportsEvent(makeStoredFixture({ competition: ' ' }), siteUrl);
    expect(event).not.toHaveProperty('superEvent');
  });

  it('puts @context on the top object only', () => {
    const fixture = makeStoredFixture({ channels: [channel()] });
    const json = JSON.stringify(buildSportsEvent(fixture, siteUrl));
    expect(json.match(/@context/g)).toHaveLength(1);
  });

  it('keeps hostile text as text: it parses back unchanged', () => {
    const hostile = '</script><script>alert(1)</script>';
    const fixture = makeStoredFixture({
      homeTeam: hostile,
      channels: [channel({ id: null, name: hostile })],
    });
    const event = roundTrip(buildSportsEvent(fixture, siteUrl)) as Record<string, unknown>;
    expect(event.name).toBe(`${hostile} v Chelsea`);
    expect(event.homeTeam).toEqual({ '@type': 'SportsTeam', name: hostile });
  });
});

describe('buildItemList', () => {
  it.each([
    [0, 0],
    [1, 1],
    [100, 100],
    [101, 100],
    [250, 100],
  ])('%i fixtures -> %i items', (count, expected) => {
    const fixtures = Array.from({ length: count }, (_, index) =>
      makeStoredFixture({ id: `fixture${String(index).padStart(4, '0')}` }),
    );
    const list = roundTrip(buildItemList(fixtures, siteUrl)) as {
      numberOfItems: number;
      itemListElement: { position: number }[];
    };
    expect(list.numberOfItems).toBe(expected);
    expect(list.itemListElement.map((item) => item.position)).toEqual(
      Array.from({ length: expected }, (_, index) => index + 1),
    );
  });

  it('links each match page in the order given', () => {
    const fixtures = [
      makeStoredFixture({ id: 'first1234', homeTeam: 'Leeds', awayTeam: 'Hull' }),
      makeStoredFixture({ id: 'second1234', homeTeam: 'Celtic', awayTeam: 'Rangers' }),
    ];
    expect(roundTrip(buildItemList(fixtures, `${siteUrl}/`))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: 'https://kickoff.example/match/first1234',
          name: 'Leeds v Hull',
        },
        {
          '@type': 'ListItem',
          position: 2,
          url: 'https://kickoff.example/match/second1234',
          name: 'Celtic v Rangers',
        },
      ],
    });
  });
});

describe('buildBreadcrumbs', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    const crumbs = [
      { name: 'Home', path: '/' },
      { name: 'Competitions', path: '/competitions' },
      { name: 'FA Cup', path: '/competition?competition=FA%20Cup' },
    ];
    expect(roundTrip(buildBreadcrumbs(crumbs, siteUrl))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://kickoff.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Competitions',
          item: 'https://kickoff.example/competitions',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'FA Cup',
          item: 'https://kickoff.example/competition?competition=FA%20Cup',
        },
      ],
    });
  });

  it('gives an empty list for no crumbs', () => {
    expect(buildBreadcrumbs([], siteUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [],
    });
  });
});
