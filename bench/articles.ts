import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { maxArticleBytes } from '~/features/articles/article';
import { createArticle, getStoredArticleHtml } from '~/features/articles/article-queries.server';
import { articleInputSchema, utf8Length } from '~/features/articles/article-rules';
import { pathologicalArticles, whileTimed } from '~/features/articles/event-loop.testing';
import {
  articleRenderVersion,
  clearRenderCache,
  prepareArticleForSave,
  renderArticleForPage,
  renderArticleSections,
  renderMarkdown,
  renderTimeLimitMs,
} from '~/features/articles/render-article.server';
import { startingArticles } from '~/features/articles/starting-articles';
import ArticlePage, { loader } from '~/routes/public/article';
import { makeRouteContext } from '../tests/support/route-context';
import { listTestEngines } from '../tests/support/test-db';
import { collectGarbage, median, time, type BenchLine, type BenchResult } from './measure';

const runs = 10;

/**
 * docs/security.md R24 at the 200 KB limit, as issue 13 budgets it: what a reader's view of the
 * article page costs (decision 0019: the HTML is rendered at save and stored), against 200 ms; and,
 * as a note, the Markdown render itself, which a save (and the first view after a deploy that
 * changes the renderer) still pays. The article is the starting guides' own prose repeated to the
 * limit: headings, lists, links and team names as editors write them.
 */
export async function benchArticlePage(): Promise<BenchLine[]> {
  const prose = startingArticles.flatMap((article) => article.sections).join('\n\n');
  const sections: string[] = [];
  let bytes = 0;
  while (bytes + utf8Length(prose) <= maxArticleBytes) {
    sections.push(prose);
    bytes += utf8Length(prose);
  }
  const size = `${(bytes / 1024).toFixed(0)} KB of Markdown in ${sections.length} sections`;

  const render = () => renderArticleSections(sections, { timeLimitMs: 60_000 });
  const renderFirst = await time(render);
  const renderRuns: number[] = [];
  for (let i = 0; i < runs; i++) {
    collectGarbage();
    renderRuns.push(await time(render));
  }

  const engine = listTestEngines().find((one) => one.name === 'sqlite')!;
  const { db, cleanup } = await engine.create();
  try {
    const now = new Date('2025-10-30T12:00:00.000Z');
    const context = makeRouteContext(db, now);
    const siteUrl = 'http://localhost:3000';
    const input = articleInputSchema.parse({
      title: 'Every guide at once',
      author: 'Kickoff TV team',
      sections,
      tags: ['Guide'],
      status: 'published',
    });
    const saved = await createArticle(db, input, { by: null, now, siteUrl });
    if (!saved.ok) throw new Error(`the article was refused: ${JSON.stringify(saved.errors)}`);
    const stored = await getStoredArticleHtml(db, saved.article);
    if (stored?.renderVersion !== (await articleRenderVersion(siteUrl)))
      throw new Error('the save stored no current HTML');

    const view = async () => {
      const loaderData = await loader({
        request: new Request(`${siteUrl}/news/${saved.article.slug}`),
        params: { slug: saved.article.slug },
        context,
      } as never);
      const page = createElement(ArticlePage, { loaderData } as never);
      return renderToString(createElement(MemoryRouter, null, page));
    };
    // The first view in this process; it must show the stored HTML (nothing is remembered).
    clearRenderCache();
    collectGarbage();
    let html = '';
    const viewFirst = await time(async () => (html = await view()));
    if (!html.includes(stored.sections[0]!.slice(0, 2000)))
      throw new Error('the page does not show the stored HTML');
    const viewRuns: number[] = [];
    for (let i = 0; i < runs; i++) {
      clearRenderCache();
      collectGarbage();
      viewRuns.push(await time(view));
    }
    const renderMedian = median(renderRuns);
    const renderVerdict =
      renderMedian > 200
        ? "over R24's 200 ms"
        : renderFirst > 200
          ? "the first run over R24's 200 ms, the median within it"
          : "within R24's 200 ms on this run";
    const pageNote = `${size}; the article route's loader (SQLite: the article, its stored HTML, related articles) and React's render of the page (${(html.length / 1024).toFixed(0)} KB of HTML), no Markdown parsed`;
    return [
      {
        name: 'R24 article page view at 200 KB, median',
        value: median(viewRuns),
        unit: 'ms',
        budget: 200,
        kind: 'max',
        note: pageNote,
      },
      {
        name: 'R24 article page view at 200 KB, first run',
        value: viewFirst,
        unit: 'ms',
        budget: 200,
        kind: 'max',
        note: pageNote,
      },
      {
        name: 'R24 Markdown render at save (200 KB)',
        note: `median ${renderMedian.toFixed(0)} ms, first run ${renderFirst.toFixed(0)} ms (renderArticleSections, in the Markdown worker, ${size}): ${renderVerdict}. Storing the HTML does not make the render itself faster (micromark's parsing; R24 mandates the pipeline): the editor's save waits for it, and so does the first view of each article on each instance after a deploy that changes the renderer, until it is saved again. Readers otherwise never do (decision 0019).`,
      },
    ];
  } finally {
    await cleanup();
  }
}

