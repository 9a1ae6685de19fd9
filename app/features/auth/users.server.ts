import { randomUUID } from 'node:crypto';
import type { Db } from '~/db/create-db.server';
import type { UserRow } from '~/db/schema';
import { recordAudit } from '~/features/audit/audit.server';
import { checkNewPassword, passwordHasher, type PasswordHasher } from './password.server';

/** docs/security.md R17 splits staff into editors and admins; every account is an admin for now. */
export type StaffRole = 'admin' | 'editor';

/** The signed-in staff member, as the guard hands it to admin loaders and actions. */
export interface StaffUser {
  id: string;
  username: string;
  role: StaffRole;
}

/** Who changed an account, for the audit trail: the CLI by default. */
export interface AccountChangeSource {
  userId: string | null;
  ip: string | null;
  /** 'cli', 'first-start' or 'admin'. */
  via: string;
}

const fromCli: AccountChangeSource = { userId: null, ip: null, via: 'cli' };

export type UserResult = { ok: true; user: StaffUser } | { ok: false; message: string };

const usernamePattern = /^[a-z0-9][a-z0-9._@-]{0,63}$/;

/**
 * The form a username is stored, looked up and throttled under: trimmed, NFC, lower-case.
 * @example normaliseUsername('  Admin ') // 'admin'
 */
export function normaliseUsername(raw: string): string {
  return raw.trim().normalize('NFC').toLowerCase();
}

/** Why a (normalised) username cannot be used for a new account, or null when it can. */
export function checkUsername(username: string): string | null {
  return usernamePattern.test(username)
    ? null
    : 'A username is 1-64 characters: letters a-z, digits and . _ - @, starting with a letter or digit.';
}

export function toStaffUser(row: Pick<UserRow, 'id' | 'username' | 'role'>): StaffUser {
  return { id: row.id, username: row.username, role: row.role === 'editor' ? 'editor' : 'admin' };
}

/** The account with this (raw or normalised) username, or null. */
export async function getUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', normaliseUsername(username))
    .executeTakeFirst();
  return row ?? null;
}

/** Creates a staff account after checking the username and the password policy. */
export async function createUser(
  db: Db,
  input: {
    username: string;
    password: string;
    role?: StaffRole;
    now: Date;
    by?: AccountChangeSource;
  },
  passwords: PasswordHasher = passwordHasher,
): Promise<UserResult> {
  const username = normaliseUsername(input.username);
  const usernameProblem = checkUsername(username);
  if (usernameProblem) return { ok: false, message: usernameProblem };
  const password = await checkNewPassword(input.password, { username });
  if (!password.ok) return password;
  if (await getUserByUsername(db, username)) {
    return { ok: false, message: `A staff account named "${username}" already exists.` };
  }
  const passwordHash = await passwords.hash(password.password);
  const at = input.now.toISOString();
  const id = randomUUID();
  const inserted = await db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto('users')
      .values({
        id,
        username,
        password_hash: passwordHash,
        role: input.role ?? 'admin',
        disabled_at: null,
        password_changed_at: at,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const by = input.by ?? fromCli;
    await recordAudit(trx, {
      at: input.now,
      actorUserId: by.userId,
      ip: by.ip,
      action: 'user.created',
      targetType: 'user',
      targetId: id,
      details: { username, role: input.role ?? 'admin', via: by.via },
    });
    return true;
  });
  if (!inserted) {
    return { ok: false, message: `A staff account named "${username}" already exists.` };
  }
  return { ok: true, user: toStaffUser({ id, username, role: input.role ?? 'admin' }) };
}

/**
 * Sets a new password for an account and ends all of its sessions (a reset is what you do when
 * a password may be known to someone else).
 */
export async function resetPassword(
  db: Db,
  input: { username: string; password: string; now: Date; by?: AccountChangeSource },
  passwords: PasswordHasher = passwordHasher,
): Promise<UserResult> {
  const username = normaliseUsername(input.username);
  const user = await getUserByUsername(db, username);
  if (!user) return { ok: false, message: `There is no staff account named "${username}".` };
  const password = await checkNewPassword(input.password, { username });
  if (!password.ok) return password;
  const passwordHash = await passwords.hash(password.password);
  const at = input.now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: at, updated_at: at })
      .where('id', '=', user.id)
      .execute();
    const ended = await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    const by = input.by ?? fromCli;
    await recordAudit(trx, {
      at: input.now,
      actorUserId: by.userId,
      ip: by.ip,
      action: 'password.changed',
      targetType: 'user',
      targetId: user.id,
      details: {
        username,
        via: by.via,
        sessionsEnded: Number(ended[0]?.numDeletedRows ?? 0),
      },
    });
  });
  return { ok: true, user: toStaffUser(user) };
}
