import { Link, useLocation } from 'react-router';
import { useAnalyticsConsent } from './analytics-consent';
import { useAnalyticsAvailable } from './analytics-available';
import { isCountedPath } from './page-views';

/**
 * Asks whether visits may be counted, while an analytics function is installed and the visitor
 * has not answered (decision 0018). It sits above the phone's bottom bar and leaves the page
 * usable; it comes early in the tab order, so a keyboard reaches it at once.
 */
export function ConsentBanner() {
  const available = useAnalyticsAvailable();
  const { choice, choose } = useAnalyticsConsent();
  const { pathname } = useLocation();
  if (!available || choice !== null || !isCountedPath(pathname)) return null;
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-2 bottom-[calc(4rem+0.5rem)] z-30 mx-auto max-w-2xl rounded-xl border border-slate-300 bg-white p-4 text-slate-900 shadow-lg md:bottom-4 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="consent-title" className="font-bold">
        May we count your visit?
      </h2>
      <p className="mt-1 text-sm">
        With your consent we send our analytics the pages you open (address and title) and the
        campaign you arrived from. No advertising, and nothing is sent if you reject.{' '}
        <Link className="text-link" to="/cookie-policy">
          Cookie policy
        </Link>
      </p>
      <ConsentButtons onChoose={choose} />
    </section>
  );
}

/**
 * The cookie policy's own Accept and Reject, so an answer can be changed as easily as given;
 * says so when no analytics is installed.
 */
export function AnalyticsChoice() {
  const available = useAnalyticsAvailable();
  const { choice, choose } = useAnalyticsConsent();
  if (!available) {
    return (
      <p className="card text-sm">
        This site counts no visits at the moment, so there is nothing to accept or reject.
      </p>
    );
  }
  return (
    <div className="card">
      <p className="text-sm" role="status">
        {choice === 'granted'
          ? 'You accepted analytics.'
          : choice === 'denied'
            ? 'You rejected analytics.'
            : 'You have not answered yet: nothing is sent until you accept.'}
      </p>
      <ConsentButtons onChoose={choose} />
    </div>
  );
}

function ConsentButtons({ onChoose }: { onChoose: (choice: 'granted' | 'denied') => void }) {
  // Rejecting is as easy as accepting: two buttons of one size, side by side.
  return (
    <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
      <button type="button" className="button-quiet min-h-11" onClick={() => onChoose('denied')}>
        Reject
      </button>
      <button type="button" className="button min-h-11" onClick={() => onChoose('granted')}>
        Accept
      </button>
    </div>
  );
}
