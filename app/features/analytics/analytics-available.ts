import { useSyncExternalStore } from 'react';
import type { PageViewEvent } from './page-views';

declare global {
  interface Window {
    /** Installed by the operator's analytics script (ANALYTICS_SCRIPT); absent by default. */
    kickoffAnalytics?: (event: PageViewEvent) => void;
  }
}

export const hasAnalytics = () => typeof window.kickoffAnalytics === 'function';
const noChange = () => () => undefined;

/** Whether an analytics function is installed; false on the server and before hydration. */
export function useAnalyticsAvailable(): boolean {
  return useSyncExternalStore(noChange, hasAnalytics, () => false);
}
