/**
 * True when an If-None-Match header lists this ETag, so the answer is 304 Not Modified. GET uses
 * the weak comparison (RFC 9110 13.1.2): `W/"x"` matches `"x"`, and `*` matches any.
 * @example etagListMatches('W/"a", "b"', '"a"') // true
 */
export function etagListMatches(header: string, etag: string): boolean {
  if (header === etag) return true; // what a browser sends back, unchanged
  const wanted = etag.replace(/^W\//, '');
  return header.split(',').some((item) => {
    const tag = item.trim();
    return tag === '*' || tag.replace(/^W\//, '') === wanted;
  });
}

/**
 * True when the request's If-None-Match lists this ETag (see etagListMatches).
 * @example hasMatchingEtag(new Request(url, { headers: { 'If-None-Match': 'W/"a", "b"' } }), '"a"') // true
 */
export function hasMatchingEtag(request: Request, etag: string): boolean {
  const header = request.headers.get('If-None-Match');
  return header !== null && etagListMatches(header, etag);
}
