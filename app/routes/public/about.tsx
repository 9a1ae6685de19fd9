import { metaFromLoader } from '~/features/seo/route-meta';
import type { Route } from './+types/about';

export function loader() {
  return {
    page: {
      title: 'About Kickoff TV',
      description:
        'Kickoff TV is a fast, free guide to football on UK television: which channel shows the match, and when, with no clutter.',
      path: '/about',
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => metaFromLoader(data?.page, matches);

export default function About() {
  return (
    <main id="main" className="page">
      <h1 className="page-title">About Kickoff TV</h1>
      <div className="prose-text max-w-3xl">
        <p>
          Kickoff TV answers one question quickly: which channel is the match on, and when? We list
          televised football for UK viewers with kick-off times in UK time, every channel showing
          each game, and whether it is free-to-air or needs a subscription.
        </p>
        <p>
          Our editors gather listings from broadcasters and competitions every day and check them
          before they go live. Channels change, so confirm with the broadcaster close to kick-off,
          especially for matches marked &ldquo;to be confirmed&rdquo;.
        </p>
        <h2>Free, fast and private</h2>
        <p>
          The site has no adverts, no trackers and no sign-up. Your favourite teams and your light
          or dark theme are kept in your own browser, never on our servers.
        </p>
      </div>
    </main>
  );
}
