import { describe, expect, it } from 'vitest';
import {
  articleInputSchema,
  parseArticleDateTime,
  parseArticleInput,
  parseSimplePost,
  readArticleForm,
  readSimplePostForm,
  type SimplePostFields,
  type ArticleInputFields,
} from './article-rules';

describe('parseArticleDateTime', () => {
  it.each([
    ['2025-07-01T20:00:00Z', '2025-07-01T20:00:00.000Z'],
    ['2025-07-01T20:00:00.123Z', '2025-07-01T20:00:00.123Z'],
    ['2025-07-01T20:00:00+02:00', '2025-07-01T18:00:00.000Z'],
    // No zone: UK time (BST in July, GMT in January).
    ['2025-07-01T20:00', '2025-07-01T19:00:00.000Z'],
    ['2025-01-10T20:00', '2025-01-10T20:00:00.000Z'],
    ['2025-01-10 20:00:30', '2025-01-10T20:00:00.000Z'],
    ['2025-02-30T20:00', null],
    ['2025-03-30T01:30', null],
    ['tomorrow', null],
    ['', null],
  ])('%j -> %j', (value, instant) => {
    expect(parseArticleDateTime(value)).toBe(instant);
  });
});

describe('parseArticleInput', () => {
  const valid: ArticleInputFields = {
    title: 'Arsenal v Chelsea preview',
    author: 'Kickoff TV',
    sections: ['Arsenal host Chelsea.'],
  };

  it('normalises a valid article and builds the slug from the title', () => {
    const result = parseArticleInput({
      ...valid,
      title: '  Arsenal & Chelsea: preview ',
      sections: ['One\r\nline two\rline three', '   ', 'Two'],
      tags: [' Arsenal', 'arsenal', '', 'Chelsea'],
      readTime: '4',
      matchDate: '2025-07-01T20:00',
      imageUrl: 'https://img.example.com/a b.png',
      imageAlt: ' Fans outside the ground ',
      excerpt: '',
      matchVenue: '  ',
    });
    expect(result).toEqual({
      ok: true,
      input: {
        kind: 'news',
        status: 'draft',
        title: 'Arsenal & Chelsea: preview',
        slug: 'arsenal-and-chelsea-preview',
        excerpt: '',
        // Line breaks as browsers send them (CRLF) are stored as LF.
        sections: ['One\nline two\nline three', 'Two'],
        tags: ['Arsenal', 'Chelsea'],
        keywords: [],
        channels: [],
        author: 'Kickoff TV',
        matchDate: '2025-07-01T19:00:00.000Z',
        matchVenue: null,
        imageUrl: 'https://img.example.com/a%20b.png',
        imageAlt: 'Fans outside the ground',
        imageCredit: null,
        readTime: 4,
        publishedAt: null,
      },
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['missing title', { title: undefined }, { title: 'Title is required' }],
    ['blank title', { title: '   ' }, { title: 'Title is required' }],
    ['blank author', { author: '' }, { author: 'Author is required' }],
    ['missing author', { author: undefined }, { author: 'Author is required' }],
    [
      'reading time 0',
      { readTime: 0 },
      { readTime: 'Reading time must be a whole number of minutes, at least 1' },
    ],
    [
      'reading time text',
      { readTime: 'abc' },
      { readTime: 'Reading time must be a whole number of minutes, at least 1' },
    ],
    [
      'reading time fraction',
      { readTime: '2.5' },
      { readTime: 'Reading time must be a whole number of minutes, at least 1' },
    ],
    ['no sections', { sections: [] }, { sections: 'Write at least one section' }],
    ['blank sections', { sections: ['  ', ''] }, { sections: 'Write at least one section' }],
    [
      '51 sections',
      { sections: Array.from({ length: 51 }, () => 'x') },
      { sections: 'At most 50 sections' },
    ],
    [
      'one section over 200 KB',
      { sections: ['x'.repeat(200 * 1024 + 1)] },
      { sections: 'The article is 201 KB; the limit is 200 KB' },
    ],
    [
      'sections over 200 KB together',
      { sections: ['x'.repeat(100 * 1024), '£'.repeat(50 * 1024 + 1)] },
      { sections: 'The article is 201 KB; the limit is 200 KB' },
    ],
    [
      '31 tags',
      { tags: Array.from({ length: 31 }, (_, i) => `tag ${i}`) },
      { tags: 'At most 30 tags' },
    ],
    [
      'a 61-character keyword',
      { keywords: ['k'.repeat(61)] },
      { keywords: 'Keywords must be 60 characters or fewer each' },
    ],
    [
      'an http image',
      { imageUrl: 'http://img.example.com/a.png' },
      { imageUrl: 'Image address must be a full https:// address' },
    ],
    [
      'a javascript: image',
      { imageUrl: 'javascript:alert(1)' },
      { imageUrl: 'Image address must be a full https:// address' },
    ],
    [
      'a relative image',
      { imageUrl: '/images/a.png' },
      { imageUrl: 'Image address must be a full https:// address' },
    ],
    [
      'an unreadable publish date',
      { publishedAt: 'next week' },
      { publishedAt: 'Publish date must be a date and time' },
    ],
    [
      'an unreadable match date',
      { matchDate: '2025-13-01T10:00' },
      { matchDate: 'Match date must be a date and time' },
    ],
    ['an unknown kind', { kind: 'podcast' }, { kind: 'Choose news, blog or guide' }],
    ['an unknown status', { status: 'live' }, { status: 'Choose draft or published' }],
    [
      'a slug without letters',
      { slug: '!!!' },
      { slug: 'Add an address (slug) with letters or numbers' },
    ],
    [
      'a title without letters and no slug',
      { title: '???' },
      { slug: 'Add an address (slug) with letters or numbers' },
    ],
    [
      'an image without a description',
      { imageUrl: 'https://img.example.com/a.png', imageAlt: '  ' },
      { imageAlt: 'Describe the image for readers who cannot see it' },
    ],
    [
      'no address and an image without a description',
      { title: '???', imageUrl: 'https://img.example.com/a.png' },
      {
        slug: 'Add an address (slug) with letters or numbers',
        imageAlt: 'Describe the image for readers who cannot see it',
      },
    ],
    ['an unknown field', { isAdmin: true }, { form: 'Unexpected field: isAdmin' }],
  ])('refuses %s', (_name, change, errors) => {
    expect(parseArticleInput({ ...valid, ...change })).toEqual({ ok: false, errors });
  });

  it('reports every field at once', () => {
    expect(parseArticleInput({ sections: [] })).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        author: 'Author is required',
        sections: 'Write at least one section',
      },
    });
  });

  it('never throws for input that is not an object', () => {
    for (const raw of [null, undefined, 'x', 1, []]) {
      expect(parseArticleInput(raw)).toEqual({
        ok: false,
        errors: { form: 'The form could not be read' },
      });
    }
  });

  it.each([
    ['My Custom Slug!', 'my-custom-slug'],
    ['already-a-slug', 'already-a-slug'],
    ['', 'arsenal-v-chelsea-preview'],
    ['   ', 'arsenal-v-chelsea-preview'],
  ])('slug %j is stored as %j', (slug, expected) => {
    const result = articleInputSchema.parse({ ...valid, slug });
    expect(result.slug).toBe(expected);
  });

  it('keeps 30 tags once blanks and duplicates are gone', () => {
    const tags = [...Array.from({ length: 30 }, (_, i) => `tag ${i}`), 'TAG 0', ''];
    const result = articleInputSchema.parse({ ...valid, tags });
    expect(result.tags).toHaveLength(30);
  });
});

