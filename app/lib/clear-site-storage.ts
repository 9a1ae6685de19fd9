/**
 * "Clear cache and reload": empties what this site keeps in the browser — the Cache API, IndexedDB,
 * session storage and local storage — except the visitor's own choices named in `keep` (theme,
 * favourite teams, my services), which a visitor would not expect a repair to forget (decision
 * 0015). The caller reloads afterwards. Browser only.
 * @example await clearSiteStorage(['theme']); window.location.reload();
 */
export async function clearSiteStorage(keep: readonly string[]): Promise<void> {
  const kept = keep.map((key) => [key, window.localStorage.getItem(key)] as const);
  window.localStorage.clear();
  for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
  window.sessionStorage.clear();
  if ('caches' in window) {
    for (const name of await window.caches.keys()) await window.caches.delete(name);
  }
  if ('indexedDB' in window && typeof window.indexedDB.databases === 'function') {
    for (const database of await window.indexedDB.databases()) {
      if (database.name) window.indexedDB.deleteDatabase(database.name);
    }
  }
}
