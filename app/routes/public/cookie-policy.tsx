import { metaFromLoader } from '~/features/seo/route-meta';
import type { Route } from './+types/cookie-policy';

export function loader() {
  return {
    page: {
      title: 'Cookies, privacy and terms',
      description:
        'How Kickoff TV uses browser storage and cookies, what we keep about you (nothing), and the terms of using the site.',
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
          Visitors get no cookies from us. We use your browser&rsquo;s local storage for two things
          you choose: your favourite teams and your light or dark theme. Clearing your
          browser&rsquo;s site data removes them.
        </p>
        <p>
          Staff who sign in to the admin area get one strictly necessary cookie that keeps them
          signed in. It is deleted when they log out.
        </p>
        <h2>Privacy</h2>
        <p>
          We do not run analytics or advertising trackers and we do not sell or share data. Our
          server keeps short technical logs (the page requested and when) to keep the site running
          and secure.
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
