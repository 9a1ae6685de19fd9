import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Match alerts by web push. A subscription is a browser's push endpoint with the teams it
// follows (one row a team, so a change finds its followers by index) and what it wants to hear
// about. Messages wait in a queue table until sent, so they survive a restart; a lease
// (`locked_until`) lets several instances share the queue without sending anything twice.
// `alert_state` remembers which fixture changes have been turned into messages, and
// `site_keys` keeps the VAPID key pair when none is configured.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('on_picked', 'integer', (c) => c.notNull())
    .addColumn('on_channel_changed', 'integer', (c) => c.notNull())
    .addColumn('on_moved', 'integer', (c) => c.notNull())
    /** Minutes before kick-off for a reminder, or null for none. */
    .addColumn('reminder_minutes', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('push_subscription_teams')
    .addColumn('subscription_id', 'text', (c) =>
      c.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('team_slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_subscription_teams_pk', ['subscription_id', 'team_slug'])
    .execute();
  await db.schema
    .createIndex('push_subscription_teams_slug')
    .on('push_subscription_teams')
    .column('team_slug')
    .execute();
  await db.schema
    .createTable('push_messages')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('subscription_id', 'text', (c) =>
      c.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    /** What the message is about ('change:41', 'reminder:<fixture>:<kick-off>'): sent once. */
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    /** When it was sent or given up ('sent', 'dropped'); kept a while so it is not queued again. */
    .addColumn('done_at', 'text')
    .addColumn('outcome', 'text')
    .addUniqueConstraint('push_messages_once', ['subscription_id', 'topic'])
    .execute();
  await db.schema
    .createIndex('push_messages_due')
    .on('push_messages')
    .column('next_attempt_at')
    .execute();
  await db.schema
    .createTable('alert_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    /** The newest fixture_changes id already turned into messages. */
    .addColumn('change_cursor', 'integer', (c) => c.notNull())
    .execute();
  // Changes saved before alerts existed are not news to anyone.
  await sql`insert into alert_state (id, change_cursor) select 1, coalesce(max(id), 0) from fixture_changes`.execute(
    db,
  );
  await db.schema
    .createTable('site_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'site_keys',
    'alert_state',
    'push_messages',
    'push_subscription_teams',
    'push_subscriptions',
  ])
    await db.schema.dropTable(table).execute();
}