/** A timer on the main thread this late means a health check would be: decision 0024. */
const maxTimerWaitMs = 500;
/** Past the time limit: the reply, a loaded machine's scheduling, the main thread's own work. */
const refusalSlackMs = 1500;

/**
 * Decision 0024: each pathological article saved (prepareArticleForSave, what the admin save
 * does before its transaction) and shown on a page (renderArticleForPage), while a timer on the
 * main thread is due every 100 ms as a health check would be polled. The timer is never 500 ms
 * late (the old in-thread renderer held the loop for 2-26 s), and each is done or refused within
 * the 2 s time limit and 1.5 s more. markdown-worker.server.test.ts checks that the loop turns.
 */
export async function benchArticleEventLoop(): Promise<BenchResult[]> {
  // The instrument first: an 800 ms hold of the loop must show as a late timer.
  const held = await whileTimed(() => {
    const until = performance.now() + 800;
    while (performance.now() < until);
    return Promise.resolve();
  });
  if (held.waitedMs < 600)
    throw new Error(`the timer showed ${held.waitedMs.toFixed(0)} ms of an 800 ms hold`);

  await renderMarkdown('warm'); // a worker that has loaded: the articles' work, not a start
  const renders: { what: string; waitedMs: number; tookMs: number }[] = [];
  for (const [name, markdown] of pathologicalArticles) {
    const { waitedMs, tookMs } = await whileTimed(() =>
      prepareArticleForSave({ sections: [markdown], excerpt: '', readTime: null }),
    );
    renders.push({ what: `saving ${name}`, waitedMs, tookMs });
    const article = { id: 'slow', updatedAt: new Date().toISOString(), sections: [markdown] };
    const page = await whileTimed(() => renderArticleForPage(article));
    renders.push({ what: `showing ${name}`, waitedMs: page.waitedMs, tookMs: page.tookMs });
  }
  const worst = (key: 'waitedMs' | 'tookMs') => renders.reduce((a, b) => (b[key] > a[key] ? b : a));
  const list = (key: 'waitedMs' | 'tookMs') =>
    renders.map((one) => `${one.what} ${one[key].toFixed(0)} ms`).join(', ');
  return [
    {
      name: `0024 event loop during ${renders.length} pathological article renders, latest timer`,
      value: worst('waitedMs').waitedMs,
      unit: 'ms',
      budget: maxTimerWaitMs,
      kind: 'max',
      note: `a 100 ms timer, how late past its time: ${list('waitedMs')}`,
    },
    {
      name: `0024 slowest of ${renders.length} pathological article renders to be done or refused`,
      value: worst('tookMs').tookMs,
      unit: 'ms',
      budget: renderTimeLimitMs + refusalSlackMs,
      kind: 'max',
      note: `time limit ${renderTimeLimitMs} ms: ${list('tookMs')}`,
      decimals: 0,
    },
  ];
}
