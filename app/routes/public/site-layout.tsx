import { Outlet, isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import { BottomBar } from '~/features/navigation/bottom-bar';
import { MobileStrip } from '~/features/navigation/mobile-strip';
import { SiteFooter } from '~/features/navigation/site-footer';
import { SiteHeader } from '~/features/navigation/site-header';
import { footerTeams } from '~/features/teams/team-catalogue';
import { ukYear } from '~/lib/london-time';
import { cachedAs, publicPage } from '~/lib/page-caching';
import { ErrorPage } from '~/ui/error-page';
import type { loader as rootLoader } from '../../root';
import type { Route } from './+types/site-layout';

/** Every public page (and its "not found" page) is the same for every visitor: kept a minute. */
export const headers = cachedAs(publicPage);

/** Pages that failed still need a title; they stay out of search results. Pages set their own. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? 'Page not found' : 'Something went wrong'} | Kickoff TV` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

/** The footer's popular teams as the names it prints: the page needs no team catalogue. */
export function loader() {
  return { footerTeams: footerTeams.map((team) => team.name) };
}

// The loader's answer is fixed while the process runs.
export const shouldRevalidate = () => false;

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Errors in a public page keep the site around them (a 404 still has the menus). */
export function ErrorBoundary() {
  return (
    <Shell>
      <ErrorPage />
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const layout = useRouteLoaderData<typeof loader>('routes/public/site-layout');
  return (
    <>
      <SiteHeader />
      <MobileStrip />
      {children}
      <SiteFooter year={root?.year ?? ukYear()} teams={layout?.footerTeams ?? []} />
      <BottomBar />
    </>
  );
}
