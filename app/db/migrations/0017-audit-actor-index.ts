import type { Kysely } from 'kysely';

// The audit screen filters by staff member, newest first, a page at a time by id: this index
// reads one person's events in that order however many refusals and other events surround them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_events_actor')
    .on('audit_events')
    .columns(['actor_user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_events_actor').execute();
}
