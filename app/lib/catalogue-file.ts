// zod/mini, not zod: browser code reads catalogues through this (decision 0027). Mini has no
// messages of its own, so a parse asks for the English ones.
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * A catalogue file's data checked by its one schema, or an error naming the file and saying what
 * is wrong: a bad entry fails when the catalogue loads, so every test catches it.
 * @example readCatalogueFile('channels.json', channelCatalogueSchema, data).channels
 */
export function readCatalogueFile<Schema extends z.core.$ZodType>(
  file: string,
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const parsed = z.safeParse(schema, data, { error: en().localeError });
  if (!parsed.success) throw new Error(`${file} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
