import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Meta, createRoutesStub, type MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '~/features/schedule/fixture';
import {
  absoluteUrl,
  buildMeta,
  cutDescription,
  defaultKeywords,
  type PageMeta,
} from './page-meta';
import { buildSportsEvent } from './structured-data';

const siteUrl = 'https://kickoff.example';

function page(overrides: Partial<PageMeta> = {}): PageMeta {
  return {
    title: 'Schedule',
    description: 'Every televised match.',
    path: '/schedule',
    ...overrides,
  };
}

/** The `content` of the meta tag with this name or property. */
function content(meta: MetaDescriptor[], key: string): unknown {
  const tag = meta.find(
    (descriptor) =>
      ('name' in descriptor && descriptor.name === key) ||
      ('property' in descriptor && descriptor.property === key),
  );
  return tag && 'content' in tag ? tag.content : undefined;
}

function titleOf(meta: MetaDescriptor[]): unknown {
  const tag = meta.find((descriptor) => 'title' in descriptor);
  return tag && 'title' in tag ? tag.title : undefined;
}

describe('cutDescription', () => {
  const x = (length: number) => 'x'.repeat(length);
  it.each([
    ['short text', 'short text'],
    [x(154), x(154)],
    [x(155), x(155)],
    [x(156), `${x(152)}…`],
    [x(400), `${x(152)}…`],
    ['  two\n\nlines\tand  gaps  ', 'two lines and gaps'],
    // A space at the cut is not left before the ellipsis.
    [`${x(151)} ${x(10)}`, `${x(151)}…`],
    // An emoji (two UTF-16 units) straddling the cut is dropped whole.
    [`${x(151)}😀${x(10)}`, `${x(151)}…`],
    [`${x(150)}😀${x(10)}`, `${x(150)}😀…`],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(cutDescription(text)).toBe(expected);
  });

  it('keeps up to 155 characters and cuts longer text to at most 153', () => {
    for (let length = 0; length < 400; length++) {
      expect(cutDescription(x(length)).length).toBe(length <= 155 ? length : 153);
    }
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/match/abc12345', 'https://kickoff.example', 'https://kickoff.example/match/abc12345'],
    ['/match/abc12345', 'https://kickoff.example/', 'https://kickoff.example/match/abc12345'],
    ['/', 'https://kickoff.example', 'https://kickoff.example/'],
    ['schedule', 'https://kickoff.example', 'https://kickoff.example/schedule'],
    ['/schedule?search=a', 'https://kickoff.example', 'https://kickoff.example/schedule?search=a'],
    ['https://cdn.example/x.png', 'https://kickoff.example', 'https://cdn.example/x.png'],
    // Appended, never resolved: a protocol-relative path stays on this site.
    ['//evil.example/x', 'https://kickoff.example', 'https://kickoff.example//evil.example/x'],
  ])('%j on %j -> %j', (path, site, expected) => {
    expect(absoluteUrl(path, site)).toBe(expected);
  });
});

