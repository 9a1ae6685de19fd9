import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { clientAction } from '~/routes/admin/article-preview';
import { useDebouncedValue } from '~/ui/use-debounced-value';

/**
 * A Markdown text as readers will see it, with the backlink helper's competition and team links
 * inserted: the toggle button, and the panel it opens. The server renders it with the article
 * pipeline (sanitised, in a worker with a time and size limit), a moment after typing stops; a
 * refused text says why and the text is untouched.
 * @example const preview = useMarkdownPreview(content, 'Preview'); <>{preview.toggle}{preview.panel}</>
 */
export function useMarkdownPreview(content: string, title: string) {
  const previewer = useFetcher<typeof clientAction>();
  const [shown, setShown] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const previewed = useDebouncedValue(content, 400);
  const { submit } = previewer;
  // A preview changes nothing, so the page's data is not read again: a newer version saved
  // elsewhere would otherwise replace what is being typed.
  useEffect(() => {
    if (shown && previewed.trim())
      void submit(
        { content: previewed },
        { method: 'post', action: '/admin/articles/preview', defaultShouldRevalidate: false },
      );
  }, [shown, previewed, submit]);

  const reply = previewer.data;
  const toggle = (
    <button
      type="button"
      className="button-quiet aria-pressed:border-brand aria-pressed:bg-emerald-50 aria-pressed:text-brand dark:aria-pressed:bg-emerald-950 dark:aria-pressed:text-emerald-300"
      aria-pressed={shown}
      aria-controls={shown ? panelId : undefined}
      onClick={() => setShown((was) => !was)}
    >
      {title}
    </button>
  );
  const panel = shown && (
    <section
      id={panelId}
      aria-labelledby={headingId}
      aria-live="polite"
      className="mt-4 min-w-0 overflow-x-auto rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 id={headingId} className="font-bold">
        {title}
      </h3>
      {!content.trim() ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Write some content to see it with its links.
        </p>
      ) : reply?.ok === false ? (
        <p className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">{reply.message}</p>
      ) : reply?.ok ? (
        // Sanitised by the article pipeline (docs/security.md R24).
        <div className="prose-text" dangerouslySetInnerHTML={{ __html: reply.html }} />
      ) : (
        <p className="mt-2 text-sm">Loading preview…</p>
      )}
    </section>
  );
  return { toggle, panel };
}
