import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { sql } from 'kysely';
import type { Db } from '~/db/create-db.server';

/**
 * An express-rate-limit store that counts in the database (table rate_limits), so every worker
 * and every instance on the database share one count per client: a limit of 20 is 20, not 20
 * per process. One upsert per counted request; rows of ended windows are swept at most once a
 * window per process.
 * @example rateLimit({ windowMs: 600_000, limit: 20, store: new DatabaseRateLimitStore(db, 'alerts') })
 */
export class DatabaseRateLimitStore implements Store {
  /** Counts are shared, so express-rate-limit must not assume they are this process's. */
  readonly localKeys = false;
  private windowMs = 60_000;
  private sweptAt = 0;

  constructor(
    private readonly db: Db,
    /** Keeps this limit's keys apart from other limits' in the one table. */
    readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['hits', 'reset_at'])
      .where('key', '=', this.keyOf(key))
      .where('reset_at', '>', new Date(this.now()).toISOString())
      .executeTakeFirst();
    return row && { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.now();
    const nowIso = new Date(now).toISOString();
    const nextReset = new Date(now + this.windowMs).toISOString();
    // A window that has ended starts again at 1; both engines read the old row on the right.
    const ended = sql<boolean>`rate_limits.reset_at <= ${nowIso}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key: this.keyOf(key), hits: 1, reset_at: nextReset })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql<number>`case when ${ended} then 1 else rate_limits.hits + 1 end`,
          reset_at: sql<string>`case when ${ended} then ${nextReset} else rate_limits.reset_at end`,
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    if (now - this.sweptAt >= this.windowMs) {
      this.sweptAt = now;
      await this.db.deleteFrom('rate_limits').where('reset_at', '<', nowIso).execute();
    }
    return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set({ hits: sql<number>`hits - 1` })
      .where('key', '=', this.keyOf(key))
      .where('hits', '>', 0)
      .execute();
  }

  async resetKey(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', this.keyOf(key)).execute();
  }

  private keyOf(key: string): string {
    return `${this.prefix}:${key}`;
  }
}
