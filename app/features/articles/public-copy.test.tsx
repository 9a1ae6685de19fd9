import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { startingArticles } from './starting-articles';
import { competitions } from '~/features/competitions/competition-catalogue';
import { builtInChannels as channels } from '~/features/channels/catalogue';
import { WatchGuide, type WatchGuideName } from '~/features/channels/watch-guides';

// Issue 13: the streaming page said Amazon Prime Video shows Premier League matches while the
// Premier League guide said it has none since 2025-26, and a guide was titled for last season.
// Every piece of public copy is read here, sentence by sentence.

function guideText(guide: WatchGuideName): string {
  const element = createElement(WatchGuide, { guide, competitions: [] });
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router })).replace(/<[^>]+>/g, ' ');
}

const sources: [string, string][] = [
  ...startingArticles.flatMap((a): [string, string][] => [
    [`article ${a.slug}`, [a.title, a.excerpt, ...a.sections].join('\n')],
  ]),
  ...competitions.map((c): [string, string] => [`competition ${c.slug}`, c.description]),
  ...channels.map((c): [string, string] => [`channel ${c.id}`, c.description ?? '']),
  ...(['free-to-air', 'subscription', 'streaming'] as const).map((g): [string, string] => [
    `watch guide ${g}`,
    guideText(g).replace(/&rsquo;/g, '’'),
  ]),
];

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);

describe('public copy', () => {
  it.each(sources)('%s never says Amazon Prime Video shows the Premier League', (_, text) => {
    const claims = sentences(text).filter(
      (s) =>
        /Premier League/.test(s) &&
        !/Premier League (highlights|down)/.test(s) &&
        /Amazon|Prime Video/.test(s) &&
        !/\b(no|none|not|nor)\b/i.test(s),
    );
    expect(claims).toEqual([]);
  });

  it.each(startingArticles.map((a) => [a.slug, a.title]))(
    '%s is titled for 2026-27 or for no season: %j',
    (_, title) => {
      for (const [, start] of title.matchAll(/\b(20\d\d)[-/](\d\d)\b/g)) {
        expect(Number(start)).toBeGreaterThanOrEqual(2026);
      }
    },
  );
});
