import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Full-text search over fixtures' team and competition names (decision 0020), in each engine's
// own index, so a search stays an index lookup over seasons of fixtures.
//
// SQLite: an FTS5 table over `fixtures` (external content, keyed by the table's rowid, which
// the page-level backup keeps) with accents folded, kept in step by triggers.
// PostgreSQL: a stored tsvector column, one immutable function of the three names weighted home
// A, away B, competition C (so a search can ask for one side), under a GIN index. Names are
// lower-cased, accents dropped (NFKD, then marks) and punctuation turned into spaces before the 'simple' parser sees them,
// so 'Nott'm', 'Bodø/Glimt' and 'Köln' split into the words the SQLite tokenizer gives.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // One function calling only built-ins, so a restore (which runs with an empty search_path)
    // can compute the column. Each name: lower case, NFKD, marks dropped, punctuation to spaces.
    await sql`
      create function fixture_search_vector(home text, away text, competition text)
      returns tsvector language sql immutable parallel safe
      as $$ select
        setweight(to_tsvector('simple'::regconfig, regexp_replace(regexp_replace(normalize(lower(home), NFKD), '[\\u0300-\\u036f]', '', 'g'),
          '[[:punct:]\\u2010-\\u2027]+', ' ', 'g')), 'A') ||
        setweight(to_tsvector('simple'::regconfig, regexp_replace(regexp_replace(normalize(lower(away), NFKD), '[\\u0300-\\u036f]', '', 'g'),
          '[[:punct:]\\u2010-\\u2027]+', ' ', 'g')), 'B') ||
        setweight(to_tsvector('simple'::regconfig, regexp_replace(regexp_replace(normalize(lower(competition), NFKD), '[\\u0300-\\u036f]', '', 'g'),
          '[[:punct:]\\u2010-\\u2027]+', ' ', 'g')), 'C') $$`.execute(db);
    // Stored, so a search's recheck (weights are not in a GIN index) reads the vector instead of
    // normalising three names again for every candidate row.
    await sql`
      alter table fixtures add column search_vector tsvector
      generated always as (fixture_search_vector(home_team, away_team, competition)) stored`.execute(
      db,
    );
    await sql`create index fixtures_search on fixtures using gin (search_vector)`.execute(db);
    return;
  }
  await sql`
    create virtual table fixture_search using fts5(
      home_team, away_team, competition,
      content='fixtures', content_rowid='rowid',
      tokenize='unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`
    create trigger fixture_search_insert after insert on fixtures begin
      insert into fixture_search(rowid, home_team, away_team, competition)
      values (new.rowid, new.home_team, new.away_team, new.competition);
    end`.execute(db);
  await sql`
    create trigger fixture_search_delete after delete on fixtures begin
      insert into fixture_search(fixture_search, rowid, home_team, away_team, competition)
      values ('delete', old.rowid, old.home_team, old.away_team, old.competition);
    end`.execute(db);
  await sql`
    create trigger fixture_search_update
    after update of home_team, away_team, competition on fixtures begin
      insert into fixture_search(fixture_search, rowid, home_team, away_team, competition)
      values ('delete', old.rowid, old.home_team, old.away_team, old.competition);
      insert into fixture_search(rowid, home_team, away_team, competition)
      values (new.rowid, new.home_team, new.away_team, new.competition);
    end`.execute(db);
  await sql`insert into fixture_search(fixture_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index fixtures_search`.execute(db);
    await sql`alter table fixtures drop column search_vector`.execute(db);
    await sql`drop function fixture_search_vector(text, text, text)`.execute(db);
    return;
  }
  for (const trigger of ['fixture_search_insert', 'fixture_search_delete', 'fixture_search_update'])
    await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
  await sql`drop table fixture_search`.execute(db);
}
