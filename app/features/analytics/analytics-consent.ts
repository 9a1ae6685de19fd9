import { useCallback } from 'react';
import { createStoredChoice } from '~/lib/stored-choice';
import { forgetCampaign } from './campaign';

/**
 * The visitor's answer to the analytics question, kept in local storage (their own choice:
 * "Clear cache and reload" keeps it, decision 0015). No answer means no analytics.
 */
export const analyticsConsentStorageKey = 'kickoff:analytics-consent';

export type ConsentChoice = 'granted' | 'denied';

/**
 * A stored answer, read defensively: anything but the two answers is no answer.
 * @example parseConsent('granted') // 'granted'
 * @example parseConsent('yes') // null
 */
export function parseConsent(raw: string | null): ConsentChoice | null {
  return raw === 'granted' || raw === 'denied' ? raw : null;
}

const stored = createStoredChoice(analyticsConsentStorageKey, parseConsent, null);

/** The stored answer, or null (none, or storage blocked). Browser only. */
export const readConsent = stored.read;

/**
 * The visitor's answer and a way to give it. The server renders with no answer, so pages
 * hydrate cleanly; a rejection also forgets the visit's campaign tags.
 */
export function useAnalyticsConsent() {
  const choice = stored.useValue();
  const choose = useCallback((next: ConsentChoice) => {
    // Blocked storage remembers nothing; with no answer kept, nothing is sent.
    stored.write(next);
    if (next === 'denied') forgetCampaign();
  }, []);
  return { choice, choose };
}
