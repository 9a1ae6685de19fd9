import { beforeEach, describe, expect, it } from 'vitest';
import {
  ArticleRenderTimeoutError,
  ArticleTooLargeError,
  articleRenderVersion,
  buildBacklinkPreview,
  clearRenderCache,
  prepareArticleForSave,
  renderArticleForPage,
  renderArticleSections,
  renderMarkdown,
} from './render-article.server';

const team = (name: string) =>
  `<a href="/competition?team=${encodeURIComponent(name)}">${name}</a>`;
const external = 'rel="nofollow noopener noreferrer"';
// A run of unmatched emphasis markers: micromark's worst case (quadratic).
const pathological = '*a **b _c'.repeat(4000);

describe('automatic team links', () => {
  it.each([
    ['Arsenal beat Arsenal', `<p>${team('Arsenal')} beat Arsenal</p>`],
    ['Arsenal Women won', `<p>${team('Arsenal')} Women won</p>`],
    ["Arsenal's day", `<p>${team('Arsenal')}'s day</p>`],
    ['Arsenal-Chelsea', `<p>${team('Arsenal')}-${team('Chelsea')}</p>`],
    ['Arsenalistas and TheArsenal fans', '<p>Arsenalistas and TheArsenal fans</p>'],
    ['arsenal in lower case', '<p>arsenal in lower case</p>'],
    ['Manchester City and City again', `<p>${team('Manchester City')} and City again</p>`],
    [
      'Manchester United v Manchester City',
      `<p>${team('Manchester United')} v ${team('Manchester City')}</p>`,
    ],
    [
      'Manchester\nCity',
      '<p><a href="/competition?team=Manchester%20City">Manchester\nCity</a></p>',
    ],
    [
      'Paris Saint-Germain and Inter Milan v AC Milan',
      `<p>${team('Paris Saint-Germain')} and ${team('Inter Milan')} v ${team('AC Milan')}</p>`,
    ],
    [
      'Atlético Madrid and Atletico Madrid',
      '<p><a href="/competition?team=Atletico%20Madrid">Atlético Madrid</a> and Atletico Madrid</p>',
    ],
    [
      'Real Madrid, Barcelona, Osasuna, Juventus, Bayern Munich, Borussia Dortmund, Liverpool, Tottenham',
      `<p>${['Real Madrid', 'Barcelona', 'Osasuna', 'Juventus', 'Bayern Munich', 'Borussia Dortmund', 'Liverpool', 'Tottenham'].map(team).join(', ')}</p>`,
    ],
    ['**Chelsea** win', `<p><strong>${team('Chelsea')}</strong> win</p>`],
    ['# Arsenal\n\nArsenal again', `<h1>Arsenal</h1>\n<p>${team('Arsenal')} again</p>`],
    [
      '[Arsenal](https://arsenal.example) and Arsenal',
      `<p><a href="https://arsenal.example/" ${external}>Arsenal</a> and ${team('Arsenal')}</p>`,
    ],
    ['`Arsenal` and Arsenal', `<p><code>Arsenal</code> and ${team('Arsenal')}</p>`],
    [
      '```\nArsenal\n```\n\nArsenal',
      `<pre><code>Arsenal\n</code></pre>\n<p>${team('Arsenal')}</p>`,
    ],
    [
      'www.arsenal.com then Arsenal',
      `<p><a href="http://www.arsenal.com/" ${external}>www.arsenal.com</a> then ${team('Arsenal')}</p>`,
    ],
    [
      '![Arsenal](https://example.com/a.png) Arsenal',
      `<p><img src="https://example.com/a.png" alt="Arsenal" loading="lazy"> ${team('Arsenal')}</p>`,
    ],
    ['City and United alone', '<p>City and United alone</p>'],
  ])('%j', async (markdown, html) => {
    expect(await renderMarkdown(markdown)).toBe(html);
  });

  it('links the first mention across all sections of an article', async () => {
    expect(
      await renderArticleSections(['# Chelsea', 'Chelsea and Arsenal', 'Arsenal and Chelsea']),
    ).toEqual([
      '<h1>Chelsea</h1>',
      `<p>${team('Chelsea')} and ${team('Arsenal')}</p>`,
      '<p>Arsenal and Chelsea</p>',
    ]);
  });
});

