import { z } from 'zod';
import { readFormFields } from '~/lib/form-fields';
import { toKickoffUtc } from '~/lib/london-time';
import {
  articleKinds,
  articleStatuses,
  defaultArticleAuthor,
  maxArticleBytes,
  maxListEntries,
  maxListEntryLength,
  maxSections,
} from './article';
import { buildEditorSlug, buildSimpleFormSlug, normaliseList } from './article-text';

/** UTF-8 size in bytes, the unit of the 200 KB article limit (docs/security.md R24). */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

const zonedDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
const localDateTime = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(\.\d{1,9})?)?$/;

/**
 * An instant as ISO 8601 UTC, from an ISO date-time with a zone, or from a date-time without
 * one (what `<input type="datetime-local">` sends) read as UK time. Null when neither.
 * @example parseArticleDateTime('2025-07-01T20:00') // '2025-07-01T19:00:00.000Z'
 * @example parseArticleDateTime('2025-07-01T20:00:00+02:00') // '2025-07-01T18:00:00.000Z'
 */
export function parseArticleDateTime(value: string): string | null {
  const text = value.trim();
  if (zonedDateTime.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
  }
  const local = localDateTime.exec(text);
  return local ? toKickoffUtc(local[1]!, local[2]!) : null;
}

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .optional()
    .transform((value) => value || null);

const optionalDateTime = (message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return null;
      const instant = parseArticleDateTime(value);
      if (instant === null) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return instant;
    });

const list = (label: string) =>
  z
    .array(z.string(), { error: `${label} must be a list` })
    .max(maxListEntries * 4, `At most ${maxListEntries} ${label.toLowerCase()}`)
    .default([])
    .transform((values) => normaliseList(values))
    .refine((values) => values.length <= maxListEntries, {
      message: `At most ${maxListEntries} ${label.toLowerCase()}`,
    })
    .refine((values) => values.every((value) => value.length <= maxListEntryLength), {
      message: `${label} must be ${maxListEntryLength} characters or fewer each`,
    });

/** CRLF and lone CR line breaks as LF. */
function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

const sectionsSchema = z
  .array(z.string(), { error: 'Write at least one section' })
  .max(maxSections, `At most ${maxSections} sections`)
  // Browsers send a textarea's line breaks as CRLF; empty boxes left in the editor are not content.
  .transform((sections) =>
    sections.map(normaliseLineBreaks).filter((section) => section.trim() !== ''),
  )
  .superRefine((sections, ctx) => {
    if (sections.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Write at least one section' });
      return;
    }
    const total = sections.reduce((sum, section) => sum + utf8Length(section), 0);
    if (total > maxArticleBytes)
      ctx.addIssue({
        code: 'custom',
        message: `The article is ${Math.ceil(total / 1024)} KB; the limit is ${maxArticleBytes / 1024} KB`,
      });
  });

const readTimeSchema = z
  .union([z.number(), z.string()], {
    error: 'Reading time must be a whole number of minutes, at least 1',
  })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
    const minutes = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 600) {
      ctx.issues.push({
        code: 'custom',
        message: 'Reading time must be a whole number of minutes, at least 1',
        input: value,
      });
      return z.NEVER;
    }
    return minutes;
  });

const imageUrlSchema = z
  .string()
  .trim()
  .max(2048, 'Image address must be 2048 characters or fewer')
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const url = URL.canParse(value) ? new URL(value) : null;
    if (url?.protocol !== 'https:' || !url.hostname) {
      ctx.issues.push({
        code: 'custom',
        message: 'Image address must be a full https:// address',
        input: value,
      });
      return z.NEVER;
    }
    return url.href;
  });

/**
 * What the article editor and the simple form send (docs/product.md, "Articles"), checked and
 * normalised: text trimmed, blank sections and list entries dropped, dates as ISO UTC (a date
 * without a zone is UK time), and `slug` built from the title by the editor rule when left empty.
 * Unknown fields are refused.
 */
