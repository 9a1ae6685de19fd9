import { PostgresAdapter, sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '~/db/create-db.server';
import { hasWholeNames, toFts5Query, toTsQuery, type SearchExpr } from './search-terms';

/**
 * The WHERE condition of a search over `fixtures as f`, answered by the engine's full-text
 * index over the stored search words (migration 0018): the FTS5 table on SQLite, the GIN index
 * of the stored search_vector on PostgreSQL. Whole names ('Boro') cannot be told apart by an
 * index, so the index finds every fixture with those words and the stored slugs then keep the
 * whole names only.
 */
export function buildSearchCondition(db: Db, expr: SearchExpr): RawBuilder<SqlBool> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const fullText = (part: SearchExpr): RawBuilder<SqlBool> =>
    postgres
      ? sql<SqlBool>`f.search_vector @@ to_tsquery('simple', ${toTsQuery(part)})`
      : sql<SqlBool>`f.rowid in (select rowid from fixture_search where fixture_search match ${toFts5Query(part)})`;
  const exact = (part: SearchExpr): RawBuilder<SqlBool> => {
    if (!hasWholeNames(part)) return fullText(part);
    if ('all' in part) return sql<SqlBool>`(${sql.join(part.all.map(exact), sql` and `)})`;
    if ('any' in part) return sql<SqlBool>`(${sql.join(part.any.map(exact), sql` or `)})`;
    if ('slug' in part) return sql<SqlBool>`${sql.ref(`f.${part.side}_slug`)} = ${part.slug}`;
    return fullText(part);
  };
  return hasWholeNames(expr)
    ? sql<SqlBool>`(${fullText(expr)} and ${exact(expr)})`
    : fullText(expr);
}
