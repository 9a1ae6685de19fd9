import { Outlet } from 'react-router';
import { articleNotices } from '~/features/articles/admin/article-notices';
import { AdminBar } from '~/features/auth/components/admin-bar';
import { SignInAgain } from '~/features/auth/components/sign-in-again';
import { importNotices } from '~/features/drafts/components/import-notices';
import { requireStaff, staffMiddleware } from '~/features/auth/guard.server';
import { cachedAs, privatePage } from '~/lib/page-caching';
import { FocusAfterNavigation } from '~/ui/focus-after-navigation';
import { Toasts } from '~/ui/toasts';
import type { Route } from './+types/layout';

// A refused post changed nothing; this page keeps what is on it.
export { keepPageAfterRefusal as shouldRevalidate } from '~/lib/refused-request';

export const headers = cachedAs(privatePage);

// Every /admin page, loader and action passes this guard first (docs/security.md R16: deny by
// default).
export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return { username: requireStaff(context).username };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Admin Panel | Kickoff TV' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const notices = {
  welcome: { title: 'Login successful', description: 'Welcome to the admin panel' },
  ...articleNotices,
  ...importNotices,
};

export default function AdminLayout() {
  return (
    <>
      <AdminBar signedIn />
      <Outlet />
      <SignInAgain />
      <FocusAfterNavigation />
      <Toasts notices={notices} />
    </>
  );
}
