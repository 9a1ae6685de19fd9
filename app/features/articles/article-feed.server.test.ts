import { beforeEach, describe, expect, it } from 'vitest';
import { xml2js, type Element } from 'xml-js';
import type { Article } from './article';
import { buildArticleFeed } from './article-feed.server';
import { clearRenderCache } from './render-article.server';
import { findUnsafeHtml } from './unsafe-html.testing';

const site = 'https://kickoff.example';
const now = new Date('2025-03-01T12:00:00.000Z');

function makeArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 'art00000001',
    kind: 'news',
    slug: 'arsenal-v-chelsea',
    title: 'Arsenal v Chelsea: how to watch',
    excerpt: '',
    summary: 'Arsenal host Chelsea.',
    sections: ['Arsenal host [Chelsea](/schedule?search=Chelsea).'],
    tags: ['Premier League'],
    keywords: [],
    channels: [],
    author: 'Kickoff TV',
    matchDate: null,
    matchVenue: null,
    imageUrl: null,
    imageAlt: null,
    imageCredit: null,
    readTimeMinutes: 1,
    status: 'published',
    publishedAt: '2025-02-01T09:00:00.000Z',
    createdAt: '2025-02-01T09:00:00.000Z',
    updatedAt: '2025-02-02T09:00:00.000Z',
    createdBy: null,
    version: 1,
    ...overrides,
  };
}

const hostile = makeArticle({
  id: 'hostile00001',
  slug: 'hostile',
  title: '<script>alert(1)</script> & ]]> <img src=x onerror=alert(1)>',
  summary: '</description><script>alert(2)</script>',
  sections: [
    '<script>alert(3)</script>\n\nText ]]> more <img src=x onerror=alert(4)> [x](javascript:alert(5))',
  ],
  tags: ['"><script>alert(6)</script>', 'Q&A'],
  author: '<b>Ed</b> & Co',
});

/** Every element with this name, anywhere in the parsed XML. */
function elements(root: Element, name: string): Element[] {
  const found: Element[] = [];
  const visit = (element: Element) => {
    if (element.name === name) found.push(element);
    for (const child of element.elements ?? []) visit(child);
  };
  visit(root);
  return found;
}

/** The text of an element, CDATA included, as an XML reader sees it. */
function textOf(element: Element | undefined): string {
  return (element?.elements ?? [])
    .map((child) => String(child.type === 'cdata' ? child.cdata : (child.text ?? '')))
    .join('');
}

describe('buildArticleFeed', () => {
  beforeEach(() => clearRenderCache());

  it('lists published articles newest first, leaving drafts and scheduled ones out', async () => {
    const xml = await buildArticleFeed(
      [
        makeArticle({ id: 'older', slug: 'older', publishedAt: '2025-01-01T09:00:00.000Z' }),
        makeArticle({ id: 'draft', slug: 'draft', status: 'draft' }),
        makeArticle({ id: 'future', slug: 'future', publishedAt: '2025-03-02T00:00:00.000Z' }),
        makeArticle({ id: 'guide', slug: 'a-guide', kind: 'guide' }),
      ],
      `${site}/`,
      { now },
    );
    const root = xml2js(xml) as Element;
    expect(elements(root, 'link').slice(0, 1).map(textOf)).toEqual([`${site}/`]);
    expect(elements(root, 'item').map((item) => textOf(elements(item, 'link')[0]))).toEqual([
      `${site}/blog/a-guide`,
      `${site}/news/older`,
    ]);
    expect(textOf(elements(root, 'lastBuildDate')[0])).toBe('Sun, 02 Feb 2025 09:00:00 GMT');
    const [item] = elements(root, 'item');
    expect(textOf(elements(item!, 'pubDate')[0])).toBe('Sat, 01 Feb 2025 09:00:00 GMT');
  });

  it('carries the sanitised article HTML with absolute links', async () => {
    const xml = await buildArticleFeed([makeArticle()], site, { now });
    const content = textOf(elements(xml2js(xml) as Element, 'content:encoded')[0]);
    expect(content).toBe(
      `<p><a href="${site}/competition?team=Arsenal">Arsenal</a> host <a href="${site}/schedule?search=Chelsea">Chelsea</a>.</p>`,
    );
  });

  it.each(['rss', 'atom'] as const)(
    'escapes hostile titles, summaries and content (%s)',
    async (format) => {
      const xml = await buildArticleFeed([hostile], site, { now, format });
      // Well-formed, and nothing a reader could run: no raw <script anywhere, even in CDATA.
      const root = xml2js(xml) as Element;
      expect(xml.toLowerCase()).not.toContain('<script');

      const [item] = elements(root, format === 'rss' ? 'item' : 'entry');
      const title = textOf(elements(item!, 'title')[0]);
      expect(title).toBe(
        '&lt;script&gt;alert(1)&lt;/script&gt; &amp; ]]&gt; &lt;img src=x onerror=alert(1)&gt;',
      );
      const summary = textOf(elements(item!, format === 'rss' ? 'description' : 'summary')[0]);
      expect(summary).toBe('&lt;/description&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
      // Titles and summaries are HTML to feed readers: read as HTML they are plain text.
      expect(findUnsafeHtml(title)).toEqual([]);
      expect(findUnsafeHtml(summary)).toEqual([]);

      const content = textOf(elements(item!, format === 'rss' ? 'content:encoded' : 'content')[0]);
      expect(findUnsafeHtml(content)).toEqual([]);
      expect(content).toContain('Text ]]> more');
    },
  );

  it('keeps categories from breaking out of Atom attributes', async () => {
    const xml = await buildArticleFeed([hostile], site, { now, format: 'atom' });
    const categories = elements(xml2js(xml) as Element, 'category').map(
      (category) => category.attributes?.term,
    );
    expect(categories).toEqual(['scriptalert(6)/script', 'Q&A']);
    const author = elements(xml2js(xml) as Element, 'name').map(textOf);
    expect(author).toEqual(['<b>Ed</b> & Co']);
  });

  it('keeps RSS categories as escaped text', async () => {
    const xml = await buildArticleFeed([hostile], site, { now });
    expect(elements(xml2js(xml) as Element, 'category').map(textOf)).toEqual([
      '"><script>alert(6)</script>',
      'Q&A',
    ]);
  });

  it('is a valid empty feed when nothing is published', async () => {
    const xml = await buildArticleFeed([makeArticle({ status: 'draft' })], site, { now });
    const root = xml2js(xml) as Element;
    expect(elements(root, 'item')).toEqual([]);
    expect(textOf(elements(root, 'lastBuildDate')[0])).toBe(now.toUTCString());
  });

  it('caps the number of items', async () => {
    const many = Array.from({ length: 5 }, (_, i) =>
      makeArticle({ id: `a${i}`, slug: `a${i}`, publishedAt: `2025-01-0${i + 1}T00:00:00.000Z` }),
    );
    const xml = await buildArticleFeed(many, site, { now, limit: 2 });
    expect(elements(xml2js(xml) as Element, 'item')).toHaveLength(2);
  });
});
