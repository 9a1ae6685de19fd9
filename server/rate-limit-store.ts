import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { sql } from 'kysely';
import type { Db } from '~/db/create-db.server';

/** Keys added in one statement: at three parameters a row, far below either engine's cap. */
const rowsPerStatement = 500;

/**
 * The rate_limits table, where every worker and every instance on the database adds its counts:
 * one row per limit and client, holding the hits of the client's current window. Rows of ended
 * windows are swept at most once a window per process.
 */
class RateLimitTable {
  private sweptAt = 0;

  constructor(
    private readonly db: Db,
    /** Keeps one limit's keys apart from other limits' in the one table. */
    private readonly prefix: string,
  ) {}

  /**
   * Adds each key's count to its window, or starts a new window at that count when the stored
   * one has ended; returns every key's total and window end, as all processes counted them.
   */
  async add(
    counts: readonly { key: string; count: number }[],
    now: number,
    windowMs: number,
  ): Promise<Map<string, ClientRateLimitInfo>> {
    const totals = new Map<string, ClientRateLimitInfo>();
    const nowIso = new Date(now).toISOString();
    const nextReset = new Date(now + windowMs).toISOString();
    // A window that has ended starts again at the count; both engines read the old row on the right.
    const ended = sql<boolean>`rate_limits.reset_at <= ${nowIso}`;
    for (let start = 0; start < counts.length; start += rowsPerStatement) {
      const rows = await this.db
        .insertInto('rate_limits')
        .values(
          counts.slice(start, start + rowsPerStatement).map(({ key, count }) => ({
            key: this.keyOf(key),
            hits: count,
            reset_at: nextReset,
          })),
        )
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when ${ended} then excluded.hits else rate_limits.hits + excluded.hits end`,
            reset_at: sql<string>`case when ${ended} then excluded.reset_at else rate_limits.reset_at end`,
          }),
        )
        .returning(['key', 'hits', 'reset_at'])
        .execute();
      for (const row of rows) {
        totals.set(row.key.slice(this.prefix.length + 1), {
          totalHits: Number(row.hits),
          resetTime: new Date(row.reset_at),
        });
      }
    }
    if (now - this.sweptAt >= windowMs) {
      this.sweptAt = now;
      await this.db.deleteFrom('rate_limits').where('reset_at', '<', nowIso).execute();
    }
    return totals;
  }

  async forget(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', this.keyOf(key)).execute();
  }

  private keyOf(key: string): string {
    return `${this.prefix}:${key}`;
  }
}

export interface DatabaseRateLimitStoreOptions {
  /** How often this process adds its counts to the shared ones. Default 1 s. */
  flushMs?: number;
  now?: () => number;
  /** Told when the counts could not be written; they are kept and sent with the next batch. */
  onError?: (error: unknown) => void;
}

/** One client's count in this process: what the database last said, and what it has not seen. */
interface Tally {
  shared: number;
  unsent: number;
  resetAt: number;
}

/**
 * An express-rate-limit store shared by every worker and every instance on the database (table
 * rate_limits), so a limit of 20 is 20 for the site, not 20 per process. Counting costs no
 * database round trip: each process counts in memory and, once a second, adds its new counts
 * to the shared ones in one statement and reads back every process's totals, for the clients it
 * counted since and for those past half their allowance. A client is refused once the shared
 * total plus what this process counted since reaches the limit; a burst spread over several
 * processes can overshoot by what the others let through in the last second (decision 0029).
 * @example rateLimit({ windowMs: 60_000, limit: 1000, store: new DatabaseRateLimitStore(db, 'requests') })
 */
export class DatabaseRateLimitStore implements Store {
  /** Counts are shared, so express-rate-limit must not assume they are this process's. */
  readonly localKeys = false;
  private windowMs = 60_000;
  /** Clients with at least this many hits are refreshed every second, sent or not. */
  private watchFrom = Infinity;
  private readonly table: RateLimitTable;
  private readonly tallies = new Map<string, Tally>();
  private readonly flushMs: number;
  private readonly now: () => number;
  private readonly onError: (error: unknown) => void;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    db: Db,
    readonly prefix: string,
    options: DatabaseRateLimitStoreOptions = {},
  ) {
    this.table = new RateLimitTable(db, prefix);
    this.flushMs = options.flushMs ?? 1000;
    this.now = options.now ?? Date.now;
    this.onError = options.onError ?? (() => undefined);
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
    if (typeof options.limit === 'number') this.watchFrom = Math.ceil(options.limit / 2);
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const tally = this.tallies.get(key);
    return tally && tally.resetAt > this.now() ? infoOf(tally) : undefined;
  }

  increment(key: string): ClientRateLimitInfo {
    const tally = this.tallyOf(key);
    tally.unsent += 1;
    this.scheduleFlush();
    return infoOf(tally);
  }

  decrement(key: string): void {
    this.tallyOf(key).unsent -= 1;
    this.scheduleFlush();
  }

  async resetKey(key: string): Promise<void> {
    this.tallies.delete(key);
    await this.table.forget(key);
  }

  /**
   * Sends the counts not yet sent now and reads back the shared totals; one batch at a time.
   * Runs by itself a second after a count; tests call it to share counts at once.
   */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.flushing) await this.flushing;
    this.flushing = this.send();
    try {
      await this.flushing;
    } finally {
      this.flushing = undefined;
    }
  }

  private async send(): Promise<void> {
    const now = this.now();
    // Clients whose window ended and who sent nothing since hold nothing worth keeping.
    for (const [key, tally] of this.tallies) {
      if (tally.resetAt <= now && tally.unsent === 0) this.tallies.delete(key);
    }
    const batch = [...this.tallies]
      .filter(([, tally]) => this.isWorthSending(tally))
      .map(([key, tally]) => ({ key, count: tally.unsent, tally }));
    if (batch.length === 0) return;
    for (const { tally } of batch) tally.unsent = 0;
    try {
      const totals = await this.table.add(batch, now, this.windowMs);
      for (const { key, tally } of batch) {
        const total = totals.get(key);
        if (!total?.resetTime) continue;
        tally.shared = total.totalHits;
        tally.resetAt = total.resetTime.getTime();
      }
    } catch (error) {
      for (const { tally, count } of batch) tally.unsent += count;
      this.onError(error);
    }
    if ([...this.tallies.values()].some((tally) => this.isWorthSending(tally))) {
      this.scheduleFlush();
    }
  }

  /** New counts to add, or a client near its limit whose total the others may have moved. */
  private isWorthSending(tally: Tally): boolean {
    return tally.unsent !== 0 || (tally.shared >= this.watchFrom && tally.resetAt > this.now());
  }

  private tallyOf(key: string): Tally {
    const now = this.now();
    let tally = this.tallies.get(key);
    if (!tally || tally.resetAt <= now) {
      // A window of its own until the database says when the shared one ends.
      tally = { shared: 0, unsent: 0, resetAt: now + this.windowMs };
      this.tallies.set(key, tally);
    }
    return tally;
  }

  private scheduleFlush(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }
}

function infoOf(tally: Tally): ClientRateLimitInfo {
  return { totalHits: tally.shared + tally.unsent, resetTime: new Date(tally.resetAt) };
}
