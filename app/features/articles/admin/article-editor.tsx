import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useBeforeUnload, useBlocker, useFetcher } from 'react-router';
import { toast } from 'sonner';
import { toastFailure } from '~/ui/toasts';
import { listChannels } from '~/features/channels/catalogue';
import { Icon, icons } from '~/ui/icon';
import type { clientAction } from '~/routes/admin/article';
import { useFormReply } from '~/ui/use-form-reply';
import { useKeptDraft } from '~/ui/use-kept-draft';
import { articleKindLabels, maxSections, type Article } from '~/features/articles/article';
import { articlePath, buildEditorSlug } from '~/features/articles/article-text';
import {
  readBrowserDraft,
  readFormValues,
  sameFormValues,
  type BrowserDraft,
  type FormValues,
} from '~/lib/browser-draft';
import { formatUkTimestamp } from '~/lib/london-time';
import { articleDraftKey, articleFormValues, forgetArticleDraft } from './article-draft';
import { ArticleConflict } from './article-conflict';
import { FieldError } from '~/ui/form-field';
import { ListField, SelectField, TextField } from './form-fields';
import { useMarkdownPreview } from './markdown-preview';

const backToList = '/admin#blog-management';

/**
 * The article editor (docs/product.md, "Articles"). What is typed is kept in this browser as it is
 * typed, so an ended session, a closed tab or a failed save loses nothing: reopening the article
 * offers it back. A save carries the version it started from; if someone saved in between, the two
 * versions are compared and the editor keeps either.
 */
export function ArticleEditor({ article }: { article: Article | null }) {
  const id = article?.id ?? null;
  const [start, setStart] = useState(() => ({
    values: articleFormValues(article),
    version: article?.version ?? 0,
    key: 0,
  }));
  const [offer, setOffer] = useState<BrowserDraft | null>(null);

  // A draft kept in this browser is offered back, once, unless it says what is stored (a page
  // read again after signing in still holds the typed text: nothing to offer then).
  const stored = useRef(start.values);
  useEffect(() => {
    const kept = readBrowserDraft(articleDraftKey(id));
    if (!kept) return;
    if (sameFormValues(kept.values, stored.current)) forgetArticleDraft(id);
    else setOffer(kept);
  }, [id]);

  const startFrom = (values: FormValues, version: number) =>
    setStart((current) => ({ values, version, key: current.key + 1 }));

  return (
    <section aria-labelledby="article-editor" className="card">
      <Link to={backToList} className="text-link text-sm">
        ← Back to Articles
      </Link>
      <h2 id="article-editor" className="mt-2 text-lg font-bold">
        {article ? 'Edit article' : 'New article'}
      </h2>
      {offer && (
        <div
          role="status"
          className="mt-3 flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
        >
          <p className="min-w-0 flex-1 font-semibold">
            Unsaved changes from {formatUkTimestamp(offer.keptAt)} are kept in this browser.
          </p>
          <button
            type="button"
            className="button text-sm"
            onClick={() => {
              startFrom(offer.values, offer.version);
              setOffer(null);
            }}
          >
            Restore them
          </button>
          <button
            type="button"
            className="button-quiet text-sm"
            onClick={() => {
              forgetArticleDraft(id);
              setOffer(null);
            }}
          >
            Discard
          </button>
        </div>
      )}
      <ArticleForm
        key={start.key}
        article={article}
        initial={start.values}
        version={start.version}
        onKeepStored={(stored) => {
          forgetArticleDraft(id);
          startFrom(articleFormValues(stored), stored.version);
          toast.success('The saved version is back in the editor');
        }}
      />
    </section>
  );
}

