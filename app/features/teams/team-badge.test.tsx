import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TeamBadge } from './team-badge';
import { badgedClubNames, getTeamBadge } from './team-badges';

function render(name: string, size?: number): string {
  return renderToStaticMarkup(<TeamBadge look={getTeamBadge(name)} size={size} />);
}

describe('TeamBadge', () => {
  it('draws the club monogram in its colours', () => {
    const html = render('Arsenal Women');
    expect(html).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    expect(html).toContain('fill="#DB0007"');
    expect(html).toContain('>ARS</text>');
  });

  // The share image draws the same lettering (share-image.server.tsx): 13, 11 and 9 units.
  it.each([
    [{ initials: 'QP', background: '#000000', foreground: '#FFFFFF', stripe: null }, '13'],
    [{ initials: 'ARS', background: '#000000', foreground: '#FFFFFF', stripe: null }, '11'],
    [{ initials: 'WSWW', background: '#000000', foreground: '#FFFFFF', stripe: null }, '9'],
  ])('letters %j at font size %s', (look, fontSize) => {
    const html = renderToStaticMarkup(<TeamBadge look={look} />);
    expect(html).toContain(`font-size="${fontSize}"`);
  });

  it('draws the stripe only for a club that has one', () => {
    expect(render('Arsenal').match(/<path /g)).toHaveLength(2);
    expect(render('Chelsea').match(/<path /g)).toHaveLength(1);
    expect(render('Forest Green Rovers').match(/<path /g)).toHaveLength(1);
  });

  it.each([
    [undefined, '28'],
    [20, '20'],
    [40, '40'],
  ])('size %j is fixed at %s px, so the row does not shift', (size, pixels) => {
    const html = render('Spurs', size);
    expect(html).toContain(`width="${pixels}" height="${pixels}"`);
    expect(html).toContain('viewBox="0 0 32 32"');
  });

  it('is hidden from assistive technology and keyboard focus', () => {
    const html = render('Celtic');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('focusable="false"');
    expect(html).not.toContain('<title');
  });

  it.each(['Arsenal', 'Forest Green Rovers', ''])(
    '%j has no style attribute and no id (strict CSP, many badges a page)',
    (name) => {
      const html = render(name);
      expect(html).not.toMatch(/\sstyle=/);
      expect(html).not.toMatch(/\sid=/);
      expect(html).not.toContain('url(#');
    },
  );

  it.each([...badgedClubNames, 'Forest Green Rovers', 'Western Sydney Wanderers Women', ''])(
    '%j stays under 300 bytes',
    (name) => {
      expect(new TextEncoder().encode(render(name)).length).toBeLessThan(300);
    },
  );

  it('escapes whatever a listing puts in a team name', () => {
    expect(render('<script>alert(1)</script>')).not.toContain('<script');
  });
});
