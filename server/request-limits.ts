import type { RequestHandler } from 'express';

/** Pasted listings may be up to 1 MiB (SECURITY R21); every other request body 100 KB. */
export const importBodyLimit = 1024 * 1024 + 64 * 1024;
export const defaultBodyLimit = 100 * 1024;

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const allowedMethods = new Set(['GET', 'HEAD', 'OPTIONS', ...bodyMethods]);
// Forms are the only way the site sends data (R18: a mutation with another body type is refused).
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Refuses what no page of ours sends, before the app reads a byte: unknown methods (405),
 * request bodies without a declared length (411) or over the limit (413), and bodies that are
 * not forms (415).
 */
export const requestLimits: RequestHandler = (req, res, next) => {
  if (!allowedMethods.has(req.method)) {
    res
      .status(405)
      .set('Allow', [...allowedMethods].join(', '))
      .type('text')
      .send('Method Not Allowed');
    return;
  }
  if (!bodyMethods.has(req.method)) return next();

  const declared = req.headers['content-length'];
  if (declared === undefined) {
    res.status(411).type('text').send('Length Required');
    return;
  }
  const limit =
    req.path === '/admin' || req.path.startsWith('/admin/') ? importBodyLimit : defaultBodyLimit;
  if (!/^\d+$/.test(declared) || Number(declared) > limit) {
    res.status(413).set('Connection', 'close').type('text').send('Payload Too Large');
    return;
  }
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (Number(declared) > 0 && !formTypes.some((form) => type.startsWith(form))) {
    res.status(415).type('text').send('Unsupported Media Type');
    return;
  }
  next();
};
