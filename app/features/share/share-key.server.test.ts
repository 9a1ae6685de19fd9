import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadShareLinkKey, parseShareLinkKey } from './share-key.server';

describe('parseShareLinkKey', () => {
  const bytes = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7 + 1));

  it.each([
    ['hex', bytes.toString('hex')],
    ['upper-case hex', bytes.toString('hex').toUpperCase()],
    ['base64', bytes.toString('base64')],
    ['base64url', bytes.toString('base64url')],
    ['base64 with a trailing newline', `${bytes.toString('base64')}\n`],
  ])('reads %s', (_, text) => {
    expect(parseShareLinkKey(text)).toEqual({ ok: true, key: bytes });
  });

  it('accepts longer keys', () => {
    expect(parseShareLinkKey(Buffer.alloc(64, 3).toString('base64'))).toMatchObject({ ok: true });
  });

  it.each([
    ['31 bytes of hex', Buffer.alloc(31, 9).toString('hex'), /at least 32 bytes \(it gives 31\)/],
    ['a short password', 'hunter2', /at least 32 bytes/],
    ['text with spaces', 'correct horse battery staple correct horse', /hex or base64/],
    ['base64 with inner padding', 'AAAA=AAAA', /hex or base64/],
  ])('refuses %s without repeating it', (_, text, message) => {
    const parsed = parseShareLinkKey(text);
    expect(parsed).toEqual({ ok: false, error: expect.stringMatching(message) });
    expect(!parsed.ok && parsed.error).not.toContain(text.trim());
  });
});

describe('loadShareLinkKey', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kickoff-share-key-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses SHARE_LINK_KEY when it is set, whatever the database', () => {
    const configured = Buffer.alloc(32, 5);
    expect(loadShareLinkKey({ shareLinkKey: configured, databaseUrl: 'postgres://db/x' })).toBe(
      configured,
    );
    expect(loadShareLinkKey({ shareLinkKey: configured, databaseUrl: join(dir, 'k.sqlite') })).toBe(
      configured,
    );
  });

  it('makes a 32-byte key beside a SQLite database once, readable by its owner only', () => {
    const databaseUrl = join(dir, 'nested', 'kickoff.sqlite');
    const first = loadShareLinkKey({ shareLinkKey: null, databaseUrl });
    expect(first).toHaveLength(32);
    const file = join(dir, 'nested', 'share-link.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(first);
    expect(loadShareLinkKey({ shareLinkKey: null, databaseUrl })).toEqual(first);
  });

  it('refuses to start on a damaged key file rather than replacing it', () => {
    writeFileSync(join(dir, 'share-link.key'), 'short\n');
    expect(() =>
      loadShareLinkKey({ shareLinkKey: null, databaseUrl: join(dir, 'kickoff.sqlite') }),
    ).toThrow(/share-link\.key must decode to at least 32 bytes.*Delete it/);
  });

  it('requires SHARE_LINK_KEY with PostgreSQL, and keeps an in-memory database’s key in memory', () => {
    expect(() =>
      loadShareLinkKey({ shareLinkKey: null, databaseUrl: 'postgres://postgres@db:5432/kickoff' }),
    ).toThrow(/SHARE_LINK_KEY must be set when DATABASE_URL is a PostgreSQL URL/);
    expect(loadShareLinkKey({ shareLinkKey: null, databaseUrl: ':memory:' })).toHaveLength(32);
  });
});
