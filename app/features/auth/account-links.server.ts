import { randomUUID } from 'node:crypto';
import type { Db } from '~/db/create-db.server';
import { recordAudit } from '~/features/audit/audit.server';
import { checkNewPassword, passwordHasher, type PasswordHasher } from './password.server';
import {
  generateSessionToken,
  hashSessionToken,
  isWellFormedSessionToken,
} from './sessions.server';
import {
  checkUsername,
  getUserByUsername,
  normaliseUsername,
  type AccountChangeSource,
  type StaffRole,
} from './users.server';

// One-time links that put a person in charge of an account (docs/security.md R1): `setup` makes
// the first administrator (no account or password exists before it), `invite` makes the account
// an administrator asked for, `reset` sets a new password. The link carries 32 random bytes; the
// database keeps their SHA-256, so a copy of the table opens nothing. Each link works once.

export type AccountLinkKind = 'setup' | 'invite' | 'reset';

/** How long each kind of link works if unused. */
export const accountLinkLifetimeMs: Record<AccountLinkKind, number> = {
  setup: 24 * 60 * 60 * 1000,
  invite: 72 * 60 * 60 * 1000,
  reset: 24 * 60 * 60 * 1000,
};

/** The page a link opens: `/join/<token>` for a new account, `/reset-password/<token>`. */
export function accountLinkPath(kind: AccountLinkKind, token: string): string {
  return `/${kind === 'reset' ? 'reset-password' : 'join'}/${token}`;
}

/** A link as its page needs it. */
export interface AccountLink {
  id: string;
  kind: AccountLinkKind;
  /** Fixed for invitations and resets; null when the person chooses it (setup). */
  username: string | null;
  role: StaffRole;
  userId: string | null;
  expiresAt: string;
}

/** Makes a link (in the caller's transaction, which audits it) and returns its token. */
export async function createAccountLink(
  db: Db,
  input: {
    kind: AccountLinkKind;
    role: StaffRole;
    username?: string | null;
    userId?: string | null;
    createdBy: string | null;
    now: Date;
  },
): Promise<{ token: string; id: string; expiresAt: string }> {
  const token = generateSessionToken();
  const id = randomUUID();
  const expiresAt = new Date(input.now.getTime() + accountLinkLifetimeMs[input.kind]).toISOString();
  if (input.userId) {
    // A new reset link replaces any unused one, so only the latest works.
    await db
      .deleteFrom('account_links')
      .where('user_id', '=', input.userId)
      .where('used_at', 'is', null)
      .execute();
  }
  await db
    .insertInto('account_links')
    .values({
      id,
      token_hash: hashSessionToken(token),
      kind: input.kind,
      user_id: input.userId ?? null,
      username: input.username ?? null,
      role: input.role,
      created_by: input.createdBy,
      created_at: input.now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, id, expiresAt };
}

/** The unused, unexpired link a token names, or null. */
export async function readAccountLink(
  db: Db,
  token: string,
  now: Date,
): Promise<AccountLink | null> {
  if (!isWellFormedSessionToken(token)) return null;
  const row = await db
    .selectFrom('account_links')
    .selectAll()
    .where('token_hash', '=', hashSessionToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind as AccountLinkKind,
    username: row.username,
    role: row.role === 'admin' ? 'admin' : 'editor',
    userId: row.user_id,
    expiresAt: row.expires_at,
  };
}

/**
 * On a database without any staff account, makes the one-time setup link for the first
 * administrator and returns its token, for the host to print on its console. Returns null when
 * an account exists, or when another setup link is still usable (another instance printed it;
 * `npm run cli -- user:setup-link` makes a fresh one).
 */
export async function issueSetupLink(db: Db, now: Date): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (account) return null;
    const live = await trx
      .selectFrom('account_links')
      .select('id')
      .where('kind', '=', 'setup')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (live) return null;
    const { token } = await createAccountLink(trx, {
      kind: 'setup',
      role: 'admin',
      createdBy: null,
      now,
    });
    return token;
  });
}

/**
 * A fresh setup link for a database without staff accounts (the command line's
 * `user:setup-link`): any unused one stops working. Null when an account exists.
 */
export async function renewSetupLink(db: Db, now: Date): Promise<string | null> {
  await db
    .deleteFrom('account_links')
    .where('kind', '=', 'setup')
    .where('used_at', 'is', null)
    .execute();
  return issueSetupLink(db, now);
}

export type AcceptResult =
  { ok: true; userId: string; username: string } | { ok: false; message: string };

export const linkGoneMessage =
  'This link has expired or has been used. Ask an administrator for a new one.';

/**
 * Uses a link: a new account with the chosen password (setup, invite), or a new password for its
 * account (reset, which also ends that account's sessions). The link is marked used in the
 * same transaction, so two people racing with one link cannot both succeed. Audited.
 */
export async function acceptAccountLink(
  db: Db,
  input: { token: string; username?: string; password: string; now: Date; ip: string },
  passwords: PasswordHasher = passwordHasher,
): Promise<AcceptResult> {
  const link = await readAccountLink(db, input.token, input.now);
  if (!link) return { ok: false, message: linkGoneMessage };
  const username = normaliseUsername(link.username ?? input.username ?? '');
  const usernameProblem = link.kind === 'setup' ? checkUsername(username) : null;
  if (usernameProblem) return { ok: false, message: usernameProblem };
  const taken: AcceptResult = {
    ok: false,
    message: `A staff account named "${username}" already exists.`,
  };
  const password = await checkNewPassword(input.password, { username });
  if (!password.ok) return password;
  if (link.kind !== 'reset' && (await getUserByUsername(db, username))) return taken;
  const passwordHash = await passwords.hash(password.password);
  const at = input.now.toISOString();

  return db
    .transaction()
    .execute(async (trx): Promise<AcceptResult> => {
      const used = await trx
        .updateTable('account_links')
        .set({ used_at: at })
        .where('id', '=', link.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return { ok: false, message: linkGoneMessage };
      const by: AccountChangeSource = { userId: null, ip: input.ip, via: link.kind };
      if (link.kind === 'reset' && link.userId) {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, password_changed_at: at, updated_at: at })
          .where('id', '=', link.userId)
          .execute();
        await trx.deleteFrom('sessions').where('user_id', '=', link.userId).execute();
        await recordAudit(trx, {
          at: input.now,
          actorUserId: link.userId,
          ip: input.ip,
          action: 'password.changed',
          targetType: 'user',
          targetId: link.userId,
          details: { username, via: by.via },
        });
        return { ok: true, userId: link.userId, username };
      }
      const id = randomUUID();
      const inserted = await trx
        .insertInto('users')
        .values({
          id,
          username,
          password_hash: passwordHash,
          role: link.role,
          disabled_at: null,
          password_changed_at: at,
          created_at: at,
          updated_at: at,
          totp_secret: null,
          totp_enabled_at: null,
          totp_last_step: null,
        })
        .onConflict((oc) => oc.column('username').doNothing())
        .executeTakeFirst();
      // Someone took the name since the check above: undo the link's use with the rest.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new UsernameTaken();
      await recordAudit(trx, {
        at: input.now,
        actorUserId: id,
        ip: input.ip,
        action: 'user.created',
        targetType: 'user',
        targetId: id,
        details: { username, role: link.role, via: by.via },
      });
      return { ok: true, userId: id, username };
    })
    .catch((error: unknown) => {
      if (error instanceof UsernameTaken) return taken;
      throw error;
    });
}

class UsernameTaken extends Error {}
