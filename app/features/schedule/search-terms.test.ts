import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildNameKey } from '~/lib/name-key';
import {
  buildSearchExpr,
  hasWholeNames,
  parseFixtureSearch,
  toFts5Query,
  toSearchWords,
  toTsQuery,
} from './search-terms';

describe('toSearchWords', () => {
  it.each([
    ['Arsenal', ['arsenal']],
    ['  Man  Utd ', ['man', 'utd']],
    ['1. FC Köln', ['1', 'fc', 'koln']],
    ['Atlético de Madrid', ['atletico', 'de', 'madrid']],
    ["Nott'm Forest", ['nottm', 'forest']],
    ['Nott‘m Forest', ['nottm', 'forest']],
    ['Nottʼm Forest', ['nottm', 'forest']],
    ['Bodø/Glimt', ['bodø', 'glimt']],
    ['Paris Saint-Germain', ['paris', 'saint', 'germain']],
    ['Brighton & Hove Albion', ['brighton', 'and', 'hove', 'albion']],
    ['Brighton&Hove', ['brighton', 'and', 'hove']],
    ['St. Pauli', ['st', 'pauli']],
    ['!!!', []],
  ])('%j -> %j', (text, words) => {
    expect(toSearchWords(text)).toEqual(words);
  });

  it('gives the words of the name key, however a name is written', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const words = toSearchWords(text);
        expect(words.join(' ')).toBe(buildNameKey(text));
        for (const word of words) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
        expect(toSearchWords(words.join(' '))).toEqual(words);
      }),
    );
  });
});

describe('parseFixtureSearch', () => {
  const sides = (text: string) => {
    const search = parseFixtureSearch(text);
    return search?.kind === 'match' ? search.sides.map((side) => side.words.join(' ')) : search;
  };

  it.each([
    ['Arsenal v Chelsea', ['arsenal', 'chelsea']],
    ['Arsenal vs Chelsea', ['arsenal', 'chelsea']],
    ['arsenal VS. chelsea', ['arsenal', 'chelsea']],
    ['Arsenal versus Chelsea', ['arsenal', 'chelsea']],
    ['Arsenal - Chelsea', ['arsenal', 'chelsea']],
    ['Arsenal – Chelsea', ['arsenal', 'chelsea']],
    ['Man Utd v Spurs', ['man utd', 'spurs']],
  ])('%j is a match between %j', (text, expected) => {
    expect(sides(text)).toEqual(expected);
  });

  it.each([
    ['Paris Saint-Germain', ['paris', 'saint', 'germain']], // an unspaced dash is a name
    ['Arsenal v', ['arsenal']], // half a match is a name
    ['v Chelsea', ['chelsea']],
    ['Vitesse', ['vitesse']],
    ['Premier League', ['premier', 'league']],
  ])('%j is one name: %j', (text, words) => {
    const search = parseFixtureSearch(text);
    expect(search?.kind === 'name' && search.term.words).toEqual(words);
  });

  it.each(['', '   ', '!!', ' - '])('%j is no search', (text) => {
    expect(parseFixtureSearch(text)).toBeNull();
  });

  it.each([
    ['Spurs', 'Tottenham Hotspur', [['tottenham'], ['spurs']]],
    [
      'Man City',
      'Manchester City',
      [
        ['manchester', 'city'],
        ['man', 'city'],
      ],
    ],
    [
      'man utd',
      'Manchester United',
      [
        ['manchester', 'united'],
        ['manchester', 'utd'],
        ['man', 'united'],
        ['man', 'utd'],
      ],
    ],
    ['Wolves', 'Wolverhampton Wanderers', [['wolverhampton'], ['wolves']]],
    [
      'Koln',
      '1. FC Köln',
      [
        ['fc', 'koln'],
        ['fc', 'cologne'],
      ],
    ],
    ['Arsenal', 'Arsenal', [['arsenal']]],
    ['Arsenal Women', null, []],
  ])('%j names %j, also found as %j', (text, team, names) => {
    const search = parseFixtureSearch(text);
    if (search?.kind !== 'name') throw new Error('expected a name');
    expect(search.term.team).toBe(team);
    expect(search.term.names).toEqual(names);
  });

  it('keeps whole names to their slugs', () => {
    const search = parseFixtureSearch('Boro');
    expect(search?.kind === 'name' && search.term.wholeNames).toEqual([
      { words: ['boro'], slug: 'boro' },
    ]);
  });
});

describe('the full-text queries', () => {
  const expr = (text: string, teamsOnly = false) => {
    const search = parseFixtureSearch(text, { teamsOnly });
    if (!search) throw new Error('no search');
    return buildSearchExpr(search);
  };

  it.each([
    [
      'Arsen',
      false,
      '({home_words} : "arsen"* OR {away_words} : "arsen"* OR {competition_words} : "arsen"*)',
      "('arsen':*A | 'arsen':*B | 'arsen':*C)",
    ],
    [
      'Arsen',
      true,
      '({home_words} : "arsen"* OR {away_words} : "arsen"*)',
      "('arsen':*A | 'arsen':*B)",
    ],
    [
      'Spurs',
      true,
      '({home_words} : "spurs"* OR {away_words} : "spurs"* OR {home_words away_words} : "tottenham")',
      "('spurs':*A | 'spurs':*B | 'tottenham':AB)",
    ],
    [
      'FA Cup',
      false,
      '(({home_words} : "fa"* AND {home_words} : "cup"*) OR ({away_words} : "fa"* AND {away_words} : "cup"*) OR ({competition_words} : "fa"* AND {competition_words} : "cup"*))',
      "(('fa':*A & 'cup':*A) | ('fa':*B & 'cup':*B) | ('fa':*C & 'cup':*C))",
    ],
    [
      'Man City',
      true,
      '(({home_words} : "man"* AND {home_words} : "city"*) OR ({away_words} : "man"* AND {away_words} : "city"*) OR {home_words away_words} : "manchester city")',
      "(('man':*A & 'city':*A) | ('man':*B & 'city':*B) | ('manchester':AB <-> 'city':AB))",
    ],
    [
      'Arsenal v Chelsea',
      false,
      '(({home_words} : "arsenal"* AND {away_words} : "chelsea"*) OR ({home_words} : "chelsea"* AND {away_words} : "arsenal"*))',
      "(('arsenal':*A & 'chelsea':*B) | ('chelsea':*A & 'arsenal':*B))",
    ],
    [
      'Boro',
      true,
      '({home_words} : "boro"* OR {away_words} : "boro"* OR {home_words away_words} : "middlesbrough" OR {home_words away_words} : "middlesboro" OR {home_words} : "boro" OR {away_words} : "boro")',
      "('boro':*A | 'boro':*B | 'middlesbrough':AB | 'middlesboro':AB | 'boro':A | 'boro':B)",
    ],
  ])('%j (teams only: %j)', (text, teamsOnly, fts5, tsquery) => {
    expect(toFts5Query(expr(text, teamsOnly))).toBe(fts5);
    expect(toTsQuery(expr(text, teamsOnly))).toBe(tsquery);
  });

  it.each([
    ['Boro', true],
    ['Villa v Spurs', true],
    ['Spurs', false],
    ['Arsenal', false],
  ])('%j has whole names: %j', (text, expected) => {
    expect(hasWholeNames(expr(text))).toBe(expected);
  });
});
