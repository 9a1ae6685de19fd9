import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import { toastFailure } from '~/ui/toasts';
import { useKeptDraft } from '~/ui/use-kept-draft';
import { defaultArticleAuthor } from '~/features/articles/article';
import { readBrowserDraft, readFormValues } from '~/lib/browser-draft';
import type { clientAction } from '~/routes/admin/blog';
import { useFormReply } from '~/ui/use-form-reply';
import { TextField } from './form-fields';
import { useMarkdownPreview } from './markdown-preview';

/** Where the form keeps its unsaved work in this browser. */
const simplePostDraftKey = 'simple-post-draft';

/**
 * The simple "Create Blog Post" form: publishes a blog post at once. "Backlink Preview" shows the
 * content as readers will see it, with the backlink helper's competition and team links inserted
 * (rendered by the server's safe pipeline).
 */
export function SimplePostForm() {
  const creator = useFetcher<typeof clientAction>();
  const form = useRef<HTMLFormElement>(null);
  const [content, setContent] = useState('');
  const [created, setCreated] = useState<{ title: string; path: string } | null>(null);
  const preview = useMarkdownPreview(content, 'Backlink Preview');
  const errors = creator.data && 'errors' in creator.data ? creator.data.errors : {};
  const [restored, setRestored] = useState(false);

  // The form's work is kept in this browser until the post is created, and put back when the
  // form is opened again.
  useEffect(() => {
    const kept = readBrowserDraft(simplePostDraftKey);
    if (!kept || !form.current) return;
    for (const [name, [value = '']] of Object.entries(kept.values)) {
      const field = form.current.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
        field.value = value;
    }
    setContent(kept.values.content?.[0] ?? '');
    setRestored(true);
  }, []);
  const kept = useKeptDraft(simplePostDraftKey);
  const keep = () => kept.keep(() => form.current && readFormValues(form.current));

  useFormReply(creator, {
    ok: (reply) => {
      toast.success('Blog post created', { description: `Successfully created ${reply.title}` });
      kept.forget();
      setRestored(false);
      form.current?.reset();
      setContent('');
      setCreated(reply);
    },
    failed: (reply) => {
      if (!('errors' in reply)) return toastFailure(reply);
      if (reply.missingFields)
        toast.error('Missing fields', { description: 'Please fill in all required fields.' });
      else
        toast.error('Error', {
          description:
            Object.values(reply.errors)[0] ?? 'Failed to create blog post. Please try again.',
        });
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    },
  });

  return (
    <section aria-labelledby="create-blog-post" className="card max-w-3xl">
      <h2 id="create-blog-post" className="text-lg font-bold">
        Create Blog Post
      </h2>
      <p className="lead text-sm">Published on the blog as soon as you create it.</p>
      <creator.Form
        ref={form}
        method="post"
        action="/admin/blog"
        noValidate
        onChange={keep}
        className="mt-4 grid gap-4"
      >
        {restored && (
          <p role="status" className="text-sm">
            Your unsaved post was kept in this browser and is back in the form.
          </p>
        )}
        <TextField label="Title (required)" name="title" maxLength={200} error={errors.title} />
        <TextField
          label="Excerpt (required)"
          name="excerpt"
          rows={3}
          maxLength={500}
          error={errors.excerpt}
        />
        <TextField
          label="Content (Markdown, required)"
          name="content"
          rows={10}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          error={errors.content}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Author"
            name="author"
            maxLength={100}
            placeholder={defaultArticleAuthor}
            error={errors.author}
          />
          <TextField
            label="Tags"
            name="tags"
            hint="Separate tags with commas."
            maxLength={2000}
            error={errors.tags}
          />
          <TextField
            label="Featured image"
            name="featuredImage"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={2048}
            error={errors.featuredImage}
          />
          <TextField
            label="Featured image description"
            name="featuredImageAlt"
            maxLength={300}
            error={errors.featuredImageAlt}
          />
        </div>
        {errors.form && (
          <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="button" disabled={creator.state !== 'idle'}>
            {creator.state !== 'idle' ? 'Creating...' : 'Create Blog Post'}
          </button>
          {preview.toggle}
        </div>
      </creator.Form>
      {created && (
        <p className="mt-3 text-sm">
          Created:{' '}
          <a className="text-link" href={created.path} target="_blank" rel="noopener noreferrer">
            {created.title}
          </a>
        </p>
      )}
      {preview.panel}
    </section>
  );
}
