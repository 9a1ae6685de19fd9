import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildNameKey, foldName } from './name-key';

describe('buildNameKey', () => {
  it.each([
    ['Arsenal', 'arsenal'],
    ['  MANCHESTER   City ', 'manchester city'],
    ['Brighton & Hove Albion', 'brighton and hove albion'],
    ['Brighton&Hove Albion', 'brighton and hove albion'],
    ["Nott'm Forest", 'nottm forest'],
    ['Nott’m Forest', 'nottm forest'],
    ['Nott‘m Forest', 'nottm forest'],
    ['Nott`m Forest', 'nottm forest'],
    ['Nottʼm Forest', 'nottm forest'], // the modifier letter apostrophe, U+02BC
    ['Nott＇m Forest', 'nottm forest'], // full-width: ' after NFKD
    ['Paris Saint-Germain', 'paris saint germain'],
    ['1. FC Köln', '1 fc koln'],
    ['A.F.C. Wimbledon', 'a f c wimbledon'],
    ['Atle\u0301tico de Madrid', 'atletico de madrid'], // decomposed accent
    ['Borussia Mönchengladbach', 'borussia monchengladbach'],
    ['Bodø/Glimt', 'bodø glimt'], // not decomposed by Unicode: kept
    ['Fenerbahçe', 'fenerbahce'],
    ['İstanbul Başakşehir', 'istanbul basaksehir'],
    ['Legia Warszawa / Łódź', 'legia warszawa łodz'],
    ['Man-Utd', 'man utd'],
    ['Sky Sports+', 'sky sports'],
    ['Hannover 96', 'hannover 96'],
    ['ＦＣ Porto', 'fc porto'], // full-width letters
    ['Brand™ United', 'brandtm united'], // NFKD spells '™' in capitals
    ['ΟΛΥΜΠΙΑΚΟΣ', 'ολυμπιακοσ'], // final sigma read as σ
    ['Ολυμπιακός', 'ολυμπιακοσ'],
    ['', ''],
    ['---', ''],
  ])('%j -> %j', (name, key) => {
    expect(buildNameKey(name)).toBe(key);
  });

  const anyName = fc.string({ unit: 'grapheme', maxLength: 40 });
  const asciiName = fc.string({ unit: 'grapheme-ascii', maxLength: 40 });

  it('is lower-case words of letters and digits, one space apart', () => {
    fc.assert(
      fc.property(fc.oneof(anyName, asciiName), (name) => {
        const key = buildNameKey(name);
        expect(key).toMatch(/^(?:[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*)?$/u);
        expect(key).toBe(key.toLowerCase());
      }),
    );
  });

  it('is its own key', () => {
    fc.assert(
      fc.property(fc.oneof(anyName, asciiName), (name) => {
        const key = buildNameKey(name);
        expect(buildNameKey(key)).toBe(key);
      }),
    );
  });

  it('does not see how an accent is encoded, apostrophes, or spacing around punctuation', () => {
    fc.assert(
      fc.property(anyName, fc.constantFrom("'", '’', '‘', '`', 'ʼ'), (name, apostrophe) => {
        const key = buildNameKey(name);
        expect(buildNameKey(name.normalize('NFD'))).toBe(key);
        expect(buildNameKey(name.normalize('NFC'))).toBe(key);
        expect(buildNameKey(`${apostrophe}${name}${apostrophe}`)).toBe(key);
        expect(buildNameKey(` ${name.replaceAll(' ', ' . ')} `)).toBe(key);
      }),
    );
  });

  it('is foldName in lower case with punctuation as spaces', () => {
    fc.assert(
      fc.property(fc.oneof(anyName, asciiName), (name) => {
        expect(buildNameKey(foldName(name))).toBe(buildNameKey(name));
      }),
    );
  });
});

describe('foldName', () => {
  it.each([
    ["Nott'm Forest", 'Nottm Forest'],
    ['Atlético & Co', 'Atletico  and  Co'],
    ['ＦＣ Köln', 'FC Koln'],
    ['Bodø/Glimt', 'Bodø/Glimt'],
  ])('%j -> %j', (name, folded) => {
    expect(foldName(name)).toBe(folded);
  });
});
