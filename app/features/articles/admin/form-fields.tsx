import { useId, useState } from 'react';
import { FieldFrame } from '~/ui/form-field';
import { Icon, icons } from '~/ui/icon';
import { maxListEntries, maxListEntryLength } from '~/features/articles/article';
import { normaliseList } from '~/features/articles/article-text';

/**
 * Tags, keywords or channels: typed entries are added with Add or Enter and removed with their x;
 * blank and repeated entries are ignored. Each entry is sent as a `name` form value, and so is text
 * typed but not yet added, so a Save never loses it.
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
  const suggestionsId = useId();
  const [draft, setDraft] = useState('');
  const full = values.length >= maxListEntries;

  function add() {
    if (full) return;
    onChange(normaliseList([...values, draft]));
    setDraft('');
  }

  return (
    <FieldFrame
      label={label}
      error={error}
      hint={full ? `${maxListEntries} is the most this list can hold.` : undefined}
    >
      {(control) => (
        <>
          <div className="flex gap-2">
            <input
              {...control}
              className="field"
              value={draft}
              maxLength={maxListEntryLength}
              list={suggestions ? suggestionsId : undefined}
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
            <datalist id={suggestionsId}>
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
        </>
      )}
    </FieldFrame>
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

/** A labelled input, or a textarea when `rows` is given, with its hint and its error. */
export function TextField({ label, name, error, hint, rows, className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            name={name}
            rows={rows}
            className="field"
            {...(rest as React.TextareaHTMLAttributes<HTMLTextAreaElement>)}
          />
        ) : (
          <input {...control} name={name} className="field" {...rest} />
        )
      }
    </FieldFrame>
  );
}

/** A labelled choice among `options` ([value, text] pairs), with its error. */
export function SelectField({
  label,
  name,
  options,
  error,
  ...rest
}: {
  label: string;
  name: string;
  options: readonly (readonly [string, string])[];
  error?: string;
} & Pick<React.SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange'>) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <select {...control} name={name} className="field" {...rest}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
