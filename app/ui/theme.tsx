import { useEffect, useState } from 'react';

/** Where the visitor's theme choice is kept (a visitor's own choice: cache clearing keeps it). */
export const themeStorageKey = 'theme';
const storageKey = themeStorageKey;

/**
 * Runs in <head> before the page paints: dark when the visitor chose it, or chose nothing and
 * the system is dark. A constant, so it can carry the CSP nonce like any other script.
 */
export const themeInitScript = `(function(){try{var t=localStorage.getItem('${storageKey}');var d=t?t==='dark':matchMedia('(prefers-color-scheme: dark)').matches;document.documentElement.classList.toggle('dark',d)}catch(e){}})()`;

/** Switches between light and dark and remembers the choice in this browser. */
export function ThemeToggle() {
  const [dark, setDark] = useState<boolean | null>(null);
  useEffect(() => setDark(document.documentElement.classList.contains('dark')), []);

  function toggle() {
    const next = !document.documentElement.classList.contains('dark');
    document.documentElement.classList.toggle('dark', next);
    try {
      localStorage.setItem(storageKey, next ? 'dark' : 'light');
    } catch {
      // private browsing can refuse storage: the switch still works for this page
    }
    setDark(next);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      className="icon-button"
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      aria-pressed={dark ?? undefined}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {dark ? (
          <path
            fill="currentColor"
            d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5 1.5 3h-3L12 2Zm0 20-1.5-3h3L12 22ZM2 12l3-1.5v3L2 12Zm20 0-3 1.5v-3l3 1.5ZM4.9 4.9l3.2 1.1-2.1 2.1-1.1-3.2Zm14.2 14.2-3.2-1.1 2.1-2.1 1.1 3.2Zm0-14.2-1.1 3.2-2.1-2.1 3.2-1.1ZM4.9 19.1 6 15.9l2.1 2.1-3.2 1.1Z"
          />
        ) : (
          <path fill="currentColor" d="M20.7 14.6A8.5 8.5 0 0 1 9.4 3.3a8.5 8.5 0 1 0 11.3 11.3Z" />
        )}
      </svg>
    </button>
  );
}