describe('links and images', () => {
  it.each([
    ['[x](https://example.com/a)', `<p><a href="https://example.com/a" ${external}>x</a></p>`],
    ['[x](http://example.com)', `<p><a href="http://example.com/" ${external}>x</a></p>`],
    ['[x](/schedule?search=a)', '<p><a href="/schedule?search=a">x</a></p>'],
    ['[x](#team-news)', '<p><a href="#user-content-team-news">x</a></p>'],
    ['[x](mailto:ed@example.com)', '<p><a href="mailto:ed@example.com">x</a></p>'],
    [
      '<https://example.com>',
      `<p><a href="https://example.com/" ${external}>https://example.com</a></p>`,
    ],
    ['[x](//evil.example)', '<p><a>x</a></p>'],
    ['[x](relative/path)', '<p><a>x</a></p>'],
    ['[x](ftp://example.com)', '<p><a>x</a></p>'],
    ['[x](javascript:alert(1))', '<p><a>x</a></p>'],
    [
      '![](https://example.com/a.png)',
      '<p><img src="https://example.com/a.png" alt="" loading="lazy"></p>',
    ],
    [
      '![Badge](/badge.png "Title")',
      '<p><img src="/badge.png" alt="Badge" title="Title" loading="lazy"></p>',
    ],
    ['![x](javascript:alert(1))', '<p><img alt="x" loading="lazy"></p>'],
    ['![x](data:image/png;base64,AAAA)', '<p><img alt="x" loading="lazy"></p>'],
  ])('%j', async (markdown, html) => {
    expect(await renderMarkdown(markdown)).toBe(html);
  });

  it('does not mark links to the site itself as external, and can make paths absolute', async () => {
    const options = { siteUrl: 'https://kickoff.example', absoluteUrls: true };
    expect(
      await renderMarkdown(
        '[a](https://kickoff.example/news) [b](/blog) ![c](/c.png) Osasuna',
        options,
      ),
    ).toBe(
      '<p><a href="https://kickoff.example/news">a</a> <a href="https://kickoff.example/blog">b</a> ' +
        '<img src="https://kickoff.example/c.png" alt="c" loading="lazy"> ' +
        '<a href="https://kickoff.example/competition?team=Osasuna">Osasuna</a></p>',
    );
  });

  it('prefixes footnote ids, keeping the links between them working, per section', async () => {
    const [first, second] = await renderArticleSections([
      'A[^1]\n\n[^1]: One',
      'B[^1]\n\n[^1]: Two',
    ]);
    expect(first).toContain('<a href="#user-content-fn-1" id="user-content-fnref-1"');
    expect(first).toContain('<li id="user-content-fn-1">');
    expect(first).toContain('<a href="#user-content-fnref-1"');
    expect(second).toContain('<a href="#user-content-s2-fn-1" id="user-content-s2-fnref-1"');
    expect(second).toContain('<li id="user-content-s2-fn-1">');
  });

  it('keeps GFM tables, task lists and strikethrough', async () => {
    expect(await renderMarkdown('| a | b |\n|:-:|--:|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~')).toBe(
      '<table>\n<thead>\n<tr>\n<th align="center">a</th>\n<th align="right">b</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td align="center">1</td>\n<td align="right">2</td>\n</tr>\n</tbody>\n</table>\n' +
        '<ul class="contains-task-list">\n<li class="task-list-item"><input type="checkbox" checked disabled> done</li>\n</ul>\n' +
        '<p><del>old</del></p>',
    );
  });

  it('drops raw HTML, keeping its text', async () => {
    expect(await renderMarkdown('a <b onclick="x">bold</b> <div>block</div>')).toBe(
      '<p>a bold block</p>',
    );
  });
});

