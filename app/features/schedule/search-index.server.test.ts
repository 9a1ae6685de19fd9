import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { buildSearchText } from '~/lib/name-key';
import { makeFixture } from '../../../tests/support/factories';
import { listTestEngines } from '../../../tests/support/test-db';
import { nameProblem } from './fixture-fields';
import { listFixtures } from './fixture-store.server';
import { saveFixtures } from './save-fixtures.server';
import { toSearchWords } from './search-terms';

// The full-text indexes read only the search words the save stores beside each name (migration
// 0018: `buildSearchText`, the TS name key's words). These tests hold each engine's index to
// them: it parts the stored words at their spaces and nowhere else, folds nothing more, and a
// search for a stored name finds it.

/** Names as listings write them, each stored as a home team. */
const trickyNames = [
  "Nott'm Forest",
  'Nott’m Forest',
  'Nott‘m Forest',
  'Nott`m Forest',
  'Nottʼm Forest',
  "St Patrick's Athletic",
  "Queen's Park",
  'Brighton & Hove Albion',
  'Brighton&Hove Albion',
  'Brighton  &  Hove   Albion',
  '1. FC Köln',
  'St. Pauli',
  'A.F.C. Wimbledon',
  'Man.Utd',
  'Dr... Who?!',
  'Paris Saint-Germain',
  'Sheffield Utd (W)',
  'Inter Miami CF*',
  'Sky Sports+',
  'Al-Hilal',
  'Hannover 96',
  'U.S. Città di Palermo',
  'Atlético de Madrid',
  'Atle\u0301tico Nacional', // written decomposed: stored NFC
  'Borussia Mönchengladbach',
  'Fenerbahçe',
  'İstanbul Başakşehir',
  'Beşiktaş',
  'Dinamo București',
  'Vitória de Guimarães',
  'Legia Warszawa / Łódź',
  'Bodø/Glimt',
  'Ħamrun Spartans',
  'HŠK Zrinjski',
  'Đà Nẵng',
  'Æbelø IF',
  'Straße FC',
  'Ferencvárosi TC',
  'ΠΑΟΚ',
  'Зенит',
  'Спартак Москва',
  'Хајдук',
  'מכבי תל אביב',
  'الهلال',
  '北京国安',
  'Club América ⚽',
  'Real—Madrid',
  'ΟΛΥΜΠΙΑΚΟΣ', // final sigma: the key reads ς as σ, as case folding does
  'ολυμπιακος πειραιας',
  'x_y z~w',
  // Forms SQLite's own tokenizer could not fold as the key does (no NFKD, accents on Latin
  // letters only): the index is given the key's words, so they are found on both engines.
  'ＦＣ Porto', // full-width letters
  'ﬁorentina', // a ligature
  'Team²', // a superscript
  'Ολυμπιακός', // Greek tonos
  'Шахтёр', // Cyrillic ё
  'ガンバ大阪', // kana voicing marks
  'मोहन बागान', // Devanagari vowel signs
];

