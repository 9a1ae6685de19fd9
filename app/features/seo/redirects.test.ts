import { describe, expect, it } from 'vitest';
import { findRedirect } from './redirects';

type Row = [pathname: string, search: string, expected: string | null];

describe('findRedirect', () => {
  describe('fixed aliases', () => {
    it.each<Row>([
      ['/schedule.html', '', '/schedule'],
      ['/schedules', '', '/schedule'],
      ['/fixtures', '', '/schedule'],
      ['/matches', '', '/schedule'],
      ['/today', '', '/football-on-tv-today'],
      ['/live', '', '/football-on-tv-today'],
      ['/tv-guide', '', '/football-tv-guide'],
      ['/guide', '', '/football-tv-guide'],
      ['/free', '', '/free-to-air-tv'],
      ['/subscription', '', '/subscription-tv'],
      ['/competitions.html', '', '/competitions'],
      ['/leagues', '', '/competitions'],
      ['/privacy', '', '/cookie-policy'],
      ['/privacy-policy', '', '/cookie-policy'],
      ['/terms', '', '/cookie-policy'],
      // Case-insensitive, query kept, trailing slash in the same hop.
      ['/SCHEDULE.HTML', '', '/schedule'],
      ['/Today', '', '/football-on-tv-today'],
      ['/fixtures', '?search=arsenal', '/schedule?search=arsenal'],
      ['/fixtures/', '?search=arsenal', '/schedule?search=arsenal'],
      // The teams directory is a page of its own (the menus link it).
      ['/teams', '', null],
      ['/teams/', '', '/teams'],
      ['/TEAMS', '', null],
      ['/tv-guide', 'utm_source=x', '/football-tv-guide?utm_source=x'],
      ['/live', '?', '/football-on-tv-today'],
    ])('%s%s -> %s', (pathname, search, expected) => {
      expect(findRedirect(pathname, search)).toBe(expected);
    });
  });

  describe('channel addresses', () => {
    it.each<Row>([
      ['/tv/bbc-one', '', '/channel/bbc-one'],
      ['/watch/sky-sports-main-event', '', '/channel/sky-sports-main-event'],
      ['/uk/tv/itv1', '', '/channel/itv1'],
      ['/channel/sky-sports/sky-sports-football', '', '/channel/sky-sports-football'],
      ['/channels/tv/bbc-two', '?ref=menu', '/channel/bbc-two?ref=menu'],
      ['/tv/bbc-one/', '', '/channel/bbc-one'],
      ['/tv/bbc-one.html', '', '/channel/bbc-one'],
      ['/TV/bbc-one', '', '/channel/bbc-one'],
      // Only the first segment's case is corrected; the id is kept as written.
      ['/Channel/bbc-one', '', '/channel/bbc-one'],
    ])('%s%s -> %s', (pathname, search, expected) => {
      expect(findRedirect(pathname, search)).toBe(expected);
    });
  });

  describe('match addresses (query string kept)', () => {
    it.each<Row>([
      ['/match-centre/a1b2c3d4e5', '', '/match/a1b2c3d4e5'],
      ['/fixture/a1b2c3d4e5', '', '/match/a1b2c3d4e5'],
      ['/fixtures/a1b2c3d4e5', '?utm_medium=social', '/match/a1b2c3d4e5?utm_medium=social'],
      ['/game/a1b2c3d4e5', '', '/match/a1b2c3d4e5'],
      ['/games/AbCdEfGh', '', '/match/AbCdEfGh'],
      ['/matches/a1b2c3d4e5/', '', '/match/a1b2c3d4e5'],
      ['/match-a1b2c3d4e5', '', '/match/a1b2c3d4e5'],
      ['/uk/football/match/a1b2c3d4e5', '', '/match/a1b2c3d4e5'],
      ['/MATCH/a1b2c3d4e5', '', '/match/a1b2c3d4e5'],
      // Several tokens: the last one (ids come after team names in old addresses).
      ['/fixture/tottenham-v-liverpool/a1b2c3d4e5', '', '/match/a1b2c3d4e5'],
      ['/game/a1b2c3d4e5/b9c8d7e6f5', '', '/match/b9c8d7e6f5'],
      // The marker word itself is not a token ('fixtures' has 8 letters).
      ['/fixtures/today', '', null],
      ['/match/short', '', null],
      ['/game/abc1234', '', null],
      ['/match-of-the-day', '', null],
    ])('%s%s -> %s', (pathname, search, expected) => {
      expect(findRedirect(pathname, search)).toBe(expected);
    });
  });

  describe('login sub-paths and trailing slashes', () => {
    it.each<Row>([
      ['/login/anything', '', '/login'],
      ['/login/a/b', '?redirectTo=%2Fadmin', '/login?redirectTo=%2Fadmin'],
      ['/LOGIN/x', '', '/login'],
      ['/login/', '', '/login'],
      ['/login', '', null],
      ['/schedule/', '', '/schedule'],
      ['/schedule/', '?search=spurs', '/schedule?search=spurs'],
      ['/news/some-article/', '', '/news/some-article'],
      ['/channel/bbc-one/', '', '/channel/bbc-one'],
      ['/match/a1b2c3d4e5/', '', '/match/a1b2c3d4e5'],
      ['/schedule///', '', '/schedule'],
      ['/', '', null],
      ['/', '?search=x', null],
    ])('%s%s -> %s', (pathname, search, expected) => {
      expect(findRedirect(pathname, search)).toBe(expected);
    });
  });

  describe('served as they are (no redirect)', () => {
    it.each<Row>([
      ['/schedule', '', null],
      ['/schedule', '?search=arsenal', null],
      ['/match/abcdefgh12', '', null],
      ['/match/abcdefgh12', '?x=1', null],
      ['/channel/sky-sports-main-event', '', null],
      ['/channel/matchday-tv-12345678', '', null],
      ['/channels', '', null],
      ['/premier-league', '', null],
      ['/football-tv-guide', '', null],
      ['/football-on-tv-today', '', null],
      ['/free-to-air-tv', '', null],
      ['/subscription-tv', '', null],
      ['/cookie-policy', '', null],
      ['/competitions', '', null],
      ['/about', '', null],
      // Sections with slugs or files of their own are never read as old addresses.
      ['/news/match-report-tottenham-v-liverpool', '', null],
      ['/blog/watch/how-to-watch-football-abroad', '', null],
      ['/assets/match-Bq3xYz9K.js', '', null],
      ['/calendar/channel/bbc-one.ics', '', null],
      ['/api/fixtures/a1b2c3d4e5', '', null],
      ['', '', null],
    ])('%s%s -> %s', (pathname, search, expected) => {
      expect(findRedirect(pathname, search)).toBe(expected);
    });
  });

  describe('never another origin', () => {
    it.each<Row>([
      ['//evil.com', '', null],
      ['//evil.com/', '', '/evil.com'],
      ['///evil.com/', '', '/evil.com'],
      ['/\\evil.com/', '', '/evil.com'],
      ['/\\/evil.com/', '', '/evil.com'],
      ['//evil.com/tv/x', '', '/channel/x'],
      ['//evil.com/match/a1b2c3d4e5', '', '/match/a1b2c3d4e5'],
      ['/\t/evil.com/', '', null],
      ['/%2F%2Fevil.com/', '', '/%2F%2Fevil.com'],
      ['/schedule/', '?a=1\r\nSet-Cookie: x=1', null],
      ['schedule/', '', null],
    ])('%j%j -> %j', (pathname, search, expected) => {
      expect(findRedirect(pathname, search)).toBe(expected);
    });
  });

  describe('every target is final, on this site and not the address asked for', () => {
    const sources = [
      '/schedule.html',
      '/fixtures/',
      '/teams/',
      '/terms',
      '/login/x',
      '/tv/bbc-one/',
      '/Channel/bbc-one',
      '/watch/matchday12345',
      '/fixture/a1b2c3d4e5',
      '/MATCH/a1b2c3d4e5',
      '//evil.com/',
      '/\\evil.com/',
      '/news/a/',
    ];
    it.each(sources)('%s', (pathname) => {
      const target = findRedirect(pathname, '?q=1');
      expect(target).not.toBeNull();
      expect(target).toMatch(/^\/(?![/\\])/);
      expect(target).not.toBe(`${pathname}?q=1`);
      const [targetPath = '', targetQuery = ''] = (target ?? '').split(/(?=\?)/);
      expect(findRedirect(targetPath, targetQuery)).toBeNull();
    });
  });
});
