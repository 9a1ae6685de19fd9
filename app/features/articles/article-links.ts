import type { Element, ElementContent, Root, RootContent, Text } from 'hast';

/**
 * Links inserted into article text: automatic team links on article pages, and the simple form's
 * backlink helper. Both work on the HTML tree (text nodes only), so they never touch link targets,
 * attributes, code, headings or text that is already a link.
 */

/** A name to link and where to. `aliases` are other spellings that link to the same place. */
export interface LinkTerm {
  name: string;
  href: string;
  aliases?: readonly string[];
}

/** Teams whose first mention in an article links to their competition page. */
export const autoLinkedTeams = [
  'Arsenal',
  'Chelsea',
  'Liverpool',
  'Manchester City',
  'Manchester United',
  'Tottenham',
  'Barcelona',
  'Real Madrid',
  'Atletico Madrid',
  'Bayern Munich',
  'Borussia Dortmund',
  'Paris Saint-Germain',
  'Juventus',
  'AC Milan',
  'Inter Milan',
  'Osasuna',
] as const;

/** The simple form's backlink helper links these competitions... */
export const backlinkCompetitions = [
  'Premier League',
  'Champions League',
  'Europa League',
  'FA Cup',
  'EFL Cup',
  'La Liga',
  'Serie A',
  'Bundesliga',
  'Ligue 1',
  'World Cup',
  'European Championship',
] as const;

/** ...and these teams. */
export const backlinkTeams = [
  'Arsenal',
  'Manchester United',
  'Liverpool',
  'Chelsea',
  'Manchester City',
  'Tottenham',
  'Barcelona',
  'Real Madrid',
  'Bayern Munich',
  'PSG',
  'Juventus',
  'AC Milan',
  'Inter Milan',
] as const;

/**
 * Where an automatic team link goes.
 * @example teamLinkHref('Manchester City') // '/competition?team=Manchester%20City'
 */
export function teamLinkHref(team: string): string {
  return `/competition?team=${encodeURIComponent(team)}`;
}

// Editors write the accent as often as not.
const teamAliases: Partial<Record<string, readonly string[]>> = {
  'Atletico Madrid': ['Atlético Madrid'],
};

export const teamLinkTerms: readonly LinkTerm[] = autoLinkedTeams.map((name) => ({
  name,
  href: teamLinkHref(name),
  aliases: teamAliases[name],
}));

export const backlinkTerms: readonly LinkTerm[] = [
  ...backlinkCompetitions.map((name) => ({
    name,
    href: `/competition?competition=${encodeURIComponent(name)}`,
  })),
  ...backlinkTeams.map((name) => ({ name, href: `/schedule?search=${encodeURIComponent(name)}` })),
];

// Text under these is never linked: links cannot nest, headings and code stay as written.
const skippedElements = new Set([
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'code',
  'pre',
  'kbd',
  'samp',
  'script',
  'style',
]);

interface CompiledTerms {
  pattern: RegExp;
  byText: Map<string, LinkTerm>;
}

const compiled = new WeakMap<readonly LinkTerm[], CompiledTerms>();

/** One pattern for all spellings, longest first, so "Manchester City" wins over a shorter name. */
function compile(terms: readonly LinkTerm[]): CompiledTerms {
  const cached = compiled.get(terms);
  if (cached) return cached;
  const byText = new Map<string, LinkTerm>();
  for (const term of terms) {
    for (const spelling of [term.name, ...(term.aliases ?? [])]) byText.set(spelling, term);
  }
  const alternatives = [...byText.keys()]
    .sort((a, b) => b.length - a.length)
    .map((spelling) =>
      spelling
        .split(' ')
        .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('\\s+'),
    );
  // Whole words: no letter, digit or underscore may touch either end.
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`,
    'gu',
  );
  const result = { pattern, byText };
  compiled.set(terms, result);
  return result;
}

/**
 * Turns the first mention of each term into a link, in document order, skipping text inside
 * links, headings and code. Matching is case-sensitive and by whole words ("Arsenal Women"
 * links "Arsenal"; "Manchester City" is one mention). `linked` holds the names already linked,
 * so several sections of one article can share it; it is updated.
 * @example linkFirstMentions(tree, teamLinkTerms) // "Arsenal beat Arsenal" -> <a>Arsenal</a> beat Arsenal
 */
export function linkFirstMentions(
  tree: Root,
  terms: readonly LinkTerm[],
  linked: Set<string> = new Set(),
): void {
  if (terms.length === 0) return;
  const { pattern, byText } = compile(terms);

  const linkText = (node: Text): ElementContent[] | null => {
    const out: ElementContent[] = [];
    let last = 0;
    for (const match of node.value.matchAll(pattern)) {
      const term = byText.get(match[0].replace(/\s+/g, ' '));
      if (!term || linked.has(term.name)) continue;
      linked.add(term.name);
      if (match.index > last)
        out.push({ type: 'text', value: node.value.slice(last, match.index) });
      out.push({
        type: 'element',
        tagName: 'a',
        properties: { href: term.href },
        children: [{ type: 'text', value: match[0] }],
      });
      last = match.index + match[0].length;
    }
    if (last === 0) return null;
    if (last < node.value.length) out.push({ type: 'text', value: node.value.slice(last) });
    return out;
  };

  const visit = (parent: Root | Element): void => {
    const children: (RootContent | ElementContent)[] = [];
    let changed = false;
    for (const child of parent.children) {
      if (linked.size >= terms.length) {
        children.push(child);
        continue;
      }
      if (child.type === 'text') {
        const replaced = linkText(child);
        if (replaced) {
          children.push(...replaced);
          changed = true;
          continue;
        }
      } else if (child.type === 'element' && !skippedElements.has(child.tagName)) {
        visit(child);
      }
      children.push(child);
    }
    if (changed) parent.children = children as typeof parent.children;
  };
  visit(tree);
}

/**
 * Automatic team links: the first mention of each team becomes a link to
 * `/competition?team={TeamName}`.
 */
export function insertTeamLinks(tree: Root, linked: Set<string> = new Set()): void {
  linkFirstMentions(tree, teamLinkTerms, linked);
}
