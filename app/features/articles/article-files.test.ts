import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Article } from './article';
import { buildArticleMarkdown, buildArticlesZip } from './article-files';

function article(overrides: Partial<Article> = {}): Article {
  return {
    id: 'abcdefghijkl',
    kind: 'news',
    slug: 'arsenal-v-chelsea-preview',
    title: 'Arsenal v Chelsea: "the big one"',
    excerpt: '',
    summary: 'Arsenal host Chelsea on Sunday.',
    sections: ['Arsenal host Chelsea on Sunday.', '## Where to watch\n\nSky Sports Main Event.'],
    tags: ['Premier League', 'Arsenal'],
    keywords: [],
    channels: ['Sky Sports Main Event'],
    author: 'Kickoff TV team',
    matchDate: '2025-11-02T16:30:00.000Z',
    matchVenue: null,
    imageUrl: null,
    imageAlt: null,
    imageCredit: null,
    readTimeMinutes: 1,
    status: 'published',
    publishedAt: '2025-10-30T12:00:00.000Z',
    createdAt: '2025-10-30T12:00:00.000Z',
    updatedAt: '2025-10-31T09:15:00.000Z',
    createdBy: null,
    version: 2,
    ...overrides,
  };
}

describe('buildArticleMarkdown', () => {
  it('writes the details as front matter and the sections a blank line apart', () => {
    expect(buildArticleMarkdown(article())).toBe(
      [
        '---',
        'title: "Arsenal v Chelsea: \\"the big one\\""',
        'slug: "arsenal-v-chelsea-preview"',
        'kind: "news"',
        'status: "published"',
        'publishedAt: "2025-10-30T12:00:00.000Z"',
        'author: "Kickoff TV team"',
        'excerpt: ""',
        'tags: ["Premier League","Arsenal"]',
        'keywords: []',
        'channels: ["Sky Sports Main Event"]',
        'matchDate: "2025-11-02T16:30:00.000Z"',
        'matchVenue: null',
        'imageUrl: null',
        'imageAlt: null',
        'imageCredit: null',
        'createdAt: "2025-10-30T12:00:00.000Z"',
        'updatedAt: "2025-10-31T09:15:00.000Z"',
        '---',
        '',
        'Arsenal host Chelsea on Sunday.',
        '',
        '## Where to watch',
        '',
        'Sky Sports Main Event.',
        '',
      ].join('\n'),
    );
  });

  it('keeps a title with a line break or a colon on its one line', () => {
    const markdown = buildArticleMarkdown(article({ title: 'Line one\nline two: --- three' }));
    expect(markdown.split('\n')[1]).toBe('title: "Line one\\nline two: --- three"');
  });
});

describe('buildArticlesZip', () => {
  it('holds one Markdown file per article, named by its slug', () => {
    const first = article();
    const second = article({ slug: 'free-football-guide', kind: 'guide', title: 'Free football' });
    const files = unzipSync(buildArticlesZip([first, second]));
    expect(Object.keys(files).sort()).toEqual([
      'arsenal-v-chelsea-preview.md',
      'free-football-guide.md',
    ]);
    expect(strFromU8(files['free-football-guide.md']!)).toBe(buildArticleMarkdown(second));
  });

  it('is an empty zip for no articles', () => {
    expect(unzipSync(buildArticlesZip([]))).toEqual({});
  });
});