export const articleInputSchema = z
  .strictObject({
    kind: z.enum(articleKinds, { error: 'Choose news, blog or guide' }).default('news'),
    status: z.enum(articleStatuses, { error: 'Choose draft or published' }).default('draft'),
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(200, 'Title must be 200 characters or fewer'),
    slug: z.string().trim().max(200, 'Address must be 200 characters or fewer').optional(),
    excerpt: z
      .string()
      .trim()
      .max(500, 'Excerpt must be 500 characters or fewer')
      .optional()
      .transform((value) => normaliseLineBreaks(value ?? '')),
    sections: sectionsSchema,
    tags: list('Tags'),
    keywords: list('Keywords'),
    channels: list('Channels'),
    author: z
      .string({ error: 'Author is required' })
      .trim()
      .min(1, 'Author is required')
      .max(100, 'Author must be 100 characters or fewer'),
    matchDate: optionalDateTime('Match date must be a date and time'),
    matchVenue: optionalText(200, 'Venue'),
    imageUrl: imageUrlSchema,
    imageAlt: optionalText(300, 'Image description'),
    imageCredit: optionalText(200, 'Image credit'),
    readTime: readTimeSchema,
    publishedAt: optionalDateTime('Publish date must be a date and time'),
  })
  .transform((input, ctx) => {
    const slug = buildEditorSlug(input.slug || input.title);
    if (!slug) {
      ctx.issues.push({
        code: 'custom',
        path: ['slug'],
        message: 'Add an address (slug) with letters or numbers',
        input: input.slug,
      });
    }
    // Every image a reader is shown has a text alternative.
    if (input.imageUrl && !input.imageAlt) {
      ctx.issues.push({
        code: 'custom',
        path: ['imageAlt'],
        message: 'Describe the image for readers who cannot see it',
        input: input.imageAlt,
      });
    }
    return ctx.issues.length > 0 ? z.NEVER : { ...input, slug };
  });

/** What the form sends, before checking. */
export type ArticleInputFields = z.input<typeof articleInputSchema>;
/** A checked, normalised article: what createArticle and updateArticle take. */
export type ArticleInput = z.output<typeof articleInputSchema>;
/** A field of the form, or 'form' for a problem with the whole submission. */
export type ArticleField = keyof ArticleInputFields | 'form';
/** One message per field the user can fix, to show next to that field. */
export type ArticleFieldErrors = Partial<Record<ArticleField, string>>;

export type ParsedArticleInput =
  { ok: true; input: ArticleInput } | { ok: false; errors: ArticleFieldErrors };

const fieldNames = new Set<string>(Object.keys(articleInputSchema.in.shape));

/**
 * Checks what the form sent against articleInputSchema; never throws for user mistakes.
 * @example parseArticleInput({ title: '', author: 'Ed', sections: ['Hi'] })
 * // { ok: false, errors: { title: 'Title is required' } }
 */
export function parseArticleInput(raw: unknown): ParsedArticleInput {
  const result = articleInputSchema.safeParse(raw);
  if (result.success) return { ok: true, input: result.data };
  const errors: ArticleFieldErrors = {};
  for (const issue of result.error.issues) {
    const head = issue.path[0];
    const field: ArticleField =
      typeof head === 'string' && fieldNames.has(head) ? (head as ArticleField) : 'form';
    errors[field] ??= field === 'form' ? formProblem(issue) : issue.message;
  }
  return { ok: false, errors };
}

/** A problem with a submission as a whole: a field the form does not have, or no form at all. */
function formProblem(issue: z.core.$ZodIssue | undefined): string {
  return issue?.code === 'unrecognized_keys'
    ? `Unexpected field: ${issue.keys.join(', ')}`
    : 'The form could not be read';
}

const listFields = ['sections', 'tags', 'keywords', 'channels'];

/**
 * The article fields of a submitted form, for parseArticleInput: the repeated fields
 * (`sections`, `tags`, `keywords`, `channels`) as lists, every other field as one value. The
 * `version` the editor started from (the conflict check) and the old routing fields `intent` and
 * `id` are left out; any other unknown field is kept, so the strict schema refuses it.
 * @example parseArticleInput(readArticleForm(await request.formData()))
 */
