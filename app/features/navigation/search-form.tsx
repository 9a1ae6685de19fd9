import { useId, useState } from 'react';
import { PrefetchPageLinks, useNavigate } from 'react-router';
import { useDebouncedValue } from '~/ui/use-debounced-value';
import { searchPath } from './site-links';

/**
 * Search for teams and competitions. A plain GET form to /schedule, so it works without JavaScript;
 * with it, blank terms are ignored and, 300 ms after typing stops, the results page is prefetched
 * so the search feels instant.
 */
export function SearchForm({
  placeholder,
  onDone,
  autoFocus,
}: {
  placeholder: string;
  onDone?: () => void;
  /** Focus the box when it appears (the header's bar opens for typing). */
  autoFocus?: boolean;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const settledPath = searchPath(useDebouncedValue(text, 300));

  return (
    <form
      role="search"
      action="/schedule"
      method="get"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const path = searchPath(text);
        if (!path) return;
        navigate(path);
        setText('');
        onDone?.();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <input
        id={id}
        name="search"
        type="search"
        className="field"
        placeholder={placeholder}
        value={text}
        maxLength={100}
        autoComplete="off"
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button">
        Search
      </button>
      {settledPath && <PrefetchPageLinks page={settledPath} />}
    </form>
  );
}
