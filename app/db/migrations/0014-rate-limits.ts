import type { Kysely } from 'kysely';

// Request counts per client and window for the HTTP rate limits, shared by every worker and
// instance on the database (the sign-in throttle keeps its own table, login_throttle).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    // The limit's name and the client's address, e.g. 'alerts:203.0.113.7'.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // ISO 8601 UTC: when this window ends and the count starts again.
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_reset_at')
    .on('rate_limits')
    .column('reset_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
