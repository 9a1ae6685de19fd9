// `npm run importer:accuracy -- DIR`: the importer against every DIR/*.txt whose
// DIR/*.expected.json holds a hand-checked parse, one line per file, then the means.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  scoreAccuracy,
  type AccuracyScore,
  type ExpectedFixture,
} from '~/features/importer/accuracy';
import { parseFixtureText } from '~/features/importer/parse-fixture-text';

interface ExpectedParse {
  reference_date: string;
  fixtures: ExpectedFixture[];
}

const columns = ['expected', 'found', 'matched', 'precision', 'recall', 'f1', 'channelsExact', 'statusExact'] as const; // prettier-ignore

/** Scores every listing in `dir` that has an expected parse (none: an empty list). */
export function measureAccuracy(dir: string): { file: string; score: AccuracyScore }[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.expected.json'))
    .sort();
  return files.map((name) => {
    const file = basename(name, '.expected.json');
    const expected = JSON.parse(readFileSync(join(dir, name), 'utf8')) as ExpectedParse;
    const text = readFileSync(join(dir, `${file}.txt`), 'utf8');
    const { fixtures } = parseFixtureText(text, { today: expected.reference_date });
    return { file, score: scoreAccuracy(expected.fixtures, fixtures) };
  });
}

/** A plain table: one row per file, then the mean of each ratio over the files. */
export function formatAccuracyTable(rows: { file: string; score: AccuracyScore }[]): string {
  const width = Math.max(4, ...rows.map((row) => row.file.length));
  const ratios = new Set(['precision', 'recall', 'f1', 'channelsExact', 'statusExact']);
  const cell = (value: number, column: (typeof columns)[number]) =>
    (ratios.has(column) ? value.toFixed(3) : Number.isInteger(value) ? String(value) : value.toFixed(1)).padStart(column.length); // prettier-ignore
  const line = (name: string, values: number[]) =>
    [name.padEnd(width), ...values.map((value, i) => cell(value, columns[i]!))].join('  ');
  const mean = (column: (typeof columns)[number]) =>
    rows.reduce((sum, row) => sum + row.score[column], 0) / rows.length;
  return [
    ['file'.padEnd(width), ...columns].join('  '),
    ...rows.map((row) =>
      line(
        row.file,
        columns.map((column) => row.score[column]),
      ),
    ),
    line('mean', columns.map(mean)),
  ].join('\n');
}
