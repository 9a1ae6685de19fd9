import { describe, expect, it } from 'vitest';
import { describeThreadpoolShortage, wantedThreadpoolSize } from './threadpool';

describe('describeThreadpoolShortage', () => {
  it.each([
    [{}, 'UV_THREADPOOL_SIZE is 4 (the default)'],
    [{ UV_THREADPOOL_SIZE: '4' }, 'UV_THREADPOOL_SIZE is 4:'],
    [{ UV_THREADPOOL_SIZE: 'many' }, 'UV_THREADPOOL_SIZE is 4:'],
    [{ UV_THREADPOOL_SIZE: String(wantedThreadpoolSize) }, null],
    [{ UV_THREADPOOL_SIZE: '64' }, null],
  ])('%j -> %s', (env, expected) => {
    const problem = describeThreadpoolShortage(env);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem?.startsWith(expected)).toBe(true);
  });

  it('asks for more threads than hashes run at once', () => {
    expect(wantedThreadpoolSize).toBe(8);
  });
});
