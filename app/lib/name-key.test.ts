import { describe, expect, it } from 'vitest';
import { buildNameKey } from './name-key';

describe('buildNameKey', () => {
  it.each([
    ['Arsenal', 'arsenal'],
    ['  MANCHESTER   City ', 'manchester city'],
    ['Brighton & Hove Albion', 'brighton and hove albion'],
    ['Brighton&Hove Albion', 'brighton and hove albion'],
    ["Nott'm Forest", 'nottm forest'],
    ['Nott’m Forest', 'nottm forest'],
    ['Paris Saint-Germain', 'paris saint germain'],
    ['1. FC Köln', '1 fc koln'],
    ['Atle\u0301tico de Madrid', 'atletico de madrid'], // decomposed accent
    ['Borussia Mönchengladbach', 'borussia monchengladbach'],
    ['Bodø/Glimt', 'bodø glimt'], // not decomposed by Unicode: kept
    ['Fenerbahçe', 'fenerbahce'],
    ['Legia Warszawa / Łódź', 'legia warszawa łodz'],
    ['Man-Utd', 'man utd'],
    ['Sky Sports+', 'sky sports'],
    ['Hannover 96', 'hannover 96'],
    ['ＦＣ Porto', 'fc porto'], // full-width letters
    ['', ''],
    ['---', ''],
  ])('%j -> %j', (name, key) => {
    expect(buildNameKey(name)).toBe(key);
  });
});
