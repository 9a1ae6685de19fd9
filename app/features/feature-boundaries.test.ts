import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of eslint.config.js, proved by linting small files placed in the tree.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const features = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The import rule's complaints about `code` if it were the file at `path`. */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  if (!result) throw new Error(`ESLint gave no result for ${path}`);
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.fatal)
    .map((message) => message.message);
}

const importing = (from: string) =>
  `import { thing } from '${from}';\nexport const used = thing;\n`;

/** A cycle in the graph, as a list of nodes, or null. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | null => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...path, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('feature boundaries', () => {
  it('finds the cycle in a graph that has one, and none in one that has not', () => {
    const oneWay = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', []],
    ]);
    expect(findCycle(oneWay)).toBeNull();
    expect(findCycle(new Map([...oneWay, ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a']);
  });

  it('lets features import each other one way only', async () => {
    const allowed = new Map<string, string[]>();
    for (const feature of features) {
      const imports: string[] = [];
      for (const other of features.filter((name) => name !== feature)) {
        const path = `app/features/${feature}/probe.ts`;
        if ((await refusals(path, importing(`~/features/${other}/x`))).length === 0) {
          imports.push(other);
        }
      }
      allowed.set(feature, imports);
    }
    expect(findCycle(allowed)).toBeNull();
    // Not vacuous: the lowest features may import none, the public pages several.
    expect(allowed.get('channels')).toEqual(['audit']);
    expect(allowed.get('listings')).toContain('schedule');
  });

  it('refuses a change that makes two features import each other', async () => {
    expect(
      await refusals('app/features/listings/probe.ts', importing('~/features/schedule/fixture')),
    ).toEqual([]);
    expect(
      await refusals('app/features/schedule/probe.ts', importing('~/features/listings/x')),
    ).toEqual([expect.stringContaining('schedule may import only channels, competitions, teams')]);
  });

  it('refuses a relative import that leaves its folder, which the boundaries could not see', async () => {
    expect(await refusals('app/features/schedule/probe.ts', importing('../listings/x'))).toEqual([
      expect.stringContaining('Import another folder as ~/'),
    ]);
    expect(await refusals('app/features/schedule/probe.ts', importing('./fixture'))).toEqual([]);
  });

  it('keeps server-only modules out of browser code, and any feature out of ui and lib', async () => {
    const serverModule = importing('~/features/schedule/fixture-store.server');
    expect(await refusals('app/features/listings/probe.tsx', serverModule)).toEqual([
      expect.stringContaining('Browser code must not import server-only modules'),
    ]);
    expect(await refusals('app/features/listings/probe.server.ts', serverModule)).toEqual([]);
    expect(await refusals('app/ui/probe.tsx', importing('~/features/teams/x'))).toEqual([
      expect.stringContaining('ui, lib and db know no feature'),
    ]);
  });

  it('lets a test set up any feature', async () => {
    expect(
      await refusals('app/features/audit/probe.test.ts', importing('~/features/drafts/x')),
    ).toEqual([]);
  });
});
