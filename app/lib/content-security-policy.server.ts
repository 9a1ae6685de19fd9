// Content-Security-Policy without 'unsafe-inline' scripts (docs/decisions/0010-security-headers.md).
// A page's inline scripts (the theme switch, React Router's hydration data) are allowed by their
// SHA-256 hashes, computed from the rendered HTML. The policy is then a pure function of the page,
// so a page served from the page cache carries a policy that matches it exactly; a per-response
// nonce would be replayed by the cache to every visitor for the page's lifetime.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** For every response that is not a page (JSON, feeds, plain-text errors): nothing may run. */
export const fallbackContentSecurityPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// An inline <script> is code unless its type names data (JSON-LD) or it loads a file.
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script[\t\n\f\r ]*>/gi;
const executableType = /^(?:|module|text\/javascript|application\/javascript)$/i;

/**
 * The hashes of the inline scripts in a rendered page, as CSP sources. React escapes every text
 * it renders, so `<script` in the markup is always a real script element.
 * @example inlineScriptHashes('<script>a()</script><script type="application/ld+json">{}</script>')
 * // ["'sha256-…'"] (one hash: JSON-LD is data, not code)
 */
export function inlineScriptHashes(html: string | Uint8Array): string[] {
  const hashes = new Set<string>();
  const text = typeof html === 'string' ? html : scriptElementsText(html);
  for (const [, attributes = '', code = ''] of text.matchAll(scriptElement)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!executableType.test(type)) continue;
    hashes.add(sha256Source(code));
  }
  return [...hashes];
}

/**
 * A rendered page's script elements, each from `<script` to the end of the next `</script>`,
 * decoded and joined: the rest of the page is never turned into text. React writes tags in lower
 * case; an element this misses would have no hash, and the browser would refuse to run it.
 */
function scriptElementsText(html: Uint8Array): string {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  let text = '';
  for (let start = page.indexOf('<script'); start !== -1;) {
    const end = endTagEnd(page, start);
    if (end === -1) break;
    text += page.toString('utf8', start, end);
    start = page.indexOf('<script', end);
  }
  return text;
}

/** Just past the first `</script>` (spaces allowed before its `>`) from `from`; -1 if none. */
function endTagEnd(page: Buffer, from: number): number {
  for (let close = page.indexOf('</script', from); close !== -1;) {
    let at = close + '</script'.length;
    while (at < page.length && isHtmlSpace(page[at]!)) at++;
    if (page[at] === 0x3e) return at + 1; // '>'
    close = page.indexOf('</script', close + 1);
  }
  return -1;
}

/** The spaces HTML allows between `</script` and its `>`: tab, LF, FF, CR and space. */
const isHtmlSpace = (byte: number) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;

/**
 * The policy for a rendered page: scripts from this site and the page's own inline scripts,
 * nothing from elsewhere, no plugins, no framing, no `<base>` rewriting, forms to this site only.
 * Images may come from any https host (articles' featured images).
 */
export function buildPagePolicy(html: string | Uint8Array): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trimEnd(),
    `style-src 'self' ${toastStyleHashes}`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The toast library (sonner) adds one fixed `<style>` element when it loads: empty at first, then
 * filled. Both states are allowed by hash, read from the installed package so an upgrade cannot
 * leave the policy behind.
 */
const toastStyleHashes = ((): string => {
  const source = readFileSync(createRequire(import.meta.url).resolve('sonner'), 'utf8');
  const css = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (css === undefined) throw new Error('sonner no longer inserts its styles as expected');
  return `${sha256Source('')} ${sha256Source(JSON.parse(css) as string)}`;
})();