describe('buildMeta', () => {
  it('builds every head tag of a page, in order', () => {
    expect(buildMeta(page(), siteUrl)).toEqual([
      { title: 'Schedule | Kickoff TV' },
      { name: 'description', content: 'Every televised match.' },
      {
        name: 'keywords',
        content: 'football on TV, Premier League, Champions League, TV guide',
      },
      { name: 'robots', content: 'index, follow' },
      { tagName: 'link', rel: 'canonical', href: 'https://kickoff.example/schedule' },
      { property: 'og:title', content: 'Schedule' },
      { property: 'og:description', content: 'Every televised match.' },
      { property: 'og:url', content: 'https://kickoff.example/schedule' },
      { property: 'og:type', content: 'website' },
      { property: 'og:image', content: 'https://kickoff.example/og-image.png' },
      { property: 'og:site_name', content: 'Kickoff TV' },
      { property: 'og:locale', content: 'en_GB' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: 'Schedule' },
      { name: 'twitter:description', content: 'Every televised match.' },
      { name: 'twitter:image', content: 'https://kickoff.example/og-image.png' },
    ]);
  });

  it.each([
    ['Schedule', 'Schedule | Kickoff TV'],
    ['Kickoff TV: football on TV today', 'Kickoff TV: football on TV today'],
    ['About kickoff tv', 'About kickoff tv'],
    ['Arsenal v Chelsea', 'Arsenal v Chelsea | Kickoff TV'],
  ])('title %j -> %j', (title, expected) => {
    expect(titleOf(buildMeta(page({ title }), siteUrl))).toBe(expected);
  });

  it.each<[readonly string[] | undefined, string]>([
    [undefined, defaultKeywords.join(', ')],
    [[], defaultKeywords.join(', ')],
    [
      ['Arsenal', 'Sky Sports'],
      'Arsenal, Sky Sports, football on TV, Premier League, Champions League, TV guide',
    ],
    // Case-insensitive de-duplication keeps the first spelling, page keywords first.
    [
      ['premier league', 'Arsenal', 'ARSENAL', 'tv GUIDE'],
      'premier league, Arsenal, tv GUIDE, football on TV, Champions League',
    ],
    [['  ', '', '  Chelsea  '], `Chelsea, ${defaultKeywords.join(', ')}`],
  ])('keywords %j -> %j', (keywords, expected) => {
    expect(content(buildMeta(page({ keywords }), siteUrl), 'keywords')).toBe(expected);
  });

  it.each<[boolean | undefined, string]>([
    [undefined, 'index, follow'],
    [false, 'index, follow'],
    [true, 'noindex, nofollow'],
  ])('noIndex %j -> robots %j', (noIndex, expected) => {
    expect(content(buildMeta(page({ noIndex }), siteUrl), 'robots')).toBe(expected);
  });

  it.each([
    ['/match/abc12345', 'https://kickoff.example/match/abc12345'],
    [
      '/competition?competition=FA%20Cup',
      'https://kickoff.example/competition?competition=FA%20Cup',
    ],
    ['/', 'https://kickoff.example/'],
  ])('canonical of %j is %j, and og:url the same', (path, expected) => {
    const meta = buildMeta(page({ path }), `${siteUrl}/`);
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: expected });
    expect(content(meta, 'og:url')).toBe(expected);
  });

  it.each([
    [undefined, 'https://kickoff.example/og-image.png'],
    ['/images/news/derby.jpg', 'https://kickoff.example/images/news/derby.jpg'],
    ['https://images.example/derby.jpg', 'https://images.example/derby.jpg'],
  ])('share image %j -> %j', (ogImage, expected) => {
    const meta = buildMeta(page({ ogImage }), siteUrl);
    expect(content(meta, 'og:image')).toBe(expected);
    expect(content(meta, 'twitter:image')).toBe(expected);
  });

  it('uses the article type and the cut description everywhere', () => {
    const description = 'y'.repeat(200);
    const meta = buildMeta(page({ ogType: 'article', description }), siteUrl);
    expect(content(meta, 'og:type')).toBe('article');
    for (const key of ['description', 'og:description', 'twitter:description']) {
      expect(content(meta, key)).toBe(`${'y'.repeat(152)}…`);
    }
  });

  it('adds one script:ld+json per structured-data object, after the tags', () => {
    const jsonLd = [{ '@type': 'ItemList' }, { '@type': 'BreadcrumbList' }];
    const meta = buildMeta(page({ jsonLd }), siteUrl);
    expect(meta.slice(-2)).toEqual([
      { 'script:ld+json': { '@type': 'ItemList' } },
      { 'script:ld+json': { '@type': 'BreadcrumbList' } },
    ]);
  });
});

describe('hostile text through React Router <Meta>', () => {
  const hostile = '</script><script>alert(1)</script>';
  const fixture: Fixture = {
    id: 'abc12345XY',
    date: '2025-08-16',
    time: '15:00',
    kickoffUtc: '2025-08-16T14:00:00.000Z',
    homeTeam: hostile,
    awayTeam: 'Chelsea & <b>Friends</b>\u2028',
    competition: 'Premier League',
    slug: 'x-vs-chelsea',
    channelStatus: 'listed',
    channels: [{ id: null, name: hostile, raw: hostile, url: null }],
  };

  /** The head React Router server-renders for a route whose meta is `meta`. */
  function renderHead(meta: MetaDescriptor[]): string {
    const Stub = createRoutesStub([
      { id: 'page', path: '/', meta: () => meta, Component: () => createElement(Meta) },
    ]);
    return renderToString(createElement(Stub, { initialEntries: ['/'] }));
  }

  it('cannot close the JSON-LD script element, and the JSON parses back to the same text', () => {
    const event = buildSportsEvent(fixture, siteUrl);
    const html = renderHead(buildMeta(page({ title: hostile, jsonLd: [event] }), siteUrl));

    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const body = scripts[0]?.[1] ?? '';
    // React Router writes <, > and & as \u003c, \u003e and \u0026 inside the script.
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(body).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(body)).toEqual(event);
    // Nothing but the one JSON-LD script element made it into the page.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('escapes the title and tag attributes as text', () => {
    const html = renderHead(buildMeta(page({ title: hostile, description: hostile }), siteUrl));
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Kickoff TV</title>',
    );
    expect(html).toContain('content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script');
  });
});