function ArticleForm({
  article,
  initial,
  version: startVersion,
  onKeepStored,
}: {
  article: Article | null;
  initial: FormValues;
  version: number;
  onKeepStored: (stored: Article) => void;
}) {
  const id = article?.id ?? null;
  const fetcher = useFetcher<typeof clientAction>();
  const form = useRef<HTMLFormElement>(null);
  const first = (name: string) => initial[name]?.[0] ?? '';
  const [version, setVersion] = useState(startVersion);
  const [title, setTitle] = useState(first('title'));
  const [slug, setSlug] = useState(first('slug'));
  const [kind, setKind] = useState(first('kind') as Article['kind']);
  // Keys count from the first render, so server and browser give the boxes the same ids.
  const [sections, setSections] = useState(() =>
    (initial.sections?.length ? initial.sections : ['']).map((text, key) => ({ key, text })),
  );
  const nextKey = useRef(sections.length);
  const [tags, setTags] = useState(initial.tags ?? []);
  const [keywords, setKeywords] = useState(initial.keywords ?? []);
  const [channels, setChannels] = useState(initial.channels ?? []);
  const saving = fetcher.state !== 'idle';
  const reply = fetcher.data;
  const errors = reply && 'errors' in reply ? reply.errors : {};
  const conflict = reply && 'conflict' in reply ? reply.conflict : null;
  const [dirty, setDirty] = useState(false);
  // The sections as the article joins them: the preview shows the whole text.
  const preview = useMarkdownPreview(sections.map((s) => s.text).join('\n\n'), 'Preview');

  // What is typed is kept in this browser shortly after each change.
  const kept = useKeptDraft(articleDraftKey(id), version);
  const edited = () => {
    setDirty(true);
    kept.keep(() => form.current && readFormValues(form.current, ['version']));
  };
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      edited();
      set(value);
    };

  // Leaving with unsaved changes asks first. The save's own redirect, and coming back to this
  // same page after signing in again, are not held up.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving && currentLocation.pathname !== nextLocation.pathname,
  );
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

  useFormReply(fetcher, {
    failed: (reply) => {
      if ('errors' in reply) {
        const [message] = Object.values(reply.errors);
        toast.error('Error saving news article', {
          description: message ?? 'There was an error saving the article. Please try again.',
        });
        form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
      } else if ('conflict' in reply) {
        toast.error('Not saved: the article changed', {
          description: 'It was saved elsewhere after you opened it. Compare and keep one version.',
        });
      } else toastFailure(reply);
    },
  });

  const action = id ? `/admin/articles/${id}` : '/admin/articles/new';
  const address = articlePath({ kind, slug: buildEditorSlug(slug || title) || '…' });

  return (
    <>
      {conflict && form.current && (
        <ArticleConflict
          mine={readFormValues(form.current, ['version'])}
          stored={conflict}
          onKeepMine={() => {
            const values = new FormData(form.current ?? undefined);
            values.set('version', String(conflict.version));
            setVersion(conflict.version);
            void fetcher.submit(values, { method: 'post', action });
          }}
          onKeepStored={() => onKeepStored(conflict)}
        />
      )}
      <fetcher.Form
        ref={form}
        method="post"
        action={action}
        noValidate
        onChange={edited}
        className="mt-4 grid gap-5"
      >
        <input type="hidden" name="version" value={version} />
        {errors.form && (
          <p
            role="alert"
            tabIndex={-1}
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
            defaultValue={first('author')}
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
            defaultValue={first('status')}
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
            defaultValue={first('publishedAt')}
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
            defaultValue={first('readTime')}
            hint="Leave empty to estimate it at 200 words a minute."
            error={errors.readTime}
          />
          <TextField
            label="Excerpt"
            name="excerpt"
            rows={3}
            maxLength={500}
            defaultValue={first('excerpt')}
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
                  changed(setSections)((all) =>
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
          <div className="flex flex-wrap gap-2">
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
            {preview.toggle}
          </div>
          {preview.panel}
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
            suggestions={listChannels().map((channel) => channel.name)}
          />
        </div>

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 font-bold">Match preview (optional)</legend>
          <TextField
            label="Kick-off (UK time)"
            name="matchDate"
            type="datetime-local"
            defaultValue={first('matchDate')}
            hint="For a preview: the article links to the match on this date."
            error={errors.matchDate}
          />
          <TextField
            label="Venue"
            name="matchVenue"
            maxLength={200}
            defaultValue={first('matchVenue')}
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
            defaultValue={first('imageUrl')}
            error={errors.imageUrl}
          />
          <TextField
            label="Image description"
            name="imageAlt"
            maxLength={300}
            defaultValue={first('imageAlt')}
            hint="What the picture shows, for readers who cannot see it."
            error={errors.imageAlt}
          />
          <TextField
            label="Image credit"
            name="imageCredit"
            maxLength={200}
            defaultValue={first('imageCredit')}
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
    </>
  );
}
