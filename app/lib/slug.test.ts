import { describe, expect, it } from 'vitest';
import { toSlug } from './slug';

describe('toSlug', () => {
  it.each([
    ['Premier League', 'premier-league'],
    ["St Patrick's Athletic", 'st-patricks-athletic'],
    ['1. FC Köln', '1-fc-koln'],
    ['Brighton & Hove Albion', 'brighton-and-hove-albion'],
    ["Women's Super League 2", 'womens-super-league-2'],
    ['  --Atlético  Madrid--  ', 'atletico-madrid'],
    ['Sky Sports+', 'sky-sports'],
    ['', ''],
    ['!!!', ''],
  ])('%j -> %j', (name, slug) => {
    expect(toSlug(name)).toBe(slug);
  });
});
