import { describe, expect, it } from 'vitest';
import {
  estimateReadTime,
  excerptOf,
  markdownToPlainText,
  runMarkdownJob,
} from './article-markdown.server';

// The pipeline itself, called directly: in the server it only ever runs in the Markdown worker
// (markdown-worker.server.test.ts checks that).

describe('estimateReadTime (200 words a minute, rounded up, at least 1)', () => {
  const words = (count: number) => 'word '.repeat(count);
  it.each([
    [[], 1],
    [[''], 1],
    [[words(1)], 1],
    [[words(200)], 1],
    [[words(201)], 2],
    [[words(400)], 2],
    [[words(401)], 3],
    [[words(150), words(51)], 2],
    // Link targets, formatting and lone punctuation are not words.
    [['[word](https://example.com/a/b/c) '.repeat(200)], 1],
    [['**word** — '.repeat(201)], 2],
  ])('%#: %j minutes', (sections, minutes) => {
    expect(estimateReadTime(sections as string[])).toBe(minutes);
  });
});

describe('markdownToPlainText', () => {
  it.each([
    ['## Team news\n\n**Saka** is [fit](/x).', 'Team news Saka is fit.'],
    ['Use `code` and ~~strike~~', 'Use code and strike'],
    ['![badge](/b.png) Arsenal', 'Arsenal'],
    ['<b>raw</b> html', 'raw html'],
    ['- one\n- two', 'one two'],
    ['line one  \nline two', 'line one line two'],
    ['', ''],
    // What a reader never sees is no summary: script, style, template and noscript contents.
    ['Hello <script>alert(1)</script> world', 'Hello world'],
    ['Before <script>var x = 1;</script>after', 'Before after'],
    ['<script>\nalert(1)\n</script>\n\nReal text here.', 'Real text here.'],
    ['<style>p { color: red }</style>Shown', 'Shown'],
    ['<div>Kick-off <noscript>enable scripts</noscript>at 3pm</div>', 'Kick-off at 3pm'],
    ['An <script>unclosed script hides the rest', 'An'],
  ])('%j -> %j', (markdown, text) => {
    expect(markdownToPlainText(markdown)).toBe(text);
  });
});

describe('excerptOf', () => {
  const long =
    'Arsenal host Chelsea on Sunday afternoon in a match that could decide the title race this season. ';
  it.each([
    [{ excerpt: ' A written excerpt ', sections: ['Body'] }, 'A written excerpt'],
    [{ excerpt: '', sections: ['**Short** body.'] }, 'Short body.'],
    [{ excerpt: '   ', sections: ['[Link](https://x.com) text'] }, 'Link text'],
    [{ excerpt: null, sections: ['First', 'Second'] }, 'First'],
    [{ sections: [] }, ''],
    [{ sections: ['![only an image](/x.png)'] }, ''],
    [{ sections: [long.repeat(2)] }, `${long.repeat(2).slice(0, 100).trimEnd()}…`],
    [{ sections: ['x'.repeat(100)] }, 'x'.repeat(100)],
    [{ sections: ['⚽'.repeat(101)] }, `${'⚽'.repeat(100)}…`],
  ])('%#', (article, excerpt) => {
    expect(excerptOf(article)).toBe(excerpt);
  });
});

describe('runMarkdownJob', () => {
  it('works out what a save stores: HTML, render version, summary and reading time', () => {
    expect(
      runMarkdownJob({
        type: 'save',
        sections: ['**Arsenal** won.', 'word '.repeat(250)],
        excerpt: '',
        estimateReadTime: true,
      }),
    ).toEqual({
      sections: [
        '<p><strong><a href="/competition?team=Arsenal">Arsenal</a></strong> won.</p>',
        `<p>${'word '.repeat(250).trim()}</p>`,
      ],
      renderVersion: runMarkdownJob({ type: 'renderVersion' }),
      summary: 'Arsenal won.',
      readTimeMinutes: 2,
    });
  });

  it('counts no words when the editor gave a reading time, and keeps a written excerpt', () => {
    expect(
      runMarkdownJob({
        type: 'save',
        sections: ['Body'],
        excerpt: ' Written ',
        estimateReadTime: false,
      }),
    ).toMatchObject({ summary: 'Written', readTimeMinutes: null });
  });
});
