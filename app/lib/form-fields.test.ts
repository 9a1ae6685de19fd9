import { describe, expect, it } from 'vitest';
import { readFormFields } from './form-fields';

function form(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('readFormFields', () => {
  it.each<[string, [string, string | Blob][], Record<string, string | string[]>]>([
    [
      'one value each',
      [
        ['title', 'T'],
        ['author', 'A'],
      ],
      { title: 'T', author: 'A', tags: [] },
    ],
    [
      'the first of a repeated field',
      [
        ['title', 'one'],
        ['title', 'two'],
      ],
      { title: 'one', tags: [] },
    ],
    [
      'every value of a list field, in order',
      [
        ['tags', 'b'],
        ['tags', 'a'],
      ],
      { tags: ['b', 'a'] },
    ],
    ['an absent list field as none', [], { tags: [] }],
    [
      'unknown fields, for the schema to refuse',
      [['isAdmin', 'true']],
      { isAdmin: 'true', tags: [] },
    ],
    [
      'without skipped fields',
      [
        ['intent', 'save'],
        ['id', 'x'],
      ],
      { tags: [] },
    ],
    ['without files', [['title', new Blob(['x'])]], { tags: [] }],
  ])('%s', (_name, entries, expected) => {
    expect(readFormFields(form(entries), { lists: ['tags'], skip: ['intent', 'id'] })).toEqual(
      expected,
    );
  });
});
