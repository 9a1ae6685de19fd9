import { AnalyticsChoice } from '~/features/analytics/consent-banner';
import { metaFromLoader } from '~/features/seo/route-meta';
import type { Route } from './+types/cookie-policy';

export function loader() {
  return {
    page: {
      title: 'Cookies, privacy and terms',
      description:
        'How Kickoff TV uses browser storage and cookies, when visits are counted (only if you accept), and the terms of using the site.',
      path: '/cookie-policy',
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function CookiePolicy() {
  return (
    <main id="main" className="page">
      <h1 className="page-title">Cookies, privacy and terms</h1>
      <div className="prose-text max-w-3xl">
        <h2>Cookies and browser storage</h2>
        <p>
          Visitors get no cookies from us. We use your browser&rsquo;s local storage only for things
          you choose, so the site remembers them on your next visit:
        </p>
        <ul>
          <li>
            your light or dark theme (<code>theme</code>);
          </li>
          <li>
            your favourite teams (<code>kickoff:favourite-teams</code>);
          </li>
          <li>
            the TV services you have (<code>kickoff:my-services</code>);
          </li>
          <li>
            what you asked to be alerted about (<code>kickoff:match-alerts</code>);
          </li>
          <li>
            your answer to the analytics question, accept or reject (
            <code>kickoff:analytics-consent</code>).
          </li>
        </ul>
        <p>
          While a tab is open, its session storage may also keep the campaign tags of the link you
          arrived by (<code>utm_source</code>, <code>utm_medium</code>, <code>utm_campaign</code>,{' '}
          <code>utm_term</code>, <code>utm_content</code>, under <code>kickoff:campaign</code>), so
          your page views can say which newsletter or advert brought you. They never leave your
          browser unless you accept analytics, are deleted if you reject, and go when you close the
          tab. Clearing your browser&rsquo;s site data removes all of this.
        </p>
        <p>
          Staff who sign in to the admin area get one strictly necessary cookie that keeps them
          signed in. It is deleted when they log out.
        </p>
        <h2>Analytics: only if you accept</h2>
        <p>
          When the site&rsquo;s operator has set up analytics, a banner asks whether we may count
          your visit. Only if you accept, each page you open sends our analytics its address, its
          title and the campaign tags above, so we learn which pages and links are useful. If you
          reject, or do not answer, nothing is sent. You can change your answer here at any time.
        </p>
        <AnalyticsChoice />
        <h2>Privacy</h2>
        <p>
          We run no advertising trackers and we do not sell or share data. Our server keeps short
          technical logs (the page requested and when) to keep the site running and secure.
        </p>
        <h2>Terms</h2>
        <p>
          Listings are for information and can change at short notice; check with the broadcaster
          before kick-off. Links to broadcasters open their own sites, whose terms apply there.
        </p>
      </div>
    </main>
  );
}
