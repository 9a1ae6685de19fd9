import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Staff accounts, server-side sessions, persisted login throttling and the append-only audit trail
// (docs/security.md R2, R6, R10, R31).
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Stored normalised (trimmed, lower-case): the login form looks accounts up the same way.
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
    .addColumn('disabled_at', 'text')
    .addColumn('password_changed_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // SHA-256 of the cookie's token, hex. The token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('sessions_last_seen').on('sessions').column('last_seen_at').execute();

  await db.schema
    .createTable('login_throttle')
    // 'user_ip', 'ip' or 'account'; the key is the normalised username and/or the client IP.
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('lockouts', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_throttle_pk', ['scope', 'key'])
    .execute();
  await db.schema
    .createIndex('login_throttle_updated')
    .on('login_throttle')
    .column('updated_at')
    .execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('at_utc', 'text', (c) => c.notNull())
    // No foreign key: rows outlive the accounts they mention, and ON DELETE SET NULL would be an
    // UPDATE, which the triggers below refuse.
    .addColumn('actor_user_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('details_json', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_events_at').on('audit_events').column('at_utc').execute();
  await db.schema
    .createIndex('audit_events_action')
    .on('audit_events')
    .columns(['action', 'at_utc'])
    .execute();

  // Append-only: the app connects as the owner of its tables, so grants cannot take UPDATE and
  // DELETE away from it; triggers refuse them instead.
  if (postgres) {
    await sql`create function audit_events_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_events is append-only';
      end;
      $$`.execute(db);
    await sql`create trigger audit_events_no_change before update or delete on audit_events
      for each row execute function audit_events_append_only()`.execute(db);
    await sql`create trigger audit_events_no_truncate before truncate on audit_events
      for each statement execute function audit_events_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_events_no_update before update on audit_events
      begin select raise(abort, 'audit_events is append-only'); end`.execute(db);
    await sql`create trigger audit_events_no_delete before delete on audit_events
      begin select raise(abort, 'audit_events is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('audit_events').execute();
  if (postgres) await sql`drop function audit_events_append_only()`.execute(db);
  await db.schema.dropTable('login_throttle').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
