import { useEffect, useRef } from 'react';
import type { Article } from '~/features/articles/article';
import type { FormValues } from '~/lib/browser-draft';
import { formatUkTimestamp } from '~/lib/london-time';
import { articleFormValues } from './article-draft';

/** The fields a conflict compares, by the name the form posts them under. */
const comparedFields = [
  ['title', 'Title'],
  ['slug', 'Address (slug)'],
  ['author', 'Author'],
  ['kind', 'Kind'],
  ['status', 'Status'],
  ['publishedAt', 'Publish date'],
  ['excerpt', 'Excerpt'],
  ['sections', 'Content'],
  ['tags', 'Tags'],
  ['keywords', 'Keywords'],
  ['channels', 'TV channels'],
  ['matchDate', 'Kick-off'],
  ['matchVenue', 'Venue'],
  ['imageUrl', 'Image address'],
  ['imageAlt', 'Image description'],
  ['imageCredit', 'Image credit'],
] as const;

const shown = (values: FormValues, name: string) =>
  (values[name] ?? []).filter((value) => value !== '').join(name === 'sections' ? '\n\n' : ', ');

/**
 * A save refused because the article was saved elsewhere after this editor opened it: the
 * fields that differ, side by side, and a choice of which version to keep. Nothing is lost
 * until the editor chooses.
 */
export function ArticleConflict({
  mine,
  stored,
  onKeepMine,
  onKeepStored,
}: {
  mine: FormValues;
  stored: Article;
  onKeepMine: () => void;
  onKeepStored: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [stored.version]);
  const theirs = articleFormValues(stored);
  const differences = comparedFields.filter(([name]) => shown(mine, name) !== shown(theirs, name));

  return (
    <section
      aria-labelledby="article-conflict"
      className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950"
    >
      <h3 id="article-conflict" ref={heading} tabIndex={-1} className="font-bold">
        Not saved: this article was changed elsewhere
      </h3>
      <p className="mt-1 text-sm">
        Someone saved it (in another tab or on another computer) after you opened it, on{' '}
        {formatUkTimestamp(stored.updatedAt)}. Compare the two versions, then keep one. Your version
        is still in the form below.
      </p>
      {differences.length === 0 ? (
        <p className="mt-2 text-sm font-semibold">The two versions say the same.</p>
      ) : (
        <dl className="mt-3 grid gap-3 text-sm">
          {differences.map(([name, label]) => (
            <div key={name} className="grid gap-1">
              <dt className="font-semibold">{label}</dt>
              <dd className="grid gap-2 md:grid-cols-2">
                <Version label="Your version" text={shown(mine, name)} />
                <Version label="Saved version" text={shown(theirs, name)} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="button" onClick={onKeepMine}>
          Keep my version
        </button>
        <button type="button" className="button-quiet" onClick={onKeepStored}>
          Keep the saved version
        </button>
      </div>
    </section>
  );
}

function Version({ label, text }: { label: string; text: string }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold uppercase">{label}</p>
      <pre className="mt-1 max-h-48 overflow-auto rounded bg-white p-2 whitespace-pre-wrap [overflow-wrap:anywhere] dark:bg-slate-900">
        {text || '(empty)'}
      </pre>
    </div>
  );
}
