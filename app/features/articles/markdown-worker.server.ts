import { parentPort } from 'node:worker_threads';
import { runMarkdownJob, type MarkdownJob } from './article-markdown.server';
import type { WorkerReply } from './markdown-worker-pool.server';

/**
 * The article Markdown worker thread (decision 0024): loads the pipeline, says it is ready, then
 * does one job at a time as markdown-worker-pool.server.ts sends them. A job that takes too long
 * is not answered here: the pool terminates this thread and starts another.
 */

if (!parentPort) throw new Error('markdown-worker.server.ts runs only as a worker thread');
const port = parentPort;

port.on('message', ({ id, job }: { id: number; job: MarkdownJob }) => {
  let reply: WorkerReply;
  try {
    reply = { id, ok: true, value: runMarkdownJob(job) };
  } catch (error) {
    reply = {
      id,
      ok: false,
      // Nesting too deep for the stack, a string or array too long: the Markdown's doing.
      tooComplex: error instanceof RangeError,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  port.postMessage(reply);
});

port.postMessage({ ready: true } satisfies WorkerReply);
