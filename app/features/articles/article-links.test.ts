import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { resolveTeam } from '~/features/teams/team-catalogue';
import {
  autoLinkedTeams,
  backlinkTeams,
  insertTeamLinks,
  linkFirstMentions,
  teamLinkHref,
  type LinkTerm,
} from './article-links';

const paragraph = (...children: Root['children']): Root => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'p', properties: {}, children: children as never }],
});
const text = (value: string) => ({ type: 'text' as const, value });
const link = (href: string, value: string) => ({
  type: 'element' as const,
  tagName: 'a',
  properties: { href },
  children: [text(value)],
});

describe('teamLinkHref', () => {
  it.each([
    ['Arsenal', '/competition?team=Arsenal'],
    ['Manchester City', '/competition?team=Manchester%20City'],
    ['Paris Saint-Germain', '/competition?team=Paris%20Saint-Germain'],
  ])('%s -> %s', (team, href) => {
    expect(teamLinkHref(team)).toBe(href);
  });

  it('covers the 16 automatically linked teams', () => {
    expect(autoLinkedTeams).toHaveLength(16);
  });
});

describe('linkFirstMentions', () => {
  const terms: LinkTerm[] = [
    { name: 'Manchester City', href: '/mc' },
    { name: 'City', href: '/city' },
  ];

  it('prefers the longest name at a position and links each name once', () => {
    const tree = paragraph(text('Manchester City, City and City'));
    linkFirstMentions(tree, terms);
    expect(tree).toEqual(
      paragraph(
        link('/mc', 'Manchester City'),
        text(', '),
        link('/city', 'City'),
        text(' and City'),
      ),
    );
  });

  it('shares what is linked through the set it is given', () => {
    const linked = new Set(['City']);
    const tree = paragraph(text('City then Manchester City'));
    linkFirstMentions(tree, terms, linked);
    expect(tree).toEqual(paragraph(text('City then '), link('/mc', 'Manchester City')));
    expect([...linked]).toEqual(['City', 'Manchester City']);
  });

  it('leaves text inside links, headings and code alone', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'h2', properties: {}, children: [text('Chelsea')] },
        { type: 'element', tagName: 'code', properties: {}, children: [text('Chelsea')] },
        link('/x', 'Chelsea'),
        text('Chelsea'),
      ],
    };
    insertTeamLinks(tree);
    expect(tree.children.at(-1)).toEqual(link('/competition?team=Chelsea', 'Chelsea'));
    expect(tree.children.slice(0, 3)).toEqual([
      { type: 'element', tagName: 'h2', properties: {}, children: [text('Chelsea')] },
      { type: 'element', tagName: 'code', properties: {}, children: [text('Chelsea')] },
      link('/x', 'Chelsea'),
    ]);
  });

  it('escapes names that contain pattern characters', () => {
    const tree = paragraph(text('A.C. (Milan) and ACxCx (Milan)'));
    linkFirstMentions(tree, [{ name: 'A.C. (Milan)', href: '/acm' }]);
    expect(tree).toEqual(paragraph(link('/acm', 'A.C. (Milan)'), text(' and ACxCx (Milan)')));
  });
});

describe('the linked team names', () => {
  // The words articles link are the product's; the teams they name are the catalogue's.
  it.each([...autoLinkedTeams, ...backlinkTeams])('%s names a team of teams.json', (name) => {
    expect(resolveTeam(name)).not.toBeNull();
  });
});
