import { describe, expect, it } from 'vitest';
import { articlePath, buildEditorSlug, buildSimpleFormSlug, normaliseList } from './article-text';

describe('buildEditorSlug (editor rule)', () => {
  it.each([
    ['Premier League Preview', 'premier-league-preview'],
    ['  Arsenal v Chelsea  ', 'arsenal-v-chelsea'],
    ['Arsenal & Chelsea', 'arsenal-and-chelsea'],
    ['Q&A', 'q-and-a'],
    ['R & D & more', 'r-and-d-and-more'],
    ['Spurs: 5 things we learned!', 'spurs-5-things-we-learned'],
    ['Multiple   spaces   here', 'multiple-spaces-here'],
    ['Tab\tand\nnewline', 'tab-and-newline'],
    ['snake_case_title', 'snake_case_title'],
    ['--Leading and trailing--', 'leading-and-trailing'],
    ['a - b -- c', 'a-b-c'],
    ['Atlético Madrid', 'atletico-madrid'],
    ['1. FC Köln', '1-fc-koln'],
    ['Women’s Super League', 'womens-super-league'],
    ['Goal ⚽ of the month', 'goal-of-the-month'],
    ['Price: £9.99/month', 'price-999month'],
    ['日本代表', ''],
    ['!!!', ''],
    ['', ''],
  ])('%j -> %j', (title, slug) => {
    expect(buildEditorSlug(title)).toBe(slug);
  });
});

describe('buildSimpleFormSlug (simple-form rule)', () => {
  it.each([
    ['Premier League Preview', 'premier-league-preview'],
    [' Trim me ', 'trim-me'],
    ['Arsenal & Chelsea', 'arsenal-chelsea'],
    ['Q&A', 'qa'],
    ['snake_case_title', 'snake-case-title'],
    ['__init__', 'init'],
    ['a - b -- c', 'a-b-c'],
    ['Multiple   spaces _ and - mixed', 'multiple-spaces-and-mixed'],
    ["It's here!", 'its-here'],
    ['Atlético Madrid', 'atletico-madrid'],
    ['Goal ⚽ of the month', 'goal-of-the-month'],
    ['日本代表', ''],
    ['', ''],
  ])('%j -> %j', (title, slug) => {
    expect(buildSimpleFormSlug(title)).toBe(slug);
  });
});

describe('articlePath', () => {
  it.each([
    ['news', '/news/x'],
    ['blog', '/blog/x'],
    ['guide', '/blog/x'],
  ] as const)('%s -> %s', (kind, path) => {
    expect(articlePath({ kind, slug: 'x' })).toBe(path);
  });
});

describe('normaliseList', () => {
  it.each([
    [[], []],
    [['', '  '], []],
    [
      [' Arsenal ', 'Chelsea'],
      ['Arsenal', 'Chelsea'],
    ],
    [['Arsenal', 'arsenal', 'ARSENAL '], ['Arsenal']],
    [
      ['sky sports', 'Sky Sports', 'TNT Sports'],
      ['sky sports', 'TNT Sports'],
    ],
    [
      ['b', 'a', 'b'],
      ['b', 'a'],
    ],
  ])('%j -> %j', (values, expected) => {
    expect(normaliseList(values)).toEqual(expected);
  });
});