describe('limits (R24)', () => {
  it('renders exactly 200 KB and refuses one byte more, before parsing', async () => {
    expect(await renderMarkdown('x'.repeat(200 * 1024))).toHaveLength(200 * 1024 + 7);
    await expect(renderMarkdown('x'.repeat(200 * 1024 + 1))).rejects.toThrow(ArticleTooLargeError);
    await expect(renderMarkdown('£'.repeat(100 * 1024 + 1))).rejects.toThrow(ArticleTooLargeError);
    await expect(
      renderArticleSections(['x'.repeat(150 * 1024), 'y'.repeat(51 * 1024)]),
    ).rejects.toThrow(ArticleTooLargeError);
    await expect(buildBacklinkPreview('x'.repeat(200 * 1024 + 1))).rejects.toThrow(
      ArticleTooLargeError,
    );
  });

  it('abandons a render that takes longer than the time limit, and keeps working after', async () => {
    // Each call starts on a worker that has loaded (a timed-out one is replaced). Refused by its
    // own 50 ms limit (only the limit's timer gives this error); how soon is the bench's (0024).
    await renderMarkdown('warm');
    await expect(renderMarkdown(pathological, { timeLimitMs: 50 })).rejects.toEqual(
      new ArticleRenderTimeoutError(50),
    );
    await renderMarkdown('warm');
    await expect(buildBacklinkPreview(pathological, { timeLimitMs: 50 })).rejects.toEqual(
      new ArticleRenderTimeoutError(50),
    );
    expect(await renderMarkdown('Still *fine*')).toBe('<p>Still <em>fine</em></p>');
  });

  it('tells the editor why an article cannot be saved', async () => {
    const fields = { excerpt: '', readTime: null };
    expect(await prepareArticleForSave({ ...fields, sections: ['Fine'] })).toEqual({
      ok: true,
      prepared: {
        from: { ...fields, sections: ['Fine'], siteUrl: undefined },
        html: { sections: ['<p>Fine</p>'], renderVersion: await articleRenderVersion() },
        summary: 'Fine',
        readTimeMinutes: 1,
      },
    });
    expect(
      await prepareArticleForSave({ ...fields, sections: [pathological] }, { timeLimitMs: 50 }),
    ).toEqual({
      ok: false,
      message: expect.stringMatching(/^This article takes too long to display/),
    });
    expect(await prepareArticleForSave({ ...fields, sections: ['x'.repeat(201 * 1024)] })).toEqual({
      ok: false,
      message: 'The article is 201 KB; the limit is 200 KB',
    });
    // Quotes nested 100,000 deep: refused, whether by the time limit or the stack.
    expect(await prepareArticleForSave({ ...fields, sections: ['>'.repeat(100_000)] })).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^(This article takes too long to display|This article is too complex to format)/,
      ),
    });
  });

  it('keeps the editor’s reading time and excerpt, and estimates them otherwise', async () => {
    const sections = ['**Arsenal** won. ' + 'word '.repeat(400)];
    const given = await prepareArticleForSave({ sections, excerpt: 'Mine', readTime: 7 });
    expect(given).toMatchObject({ ok: true, prepared: { summary: 'Mine', readTimeMinutes: 7 } });
    const estimated = await prepareArticleForSave({ sections, excerpt: '', readTime: null });
    expect(estimated).toMatchObject({
      ok: true,
      prepared: { summary: `Arsenal won. ${'word '.repeat(17)}wo…`, readTimeMinutes: 3 },
    });
  });
});

