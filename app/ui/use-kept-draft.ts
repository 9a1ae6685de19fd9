import { useEffect, useMemo, useRef } from 'react';
import { forgetBrowserDraft, keepBrowserDraft, type FormValues } from '~/lib/browser-draft';

/** How long typing pauses before a form's work is kept. */
const keepAfterMs = 400;

/**
 * Keeps a form's unsaved work in this browser under `key`: `keep` shortly after typing stops
 * (reading the values then; null or empty forgets them), `keepNow` at once, `forget` for good.
 * @example const kept = useKeptDraft('paste-draft'); kept.keep(() => ({ text: [text] }));
 */
export function useKeptDraft(key: string, version = 0) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const keepNow = (values: FormValues | null) => {
      clearTimeout(timer.current);
      const said = values && Object.values(values).some((list) => list.some(Boolean));
      if (values && said) keepBrowserDraft(key, version, values);
      else forgetBrowserDraft(key);
    };
    return {
      keepNow,
      keep: (read: () => FormValues | null) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => keepNow(read()), keepAfterMs);
      },
      forget: () => keepNow(null),
    };
  }, [key, version]);
}
