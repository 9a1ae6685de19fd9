import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { up as createSearchIndexOf0009 } from './0009-fixture-search';

// The full-text indexes of migration 0009, rebuilt over the name key (app/lib/name-key.ts), so
// that a fixture's indexed words are the search words a fan's text becomes: apostrophes dropped
// ("Nott'm" and "Nottm" are one word, 'nottm'), '&' read as 'and', then as before lower case,
// accents folded (NFKD, marks dropped) and other punctuation between words.
// app/features/schedule/search-index.server.test.ts proves both engines agree with the TS key.
//
// PostgreSQL: fixture_name_key, the key in SQL (built-in functions only, so a restore with an
// empty search_path can compute it), feeds the stored search_vector (home A, away B,
// competition C) under the GIN index. Lower case is the database's: it must have a UTF-8 ctype
// that knows Unicode (C.UTF-8, en_GB.UTF-8), not C or POSIX. Letters and digits are the C
// library's, as the full-text parser's are; the marks dropped are Unicode's (below), since
// that library counts some of them as letters.
// SQLite: the FTS5 table now reads its text from a view that drops the apostrophes and reads '&'
// as 'and'; its unicode61 tokenizer does the rest. It has no NFKD: compatibility forms ('ﬁ',
// full-width letters), accents on letters outside the Latin script and marks outside the Latin
// ones are not folded there (the test lists them).
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Every row's vector is computed again: more than the pool's 10 s on a big table.
    await sql`set local statement_timeout = 0`.execute(db);
    await sql`alter table fixtures drop column search_vector`.execute(db);
    await sql`drop function fixture_search_vector(text, text, text)`.execute(db);
    await runConstant(db, createNameKeyFunction);
    await sql`
      alter table fixtures add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple'::regconfig, fixture_name_key(home_team)), 'A') ||
        setweight(to_tsvector('simple'::regconfig, fixture_name_key(away_team)), 'B') ||
        setweight(to_tsvector('simple'::regconfig, fixture_name_key(competition)), 'C')
      ) stored`.execute(db);
    await sql`create index fixtures_search on fixtures using gin (search_vector)`.execute(db);
    return;
  }
  await dropSqliteIndex(db);
  const text = (column: string) => sqliteSearchText(`fixtures.${column}`);
  await runConstant(
    db,
    `create view fixture_search_names as
    select fixtures.rowid as fixture_rowid, ${text('home_team')} as home_team,
      ${text('away_team')} as away_team, ${text('competition')} as competition
    from fixtures`,
  );
  await sql`
    create virtual table fixture_search using fts5(
      home_team, away_team, competition,
      content='fixture_search_names', content_rowid='fixture_rowid',
      tokenize='unicode61 remove_diacritics 2'
    )`.execute(db);
  const columns = ['home_team', 'away_team', 'competition'];
  const values = (row: 'new' | 'old') =>
    [`${row}.rowid`, ...columns.map((column) => sqliteSearchText(`${row}.${column}`))].join(', ');
  await runConstant(
    db,
    `create trigger fixture_search_insert after insert on fixtures begin
      insert into fixture_search(rowid, home_team, away_team, competition)
      values (${values('new')});
    end`,
  );
  await runConstant(
    db,
    `create trigger fixture_search_delete after delete on fixtures begin
      insert into fixture_search(fixture_search, rowid, home_team, away_team, competition)
      values ('delete', ${values('old')});
    end`,
  );
  await runConstant(
    db,
    `create trigger fixture_search_update
    after update of home_team, away_team, competition on fixtures begin
      insert into fixture_search(fixture_search, rowid, home_team, away_team, competition)
      values ('delete', ${values('old')});
      insert into fixture_search(rowid, home_team, away_team, competition)
      values (${values('new')});
    end`,
  );
  await sql`insert into fixture_search(fixture_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`set local statement_timeout = 0`.execute(db);
    await sql`alter table fixtures drop column search_vector`.execute(db);
    await sql`drop function fixture_name_key(text)`.execute(db);
  } else {
    await dropSqliteIndex(db);
    await sql`drop view fixture_search_names`.execute(db);
  }
  await createSearchIndexOf0009(db);
}

/** Runs DDL this file writes from constants (column names, the marks below), never input. */
async function runConstant(db: Kysely<unknown>, statement: string): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- constant SQL, see above
  await sql.raw(statement).execute(db);
}

async function dropSqliteIndex(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['fixture_search_insert', 'fixture_search_delete', 'fixture_search_update'])
    await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
  await sql`drop table fixture_search`.execute(db);
}

/** A name as SQLite's tokenizer is given it: apostrophes dropped, '&' read as ' and '. */
function sqliteSearchText(column: string): string {
  let text = column;
  for (const apostrophe of apostrophes) text = `replace(${text}, '${apostrophe}', '')`;
  return `replace(${text}, '&', ' and ')`;
}

/** The apostrophes of lib/name-key, written as SQL string contents ('' is one '). */
const apostrophes = ["''", '’', '‘', '`', 'ʼ'];

