import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useBeforeUnload, useBlocker, useFetcher } from 'react-router';
import { toast } from 'sonner';
import { channels as channelCatalogue } from '~/features/channels/catalogue';
import { ukDateTime } from '~/lib/london-time';
import { Icon, icons } from '~/ui/icon';
import { articleKindLabels, defaultArticleAuthor, maxSections, type Article } from '../article';
import type { ArticleFieldErrors } from '../article-rules';
import { articlePath, buildEditorSlug } from '../article-text';
import { FieldError, ListField, SelectField, TextField } from './form-fields';

type SaveReply = { intent: 'save'; ok: false; errors: ArticleFieldErrors };

const channelNames = channelCatalogue.map((channel) => channel.name);
const backToList = '/admin#blog-management';

/** An instant as `<input type="datetime-local">` shows it: UK wall-clock time. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const { date, time } = ukDateTime(new Date(iso));
  return `${date}T${time}`;
}

/**
 * The article editor (SPEC 2.5, 3.4): every field, sections added and removed (never fewer than
 * one), tags, keywords and channels as lists. The server checks everything and answers with a
 * message per field; a save goes back to the list with a toast.
 */
export function ArticleEditor({ article }: { article: Article | null }) {
  const fetcher = useFetcher<SaveReply>();
  const form = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(article?.title ?? '');
  const [slug, setSlug] = useState(article?.slug ?? '');
  const [kind, setKind] = useState(article?.kind ?? 'news');
  // Keys count from the first render, so server and browser give the boxes the same ids.
  const [sections, setSections] = useState(() =>
    (article?.sections ?? ['']).map((text, key) => ({ key, text })),
  );
  const nextKey = useRef(sections.length);
  const [tags, setTags] = useState(article?.tags ?? []);
  const [keywords, setKeywords] = useState(article?.keywords ?? []);
  const [channels, setChannels] = useState(article?.channels ?? []);
  const saving = fetcher.state !== 'idle';
  const errors = fetcher.data?.errors ?? {};
  const [dirty, setDirty] = useState(false);
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setDirty(true);
      set(value);
    };

  // Leaving with unsaved changes asks first; the save's own redirect is not held up.
  const blocker = useBlocker(dirty && !saving);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('Leave the editor? Your changes are not saved.')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (dirty) event.preventDefault();
      },
      [dirty],
    ),
  );

  useEffect(() => {
    const reply = fetcher.data;
    if (!reply) return;
    const [first] = Object.values(reply.errors);
    toast.error('Error saving news article', {
      description: first ?? 'There was an error saving the article. Please try again.',
    });
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fetcher.data]);

  const address = articlePath({ kind, slug: buildEditorSlug(slug || title) || '…' });

  return (
    <section aria-labelledby="article-editor" className="card">
      <Link to={backToList} className="text-link text-sm">
        ← Back to Articles
      </Link>
      <h2 id="article-editor" className="mt-2 text-lg font-bold">
        {article ? 'Edit article' : 'New article'}
      </h2>
      <fetcher.Form
        ref={form}
        method="post"
        action="/admin/articles"
        noValidate
        onChange={() => setDirty(true)}
        className="mt-4 grid gap-5"
      >
        <input type="hidden" name="intent" value="save" />
        {article && <input type="hidden" name="id" value={article.id} />}
        {errors.form && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {errors.form}
          </p>
        )}

        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Title (required)"
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={200}
            error={errors.title}
            className="md:col-span-2"
          />
          <TextField
            label="Address (slug)"
            name="slug"
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
            maxLength={200}
            hint={`Leave empty to make it from the title. The article will be at ${address}`}
            error={errors.slug}
          />
          <TextField
            label="Author (required)"
            name="author"
            defaultValue={article?.author ?? defaultArticleAuthor}
            maxLength={100}
            error={errors.author}
          />
          <SelectField
            label="Kind"
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as Article['kind'])}
            options={Object.entries(articleKindLabels)}
            error={errors.kind}
          />
          <SelectField
            label="Status"
            name="status"
            defaultValue={article?.status ?? 'draft'}
            options={[
              ['draft', 'Draft (not on the site)'],
              ['published', 'Published'],
            ]}
            error={errors.status}
          />
          <TextField
            label="Publish date (UK time)"
            name="publishedAt"
            type="datetime-local"
            defaultValue={toLocalInput(article?.publishedAt ?? null)}
            hint="Leave empty to publish now. A future date schedules the article."
            error={errors.publishedAt}
          />
          <TextField
            label="Reading time (minutes)"
            name="readTime"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            defaultValue={article?.readTimeMinutes ?? ''}
            hint="Leave empty to estimate it at 200 words a minute."
            error={errors.readTime}
          />
          <TextField
            label="Excerpt"
            name="excerpt"
            rows={3}
            maxLength={500}
            defaultValue={article?.excerpt ?? ''}
            hint="Shown in lists and search results. Leave empty to use the start of the article."
            error={errors.excerpt}
            className="md:col-span-2"
          />
        </div>

        <fieldset className="grid gap-3">
          <legend className="mb-2 font-bold">Content</legend>
          {sections.map((entry, index) => (
            <div key={entry.key} className="grid gap-1">
              <div className="flex items-end justify-between gap-2">
                <label htmlFor={`section-${entry.key}`} className="text-sm font-semibold">
                  Section {index + 1}
                </label>
                {sections.length > 1 && (
                  <button
                    type="button"
                    className="button-quiet px-2 py-1 text-xs"
                    aria-label={`Remove section ${index + 1}`}
                    onClick={() =>
                      changed(setSections)(sections.filter((s) => s.key !== entry.key))
                    }
                  >
                    <Icon path={icons.trash} size={14} /> Remove
                  </button>
                )}
              </div>
              <textarea
                id={`section-${entry.key}`}
                name="sections"
                rows={4}
                className="field font-mono text-sm"
                value={entry.text}
                aria-invalid={errors.sections ? true : undefined}
                aria-describedby={errors.sections ? 'sections-error' : 'sections-hint'}
                onChange={(event) =>
                  setSections((all) =>
                    all.map((s) => (s.key === entry.key ? { ...s, text: event.target.value } : s)),
                  )
                }
              />
            </div>
          ))}
          <p id="sections-hint" className="text-xs text-slate-600 dark:text-slate-400">
            Markdown: ## for a heading, **bold**, [words](https://…) for a link, - for a list. The
            first mention of a big club links to its matches (see Guide &amp; Help).
          </p>
          <FieldError id="sections-error" message={errors.sections} />
          <div>
            <button
              type="button"
              className="button-quiet text-sm"
              disabled={sections.length >= maxSections}
              onClick={() =>
                changed(setSections)([...sections, { key: nextKey.current++, text: '' }])
              }
            >
              Add section
            </button>
          </div>
        </fieldset>

        <div className="grid gap-4 md:grid-cols-3">
          <ListField
            name="tags"
            label="Tags"
            values={tags}
            onChange={changed(setTags)}
            error={errors.tags}
          />
          <ListField
            name="keywords"
            label="Keywords (SEO)"
            values={keywords}
            onChange={changed(setKeywords)}
            error={errors.keywords}
          />
          <ListField
            name="channels"
            label="TV channels"
            values={channels}
            onChange={changed(setChannels)}
            error={errors.channels}
            suggestions={channelNames}
          />
        </div>

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 font-bold">Match preview (optional)</legend>
          <TextField
            label="Kick-off (UK time)"
            name="matchDate"
            type="datetime-local"
            defaultValue={toLocalInput(article?.matchDate ?? null)}
            hint="For a preview: the article links to the match on this date."
            error={errors.matchDate}
          />
          <TextField
            label="Venue"
            name="matchVenue"
            maxLength={200}
            defaultValue={article?.matchVenue ?? ''}
            error={errors.matchVenue}
          />
        </fieldset>

        <fieldset className="grid gap-4 md:grid-cols-3">
          <legend className="mb-2 font-bold">Image (optional)</legend>
          <TextField
            label="Image address"
            name="imageUrl"
            type="url"
            inputMode="url"
            maxLength={2048}
            placeholder="https://"
            defaultValue={article?.imageUrl ?? ''}
            error={errors.imageUrl}
          />
          <TextField
            label="Image description"
            name="imageAlt"
            maxLength={300}
            defaultValue={article?.imageAlt ?? ''}
            hint="What the picture shows, for readers who cannot see it."
            error={errors.imageAlt}
          />
          <TextField
            label="Image credit"
            name="imageCredit"
            maxLength={200}
            defaultValue={article?.imageCredit ?? ''}
            error={errors.imageCredit}
          />
        </fieldset>

        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Saving...' : 'Save Article'}
          </button>
          <Link to={backToList} className="button-quiet">
            Cancel
          </Link>
        </div>
      </fetcher.Form>
    </section>
  );
}
