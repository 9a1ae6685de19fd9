import { Link } from 'react-router';
import { requireStaff } from '~/features/auth/guard.server';
import { AdminHeading, managementTools } from '~/features/navigation/admin-sections';
import type { Route } from './+types/management';

// A refused post changed nothing; this page keeps what is on it.
export { keepPageAfterRefusal as shouldRevalidate } from '~/lib/refused-request';

export function loader({ context }: Route.LoaderArgs) {
  const { role } = requireStaff(context);
  return { tools: managementTools.filter((tool) => role === 'admin' || !tool.adminOnly) };
}

// The Management tab: the tools a staff member's role opens to them.
export default function ManagementTab({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <AdminHeading current="management" />
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {loaderData.tools.map((tool) => (
          <li key={tool.path}>
            <Link to={tool.path} className="card block h-full hover:border-brand">
              <span className="text-lg font-bold">{tool.label}</span>
              <span className="mt-1 block text-slate-600 dark:text-slate-300">
                {tool.description}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
