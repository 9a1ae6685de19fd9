import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPagePolicy, inlineScriptHashes } from './content-security-policy.server';

const hashOf = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it.each([
    ['<script>a()</script>', ['a()']],
    ['<script type="module">import("/x.js")</script>', ['import("/x.js")']],
    ['<SCRIPT nonce="x">b()</SCRIPT >', ['b()']],
    ['<script>é—€</script>', ['é—€']], // hashed as UTF-8, as browsers do
    ['<script>a()</script><script>a()</script>', ['a()']], // once each
    ['<script src="/assets/entry.js"></script>', []],
    ['<script type="application/ld+json">{"@type":"Event"}</script>', []],
    ['<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', []], // escaped text is not a script
  ])('%s', (html, scripts) => {
    expect(inlineScriptHashes(html)).toEqual(scripts.map(hashOf));
  });
});

describe('inlineScriptHashes of a page as bytes', () => {
  // Pages as React writes them (lower-case tags), from pieces that meet and overlap oddly.
  const piece = fc.constantFrom(
    '<script>',
    '<script type="module">',
    '<script type="application/ld+json">',
    '<script src="/a.js">',
    '</script>',
    '</script >',
    '</script\n>',
    '</scripts>',
    '</script x>',
    '<scripts>',
    '<p>',
    'a()',
    'é—€',
    '>',
    '<',
  );
  const page = fc.array(fc.oneof(piece, fc.string({ maxLength: 8 })), { maxLength: 30 });

  it('hashes what the page as text hashes', () => {
    fc.assert(
      fc.property(page, (pieces) => {
        const html = pieces.join('');
        expect(inlineScriptHashes(Buffer.from(html))).toEqual(inlineScriptHashes(html));
      }),
      { numRuns: 2000 },
    );
  });

  it('never hashes a script it cannot see whole: an upper-case tag stays refused', () => {
    expect(inlineScriptHashes(Buffer.from('<SCRIPT>b()</SCRIPT>'))).toEqual([]);
    expect(inlineScriptHashes(Buffer.from('<script>a()'))).toEqual([]);
  });
});

describe('buildPagePolicy', () => {
  const policy = buildPagePolicy('<script>theme()</script>');
  const directives = new Map(
    policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
  );

  it('allows this site and the page own inline scripts, and no inline script otherwise', () => {
    expect(directives.get('script-src')).toBe(`'self' ${hashOf('theme()')}`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it.each([
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ['default-src', "'self'"],
  ])('%s %s', (name, value) => {
    expect(directives.get(name)).toBe(value);
  });

  it('allows the toast library its one fixed stylesheet by hash, nothing else inline', () => {
    const [self, empty, filled] = directives.get('style-src')?.split(' ') ?? [];
    expect(self).toBe("'self'");
    expect(empty).toBe(hashOf('')); // the element is added empty, then filled
    expect(filled).toMatch(/^'sha256-[\w+/]{43}='$/);
  });
});