describe.each(listTestEngines())('the full-text index on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const names = trickyNames;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    const summary = await saveFixtures(
      db,
      names.map((homeTeam, index) =>
        makeFixture({
          homeTeam,
          awayTeam: `Away ${index}`,
          competition: `${homeTeam} Cup`,
          date: `2025-${String(1 + Math.floor(index / 28)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
        }),
      ),
    );
    expect(summary.skipped).toEqual([]);
  });
  afterAll(async () => cleanup());

  const readIndexedWords = () => readIndexedWordsOf(db, engine.name);

  const search = (text: string) =>
    listFixtures(db, { from: '2000-01-01', to: '2100-01-01', limit: 1000, search: text });
  const awayOf = (name: string) => `Away ${names.indexOf(name)}`;

  const check = (name: string) => async () => {
    // As the save stores it: NFC, spaces collapsed.
    const stored = name.normalize('NFC').replace(/\s+/g, ' ');
    const indexed = (await readIndexedWords()).get(awayOf(name));
    expect(indexed).toEqual({
      home: toSearchWords(stored),
      cup: toSearchWords(`${stored} Cup`),
    });
    expect((await search(name)).map((fixture) => fixture.awayTeam)).toContain(awayOf(name));
  };

  it.each(trickyNames)('holds the search words of %j, and its search finds it', (name) =>
    check(name)(),
  );

  it('stores the search words the index holds', async () => {
    const rows = await db
      .selectFrom('fixtures')
      .select(['home_team', 'away_team', 'competition'])
      .select(['home_words', 'away_words', 'competition_words'])
      .execute();
    expect(rows).toHaveLength(names.length);
    for (const row of rows)
      expect([row.home_words, row.away_words, row.competition_words]).toEqual(
        [row.home_team, row.away_team, row.competition].map(buildSearchText),
      );
  });

  it('finds every way of writing an apostrophe by any other', async () => {
    const nottm = trickyNames.filter((name) => name.startsWith('Nott')).map(awayOf);
    expect(nottm).toHaveLength(5);
    for (const text of ['Nottm Forest', 'Nott’m', "nott'm forest"])
      expect((await search(text)).map((fixture) => fixture.awayTeam)).toEqual(nottm);
  });

  it('finds a name written with & by "and", and the other way round', async () => {
    const brighton = trickyNames.filter((name) => name.startsWith('Brighton')).map(awayOf);
    expect(brighton).toHaveLength(3);
    for (const text of ['Brighton and Hove', 'Brighton & Hove', 'brighton&hove albion'])
      expect((await search(text)).map((fixture) => fixture.awayTeam)).toEqual(
        expect.arrayContaining(brighton),
      );
  });
});

/** The indexed words of each fixture's home team and competition, by its away team. */
async function readIndexedWordsOf(
  db: Db,
  engine: 'sqlite' | 'postgres',
): Promise<Map<string, { home: string[]; cup: string[] }>> {
  const rows =
    engine === 'postgres'
      ? (
          await sql<{ away: string; word: string; weight: string }>`
            select f.away_team as away, u.lexeme as word, p.weight
            from fixtures f, unnest(f.search_vector) u, unnest(u.positions, u.weights) p(pos, weight)
            order by f.away_team, p.pos`.execute(db)
        ).rows
      : await readSqliteWords(db);
  const byAway = new Map<string, { home: string[]; cup: string[] }>();
  for (const { away, word, weight } of rows) {
    const words = byAway.get(away) ?? { home: [], cup: [] };
    if (weight === 'A') words.home.push(word);
    if (weight === 'C') words.cup.push(word);
    byAway.set(away, words);
  }
  return byAway;
}

async function readSqliteWords(db: Db): Promise<{ away: string; word: string; weight: string }[]> {
  await sql`
    create virtual table if not exists temp.fixture_search_words
    using fts5vocab(main, fixture_search, instance)`.execute(db);
  const { rows } = await sql<{ away: string; word: string; col: string }>`
    select f.away_team as away, v.term as word, v.col
    from temp.fixture_search_words v join fixtures f on f.rowid = v.doc
    order by f.away_team, v.col, v.offset`.execute(db);
  const weights: Record<string, string> = {
    home_words: 'A',
    away_words: 'B',
    competition_words: 'C',
  };
  return rows.map(({ away, word, col }) => ({ away, word, weight: weights[col] ?? '' }));
}

// Scripts and symbols listings use, a code point at a time and mixed: the SQL key is the TS one.
const sampledRanges: [number, number][] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0x24f], // Latin-1, Latin Extended-A and -B
  [0x2b0, 0x36f], // modifier letters (ʼ), combining diacritics
  [0x370, 0x52f], // Greek, Cyrillic
  [0x591, 0x5f4], // Hebrew
  [0x600, 0x6ff], // Arabic
  [0x900, 0x97f], // Devanagari
  [0xe00, 0xe5b], // Thai
  [0x1e00, 0x1fff], // Latin Extended Additional, Greek Extended
  [0x2010, 0x205e], // general punctuation
  [0x2070, 0x20c0], // super- and subscripts, currency
  [0x2100, 0x214f], // letter-like symbols ('™', '№')
  [0x3040, 0x30ff], // kana
  [0x4e00, 0x4fff], // CJK ideographs
  [0xac00, 0xacff], // Hangul
  [0xfb00, 0xfb06], // Latin ligatures
  [0xff01, 0xff5e], // full-width forms
  [0x1f300, 0x1f5ff], // pictographs
];
const sampledCharacters = sampledRanges.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset)),
);

/** Characters a name may hold (nothing invisible), each once. */
const nameCharacters = sampledCharacters.filter(
  (character) => nameProblem(`a${character}b`) === null,
);

describe.each(listTestEngines())('the full-text index of sampled characters on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
  });
  afterAll(async () => cleanup());

  /** Saves each name as a home team and expects its indexed words to be its search words. */
  async function expectIndexedAsKey(names: readonly string[]): Promise<void> {
    const summary = await saveFixtures(
      db,
      names.map((homeTeam, index) =>
        makeFixture({ homeTeam, awayTeam: `Sample ${index}`, competition: homeTeam }),
      ),
    );
    expect(summary.skipped).toEqual([]);
    const stored = await db
      .selectFrom('fixtures')
      .select(['home_team', 'away_team'])
      .where('away_team', 'like', 'Sample %')
      .execute();
    const indexed = await readIndexedWordsOf(db, engine.name);
    const differing = stored.filter(({ home_team: home, away_team: away }) => {
      const words = toSearchWords(home);
      const found = indexed.get(away) ?? { home: [], cup: [] };
      return found.home.join(' ') !== words.join(' ') || found.cup.join(' ') !== words.join(' ');
    });
    expect(differing.map((row) => row.home_team)).toEqual([]);
    await db.deleteFrom('fixtures').execute();
  }

  it('parts and keeps the words of every sampled character as the TS key does', async () => {
    const pieces = nameCharacters.map((character) => `a${character}b ${character}`);
    const names: string[] = [];
    for (let index = 0; index < pieces.length; index += 15)
      names.push(pieces.slice(index, index + 15).join(' '));
    await expectIndexedAsKey(names);
  });

  it('parts and keeps the words of any name made of them as the TS key does', async () => {
    const character = fc.constantFrom(...nameCharacters);
    const name = fc
      .array(fc.oneof(character, fc.constantFrom(' ', '  ', "'", '’', '&', '.', '-')), {
        minLength: 1,
        maxLength: 30,
      })
      .map((parts) => parts.join(''))
      .filter((text) => text.trim() !== '');
    await expectIndexedAsKey(fc.sample(name, { numRuns: 500, seed: 18 }));
  });
});
