import { useId, useState } from 'react';
import { Icon, icons } from '~/ui/icon';
import { maxListEntries, maxListEntryLength } from '../article';
import { normaliseList } from '../article-text';

/**
 * Tags, keywords or channels (SPEC 4): typed entries are added with Add or Enter and removed with
 * their x; blank and repeated entries are ignored. Each entry is sent as a `name` form value, and
 * so is text typed but not yet added, so a Save never loses it.
 */
export function ListField({
  name,
  label,
  values,
  onChange,
  error,
  suggestions,
}: {
  name: string;
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  error?: string;
  /** Offered while typing (a datalist). */
  suggestions?: readonly string[];
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = values.length >= maxListEntries;

  function add() {
    if (full) return;
    onChange(normaliseList([...values, draft]));
    setDraft('');
  }

  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="field"
          value={draft}
          maxLength={maxListEntryLength}
          list={suggestions ? `${id}-suggestions` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <button
          type="button"
          className="button-quiet shrink-0"
          onClick={add}
          disabled={full}
          aria-label={`Add to ${label}`}
        >
          Add
        </button>
        <input type="hidden" name={name} value={draft} />
      </div>
      {suggestions && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      {values.length > 0 && (
        <ul aria-label={`${label} added`} className="mt-1 flex flex-wrap gap-1.5">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3 text-sm dark:border-slate-700 dark:bg-slate-800"
            >
              {value}
              <button
                type="button"
                className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-slate-200 dark:hover:bg-slate-700"
                aria-label={`Remove ${value}`}
                onClick={() => onChange(values.filter((v) => v !== value))}
              >
                <Icon path={icons.close} size={14} />
              </button>
              <input type="hidden" name={name} value={value} />
            </li>
          ))}
        </ul>
      )}
      {full && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {maxListEntries} is the most this list can hold.
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A message under a field the user can fix; referenced by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-semibold text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

type TextFieldProps = {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name'> &
  Pick<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'>;

/** A labelled input or textarea with its hint and its error, wired for assistive technology. */
export function TextField({ label, name, error, hint, rows, className, ...rest }: TextFieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const shared = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div className={`grid content-start gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {rows ? (
        <textarea
          {...shared}
          rows={rows}
          className="field"
          {...(rest as React.TextareaHTMLAttributes<HTMLTextAreaElement>)}
        />
      ) : (
        <input {...shared} className="field" {...rest} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
