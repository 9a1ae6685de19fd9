import { sql } from 'kysely';
import type { Db } from '~/db/create-db.server';
import { parseArticleInput } from './article-rules';
import { createArticle } from './article-queries.server';
import { startingArticles } from './starting-articles';

/**
 * Loads the starting guides and news into a database that has no articles yet; returns how many. A
 * database with articles is never touched. Their HTML is stored as a save stores it, rendered for
 * `siteUrl` (the site's address; decision 0019).
 * @example await seedStartingArticles(db, new Date(), { siteUrl: 'https://kickoff.tv' })
 */
export async function seedStartingArticles(
  db: Db,
  now: Date,
  { siteUrl }: { siteUrl?: string } = {},
): Promise<number> {
  const row = await db
    .selectFrom('articles')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  if (Number(row.count) > 0) return 0;
  let created = 0;
  for (const { publishedDaysAgo, ...article } of startingArticles) {
    const publishedAt = new Date(now.getTime() - publishedDaysAgo * 86_400_000).toISOString();
    const parsed = parseArticleInput({ ...article, status: 'published', publishedAt });
    if (!parsed.ok)
      throw new Error(
        `Starting article "${article.slug}" is invalid: ${JSON.stringify(parsed.errors)}`,
      );
    const saved = await createArticle(db, parsed.input, { by: null, now, siteUrl });
    if (!saved.ok)
      throw new Error(
        `Starting article "${article.slug}" was refused: ${JSON.stringify(saved.errors)}`,
      );
    created += 1;
  }
  return created;
}
