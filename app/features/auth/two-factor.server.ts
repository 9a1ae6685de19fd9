import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '~/db/create-db.server';
import { siteName } from '~/features/seo/page-meta';

// Time-based one-time codes (RFC 6238) as the second factor (docs/security.md R8): 6 digits, a
// 30 s step, one step either side for clock drift, each step's code accepted once per account.
// Secrets are sealed with AES-256-GCM under a key derived from the site key, so a copy of the
// database alone cannot mint codes (decision 0030).

/** How many steps either side of now a code is still accepted for. */
const driftSteps = 1;
const period = 30;

/** A fresh 160-bit secret (RFC 4226's recommended size), base32 as authenticator apps show it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: siteName,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period,
  });
}

/**
 * The step a code is good for at `now`, or null. Only six digits are ever checked (spaces, as
 * apps group them, are dropped first).
 * @example acceptedStep(secret, '123 456', now) // 59_000_123 or null
 */
export function acceptedStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: driftSteps });
  return delta === null ? null : TOTP.counter({ period, timestamp: now.getTime() }) + delta;
}

/** The code an authenticator shows at `now` (tests and the CLI compute codes with it). */
export function currentCode(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}

/** What an authenticator app scans: the otpauth:// address and its QR code as SVG markup. */
export async function enrolmentOf(
  secret: string,
  username: string,
): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secret, username).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrSvg };
}

/**
 * Seals and opens TOTP secrets with a key derived (HKDF-SHA-256) from the site key: AES-256-GCM,
 * a fresh 12-byte IV each time, stored as `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export function secretBox(siteKey: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', siteKey, '', 'kickoff two-factor secret v1', 32));
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed].map(encode).join('.');
    },
    /** The secret, or null when the text was not sealed under this key. */
    open(text: string): string | null {
      const [version, iv, tag, sealed] = text.split('.');
      if (version !== 'v1' || !iv || !tag || !sealed) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(sealed, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

function encode(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}

/**
 * Takes a code's step for an account, once: true when no code at this step or later was
 * accepted before. One conditional UPDATE, so two requests with the same code cannot both win.
 */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many recovery codes an account gets; each works once. */
export const recoveryCodeCount = 10;

/**
 * Ten fresh recovery codes, shown once: 10 characters of base32 each (50 bits), grouped
 * `xxxxx-xxxxx` for reading aloud.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const text = new Secret({ size: 10 }).base32.slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** A recovery code as stored: SHA-256 of its letters and digits, lower-case, dashes dropped. */
export function hashRecoveryCode(code: string): string {
  const canonical = code.toLowerCase().replace(/[^a-z2-7]/g, '');
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

/** Replaces an account's recovery codes with these (in the caller's transaction). */
export async function storeRecoveryCodes(db: Db, userId: string, codes: string[]): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(
      codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code), used_at: null })),
    )
    .execute();
}

/** Marks a recovery code used; true when it was the account's and unused until now. */
export async function useRecoveryCode(
  db: Db,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  if (code.length > 64) return false;
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many of an account's recovery codes are still unused. */
export async function unusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
