import { describe, expect, it } from 'vitest';
import { parseServiceIds } from './my-services';

describe('parseServiceIds', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"free-tv":true}', []],
    ['"free-tv"', []],
    ['[]', []],
    ['["free-tv"]', ['free-tv']],
    // catalogue order, each once; unknown ids and non-strings dropped
    ['["sky-sports","free-tv","free-tv"]', ['free-tv', 'sky-sports']],
    ['["gone-service", 42, null, "dazn"]', ['dazn']],
    ['["Sky Sports"]', []],
  ])('%j reads as %j', (raw, expected) => {
    expect(parseServiceIds(raw)).toEqual(expected);
  });
});
