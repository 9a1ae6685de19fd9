import type { Kysely } from 'kysely';

// Staff accounts run by the team (docs/security.md R1, R8, R9, R15): two-factor secrets and
// recovery codes, one-time links that set an account up (first start, invitation, reset),
// sign-ins waiting for their second factor, and when each session last proved who it is.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  // The TOTP secret, sealed with a key derived from the site key (never stored in the clear).
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'text').execute();
  // The last 30-second step a code was accepted for: a code is never accepted twice.
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();

  // The last time the session's owner gave their password (and code): sign-in or re-confirmation.
  await db.schema.alterTable('sessions').addColumn('confirmed_at', 'text').execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the code, hex: the codes are random enough that a slow hash adds nothing.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('account_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // SHA-256 of the link's token, hex; the token is shown once and never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // 'setup' (the first administrator), 'invite' or 'reset'.
    .addColumn('kind', 'text', (c) => c.notNull())
    // The account a reset is for; null for setup and invitations.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    // The username an invitation was made for; null when the person chooses it (setup).
    .addColumn('username', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('login_challenges')
    // SHA-256 of the token the second-factor form carries, hex.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // A sealed secret waiting to be confirmed by the person's first code (enrolment at sign-in).
    .addColumn('pending_secret', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_challenges_expires')
    .on('login_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_challenges').execute();
  await db.schema.dropTable('account_links').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.alterTable('sessions').dropColumn('confirmed_at').execute();
  await db.schema.alterTable('users').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('users').dropColumn('totp_enabled_at').execute();
  await db.schema.alterTable('users').dropColumn('totp_secret').execute();
}
