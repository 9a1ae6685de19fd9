import { requireStaff } from '~/features/auth/guard.server';
import { AdminHeading } from '~/features/navigation/admin-sections';
import type { Route } from './+types/management';

// A refused post changed nothing; this page keeps what is on it.
export { keepPageAfterRefusal as shouldRevalidate } from '~/lib/refused-request';

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return null;
}

// Management holds other admin tools, none yet.
export default function ManagementTab() {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <AdminHeading current="management" />
      <p className="empty mt-6">Other admin tools will appear here.</p>
    </main>
  );
}
