import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '~/lib/when-idle';
import { readCampaign, rememberCampaign, type Campaign } from './campaign';
import { hasAnalytics, useAnalyticsAvailable } from './analytics-available';
import { readConsent, useAnalyticsConsent } from './analytics-consent';

/**
 * The page-view event: sent on every route change to the analytics function the site's operator
 * installs as `window.kickoffAnalytics` (README "Analytics"), and only after the visitor accepted
 * analytics in the banner (decision 0018).
 */
export interface PageViewEvent {
  type: 'page_view';
  /** The path with its query: `/schedule?search=arsenal`. */
  path: string;
  /** The page's title as the browser shows it. */
  title: string;
  /** The campaign tags the visit landed with, or null. */
  campaign: Campaign | null;
}

// Staff pages are nobody's business but the staff's.
const privatePath = /^\/(?:admin|login|logout|join|reset-password)(?:\/|$)/i;

/**
 * Whether a page's visits may be counted: public pages only.
 * @example isCountedPath('/admin/blog') // false
 */
export function isCountedPath(pathname: string): boolean {
  return !privatePath.test(pathname);
}

/**
 * Sends a page view per route change (path and query, title) once the visitor has accepted;
 * when the browser is first idle it keeps the landing address's campaign tags for the visit
 * (unless analytics is absent or was rejected: then nothing is kept).
 */
export function usePageViews(): void {
  const location = useLocation();
  const available = useAnalyticsAvailable();
  const { choice } = useAnalyticsConsent();
  const [started, setStarted] = useState(false);

  useEffect(() => {
    // Read now: by the time the browser is idle the visitor may have moved on.
    const landing = window.location.search;
    return whenIdle(() => {
      if (hasAnalytics() && readConsent() !== 'denied') rememberCampaign(landing);
      setStarted(true);
    });
  }, []);

  const path = `${location.pathname}${location.search}`;
  const counted = isCountedPath(location.pathname);
  useEffect(() => {
    if (!started || !available || choice !== 'granted' || !counted) return;
    const event: PageViewEvent = {
      type: 'page_view',
      path,
      title: document.title,
      campaign: readCampaign(),
    };
    try {
      window.kickoffAnalytics?.(event);
    } catch (error) {
      // An analytics script's bug must never break the page.
      console.warn('The analytics function failed', error);
    }
  }, [started, available, choice, counted, path]);
}
