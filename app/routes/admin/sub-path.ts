import { redirect } from 'react-router';
import { requireStaff } from '~/features/auth/guard.server';
import type { Route } from './+types/sub-path';

// Any /admin/… address leads to the dashboard (after the guard has let the visitor in).
export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  throw redirect('/admin');
}
