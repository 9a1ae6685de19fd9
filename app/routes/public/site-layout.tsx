import { Outlet, isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import { BottomBar } from '~/features/navigation/bottom-bar';
import { MobileStrip } from '~/features/navigation/mobile-strip';
import { SiteFooter } from '~/features/navigation/site-footer';
import { SiteHeader } from '~/features/navigation/site-header';
import { ErrorPage } from '~/ui/error-page';
import type { loader as rootLoader } from '../../root';
import type { Route } from './+types/site-layout';

/** Pages that failed still need a title; they stay out of search results. Pages set their own. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? 'Page not found' : 'Something went wrong'} | Kickoff TV` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

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
  return (
    <>
      <SiteHeader />
      <MobileStrip />
      {children}
      <SiteFooter year={root?.year ?? new Date().getFullYear()} />
      <BottomBar />
    </>
  );
}
