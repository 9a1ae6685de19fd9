const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text with the five HTML-special characters escaped, for text content and attribute values.
 * @example escapeHtml('<b>"Spurs" & Arsenal</b>') // '&lt;b&gt;&quot;Spurs&quot; &amp; Arsenal&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}
