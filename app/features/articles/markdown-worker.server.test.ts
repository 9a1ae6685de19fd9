import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pathologicalArticles, whileTimed } from './event-loop.testing';
import { markdownWorkerThreadIds } from './markdown-worker-pool.server';
import {
  ArticleRenderTimeoutError,
  prepareArticleForSave,
  renderArticleForPage,
  renderMarkdown,
  renderTimeLimitMs,
  tooComplexMessage,
} from './render-article.server';

// Decision 0024: article Markdown is parsed only in a worker thread, with a hard time limit.

const timeoutMessage = /^This article takes too long to display/;
/** A refused article's message: over the time limit, or too deep for the pipeline. */
const refusal = new RegExp(`${timeoutMessage.source}|^${tooComplexMessage}$`);
/** Past the limit: the reply, a loaded machine's scheduling, the main thread's own work. */
const slack = 1500;
/** Longest a 100 ms poll may wait: the old renderer held the loop for 2-26 s. */
const maxWaitMs = 500;

/** A worker that has loaded, so a timed job does not also time a worker's start. */
const warm = () => renderMarkdown('warm');

describe('the article Markdown worker keeps the event loop free', () => {
  it.each(pathologicalArticles)(
    'saving %s is done or refused within the time limit',
    async (_name, markdown) => {
      await warm();
      const { result, waitedMs, tookMs } = await whileTimed(() =>
        prepareArticleForSave({ sections: [markdown], excerpt: '', readTime: null }),
      );
      expect(waitedMs).toBeLessThan(maxWaitMs);
      expect(tookMs).toBeLessThan(renderTimeLimitMs + slack);
      if (!result.ok) expect(result.message).toMatch(refusal);
    },
    60_000,
  );

  it.each(pathologicalArticles)(
    'showing %s on a page is done within the time limit',
    async (_name, markdown) => {
      await warm();
      const article = { id: 'slow', updatedAt: new Date().toISOString(), sections: [markdown] };
      const { result, waitedMs, tookMs } = await whileTimed(() => renderArticleForPage(article));
      expect(waitedMs).toBeLessThan(maxWaitMs);
      expect(tookMs).toBeLessThan(renderTimeLimitMs + slack);
      // The HTML, or (refused) the text as plain paragraphs: never an error page.
      expect(result).toHaveLength(1);
    },
    60_000,
  );
});

describe('the event loop poll', () => {
  it('sees work that holds the loop, as the old renderer did', async () => {
    const { waitedMs } = await whileTimed(() => {
      const until = performance.now() + 800;
      while (performance.now() < until);
      return Promise.resolve();
    });
    expect(waitedMs).toBeGreaterThan(600);
  });
});

describe('the article Markdown worker pool', () => {
  it('terminates the worker that ran out of time and starts a fresh one', async () => {
    await warm();
    const before = markdownWorkerThreadIds();
    await expect(renderMarkdown('*_'.repeat(50_000), { timeLimitMs: 100 })).rejects.toThrow(
      ArticleRenderTimeoutError,
    );
    const after = markdownWorkerThreadIds();
    expect(before.filter((id) => !after.includes(id))).toHaveLength(1);
    expect(after.filter((id) => !before.includes(id))).toHaveLength(1);
    expect(await renderMarkdown('Still *fine*')).toBe('<p>Still <em>fine</em></p>');
  }, 60_000);

  it('refuses Markdown nested too deeply for the pipeline as too complex', async () => {
    // 10,000 nested quotes overflow the worker's stack quickly; the limit here is not the point.
    const refused = await prepareArticleForSave(
      { sections: ['>'.repeat(10_000)], excerpt: '', readTime: null },
      { timeLimitMs: 30_000 },
    );
    expect(refused).toEqual({ ok: false, message: tooComplexMessage });
    expect(await renderMarkdown('Still *fine*')).toBe('<p>Still <em>fine</em></p>');
  }, 60_000);

  it('is the only way to the Markdown parser: no other module loads the pipeline', () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const importers: string[] = [];
    const visit = (folder: string): void => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const source = readFileSync(path, 'utf8');
          const loads =
            /^import (?!type )[^;]*from '[^']*article-markdown\.server'/m.test(source) ||
            /from '(?:unified|remark-[\w-]+|rehype-[\w-]+|micromark[\w-]*|mdast-util-[\w-]+)'/.test(
              source,
            );
          if (loads) importers.push(relative(root, path));
        }
      }
    };
    for (const folder of ['app', 'server', 'cli', 'bench']) visit(join(root, folder));
    expect(importers.sort()).toEqual([
      'app/features/articles/article-markdown.server.ts',
      'app/features/articles/markdown-worker.server.ts',
    ]);
  });
});
