import { describe, expect, it } from 'vitest';
import { sameFormValues } from './browser-draft';

describe('sameFormValues', () => {
  it.each([
    [{ title: ['A'] }, { title: ['A'] }, true],
    [{ title: ['A'] }, { title: ['B'] }, false],
    // An empty field says the same as an absent one.
    [{ title: ['A'], tags: [] }, { title: ['A'] }, true],
    [{ tags: [''] }, {}, true],
    // Order within a list matters (sections are in order).
    [{ sections: ['one', 'two'] }, { sections: ['two', 'one'] }, false],
    // A value is not split or joined into another.
    [{ sections: ['a\u0000b'] }, { sections: ['a', 'b'] }, false],
    [{ sections: ['a,b'] }, { sections: ['a', 'b'] }, false],
  ])('%j ~ %j -> %s', (a, b, same) => {
    expect(sameFormValues(a, b)).toBe(same);
  });
});
