import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Icon, icons } from '~/ui/icon';
import { setHeaderSearchOpen, useHeaderSearchOpen } from './header-search';

// What the drawer shows loads when it is first opened: most visits never open it.
const loadPanel = () => import('./more-drawer-panel');
const DrawerPanel = lazy(loadPanel);

const tabs = ['Quick Filters', 'Match Alerts', 'Favorites'] as const;
export type Tab = (typeof tabs)[number];

/** The phone's bottom bar: Home, Free TV, TV Guide, Search and the More drawer. */
export function BottomBar() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <nav
        aria-label="Shortcuts"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-950/95"
      >
        <ul className="grid grid-cols-5">
          <BarLink to="/" label="Home" icon="M12 3 2 11h3v9h5v-6h4v6h5v-9h3L12 3Z" />
          <BarLink
            to="/free-football-guide"
            label="Free TV"
            icon="M3 6h18v11H3V6Zm2 2v7h14V8H5Zm3 11h8v2H8v-2Z"
            free
          />
          <BarLink
            to="/football-tv-guide"
            label="TV Guide"
            icon="M4 4h16v2H4V4Zm0 5h16v2H4V9Zm0 5h10v2H4v-2Zm0 5h10v2H4v-2Z"
          />
          <li>
            <SearchButton />
          </li>
          <li>
            <button
              type="button"
              className="flex w-full flex-col items-center gap-0.5 py-2 text-xs font-semibold text-slate-700 dark:text-slate-200"
              aria-haspopup="dialog"
              aria-expanded={open}
              // Pressing starts the download, so the panel is usually there when the click lands.
              onPointerDown={() => void loadPanel()}
              onClick={() => setOpen(true)}
            >
              <Icon
                path="M5 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm7 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm7 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z"
                size={22}
              />
              More
            </button>
          </li>
        </ul>
      </nav>
      <MoreDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function BarLink({
  to,
  label,
  icon,
  free,
}: {
  to: string;
  label: string;
  icon: string;
  free?: boolean;
}) {
  return (
    <li>
      <NavLink
        to={to}
        end
        className="relative flex flex-col items-center gap-0.5 py-2 text-xs font-semibold text-slate-700 aria-[current=page]:text-brand dark:text-slate-200 dark:aria-[current=page]:text-emerald-300"
      >
        <Icon path={icon} size={22} />
        {label}
        {/* Beside the icon's top right corner, never over it. */}
        {free && <span className="badge-free absolute top-1 left-[calc(50%+0.75rem)]">FREE</span>}
      </NavLink>
    </li>
  );
}

/** Opens the header's search bar, focused, wherever the page is scrolled (the header sticks). */
function SearchButton() {
  const open = useHeaderSearchOpen();
  return (
    <button
      type="button"
      className="flex w-full flex-col items-center gap-0.5 py-2 text-xs font-semibold text-slate-700 dark:text-slate-200"
      aria-controls="header-search"
      aria-expanded={open}
      onClick={() => {
        setHeaderSearchOpen(true);
        // Already open: autoFocus has done its work, so bring the focus back to the box.
        document.querySelector<HTMLInputElement>('#header-search input')?.focus();
      }}
    >
      <Icon path={icons.search} size={22} />
      Search
    </button>
  );
}

/** A bottom sheet (a native modal dialog: focus is trapped and Escape closes it). */
function MoreDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState<Tab>('Quick Filters');
  const location = useLocation();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Following a link inside the drawer closes it (onClose only sets state, so it may be stale).
  const { pathname, search } = location;
  useEffect(() => onClose(), [pathname, search]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="more-title"
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && onClose()}
      className="mt-auto mb-0 max-h-[85vh] w-full max-w-none rounded-t-2xl bg-white p-0 text-slate-900 backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="p-4 pb-8">
        <div className="flex items-center justify-between">
          <h2 id="more-title" className="text-lg font-bold">
            More
          </h2>
          <button type="button" className="button" onClick={onClose}>
            Done
          </button>
        </div>
        <div
          role="tablist"
          aria-label="More options"
          className="mt-4 grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
        >
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`more-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="more-panel"
              className="rounded-md px-2 py-1.5 text-sm font-semibold aria-selected:bg-white aria-selected:shadow dark:aria-selected:bg-slate-950"
              onClick={() => setTab(name)}
            >
              {name}
            </button>
          ))}
        </div>
        <div id="more-panel" role="tabpanel" aria-labelledby={`more-tab-${tab}`} className="mt-4">
          {/* Drawn only while open: two dozen tick boxes need not sit in every page. */}
          {open && (
            <Suspense fallback={<p className="text-sm">Loading…</p>}>
              <DrawerPanel tab={tab} />
            </Suspense>
          )}
        </div>
      </div>
    </dialog>
  );
}
