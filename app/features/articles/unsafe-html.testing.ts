import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

/** Elements the article renderer must never output (docs/security.md R24, and then some). */
const forbiddenElements = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'style',
  'form',
  'base',
  'meta',
  'link',
  'frame',
  'frameset',
  'svg',
  'math',
  'template',
  'noscript',
  'textarea',
  'select',
  'button',
  'video',
  'audio',
  'source',
]);
const urlAttributes = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'cite',
  'background',
  'data',
  'srcset',
  'longdesc',
]);
const safeSchemes = new Set(['http:', 'https:', 'mailto:']);

/**
 * Test helper: what is unsafe in a piece of HTML, read the way a browser reads it (parse5).
 * Empty when the R24 invariant holds: no script|iframe|object|embed|style|form|base|meta (or
 * other active) elements, no on* or style attributes, every URL attribute http, https, mailto
 * or relative, every image with alt, every id prefixed user-content-.
 */
export function findUnsafeHtml(html: string): string[] {
  const problems: string[] = [];
  const visit = (node: DefaultTreeAdapterTypes.ParentNode): void => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const tag = child.tagName.toLowerCase();
      if (forbiddenElements.has(tag)) problems.push(`<${tag}> element`);
      for (const { name, value } of child.attrs) {
        const attribute = name.toLowerCase();
        if (attribute.startsWith('on')) problems.push(`${attribute} on <${tag}>`);
        if (attribute === 'style') problems.push(`style on <${tag}>`);
        if (attribute === 'id' && !value.startsWith('user-content-'))
          problems.push(`unprefixed id "${value}"`);
        if (urlAttributes.has(attribute) && !isSafeUrl(value))
          problems.push(`${attribute}="${value}" on <${tag}>`);
      }
      if (tag === 'img' && !child.attrs.some((a) => a.name === 'alt'))
        problems.push('img without alt');
      visit(child);
      if (tag === 'template' && 'content' in child)
        visit((child as DefaultTreeAdapterTypes.Template).content);
    }
  };
  visit(parseFragment(html));
  return problems;
}

function isSafeUrl(value: string): boolean {
  try {
    return safeSchemes.has(new URL(value, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}
