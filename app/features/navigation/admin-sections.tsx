import { Link } from 'react-router';

/** The admin's sections, each a screen of its own. */
export const adminTabs = [
  { id: 'fixtures', label: 'Fixtures', path: '/admin' },
  { id: 'blog', label: 'Blog Posts', path: '/admin/blog' },
  { id: 'management', label: 'Management', path: '/admin/management' },
] as const;

export type AdminTab = (typeof adminTabs)[number]['id'];

/**
 * The Management tab's tools. An `adminOnly` tool's route mounts adminOnlyMiddleware (a test
 * holds every one to it); editors are not shown it.
 */
export const managementTools = [
  {
    path: '/admin/account',
    label: 'Your account',
    description: 'Change your password, set up two-factor sign-in, see where you are signed in.',
    adminOnly: false,
  },
  {
    path: '/admin/accounts',
    label: 'Staff accounts',
    description: 'Invite staff, set their roles, disable or re-enable them, reset a password.',
    adminOnly: true,
  },
  {
    path: '/admin/channels',
    label: 'Channel catalogue',
    description: 'Names, aliases, free or paid, watch links and colours of the channels.',
    adminOnly: true,
  },
  {
    path: '/admin/audit',
    label: 'Audit trail',
    description: 'Who signed in, who was refused, and every change staff made.',
    adminOnly: true,
  },
  {
    path: '/admin/export',
    label: 'Export and backup',
    description: 'Download fixtures, articles and a backup of the database.',
    adminOnly: true,
  },
] as const;

/**
 * Where an address from when the admin was one page (`?tab=`, `?article=`) now lives, or null.
 * @example oldAdminAddress(new URLSearchParams('article=new')) // '/admin/articles/new'
 * @example oldAdminAddress(new URLSearchParams('tab=blog')) // '/admin/blog'
 */
export function oldAdminAddress(params: URLSearchParams): string | null {
  const article = params.get('article');
  if (article) return `/admin/articles/${encodeURIComponent(article)}`;
  const tab = adminTabs.find((t) => t.id === params.get('tab'));
  return tab && tab.id !== 'fixtures' ? tab.path : null;
}

/**
 * The admin pages' title and section tabs; `current` is marked as the page shown.
 * @example <AdminHeading current="fixtures" />
 */
export function AdminHeading({ current }: { current: AdminTab }) {
  return (
    <>
      <h1 className="page-title">Admin Panel</h1>
      <p className="lead">Manage football fixtures and TV schedule information</p>
      <nav
        aria-label="Sections"
        className="mt-4 flex gap-1 border-b border-slate-200 dark:border-slate-800"
      >
        {adminTabs.map((t) => (
          <Link
            key={t.id}
            to={t.path}
            aria-current={current === t.id ? 'page' : undefined}
            className="-mb-px border-b-2 border-transparent px-4 py-2 font-semibold aria-[current=page]:border-brand aria-[current=page]:text-brand dark:aria-[current=page]:text-emerald-300"
          >
            {t.label}
          </Link>
        ))}
      </nav>
    </>
  );
}
