import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildNameKey } from './name-key';
import { toSlug } from './slug';
import { newApostrophes, slugBeforeNameKey } from './slug.testing';

describe('toSlug', () => {
  it.each([
    ['Premier League', 'premier-league'],
    ["St Patrick's Athletic", 'st-patricks-athletic'],
    ['St Patrick’s Athletic', 'st-patricks-athletic'],
    ['St Patrick‘s Athletic', 'st-patricks-athletic'],
    ['St Patrickʼs Athletic', 'st-patricks-athletic'],
    ['1. FC Köln', '1-fc-koln'],
    ['Brighton & Hove Albion', 'brighton-and-hove-albion'],
    ['Brighton&Hove Albion', 'brighton-and-hove-albion'],
    ["Women's Super League 2", 'womens-super-league-2'],
    ['  --Atlético  Madrid--  ', 'atletico-madrid'],
    ['A.F.C. Wimbledon', 'a-f-c-wimbledon'],
    ['Bodø/Glimt', 'bod-glimt'], // 'ø' is no ASCII letter
    ['Sky Sports+', 'sky-sports'],
    ['ＦＣ Porto', 'fc-porto'],
    ['Зенит', ''],
    ['', ''],
    ['!!!', ''],
  ])('%j -> %j', (name, slug) => {
    expect(toSlug(name)).toBe(slug);
  });

  const anyName = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  );

  it('is lower-case ASCII letters and digits joined by single hyphens', () => {
    fc.assert(
      fc.property(anyName, (name) => {
        expect(toSlug(name)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('is its own slug', () => {
    fc.assert(
      fc.property(anyName, (name) => {
        expect(toSlug(toSlug(name))).toBe(toSlug(name));
      }),
    );
  });

  it('is made from the name key: names with one key have one slug', () => {
    fc.assert(
      fc.property(anyName, (name) => {
        expect(toSlug(buildNameKey(name))).toBe(toSlug(name));
        // Its words are the key's ASCII words.
        for (const word of toSlug(name).split('-').filter(Boolean))
          expect(buildNameKey(name)).toMatch(word);
      }),
    );
  });

  it('is the slug a name had before, unless it holds a newly read apostrophe', () => {
    fc.assert(
      fc.property(anyName, (name) => {
        fc.pre(![...name].some((character) => newApostrophes.has(character)));
        expect(toSlug(name)).toBe(slugBeforeNameKey(name));
      }),
    );
  });

  it('keeps the slug of every character but the newly read apostrophes', () => {
    const moved: string[] = [];
    for (let codePoint = 1; codePoint < 0x110000; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const name = `Ab${String.fromCodePoint(codePoint)}Cd`;
      if (toSlug(name) !== slugBeforeNameKey(name)) moved.push(String.fromCodePoint(codePoint));
    }
    expect(new Set(moved)).toEqual(newApostrophes);
  });
});