/**
 * Unicode's combining marks (general category M, Unicode 17), as hexadecimal code points and
 * ranges: lib/name-key drops /\p{M}/ after NFKD, which PostgreSQL's regular expressions cannot
 * name. Written out, not computed, so this migration does the same on every runtime.
 */
const markRanges = `
0300-036f 0483-0489 0591-05bd 05bf 05c1-05c2 05c4-05c5 05c7 0610-061a 064b-065f 0670 06d6-06dc
06df-06e4 06e7-06e8 06ea-06ed 0711 0730-074a 07a6-07b0 07eb-07f3 07fd 0816-0819 081b-0823
0825-0827 0829-082d 0859-085b 0897-089f 08ca-08e1 08e3-0903 093a-093c 093e-094f 0951-0957
0962-0963 0981-0983 09bc 09be-09c4 09c7-09c8 09cb-09cd 09d7 09e2-09e3 09fe 0a01-0a03 0a3c
0a3e-0a42 0a47-0a48 0a4b-0a4d 0a51 0a70-0a71 0a75 0a81-0a83 0abc 0abe-0ac5 0ac7-0ac9 0acb-0acd
0ae2-0ae3 0afa-0aff 0b01-0b03 0b3c 0b3e-0b44 0b47-0b48 0b4b-0b4d 0b55-0b57 0b62-0b63 0b82
0bbe-0bc2 0bc6-0bc8 0bca-0bcd 0bd7 0c00-0c04 0c3c 0c3e-0c44 0c46-0c48 0c4a-0c4d 0c55-0c56
0c62-0c63 0c81-0c83 0cbc 0cbe-0cc4 0cc6-0cc8 0cca-0ccd 0cd5-0cd6 0ce2-0ce3 0cf3 0d00-0d03
0d3b-0d3c 0d3e-0d44 0d46-0d48 0d4a-0d4d 0d57 0d62-0d63 0d81-0d83 0dca 0dcf-0dd4 0dd6 0dd8-0ddf
0df2-0df3 0e31 0e34-0e3a 0e47-0e4e 0eb1 0eb4-0ebc 0ec8-0ece 0f18-0f19 0f35 0f37 0f39 0f3e-0f3f
0f71-0f84 0f86-0f87 0f8d-0f97 0f99-0fbc 0fc6 102b-103e 1056-1059 105e-1060 1062-1064 1067-106d
1071-1074 1082-108d 108f 109a-109d 135d-135f 1712-1715 1732-1734 1752-1753 1772-1773 17b4-17d3
17dd 180b-180d 180f 1885-1886 18a9 1920-192b 1930-193b 1a17-1a1b 1a55-1a5e 1a60-1a7c 1a7f
1ab0-1add 1ae0-1aeb 1b00-1b04 1b34-1b44 1b6b-1b73 1b80-1b82 1ba1-1bad 1be6-1bf3 1c24-1c37
1cd0-1cd2 1cd4-1ce8 1ced 1cf4 1cf7-1cf9 1dc0-1dff 20d0-20f0 2cef-2cf1 2d7f 2de0-2dff 302a-302f
3099-309a a66f-a672 a674-a67d a69e-a69f a6f0-a6f1 a802 a806 a80b a823-a827 a82c a880-a881
a8b4-a8c5 a8e0-a8f1 a8ff a926-a92d a947-a953 a980-a983 a9b3-a9c0 a9e5 aa29-aa36 aa43 aa4c-aa4d
aa7b-aa7d aab0 aab2-aab4 aab7-aab8 aabe-aabf aac1 aaeb-aaef aaf5-aaf6 abe3-abea abec-abed fb1e
fe00-fe0f fe20-fe2f 101fd 102e0 10376-1037a 10a01-10a03 10a05-10a06 10a0c-10a0f 10a38-10a3a
10a3f 10ae5-10ae6 10d24-10d27 10d69-10d6d 10eab-10eac 10efa-10eff 10f46-10f50 10f82-10f85
11000-11002 11038-11046 11070 11073-11074 1107f-11082 110b0-110ba 110c2 11100-11102
11127-11134 11145-11146 11173 11180-11182 111b3-111c0 111c9-111cc 111ce-111cf 1122c-11237
1123e 11241 112df-112ea 11300-11303 1133b-1133c 1133e-11344 11347-11348 1134b-1134d 11357
11362-11363 11366-1136c 11370-11374 113b8-113c0 113c2 113c5 113c7-113ca 113cc-113d0 113d2
113e1-113e2 11435-11446 1145e 114b0-114c3 115af-115b5 115b8-115c0 115dc-115dd 11630-11640
116ab-116b7 1171d-1172b 1182c-1183a 11930-11935 11937-11938 1193b-1193e 11940 11942-11943
119d1-119d7 119da-119e0 119e4 11a01-11a0a 11a33-11a39 11a3b-11a3e 11a47 11a51-11a5b
11a8a-11a99 11b60-11b67 11c2f-11c36 11c38-11c3f 11c92-11ca7 11ca9-11cb6 11d31-11d36 11d3a
11d3c-11d3d 11d3f-11d45 11d47 11d8a-11d8e 11d90-11d91 11d93-11d97 11ef3-11ef6 11f00-11f01
11f03 11f34-11f3a 11f3e-11f42 11f5a 13440 13447-13455 1611e-1612f 16af0-16af4 16b30-16b36
16f4f 16f51-16f87 16f8f-16f92 16fe4 16ff0-16ff1 1bc9d-1bc9e 1cf00-1cf2d 1cf30-1cf46
1d165-1d169 1d16d-1d172 1d17b-1d182 1d185-1d18b 1d1aa-1d1ad 1d242-1d244 1da00-1da36
1da3b-1da6c 1da75 1da84 1da9b-1da9f 1daa1-1daaf 1e000-1e006 1e008-1e018 1e01b-1e021
1e023-1e024 1e026-1e02a 1e08f 1e130-1e136 1e2ae 1e2ec-1e2ef 1e4ec-1e4ef 1e5ee-1e5ef 1e6e3
1e6e6 1e6ee-1e6ef 1e6f5 1e8d0-1e8d6 1e944-1e94a e0100-e01ef
`;

const markClass = markRanges
  .trim()
  .split(/\s+/)
  .map((range) =>
    range
      .split('-')
      .map((hex) => (hex.length > 4 ? `\\U${hex.padStart(8, '0')}` : `\\u${hex}`))
      .join('-'),
  )
  .join('');

/**
 * lib/name-key buildNameKey in SQL: NFKD, marks dropped, lower case with 'ς' read as 'σ',
 * apostrophes dropped, '&' read as ' and ', every run of anything but letters and digits one
 * space, trimmed.
 */
const createNameKeyFunction = `
  create function fixture_name_key(name text)
  returns text language sql immutable parallel safe
  as $$ select btrim(regexp_replace(
    replace(
      translate(lower(regexp_replace(normalize(name, NFKD), '[${markClass}]+', '', 'g')),
        'ς${apostrophes.join('')}', 'σ'),
      '&', ' and '),
    '[^[:alnum:]]+', ' ', 'g')) $$`;
