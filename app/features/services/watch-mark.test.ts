import { describe, expect, it } from 'vitest';
import { decideWatchMark } from './watch-mark';

describe('decideWatchMark', () => {
  it.each([
    // nothing ticked: no marks at all
    [['bbc-one'], [], null],
    // no channel confirmed, or none in the catalogue, or none a UK service carries
    [[], ['free-tv'], null],
    [[null], ['free-tv'], null],
    [['nbc'], ['sky-sports'], null],
    // on a service they have
    [['bbc-one'], ['free-tv'], { kind: 'can-watch' }],
    [['sky-sports-main-event'], ['sky-sports'], { kind: 'can-watch' }],
    [['now'], ['sky-sports'], { kind: 'can-watch' }],
    [['discovery-plus'], ['tnt-sports'], { kind: 'can-watch' }],
    [['sky-sports-main-event', 'tnt-sports-1'], ['tnt-sports'], { kind: 'can-watch' }],
    [[null, 'amazon-prime-video'], ['amazon-prime-video'], { kind: 'can-watch' }],
    // not on their services: the cheapest that carries one of the channels
    [['sky-sports-main-event'], ['free-tv'], { kind: 'needs', service: 'Sky Sports or NOW' }],
    [['tnt-sports-2'], ['sky-sports'], { kind: 'needs', service: 'TNT Sports or discovery+' }],
    [['bbc-one'], ['sky-sports'], { kind: 'needs', service: 'Free TV' }],
    [
      ['sky-sports-football', 'amazon-prime-video'],
      ['dazn'],
      { kind: 'needs', service: 'Amazon Prime Video' },
    ],
    [['sky-sports-main-event', 'bbc-one'], ['dazn'], { kind: 'needs', service: 'Free TV' }],
    [['nbc', 'mutv'], ['free-tv'], { kind: 'needs', service: 'MUTV' }],
  ])('channels %j with %j ticked: %j', (channels, ticked, expected) => {
    expect(decideWatchMark(channels, new Set(ticked))).toEqual(expected);
  });
});
