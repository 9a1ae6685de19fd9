import { Link } from 'react-router';

/** The dashboard's sections (SPEC 2.2), by the `tab` query value. */
export const adminTabs = [
  { id: 'fixtures', label: 'Fixtures' },
  { id: 'blog', label: 'Blog Posts' },
  { id: 'management', label: 'Management' },
] as const;

export type AdminTab = (typeof adminTabs)[number]['id'];

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
            to={t.id === 'fixtures' ? '/admin' : `/admin?tab=${t.id}`}
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
