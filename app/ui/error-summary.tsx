import type { Ref } from 'react';

/**
 * What stopped a form, above it: a heading and each message, a link to its field when it has one.
 * The form moves focus to it (`ref`) when a reply brings it, so a screen reader reads it and a
 * keyboard user starts from it; each link leads to the field to fix.
 * @example <ErrorSummary ref={summary} title="Not saved" errors={[{ message: 'Enter a name', fieldId: 'channel-name' }]} />
 */
export function ErrorSummary({
  title,
  errors,
  ref,
}: {
  title: string;
  errors: readonly { message: string; fieldId?: string }[];
  ref?: Ref<HTMLDivElement>;
}) {
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 dark:border-red-400 dark:bg-red-950 dark:text-red-200"
    >
      <p className="font-bold">{title}</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {errors.map((error) => (
          <li key={error.message}>
            {error.fieldId ? (
              <a className="underline" href={`#${error.fieldId}`}>
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
