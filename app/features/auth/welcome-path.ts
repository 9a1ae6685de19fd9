/**
 * Where a sign-in lands: the page asked for, with the welcome notice.
 * @example welcomePath('/admin/blog') // '/admin/blog?notice=welcome'
 */
export function welcomePath(destination: string): string {
  return `${destination}${destination.includes('?') ? '&' : '?'}notice=welcome`;
}
