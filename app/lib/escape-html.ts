const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;', // as React writes it, so our markup and React's read the same
};

const htmlSpecial = /[&<>"']/;

/**
 * Text with the five HTML-special characters escaped, for text content and attribute values.
 * @example escapeHtml('<b>"Spurs" & Arsenal</b>') // '&lt;b&gt;&quot;Spurs&quot; &amp; Arsenal&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  // Most names have nothing to escape: testing first is far cheaper than replacing (a day view
  // escapes a few thousand names per render).
  if (!htmlSpecial.test(text)) return text;
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}
