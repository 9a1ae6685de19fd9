import { Outlet, useRouteLoaderData } from 'react-router';
import { BottomBar } from '~/features/navigation/bottom-bar';
import { MobileStrip } from '~/features/navigation/mobile-strip';
import { SiteFooter } from '~/features/navigation/site-footer';
import { SiteHeader } from '~/features/navigation/site-header';
import { ErrorPage } from '~/ui/error-page';
import type { loader as rootLoader } from '../../root';

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
