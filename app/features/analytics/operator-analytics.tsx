import { ConsentBanner } from './consent-banner';
import { usePageViews } from './page-views';

/**
 * What runs only where the operator installed analytics (window.kickoffAnalytics, usually from
 * ANALYTICS_SCRIPT): the banner that asks for consent, and page views once it is given. The root
 * loads it after hydration, and only then, so other sites' visitors download none of it.
 */
export default function OperatorAnalytics() {
  usePageViews();
  return <ConsentBanner />;
}
