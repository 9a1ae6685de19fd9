import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { buildSearchText } from '~/lib/name-key';
import { up as createSearchIndexOf0009 } from './0009-fixture-search';

// The full-text indexes of migration 0009, rebuilt over the name key (app/lib/name-key.ts) by
// storing it: each fixture keeps the search words of its home team, away team and competition
// (`buildSearchText`: the key's words, space-separated) in home_words, away_words and
// competition_words, which the save fills, and the indexes read those columns only. No SQL
// repeats the key: a fixture's indexed words are the words a fan's text becomes ("Nott'm" and
// "Nottm" are one word, 'nottm'; '&' is 'and'; accents folded by NFKD), on both engines.
// A change to the key needs a migration that fills the columns again, as 0019 does for slugs.
//
// PostgreSQL: the stored search_vector (home A, away B, competition C) is the 'simple'
// configuration's to_tsvector of each column (built-ins only, so a restore with an empty
// search_path can compute it) under the GIN index. Lower case is done already, so the
// database's ctype does not matter.
// SQLite: the FTS5 table has the three columns of `fixtures` as external content, kept by
// triggers, with the ascii tokenizer: it parts words at the spaces only and leaves the letters
// as stored.
// app/features/schedule/search-index.server.test.ts proves both engines index the TS words.

const wordColumns = ['home_words', 'away_words', 'competition_words'] as const;
/** Rows read and written per statement while filling the columns. */
const batchSize = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Every row is written again: more than the pool's 10 s on a big table.
    await sql`set local statement_timeout = 0`.execute(db);
    await sql`alter table fixtures drop column search_vector`.execute(db);
    await sql`drop function fixture_search_vector(text, text, text)`.execute(db);
    await addWordColumns(db);
    await fillWordColumns(db);
    // Added after the fill, so each row's vector is computed once.
    await sql`
      alter table fixtures add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple'::regconfig, home_words), 'A') ||
        setweight(to_tsvector('simple'::regconfig, away_words), 'B') ||
        setweight(to_tsvector('simple'::regconfig, competition_words), 'C')
      ) stored`.execute(db);
    await sql`create index fixtures_search on fixtures using gin (search_vector)`.execute(db);
    return;
  }
  await dropSqliteIndex(db);
  await addWordColumns(db);
  await fillWordColumns(db);
  await sql`
    create virtual table fixture_search using fts5(
      home_words, away_words, competition_words,
      content='fixtures', content_rowid='rowid',
      tokenize='ascii'
    )`.execute(db);
  await sql`
    create trigger fixture_search_insert after insert on fixtures begin
      insert into fixture_search(rowid, home_words, away_words, competition_words)
      values (new.rowid, new.home_words, new.away_words, new.competition_words);
    end`.execute(db);
  await sql`
    create trigger fixture_search_delete after delete on fixtures begin
      insert into fixture_search(fixture_search, rowid, home_words, away_words, competition_words)
      values ('delete', old.rowid, old.home_words, old.away_words, old.competition_words);
    end`.execute(db);
  await sql`
    create trigger fixture_search_update
    after update of home_words, away_words, competition_words on fixtures begin
      insert into fixture_search(fixture_search, rowid, home_words, away_words, competition_words)
      values ('delete', old.rowid, old.home_words, old.away_words, old.competition_words);
      insert into fixture_search(rowid, home_words, away_words, competition_words)
      values (new.rowid, new.home_words, new.away_words, new.competition_words);
    end`.execute(db);
  await sql`insert into fixture_search(fixture_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`set local statement_timeout = 0`.execute(db);
    await sql`alter table fixtures drop column search_vector`.execute(db);
  } else {
    await dropSqliteIndex(db);
  }
  await dropWordColumns(db);
  await createSearchIndexOf0009(db);
}

async function addWordColumns(db: Kysely<unknown>): Promise<void> {
  for (const column of wordColumns)
    await db.schema
      .alterTable('fixtures')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
}

async function dropWordColumns(db: Kysely<unknown>): Promise<void> {
  for (const column of wordColumns)
    await db.schema.alterTable('fixtures').dropColumn(column).execute();
}

/** Fills the word columns of every stored fixture from its names, in id order, a batch at a time. */
async function fillWordColumns(db: Kysely<unknown>): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const { rows }: { rows: StoredNames[] } = await sql<StoredNames>`
      select id, home_team, away_team, competition from fixtures
      ${after === null ? sql`` : sql`where id > ${after}`}
      order by id limit ${batchSize}`.execute(db);
    const last = rows.at(-1);
    if (!last) return;
    const values = rows.map(
      (row) =>
        sql`(${row.id}, ${buildSearchText(row.home_team)}, ${buildSearchText(row.away_team)}, ${buildSearchText(row.competition)})`,
    );
    // VALUES names its columns column1… on both engines.
    await sql`
      update fixtures set home_words = v.column2, away_words = v.column3,
        competition_words = v.column4
      from (values ${sql.join(values)}) as v
      where fixtures.id = v.column1`.execute(db);
    after = last.id;
  }
}

async function dropSqliteIndex(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['fixture_search_insert', 'fixture_search_delete', 'fixture_search_update'])
    await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
  await sql`drop table fixture_search`.execute(db);
}

interface StoredNames {
  id: string;
  home_team: string;
  away_team: string;
  competition: string;
}
