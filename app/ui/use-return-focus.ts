import { useEffect, useMemo, useRef, type RefObject } from 'react';

/** How many frames focus is tried for before giving up (about half a second). */
const retryFrames = 30;

/**
 * Focus for dialogs and actions that remove what was focused: `remember` notes the focused
 * element (call it as a dialog opens), `restore` gives focus back to it once the dialog has
 * closed, or to `fallback` when it has left the page or is about to (`restore(true)` after a
 * deletion: its row may still be on the page for a moment). Call `restore` together with the
 * state change that closes the dialog.
 * @example const focus = useReturnFocus(heading); focus.remember(); ...; focus.restore();
 */
export function useReturnFocus(fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const pending = useRef<'opener' | 'fallback' | null>(null);

  const attempt = useRef(() => {
    if (!pending.current) return;
    const back = pending.current === 'opener' && opener.current?.isConnected;
    const target = back ? opener.current : fallback.current;
    target?.focus();
    if (!target || document.activeElement === target) pending.current = null;
  });

  // While a modal dialog is still open the rest of the page is inert and refuses focus, so
  // focus moves after the commit that removed the dialog, or on a later frame when the dialog
  // had already gone and nothing re-renders (the browser may take a frame or two to let the
  // page out of its inert state).
  useEffect(() => attempt.current());

  return useMemo(
    () => ({
      remember() {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement ? active : null;
      },
      restore(removed = false) {
        pending.current = removed ? 'fallback' : 'opener';
        let frames = 0;
        const retry = () => {
          attempt.current();
          if (pending.current && ++frames < retryFrames) requestAnimationFrame(retry);
        };
        requestAnimationFrame(retry);
      },
    }),
    [],
  );
}
