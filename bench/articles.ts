import { maxArticleBytes } from '~/features/articles/article';
import { utf8Length } from '~/features/articles/article-rules';
import { renderArticleSections } from '~/features/articles/render-article.server';
import { startingArticles } from '~/features/articles/starting-articles';
import { collectGarbage, median, time, type BenchResult } from './measure';

/**
 * SECURITY R24: an article at the 200 KB limit renders (Markdown -> links -> sanitised HTML) in
 * 200 ms. The article is the starting guides' own prose repeated to the limit: headings, lists,
 * links and team names as editors write them.
 */
export async function benchArticleRender(): Promise<BenchResult[]> {
  const prose = startingArticles.flatMap((article) => article.sections).join('\n\n');
  const sections: string[] = [];
  let bytes = 0;
  while (bytes + utf8Length(prose) <= maxArticleBytes) {
    sections.push(prose);
    bytes += utf8Length(prose);
  }
  const render = () => renderArticleSections(sections, { timeLimitMs: 60_000 });
  const cold = await time(render);
  const runs: number[] = [];
  for (let i = 0; i < 10; i++) {
    collectGarbage();
    runs.push(await time(render));
  }
  const note = `${(bytes / 1024).toFixed(0)} KB of Markdown in ${sections.length} sections; rendered once per article version, then served from memory`;
  return [
    {
      name: 'R24 article render, median',
      value: median(runs),
      unit: 'ms',
      budget: 200,
      kind: 'max',
      note,
    },
    {
      name: 'R24 article render, first run',
      value: cold,
      unit: 'ms',
      budget: 200,
      kind: 'max',
      note,
    },
  ];
}
