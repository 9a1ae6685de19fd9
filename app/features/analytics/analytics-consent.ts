import { useCallback, useSyncExternalStore } from 'react';
import { forgetCampaign } from './campaign';

/**
 * The visitor's answer to the analytics question, kept in local storage (their own choice:
 * "Clear cache and reload" keeps it, decision 0015). No answer means no analytics.
 */
export const analyticsConsentStorageKey = 'kickoff:analytics-consent';
const changeEvent = 'kickoff:analytics-consent-changed';

export type ConsentChoice = 'granted' | 'denied';

/**
 * A stored answer, read defensively: anything but the two answers is no answer.
 * @example parseConsent('granted') // 'granted'
 * @example parseConsent('yes') // null
 */
export function parseConsent(raw: string | null): ConsentChoice | null {
  return raw === 'granted' || raw === 'denied' ? raw : null;
}

/** The stored answer, or null (none, or storage blocked). Browser only. */
export function readConsent(): ConsentChoice | null {
  try {
    return parseConsent(window.localStorage.getItem(analyticsConsentStorageKey));
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/**
 * The visitor's answer and a way to give it. The server renders with no answer, so pages
 * hydrate cleanly; a rejection also forgets the visit's campaign tags.
 */
export function useAnalyticsConsent() {
  const choice = useSyncExternalStore(subscribe, readConsent, () => null);
  const choose = useCallback((next: ConsentChoice) => {
    try {
      window.localStorage.setItem(analyticsConsentStorageKey, next);
    } catch {
      // Blocked storage remembers nothing; with no answer kept, nothing is sent.
    }
    if (next === 'denied') forgetCampaign();
    window.dispatchEvent(new Event(changeEvent));
  }, []);
  return { choice, choose };
}
