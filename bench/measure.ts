/** One budget line: `name: value (budget) PASS|FAIL`. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  budget: number;
  /** 'max': the value must not exceed the budget; 'min': it must reach it. */
  kind: 'max' | 'min';
  note?: string;
}

export function passes(r: BenchResult): boolean {
  return r.kind === 'max' ? r.value <= r.budget : r.value >= r.budget;
}

export function formatResult(r: BenchResult): string {
  const sign = r.kind === 'max' ? '<=' : '>=';
  const value = `${r.value.toFixed(r.value < 10 ? 2 : 1)} ${r.unit}`;
  const note = r.note ? ` - ${r.note}` : '';
  return `${r.name}: ${value} (${sign} ${r.budget} ${r.unit}) ${passes(r) ? 'PASS' : 'FAIL'}${note}`;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
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
