const marks = /\p{M}+/gu;
const apostrophes = /['’]/g;
const nonAlphanumeric = /[^a-z0-9]+/g;
const edgeHyphens = /^-+|-+$/g;

/**
 * A URL slug for a name: lower case ASCII letters and digits joined by single hyphens, accents
 * dropped, '&' read as 'and', apostrophes removed.
 * @example toSlug("St Patrick's Athletic") // 'st-patricks-athletic'
 * @example toSlug('1. FC Köln') // '1-fc-koln'
 */
export function toSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(marks, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(apostrophes, '')
    .replace(nonAlphanumeric, '-')
    .replace(edgeHyphens, '');
}
