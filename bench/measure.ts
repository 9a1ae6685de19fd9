/** One budget line: `name: value (budget) PASS|FAIL`. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  budget: number;
  /** 'max': the value must not exceed the budget; 'min': it must reach it. */
  kind: 'max' | 'min';
  note?: string;
  /** Digits after the point; default 2 below 10, else 1. */
  decimals?: number;
}

/** A line that is neither PASS nor FAIL: something not measured, or context for a figure. */
export interface BenchNote {
  name: string;
  note: string;
  /** A figure that could not be measured because the bench broke counts as a failure. */
  failed?: boolean;
}

export type BenchLine = BenchResult | BenchNote;

export function isResult(line: BenchLine): line is BenchResult {
  return 'budget' in line;
}

export function passes(r: BenchResult): boolean {
  return r.kind === 'max' ? r.value <= r.budget : r.value >= r.budget;
}

/** True for a missed budget, or a figure the bench failed to measure. */
export function isFailure(line: BenchLine): boolean {
  return isResult(line) ? !passes(line) : line.failed === true;
}

export function formatResult(r: BenchResult): string {
  const sign = r.kind === 'max' ? '<=' : '>=';
  const unit = r.unit ? ` ${r.unit}` : '';
  const value = `${r.value.toFixed(r.decimals ?? (Math.abs(r.value) < 10 ? 2 : 1))}${unit}`;
  const note = r.note ? ` - ${r.note}` : '';
  return `${r.name}: ${value} (${sign} ${r.budget}${unit}) ${passes(r) ? 'PASS' : 'FAIL'}${note}`;
}

export function formatLine(line: BenchLine): string {
  if (isResult(line)) return formatResult(line);
  return `${line.name}: ${line.failed ? 'NOT MEASURED (FAIL)' : 'note'} - ${line.note}`;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest-rank percentile (0-100) of a sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Milliseconds one call takes. */
export async function time(fn: () => unknown): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** A full collection between timed runs (the bench runs node with --expose-gc). */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('Run the bench with node --expose-gc (npm run bench does)');
  gc();
}

/** A deterministic pseudo-random generator (mulberry32), so runs pick the same samples. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function kb(bytes: number): number {
  return bytes / 1024;
}
