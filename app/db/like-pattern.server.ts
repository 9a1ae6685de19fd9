/**
 * Text made literal inside a SQL `like` pattern written with `escape '\'`: its `%`, `_` and `\`
 * match only themselves, on SQLite and PostgreSQL alike.
 * @example escapeLike('50%_off') // '50\\%\\_off'
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
