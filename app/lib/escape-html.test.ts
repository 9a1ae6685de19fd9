import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<script>"x"\'y\'</script>', '&lt;script&gt;&quot;x&quot;&#x27;y&#x27;&lt;/script&gt;'],
    ['plain', 'plain'],
  ])('%j -> %j', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });
});
