import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pathologicalArticles, whileCounted } from './event-loop.testing';
import { markdownWorkerThreadIds } from './markdown-worker-pool.server';
import {
  ArticleRenderTimeoutError,
  prepareArticleForSave,
  renderArticleForPage,
  renderMarkdown,
  tooComplexMessage,
} from './render-article.server';

// Decision 0024: article Markdown is parsed only in a worker thread, with a hard time limit. How
// late a timer on this thread runs meanwhile, and how long each article takes, is measured by
// the bench (`npm run bench -- 0024`); here, that the loop turns and each article is answered.

const timeoutMessage = /^This article takes too long to display/;
/** A refused article's message: over the time limit, or too deep for the pipeline. */
const refusal = new RegExp(`${timeoutMessage.source}|^${tooComplexMessage}$`);

/** A worker that has loaded, so the work counted is the article's, not a worker's start. */
const warm = () => renderMarkdown('warm');

describe('the article Markdown worker keeps the event loop free', () => {
  it.each(pathologicalArticles)(
    'saving %s is done or refused while the event loop turns',
    async (_name, markdown) => {
      await warm();
      const { result, turns } = await whileCounted(() =>
        prepareArticleForSave({ sections: [markdown], excerpt: '', readTime: null }),
      );
      expect(turns).toBeGreaterThan(0);
      if (!result.ok) expect(result.message).toMatch(refusal);
    },
    60_000,
  );

  it.each(pathologicalArticles)(
    'showing %s on a page is done while the event loop turns',
    async (_name, markdown) => {
      await warm();
      const article = { id: 'slow', updatedAt: new Date().toISOString(), sections: [markdown] };
      const { result, turns } = await whileCounted(() => renderArticleForPage(article));
      expect(turns).toBeGreaterThan(0);
      // The HTML, or (refused) the text as plain paragraphs: never an error page.
      expect(result).toHaveLength(1);
    },
    60_000,
  );
});

describe('the event loop count', () => {
  it('sees none while work holds the loop, as the old renderer did', async () => {
    // The old renderer did its whole parse before its promise: work done, then resolved.
    const { turns } = await whileCounted(() => Promise.resolve('*_'.repeat(50_000).split('_')));
    expect(turns).toBe(0);
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
