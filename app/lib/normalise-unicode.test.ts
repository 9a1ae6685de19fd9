import { describe, expect, it } from 'vitest';
import { normaliseUnicode } from './normalise-unicode';

describe('normaliseUnicode', () => {
  it.each([
    ['Arsenal', 'Arsenal'],
    ['Atle\u0301tico', 'Atlético'], // NFD to NFC
    ['\u200bArsenal\u200b', 'Arsenal'], // zero-width space
    ['\ufeffArsenal', 'Arsenal'], // byte-order mark
    ['Arse\u200dnal', 'Arsenal'], // zero-width joiner
    ['\u202aArsenal\u202c', 'Arsenal'], // bidirectional embedding
    ['\u2066Arsenal\u2069', 'Arsenal'], // bidirectional isolate
    ['Arsenal\u200e v Chelsea\u200f', 'Arsenal v Chelsea'], // direction marks
    ['Line one\nLine\ttwo', 'Line one\nLine\ttwo'], // line breaks and tabs are kept
    ['Arsenal\u00a0FC', 'Arsenal\u00a0FC'], // a no-break space is a space: callers squeeze spaces
  ])('%j -> %j', (text, expected) => {
    expect(normaliseUnicode(text)).toBe(expected);
  });
});
