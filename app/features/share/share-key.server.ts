/**
 * The secret that signs share links (docs/decisions/0007-share-links.md): `SHARE_LINK_KEY` when
 * set; otherwise, with a SQLite database, a random key kept in `share-link.key` beside the
 * database file, made on first start.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { engineOf } from '~/db/create-db.server';

/** HMAC-SHA-256 keys shorter than its 32-byte output would weaken it. */
export const minShareLinkKeyBytes = 32;

export const shareLinkKeyFileName = 'share-link.key';

const hexKey = /^(?:[0-9a-f]{2})+$/i;
const base64Key = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * Reads a key written as hex or base64 (standard or URL-safe). Hex wins when both readings are
 * possible, so `openssl rand -hex 32` and `openssl rand -base64 32` both work. The message never
 * repeats the key.
 * @example parseShareLinkKey('00'.repeat(32)) // { ok: true, key: <32 zero bytes> }
 */
export function parseShareLinkKey(
  text: string,
): { ok: true; key: Buffer } | { ok: false; error: string } {
  const trimmed = text.trim();
  let key: Buffer;
  if (hexKey.test(trimmed)) key = Buffer.from(trimmed, 'hex');
  else if (base64Key.test(trimmed)) key = Buffer.from(trimmed, 'base64');
  else return { ok: false, error: 'must be hex or base64 (e.g. `openssl rand -base64 32`)' };
  if (key.length < minShareLinkKeyBytes) {
    return {
      ok: false,
      error: `must decode to at least ${minShareLinkKeyBytes} bytes (it gives ${key.length}); make one with \`openssl rand -base64 32\``,
    };
  }
  return { ok: true, key };
}

/**
 * The key the server signs and checks share links with. Throws (so the server does not start)
 * when a PostgreSQL deployment has no `SHARE_LINK_KEY`: its instances must share one key, and a
 * file on one machine cannot give them that.
 */
export function loadShareLinkKey(config: {
  shareLinkKey: Buffer | null;
  databaseUrl: string;
}): Buffer {
  if (config.shareLinkKey) return config.shareLinkKey;
  if (engineOf(config.databaseUrl) === 'postgres') {
    throw new Error(
      'SHARE_LINK_KEY must be set when DATABASE_URL is a PostgreSQL URL, so every server signs share links with the same key. Make one with `openssl rand -base64 32`.',
    );
  }
  // Nothing outlives an in-memory database, links included.
  if (config.databaseUrl === ':memory:') return randomBytes(minShareLinkKeyBytes);
  return readOrCreateKeyFile(join(dirname(config.databaseUrl), shareLinkKeyFileName));
}

function readOrCreateKeyFile(path: string): Buffer {
  const existing = readKeyFile(path);
  if (existing) return existing;
  mkdirSync(dirname(path), { recursive: true });
  // Written aside and linked into place: link() fails when the file exists, so two servers
  // starting at once agree on one key, and neither ever reads a half-written file.
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${randomBytes(minShareLinkKeyBytes).toString('base64')}\n`, {
    mode: 0o600,
  });
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const key = readKeyFile(path);
  if (!key) throw new Error(`Could not create the share-link key file ${path}`);
  return key;
}

function readKeyFile(path: string): Buffer | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = parseShareLinkKey(text);
  if (!parsed.ok) {
    throw new Error(
      `The share-link key file ${path} ${parsed.error}. Delete it to make a new key (links shared so far stop working), or set SHARE_LINK_KEY.`,
    );
  }
  return parsed.key;
}
