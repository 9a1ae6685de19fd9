import { useCallback, useMemo } from 'react';
import { createStoredChoice } from '~/lib/stored-choice';
import catalogueData from './services.json' with { type: 'json' };

/** Where the visitor's services are kept (their own choice: cache clearing keeps it). */
export const myServicesStorageKey = 'kickoff:my-services';
const none: readonly string[] = [];
// The service ids in catalogue order, read from the data alone: every list page has this hook,
// and the full catalogue (with the channels each service carries) loads only for the marks.
const serviceIds: readonly string[] = catalogueData.services.map((s) => s.id);

/**
 * Reads the stored ticks defensively: only ids of services we still offer count, each once, in
 * catalogue order; anything else (old ids, broken JSON, not a list) is ignored.
 * @example parseServiceIds('["sky-sports","free-tv","gone"]') // ['free-tv', 'sky-sports']
 */
export function parseServiceIds(raw: string | null): readonly string[] {
  if (!raw) return none;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return none;
    const ticked = new Set(value.filter((id): id is string => typeof id === 'string'));
    const ids = serviceIds.filter((id) => ticked.has(id));
    return ids.length > 0 ? ids : none;
  } catch {
    return none;
  }
}

const stored = createStoredChoice(myServicesStorageKey, parseServiceIds, none);

/**
 * The services a visitor has ticked, kept in this browser only. The server renders with none,
 * so pages hydrate cleanly and the "You can watch" marks appear once the browser has read them.
 */
export function useMyServices() {
  const ids = stored.useValue();
  const ticked = useMemo(() => new Set(ids), [ids]);
  const toggle = useCallback((id: string) => {
    if (!serviceIds.includes(id)) return;
    const current = stored.read();
    stored.write(
      JSON.stringify(current.includes(id) ? current.filter((s) => s !== id) : [...current, id]),
    );
  }, []);
  return { ticked, toggle };
}
