import { describe, expect, it } from 'vitest';
import {
  isFilteredListing,
  parseFixtureQuery,
  parseListingFilters,
  unknownTeamMessage,
} from './list-query';

const today = '2025-10-30';
const parse = (query: string) => parseFixtureQuery(new URLSearchParams(query), today);

describe('parseListingFilters', () => {
  it('reads the filters of a list page and ignores other parameters', () => {
    expect(
      parseListingFilters(new URLSearchParams('team=Arsenal&free=true&utm_source=x&search=')),
    ).toEqual({
      ok: true,
      value: { team: 'Arsenal', freeToAir: true },
    });
    expect(parseListingFilters(new URLSearchParams(`search=${'x'.repeat(101)}`)).ok).toBe(false);
  });

  it.each([
    ['spurs', 'Tottenham Hotspur'],
    ['Tottenham Hotspur', 'Tottenham Hotspur'],
    ['the Toffees', 'Everton'],
    [' arsenal ', 'Arsenal'],
  ])('reads team=%j as the catalogue names it: %j', (team, name) => {
    expect(parseListingFilters(new URLSearchParams({ team }))).toEqual({
      ok: true,
      value: { team: name, freeToAir: false },
    });
  });

  it.each(['no such team', 'x'.repeat(300), ' ', 'Arsen'])(
    'refuses team=%j with one 404 that does not repeat it',
    (team) => {
      expect(parseListingFilters(new URLSearchParams({ team }))).toEqual({
        ok: false,
        error: unknownTeamMessage,
        status: 404,
      });
    },
  );
});

describe('parseFixtureQuery', () => {
  it.each([
    ['', { from: today, to: '2025-11-05' }],
    ['from=2025-11-01', { from: '2025-11-01', to: '2025-11-07' }],
    ['from=2025-11-01&to=2025-11-01', { from: '2025-11-01', to: '2025-11-01' }],
    ['from=2025-11-01&to=2026-01-01', { from: '2025-11-01', to: '2026-01-01' }],
    [
      'competition=Premier%20League&team=&channel=bbc-one',
      { competitionSlug: 'premier-league', channelIds: ['bbc-one'] },
    ],
    [
      'competition=UEFA%20Champions%20League%20League%20Phase',
      { competitionSlug: 'champions-league' },
    ],
    ['team=%20city%20&search=cup&free=1', { team: 'city', search: 'cup', freeToAir: true }],
    ['channel=BT%20Sport%201', { channelIds: ['tnt-sports-1'] }],
  ])('reads %j', (query, expected) => {
    const result = parse(query);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.filter).toMatchObject({ ...expected, limit: 1000 });
  });

  it.each([
    ['from=2025-02-29', 'Invalid from: must be a real date written YYYY-MM-DD'],
    ['from=tomorrow', 'Invalid from: must be a real date written YYYY-MM-DD'],
    ['to=2025-13-01', 'Invalid to: must be a real date written YYYY-MM-DD'],
    ['from=2025-11-02&to=2025-11-01', 'Invalid range: "to" is before "from"'],
    ['from=2025-11-01&to=2026-01-02', 'Invalid range: at most 62 days at a time'],
    [`team=${'x'.repeat(101)}`, expect.stringMatching(/^Invalid team:/)],
    ['channel=Nope%20TV', 'Invalid channel: no channel called "Nope TV"'],
    ['free=maybe', expect.stringMatching(/^Invalid free:/)],
    ['limit=5', 'Invalid query: unknown parameter limit'],
  ])('refuses %j', (query, error) => {
    expect(parse(query)).toEqual({ ok: false, error });
  });
});

describe('isFilteredListing', () => {
  it.each([
    ['', false],
    ['utm_source=x&fbclid=y', false],
    ['search=', false],
    ['search=arsenal', true],
    ['free=1', true],
    ['channel=bbc-one&utm_source=x', true],
  ])('%j -> %s', (query, expected) => {
    expect(isFilteredListing(new URLSearchParams(query))).toBe(expected);
  });
});
