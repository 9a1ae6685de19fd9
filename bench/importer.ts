import {
  htmlToListingText,
  maxClipboardHtmlDepth,
  maxClipboardHtmlLength,
} from '~/features/importer/clipboard-html';
import { formatFixtureText } from '~/features/importer/format-fixture-text';
import { parseFixtureText } from '~/features/importer/parse-fixture-text';
import { listFixtures } from '~/features/schedule/fixture-store.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { ukToday } from '~/lib/london-time';
import { flattenedPage, hostilePastes } from '../tests/support/hostile-pastes';
import type { TestEngine } from '../tests/support/test-db';
import { makeBenchFixtures } from './listing';
import { collectGarbage, median, time, type BenchResult } from './measure';

const count = 10_000;

/** P9: parse 10,000 pasted fixtures with problems reported. */
export async function benchParse(): Promise<BenchResult[]> {
  const text = formatFixtureText(makeBenchFixtures(count));
  const sizeMb = Buffer.byteLength(text) / 1024 / 1024;
  // As an import does: today's UK date first (which also loads the time-zone data), then parse.
  const today = ukToday(new Date('2029-12-30T12:00:00Z'));
  // The first parse in the process: nothing of the parser has been run or optimised yet. Like
  // every run below it starts from a collected heap, not amid this bench's own setup garbage.
  collectGarbage();
  const started = performance.now();
  const result = parseFixtureText(text, { today });
  const cold = performance.now() - started;
  if (result.fixtures.length !== count || result.problems.length > 0) {
    throw new Error(
      `parse gave ${result.fixtures.length} fixtures, ${result.problems.length} problems`,
    );
  }
  // Each run starts from a collected heap, as a paste does: not amid the previous run's garbage.
  const runs: number[] = [];
  for (let i = 0; i < 20; i++) {
    collectGarbage();
    runs.push(await time(() => parseFixtureText(text, { today })));
  }
  const note = `${count} fixtures, ${sizeMb.toFixed(2)} MB`;
  return [
    {
      name: 'P9 importer parse, median',
      value: median(runs),
      unit: 'ms',
      budget: 50,
      kind: 'max',
      note,
    },
    {
      name: 'P9 importer parse, first run',
      value: cold,
      unit: 'ms',
      budget: 100,
      kind: 'max',
      note,
    },
  ];
}

/** docs/security.md R20: each paste built to be slow parses in under 500 ms. */
export async function benchHostilePastes(): Promise<BenchResult[]> {
  return hostilePastes().map(([name, text]) => {
    collectGarbage();
    const started = performance.now();
    parseFixtureText(text, { today: '2025-10-30' });
    return {
      name: `R20 hostile paste: ${name}`,
      value: performance.now() - started,
      unit: 'ms',
      budget: 500,
      kind: 'max',
    };
  });
}

/**
 * docs/security.md R20, linear time: a page flattened to one line of 10,000 fixtures against one
 * of 2,000. Five times the fixtures should take about five times as long; a quadratic reading
 * would take twenty-five. Median of 5 runs each, alternating.
 */
export async function benchFlattenedLine(): Promise<BenchResult[]> {
  const [small, large] = [2_000, 10_000];
  const texts = new Map([small, large].map((n) => [n, flattenedPage(n)]));
  const runs = new Map<number, number[]>([
    [small, []],
    [large, []],
  ]);
  const parse = (n: number) => {
    const { fixtures } = parseFixtureText(texts.get(n)!, { today: '2025-10-30' });
    if (fixtures.length !== n) throw new Error(`read ${fixtures.length} of ${n} fixtures`);
  };
  parse(small); // warm
  for (let i = 0; i < 5; i++) {
    for (const n of [small, large]) {
      collectGarbage();
      runs.get(n)!.push(await time(() => parse(n)));
    }
  }
  const [smallMs, largeMs] = [median(runs.get(small)!), median(runs.get(large)!)];
  return [
    {
      name: 'R20 flattened line: 10,000 fixtures against 2,000, time ratio',
      value: largeMs / smallMs,
      unit: '',
      budget: 12,
      kind: 'max',
      note: `medians ${largeMs.toFixed(1)} ms and ${smallMs.toFixed(1)} ms; linear is 5, quadratic 25`,
    },
  ];
}

/**
 * The clipboard's HTML read into listing text (htmlToListingText) at its limits: a table filling
 * the 2 Mi limit, and unmatched end tags at the deepest nesting allowed. Deep nesting once took
 * 51 s; the bounds leave room for a busy machine (clipboard-html.test.ts checks the text).
 */
export async function benchClipboardHtml(): Promise<BenchResult[]> {
  const row =
    '<tr><td></td><td>15:00</td><td>Arsenal v Chelsea</td><td>London</td><td>TNT Sports 1</td></tr>';
  const cases: [name: string, html: string, budget: number][] = [
    [
      'a table at the size limit',
      `<table>${row.repeat(Math.floor(maxClipboardHtmlLength / row.length) - 1)}</table>`,
      3000,
    ],
    [
      'unmatched end tags at the deepest nesting',
      '<div>'.repeat(maxClipboardHtmlDepth - 1) + '</b>'.repeat(500_000),
      5000,
    ],
  ];
  return cases.map(([name, html, budget]) => {
    collectGarbage();
    const started = performance.now();
    if (htmlToListingText(html) === null) throw new Error(`${name}: refused`);
    return {
      name: `Clipboard HTML: ${name}`,
      value: performance.now() - started,
      unit: 'ms',
      budget,
      kind: 'max',
      note: `${(html.length / 1024 / 1024).toFixed(2)} Mi characters`,
    };
  });
}

/** P10: parse, validate and save 10,000 fixtures with channel links in one transaction. */
export async function benchSave(engine: TestEngine): Promise<BenchResult> {
  const text = formatFixtureText(makeBenchFixtures(count));
  const runs: number[] = [];
  let links = 0;
  for (let i = 0; i < 3; i++) {
    const { db, cleanup } = await engine.create();
    try {
      runs.push(
        await time(async () => {
          const { fixtures } = parseFixtureText(text, { today: '2029-12-30' });
          const summary = await saveFixtures(db, fixtures);
          if (summary.created !== count) throw new Error(`saved ${summary.created} of ${count}`);
        }),
      );
      // The next read sees everything that was saved.
      const stored = await listFixtures(db, { from: '2030-01-01', to: '2030-01-01', limit: 1000 });
      if (stored.length !== 40)
        throw new Error(`read back ${stored.length} fixtures for the first day`);
      const row = await db
        .selectFrom('fixture_channels')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      links = Number(row.n);
    } finally {
      await cleanup();
    }
  }
  return {
    name: `P10 importer save on ${engine.name}, median of 3`,
    value: median(runs),
    unit: 'ms',
    budget: engine.name === 'sqlite' ? 1000 : 2000,
    kind: 'max',
    note: `${count} fixtures, ${links} channel links, one transaction`,
  };
}