describe('renderArticleForPage', () => {
  beforeEach(() => clearRenderCache());
  const article = { id: 'a1', updatedAt: '2025-01-01T00:00:00.000Z', sections: ['Hi Arsenal'] };

  it('renders once per article version', async () => {
    const first = await renderArticleForPage(article);
    expect(first).toEqual([`<p>Hi ${team('Arsenal')}</p>`]);
    expect(await renderArticleForPage(article)).toBe(first);
    const edited = { ...article, updatedAt: '2025-01-02T00:00:00.000Z', sections: ['Bye'] };
    expect(await renderArticleForPage(edited)).toEqual(['<p>Bye</p>']);
    expect(
      await renderArticleForPage(article, { siteUrl: 'https://k.example', absoluteUrls: true }),
    ).toEqual(['<p>Hi <a href="https://k.example/competition?team=Arsenal">Arsenal</a></p>']);
  });

  it('shows the HTML stored at save only when it was rendered as it would be now', async () => {
    const siteUrl = 'https://k.example';
    const saved = await prepareArticleForSave(
      { sections: ['Hi Arsenal, [home](https://k.example/news)'], excerpt: '', readTime: null },
      { siteUrl },
    );
    if (!saved.ok) throw new Error(saved.message);
    // Links to the site itself are not external: the HTML depends on the site's address.
    expect(saved.prepared.html.sections).toEqual([
      `<p>Hi ${team('Arsenal')}, <a href="https://k.example/news">home</a></p>`,
    ]);
    const marked = {
      sections: ['<p>stored</p>'],
      renderVersion: saved.prepared.html.renderVersion,
    };
    const stored = { ...article, storedHtml: marked };
    expect(await renderArticleForPage(stored, { siteUrl })).toBe(marked.sections);
    // Rendered for another address, by another renderer, or for the feed: rendered afresh.
    expect(await renderArticleForPage(stored, { siteUrl: 'https://other.example' })).toEqual([
      `<p>Hi ${team('Arsenal')}</p>`,
    ]);
    const older = { ...article, storedHtml: { ...marked, renderVersion: '0-old' } };
    expect(await renderArticleForPage(older, { siteUrl })).toEqual([
      `<p>Hi ${team('Arsenal')}</p>`,
    ]);
    expect(await renderArticleForPage(stored, { siteUrl, absoluteUrls: true })).toEqual([
      '<p>Hi <a href="https://k.example/competition?team=Arsenal">Arsenal</a></p>',
    ]);
    const short = { ...article, storedHtml: { ...marked, sections: [] } };
    expect(await renderArticleForPage(short, { siteUrl })).toEqual([
      `<p>Hi ${team('Arsenal')}</p>`,
    ]);
  });

  it('changes the render version with the site address, and keeps it otherwise', async () => {
    expect(await articleRenderVersion('https://k.example/news')).toBe(
      await articleRenderVersion('https://k.example'),
    );
    expect(await articleRenderVersion('https://k.example')).not.toBe(await articleRenderVersion());
    expect(await articleRenderVersion('https://k.example')).toMatch(/^\d+-[\w-]{16}$/);
  });

  it('shows escaped plain paragraphs when an article cannot be rendered', async () => {
    const tooBig = { ...article, sections: ['<b>x</b>\n\nsecond', 'y'.repeat(201 * 1024)] };
    expect(await renderArticleForPage(tooBig)).toEqual([
      '<p>&lt;b&gt;x&lt;/b&gt;</p>\n<p>second</p>',
      `<p>${'y'.repeat(201 * 1024)}</p>`,
    ]);
  });
});

describe('buildBacklinkPreview', () => {
  const competition = (name: string) =>
    `<a href="/competition?competition=${encodeURIComponent(name)}">${name}</a>`;
  const search = (name: string) =>
    `<a href="/schedule?search=${encodeURIComponent(name)}">${name}</a>`;

  it.each([
    ['FA Cup glory for Arsenal', `<p>${competition('FA Cup')} glory for ${search('Arsenal')}</p>`],
    [
      'Premier League and Premier League again',
      `<p>${competition('Premier League')} and Premier League again</p>`,
    ],
    [
      'PSG in the Champions League, Ligue 1 and Ligue 10',
      `<p>${search('PSG')} in the ${competition('Champions League')}, ${competition('Ligue 1')} and Ligue 10</p>`,
    ],
    [
      'Serie A, La Liga, Bundesliga, Europa League, EFL Cup, World Cup, European Championship',
      `<p>${['Serie A', 'La Liga', 'Bundesliga', 'Europa League', 'EFL Cup', 'World Cup', 'European Championship'].map(competition).join(', ')}</p>`,
    ],
    [
      'Manchester City and Manchester United',
      `<p>${search('Manchester City')} and ${search('Manchester United')}</p>`,
    ],
    // Only the backlink lists: these are automatic team links, not backlinks.
    ['Osasuna and Paris Saint-Germain', '<p>Osasuna and Paris Saint-Germain</p>'],
    ['## Premier League\n\nArsenal', `<h2>Premier League</h2>\n<p>${search('Arsenal')}</p>`],
    ['Chelsea <script>alert(1)</script>', `<p>${search('Chelsea')} alert(1)</p>`],
    ['<script>alert(1)</script>Chelsea', ''],
  ])('%j', async (markdown, html) => {
    expect(await buildBacklinkPreview(markdown)).toBe(html);
  });
});