describe('readArticleForm', () => {
  it('takes the article fields, repeated fields as lists, without the routing fields', () => {
    const form = new FormData();
    form.set('intent', 'save');
    form.set('id', 'abc123def456');
    form.set('title', 'Title');
    form.set('author', 'Ed');
    form.append('sections', 'One');
    form.append('sections', 'Two');
    form.append('tags', 'Arsenal');
    form.set('readTime', '3');
    expect(readArticleForm(form)).toEqual({
      title: 'Title',
      author: 'Ed',
      readTime: '3',
      sections: ['One', 'Two'],
      tags: ['Arsenal'],
      keywords: [],
      channels: [],
    });
    expect(parseArticleInput(readArticleForm(form)).ok).toBe(true);
  });

  it('keeps a field the form does not have, so the strict schema refuses it (R17)', () => {
    const form = new FormData();
    form.set('title', 'Title');
    form.set('author', 'Ed');
    form.set('sections', 'One');
    form.set('created_by', 'someone-else');
    expect(parseArticleInput(readArticleForm(form))).toEqual({
      ok: false,
      errors: { form: 'Unexpected field: created_by' },
    });
  });
});

describe('parseSimplePost (simple "Create Blog Post" form)', () => {
  const filled: SimplePostFields = {
    title: 'Derby Day: Arsenal & Spurs',
    excerpt: 'What to expect.',
    content: 'Arsenal host Tottenham on Sunday.',
    author: '',
    tags: ' Arsenal, Tottenham ,, arsenal ',
    featuredImage: '',
    featuredImageAlt: '',
  };

  it('makes a published blog post with the simple-form slug and the team as author', () => {
    expect(parseSimplePost(filled)).toEqual({
      ok: true,
      input: expect.objectContaining({
        kind: 'blog',
        status: 'published',
        title: 'Derby Day: Arsenal & Spurs',
        // The simple rule drops "&"; the editor rule would give "-and-".
        slug: 'derby-day-arsenal-spurs',
        excerpt: 'What to expect.',
        sections: ['Arsenal host Tottenham on Sunday.'],
        tags: ['Arsenal', 'Tottenham'],
        author: 'Kickoff TV team',
        imageUrl: null,
        publishedAt: null,
      }),
    });
  });

  it('keeps an author who is given', () => {
    const result = parseSimplePost({ ...filled, author: ' Sam Editor ' });
    expect(result.ok && result.input.author).toBe('Sam Editor');
  });

  it.each<[string, Partial<SimplePostFields>, Record<string, string>]>([
    ['no title', { title: ' ' }, { title: 'Title is required' }],
    ['no excerpt', { excerpt: '' }, { excerpt: 'Excerpt is required' }],
    ['no content', { content: '\n\n' }, { content: 'Content is required' }],
    [
      'nothing at all',
      { title: '', excerpt: '', content: '' },
      {
        title: 'Title is required',
        excerpt: 'Excerpt is required',
        content: 'Content is required',
      },
    ],
  ])('asks for the missing fields: %s', (_name, change, errors) => {
    expect(parseSimplePost({ ...filled, ...change })).toEqual({
      ok: false,
      errors,
      missingFields: true,
    });
  });

  it.each<[string, Partial<SimplePostFields>, Record<string, string>]>([
    ['a title without letters', { title: '!!!' }, { title: 'The title needs letters or numbers' }],
    [
      'an http image',
      { featuredImage: 'http://img.example.com/a.png', featuredImageAlt: 'A' },
      { featuredImage: 'Image address must be a full https:// address' },
    ],
    [
      'an image without a description',
      { featuredImage: 'https://img.example.com/a.png' },
      { featuredImageAlt: 'Describe the image for readers who cannot see it' },
    ],
    [
      'content over 200 KB',
      { content: 'x'.repeat(200 * 1024 + 1) },
      { content: 'The article is 201 KB; the limit is 200 KB' },
    ],
    [
      'a 61-character tag',
      { tags: 't'.repeat(61) },
      { tags: 'Tags must be 60 characters or fewer each' },
    ],
  ])('shows other problems at their fields: %s', (_name, change, errors) => {
    expect(parseSimplePost({ ...filled, ...change })).toEqual({
      ok: false,
      errors,
      missingFields: false,
    });
  });

  it('reads a form without its intent; missing fields are empty', () => {
    const form = new FormData();
    form.set('intent', 'create-simple');
    form.set('title', 'Derby day');
    form.set('excerpt', 'E');
    form.set('content', 'C');
    expect(readSimplePostForm(form)).toEqual({ title: 'Derby day', excerpt: 'E', content: 'C' });
    expect(parseSimplePost(readSimplePostForm(form))).toMatchObject({
      ok: true,
      input: { slug: 'derby-day', author: 'Kickoff TV team', tags: [], imageUrl: null },
    });
  });

  it.each<[string, unknown, string]>([
    [
      'a field the form does not have (R17)',
      { title: 'T', status: 'draft' },
      'Unexpected field: status',
    ],
    ['a list where text belongs', { title: ['a', 'b'] }, 'The form could not be read'],
    ['no object at all', null, 'The form could not be read'],
  ])('refuses %s', (_name, raw, message) => {
    expect(parseSimplePost(raw)).toEqual({
      ok: false,
      errors: { form: message },
      missingFields: false,
    });
  });
});
