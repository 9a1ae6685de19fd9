import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { MarkdownJob, MarkdownJobResults } from './article-markdown.server';

/**
 * The article Markdown workers (decision 0024): every parse of article Markdown runs in a worker
 * thread, so no article, however pathological, holds the event loop. A job has a hard time limit:
 * when it passes, the job is refused and its worker terminated (JavaScript cannot be interrupted
 * otherwise), and a fresh worker is started in its place. Jobs wait in order for a free worker.
 */

/** Markdown that took longer than the time limit to render; the render was abandoned. */
export class ArticleRenderTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(`Article Markdown took longer than ${limitMs} ms to render`);
    this.name = 'ArticleRenderTimeoutError';
  }
}

/** Markdown the pipeline cannot take: nested too deeply for the stack, or too much memory. */
export class ArticleTooComplexError extends Error {
  constructor(readonly reason: string) {
    super(`Article Markdown is too complex to render: ${reason}`);
    this.name = 'ArticleTooComplexError';
  }
}

/** What a worker posts: that it has loaded, then one reply per job. */
export type WorkerReply =
  | { ready: true }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; tooComplex: boolean; message: string };

/** The worker's file name in a bundle, without the extension (vite.config.ts, `npm run bench`). */
export const builtMarkdownWorkerName = 'article-markdown-worker';

// The production build (vite.config.ts, articleMarkdownWorker) sets this to the address of the
// worker it bundled; the line must stay as it is for it to be found.
const bundledWorkerUrl: string | null = null;

/** Two workers at most: one slow article leaves another for the next save or page. */
const maxWorkers = Math.max(1, Math.min(2, availableParallelism()));
/** How long a worker may take to load (tsx compiles it from source in development and tests). */
const startTimeoutMs = 60_000;
/** An idle worker is stopped after this long; the next job starts one again. */
const idleTimeoutMs = 5 * 60_000;
/** Per worker: the render of 200 KB of Markdown needs well under 100 MB. */
const resourceLimits = {
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
};

interface Job {
  id: number;
  job: MarkdownJob;
  timeLimitMs: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer?: NodeJS.Timeout;
}

const queue: Job[] = [];
const slots = new Set<Slot>();
let nextId = 1;

/**
 * Runs a job in a worker thread. Rejects with ArticleRenderTimeoutError when the job runs for
 * longer than `timeLimitMs` (counted from when a worker takes it; the worker is terminated),
 * ArticleTooComplexError when the pipeline gives up on it (stack, memory), or an Error when no
 * worker can start.
 * @example await runInMarkdownWorker({ type: 'renderVersion' }, 2000) // '1-Jx3k9...'
 */
export function runInMarkdownWorker<J extends MarkdownJob>(
  job: J,
  timeLimitMs: number,
): Promise<MarkdownJobResults[J['type']]> {
  return new Promise((resolve, reject) => {
    queue.push({
      id: nextId++,
      job,
      timeLimitMs,
      resolve: resolve as (value: unknown) => void,
      reject,
    });
    dispatch();
  });
}

/** The thread ids of the workers alive now (tests: a timed-out worker is gone). */
export function markdownWorkerThreadIds(): number[] {
  return [...slots].map((slot) => slot.worker.threadId);
}

/**
 * Where the worker's code is. In the production build, where Vite put it. From source (tsx,
 * Vite's development server, Vitest: this module's own address ends in .ts), a small JavaScript
 * file that starts the TypeScript worker through tsx. In another bundle (`npm run bench`), the
 * worker bundled beside it under builtMarkdownWorkerName.
 */
function workerScript(): { file: URL; workerData?: { entry: string } } {
  if (bundledWorkerUrl !== null) return { file: new URL(bundledWorkerUrl) };
  const here = new URL(import.meta.url);
  const extension = /\.[cm]?[jt]s$/.exec(here.pathname)?.[0] ?? '.js';
  if (extension.endsWith('ts'))
    return {
      file: new URL('./markdown-worker-from-source.mjs', here),
      workerData: { entry: new URL('./markdown-worker.server.ts', here).href },
    };
  return { file: new URL(`./${builtMarkdownWorkerName}${extension}`, here) };
}

