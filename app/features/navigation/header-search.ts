import { useSyncExternalStore } from 'react';

// Whether the header's search bar is open: the header's toggle and the bottom bar's Search both
// open the same bar, so the visitor always types into one box at the top of the screen.
let open = false;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function setHeaderSearchOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

/** Whether the header search is open; closed in the server's HTML. */
export function useHeaderSearchOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
