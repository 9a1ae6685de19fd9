import { createHash } from 'node:crypto';
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