function spawn(): void {
  const { file, workerData } = workerScript();
  // No inherited flags (tsx's loader under `npm run serve`): the worker loads only what it needs.
  const worker = new Worker(file, { workerData, execArgv: [], resourceLimits });
  const slot: Slot = { worker, ready: false, job: null };
  slots.add(slot);
  slot.timer = setTimeout(() => {
    fail(slot, new Error(`it did not start within ${startTimeoutMs / 1000} s`));
  }, startTimeoutMs);
  slot.timer.unref();
  worker.on('message', (reply: WorkerReply) => receive(slot, reply));
  worker.on('error', (error) => fail(slot, error));
  worker.on('exit', (code) => fail(slot, new Error(`it stopped (exit code ${code})`)));
}

function receive(slot: Slot, reply: WorkerReply): void {
  if (!slots.has(slot)) return;
  if ('ready' in reply) {
    slot.ready = true;
    clearTimeout(slot.timer);
  } else {
    const job = slot.job;
    if (!job || job.id !== reply.id) return;
    clearTimeout(slot.timer);
    slot.job = null;
    if (reply.ok) job.resolve(reply.value);
    else if (reply.tooComplex) job.reject(new ArticleTooComplexError(reply.message));
    else job.reject(new Error(`The article Markdown worker failed: ${reply.message}`));
  }
  idle(slot);
  dispatch();
}

function idle(slot: Slot): void {
  slot.timer = setTimeout(() => stop(slot), idleTimeoutMs);
  slot.timer.unref();
}

function take(slot: Slot, job: Job): void {
  clearTimeout(slot.timer);
  slot.job = job;
  slot.timer = setTimeout(() => {
    job.reject(new ArticleRenderTimeoutError(job.timeLimitMs));
    replace(slot);
  }, job.timeLimitMs);
  slot.worker.postMessage({ id: job.id, job: job.job });
}

/** Gives jobs to free workers, and starts workers (up to the limit) for jobs left waiting. */
function dispatch(): void {
  for (const slot of slots) {
    const job = slot.ready && slot.job === null ? queue.shift() : undefined;
    if (job) take(slot, job);
  }
  const starting = [...slots].filter((slot) => !slot.ready).length;
  for (let wanted = queue.length - starting; wanted > 0 && slots.size < maxWorkers; wanted--)
    spawn();
  // Keep the process alive for a running job or one waiting for a worker to start; an idle
  // worker never holds it open.
  for (const slot of slots) {
    if (slot.job || (!slot.ready && queue.length > 0)) slot.worker.ref();
    else slot.worker.unref();
  }
}

function stop(slot: Slot): void {
  slots.delete(slot);
  clearTimeout(slot.timer);
  void slot.worker.terminate();
}

/** Terminates a worker that took too long or broke, and starts a fresh one in its place. */
function replace(slot: Slot): void {
  stop(slot);
  if (slots.size < maxWorkers) spawn();
  dispatch();
}

function fail(slot: Slot, error: Error & { code?: unknown }): void {
  if (!slots.has(slot)) return;
  const { job, ready } = slot;
  if (job) {
    job.reject(
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new ArticleTooComplexError('it needs more memory than a render may use')
        : new Error(`The article Markdown worker stopped during a job: ${error.message}`),
    );
    replace(slot);
    return;
  }
  stop(slot);
  // A worker that cannot start: the jobs waiting for it are refused rather than left waiting
  // (a worker started for the next job may do better).
  if (!ready && slots.size === 0)
    for (const waiting of queue.splice(0))
      waiting.reject(new Error(`The article Markdown worker could not start: ${error.message}`));
  dispatch();
}
