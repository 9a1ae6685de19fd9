import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  acceptedStep,
  currentCode,
  enrolmentOf,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  secretBox,
} from './two-factor.server';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", 8-digit codes; we check 6 digits,
// which are the last six of each.
const rfcSecret = Secret.fromUTF8('12345678901234567890').base32;

describe('TOTP codes', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s (RFC 6238 test vectors)', (seconds, code) => {
    const now = new Date(seconds * 1000);
    expect(currentCode(rfcSecret, now)).toBe(code);
    expect(acceptedStep(rfcSecret, code, now)).toBe(Math.floor(seconds / 30));
  });

  it('accepts one step of drift either way and no more', () => {
    const now = new Date(1_700_000_000_000);
    const step = Math.floor(now.getTime() / 30_000);
    const at = (steps: number) => new Date(now.getTime() + steps * 30_000);
    expect(acceptedStep(rfcSecret, currentCode(rfcSecret, at(-1)), now)).toBe(step - 1);
    expect(acceptedStep(rfcSecret, currentCode(rfcSecret, at(1)), now)).toBe(step + 1);
    expect(acceptedStep(rfcSecret, currentCode(rfcSecret, at(-2)), now)).toBeNull();
    expect(acceptedStep(rfcSecret, currentCode(rfcSecret, at(2)), now)).toBeNull();
  });

  it('reads codes typed with spaces and refuses anything but six digits', () => {
    const now = new Date(59_000);
    expect(acceptedStep(rfcSecret, '287 082', now)).toBe(1);
    for (const bad of ['', '28708', '2870822', 'abcdef', '287082\n1', '٢٨٧٠٨٢']) {
      expect(acceptedStep(rfcSecret, bad, now)).toBeNull();
    }
  });

  it('makes 160-bit secrets that differ', () => {
    const a = newTotpSecret();
    expect(Secret.fromBase32(a).bytes.length).toBe(20);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('gives an otpauth address naming the site and the account, and its QR code', async () => {
    const { uri, qrSvg } = await enrolmentOf(rfcSecret, 'ann');
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(decodeURIComponent(parsed.pathname)).toContain('Kickoff TV:ann');
    expect(parsed.searchParams.get('secret')).toBe(rfcSecret);
    expect(parsed.searchParams.get('period')).toBe('30');
    expect(qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect(qrSvg).not.toMatch(/<script|on\w+=/i);
  });
});

describe('secretBox', () => {
  const box = secretBox(Buffer.alloc(32, 7));

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const secret = newTotpSecret();
    const a = box.seal(secret);
    const b = box.seal(secret);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(box.open(a)).toBe(secret);
    expect(box.open(b)).toBe(secret);
  });

  it('opens nothing sealed under another key, tampered with, or not sealed at all', () => {
    const sealed = box.seal(newTotpSecret());
    expect(secretBox(Buffer.alloc(32, 8)).open(sealed)).toBeNull();
    const parts = sealed.split('.');
    const flipped = `${parts[3]![0] === 'A' ? 'B' : 'A'}${parts[3]!.slice(1)}`;
    expect(box.open([...parts.slice(0, 3), flipped].join('.'))).toBeNull();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBeNull();
    expect(box.open('v1...')).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of 10 base32 characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  });

  it('match however they are typed (case, dash, spaces)', () => {
    const hash = hashRecoveryCode('abcde-fgh23');
    expect(hashRecoveryCode('ABCDE FGH23')).toBe(hash);
    expect(hashRecoveryCode('abcdefgh23')).toBe(hash);
    expect(hashRecoveryCode('abcde-fgh24')).not.toBe(hash);
  });
});
