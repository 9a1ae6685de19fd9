import { useSyncExternalStore } from 'react';

/**
 * A visitor's own choice kept in this browser's local storage under `key` (favourite teams,
 * services, consent…). `parse` reads the stored text defensively and never throws: anything it
 * does not accept reads as `empty`. A value is parsed once per stored text, so every reader
 * gets the same object until it changes; a write reaches every component and every tab at once.
 * The server renders with `empty`, so pages hydrate cleanly and the choice appears once the
 * browser has read it. Blocked storage reads as `empty` and remembers nothing.
 * @example const teams = createStoredChoice('kickoff:favourite-teams', parseTeams, []);
 * teams.useValue(); teams.write(JSON.stringify(['Arsenal']));
 */
export function createStoredChoice<T>(key: string, parse: (raw: string | null) => T, empty: T) {
  const changeEvent = `${key}:changed`;
  let cachedRaw: string | null = null;
  let cached = empty;

  function read(): T {
    let raw: string | null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return empty;
    }
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  }

  function subscribe(onChange: () => void): () => void {
    window.addEventListener('storage', onChange);
    window.addEventListener(changeEvent, onChange);
    return () => {
      window.removeEventListener('storage', onChange);
      window.removeEventListener(changeEvent, onChange);
    };
  }

  /** Stores the choice as text; false when the browser refused (storage blocked or full). */
  function write(text: string): boolean {
    try {
      window.localStorage.setItem(key, text);
    } catch {
      return false;
    }
    window.dispatchEvent(new Event(changeEvent));
    return true;
  }

  return {
    read,
    write,
    useValue: (): T => useSyncExternalStore(subscribe, read, () => empty),
  };
}