export function readArticleForm(form: FormData): ArticleInputFields {
  return readFormFields(form, {
    lists: listFields,
    skip: ['intent', 'id', 'version'],
  }) as ArticleInputFields;
}

/** What the simple "Create Blog Post" form sends: tags as one comma-separated text. */
const simplePostFieldsSchema = z.strictObject({
  title: z.string().default(''),
  excerpt: z.string().default(''),
  content: z.string().default(''),
  author: z.string().default(''),
  tags: z.string().default(''),
  featuredImage: z.string().default(''),
  featuredImageAlt: z.string().default(''),
});
export type SimplePostFields = z.output<typeof simplePostFieldsSchema>;

export type SimplePostErrors = Partial<Record<keyof SimplePostFields | 'form', string>>;

export type ParsedSimplePost =
  | { ok: true; input: ArticleInput }
  | { ok: false; errors: SimplePostErrors; missingFields: boolean };

/** The simple form's field for each article field, to show a message where the user can fix it. */
const simplePostFieldOf: Partial<Record<ArticleField, keyof SimplePostFields>> = {
  title: 'title',
  slug: 'title',
  excerpt: 'excerpt',
  sections: 'content',
  author: 'author',
  tags: 'tags',
  imageUrl: 'featuredImage',
  imageAlt: 'featuredImageAlt',
};

/**
 * The simple form's fields from a submitted form, for parseSimplePost; the intent is left out
 * and unknown fields kept, so they are refused.
 * @example parseSimplePost(readSimplePostForm(await request.formData()))
 */
export function readSimplePostForm(form: FormData): Record<string, unknown> {
  return readFormFields(form, { skip: ['intent'] });
}

/**
 * The simple form as a published blog post: title, excerpt and content are required
 * (`missingFields` then asks for the "Missing fields" message); the slug follows the simple-form
 * rule; a blank author is the site's team. Never throws.
 * @example parseSimplePost({ ...fields, title: 'Derby day', excerpt: 'x', content: 'y' })
 * // { ok: true, input: { kind: 'blog', status: 'published', slug: 'derby-day', ... } }
 */
export function parseSimplePost(raw: unknown): ParsedSimplePost {
  const read = simplePostFieldsSchema.safeParse(raw);
  if (!read.success)
    return { ok: false, errors: { form: formProblem(read.error.issues[0]) }, missingFields: false };
  const fields = read.data;
  const missing: SimplePostErrors = {};
  if (!fields.title.trim()) missing.title = 'Title is required';
  if (!fields.excerpt.trim()) missing.excerpt = 'Excerpt is required';
  if (!fields.content.trim()) missing.content = 'Content is required';
  if (Object.keys(missing).length > 0) return { ok: false, errors: missing, missingFields: true };
  const slug = buildSimpleFormSlug(fields.title);
  if (!slug)
    return {
      ok: false,
      errors: { title: 'The title needs letters or numbers' },
      missingFields: false,
    };

  const parsed = parseArticleInput({
    kind: 'blog',
    status: 'published',
    title: fields.title,
    slug,
    excerpt: fields.excerpt,
    sections: [fields.content],
    tags: fields.tags.split(','),
    author: fields.author.trim() || defaultArticleAuthor,
    imageUrl: fields.featuredImage,
    imageAlt: fields.featuredImageAlt,
  });
  if (parsed.ok) return parsed;
  return { ok: false, errors: toSimplePostErrors(parsed.errors), missingFields: false };
}

/**
 * Article field errors moved to the simple form's fields. Its address comes from the title, so
 * an address problem (taken already) is the title's.
 * @example toSimplePostErrors({ sections: 'Too long' }) // { content: 'Too long' }
 */
export function toSimplePostErrors(errors: ArticleFieldErrors): SimplePostErrors {
  const moved: SimplePostErrors = {};
  for (const [field, message] of Object.entries(errors) as [ArticleField, string][]) {
    const own = simplePostFieldOf[field] ?? 'form';
    moved[own] ??=
      field === 'slug' ? 'A post with this title already exists. Change the title.' : message;
  }
  return moved;
}
