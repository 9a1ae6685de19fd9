import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildBacklinkPreview,
  renderArticleSections,
  renderMarkdown,
} from './render-article.server';
import { findUnsafeHtml } from './unsafe-html.testing';

// docs/security.md R24: each payload goes through the real pipeline; parse5 reads the output.
const payloads = [
  // raw HTML elements
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '\u0000<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  '<IMG SRC="javascript:alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<math href="javascript:alert(1)">x</math>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<x onclick=alert(1)>click',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><script>alert(1)</script></textarea>',
  '<isindex action=javascript:alert(1) type=image>',
  '<a name="cookie" id="location">clobber</a>',
  // HTML comments
  '<!-- <script>alert(1)</script> -->',
  '<!--><img src=x onerror=alert(1)>-->',
  'text <!-- x --> <img src=x onerror=alert(1)> more',
  // Markdown links
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](java&#x09;script:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](&#x6A;avascript&#x3A;alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](javascript%3Aalert(1))',
  '[x](  javascript:alert(1)  )',
  '[x](<javascript:alert(1)>)',
  '[x](\njavascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](file:///etc/passwd)',
  '[x](https://example.com "title\\" onmouseover=\\"alert(1)")',
  '*[x](javascript:alert(1))*',
  '[a](mailto:javascript:alert(1))',
  '[a](//evil.example/path)',
  '[a](/\\evil.example)',
  // reference-style
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '[ref]\n\n[ref]: JAVASCRIPT:alert(1) "title"',
  '[x][]\n\n[x]: <javascript:alert(1)>',
  '![x][img]\n\n[img]: javascript:alert(1)',
  // images
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml,<svg onload=alert(1)>)',
  '![x](https://example.com/a.png"onerror="alert(1))',
  '![](https://example.com/no-alt.png)',
  // autolinks
  '<javascript:alert(1)>',
  '<JAVASCRIPT:alert(1)>',
  '<data:text/html,<script>alert(1)</script>>',
  '<vbscript:msgbox(1)>',
  'javascript:alert(1)',
  'www.example.com/"onmouseover="alert(1)',
  'https://example.com/"><script>alert(1)</script>',
  '<mailto:x@example.com?body=<script>>',
  // GFM constructs
  '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
  '- [ ] <input onclick=alert(1)>',
  '[^1]\n\n[^1]: <img src=x onerror=alert(1)> [x](javascript:alert(1))',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '```"><script>alert(1)</script>\nx\n```',
  '# <img src=x onerror=alert(1)>',
  '> <iframe src=javascript:alert(1)>',
];

describe('renderMarkdown XSS corpus (R24)', () => {
  it('has at least 50 payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(50);
  });

  it.each(payloads)('%j renders without anything active', async (payload) => {
    const html = await renderMarkdown(payload);
    expect(findUnsafeHtml(html)).toEqual([]);
  });

  it.each(payloads)('%j is safe in the backlink preview too', async (payload) => {
    expect(findUnsafeHtml(await buildBacklinkPreview(payload))).toEqual([]);
  });

  it('is safe when all payloads form one article', async () => {
    const html = (await renderArticleSections(payloads)).join('\n');
    expect(findUnsafeHtml(html)).toEqual([]);
  });

  it('the helper does catch what it looks for', () => {
    expect(
      findUnsafeHtml(
        '<script></script><a href="javascript:x" onclick="x" style="x">x</a><img src="x"><p id="x"></p>',
      ),
    ).toEqual([
      '<script> element',
      'href="javascript:x" on <a>',
      'onclick on <a>',
      'style on <a>',
      'img without alt',
      'unprefixed id "x"',
    ]);
  });
});

// Pieces that, combined at random, make Markdown and HTML soup.
const soupPieces = [
  '<',
  '>',
  '/',
  '"',
  "'",
  '=',
  ' ',
  '\n',
  '\n\n',
  '\t',
  '&',
  '&#x09;',
  '&#106;',
  '&colon;',
  '`',
  '```',
  '*',
  '_',
  '[',
  ']',
  '(',
  ')',
  '!',
  '#',
  '|',
  '- ',
  '> ',
  '[^1]',
  '[^1]: ',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  'script',
  '<script>',
  '</script>',
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'vbscript:',
  'data:text/html,',
  'alert(1)',
  'onerror=',
  'onload=',
  'onclick=',
  'style=',
  'href=',
  'src=',
  'xlink:href=',
  'srcdoc=',
  '<img',
  '<svg',
  '<math',
  '<iframe',
  '<a',
  '<form',
  '<base',
  '<meta',
  '<style>',
  '<object',
  '<embed',
  'https://example.com',
  'mailto:x@example.com',
  'www.example.com',
  '/path',
  '//evil.example',
  'Arsenal',
  'Manchester City',
  'Premier League',
];

const soup = fc
  .array(fc.oneof(fc.constantFrom(...soupPieces), fc.string({ maxLength: 5 })), {
    maxLength: 40,
  })
  .map((parts) => parts.join(''));

describe('renderMarkdown property (R24)', () => {
  it('never outputs anything active for random Markdown/HTML soup', async () => {
    await fc.assert(
      fc.asyncProperty(soup, async (markdown) => {
        expect(findUnsafeHtml(await renderMarkdown(markdown))).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
