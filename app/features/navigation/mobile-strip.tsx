import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { mobileStrip } from './site-links';

/**
 * The phone's strip of day views, stuck below the header (and the offline notice) while the page
 * scrolls; the active one is scrolled into view. Its height is part of `--sticky-top` (app.css).
 */
export function MobileStrip() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    list.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <nav
      aria-label="Quick links"
      className="sticky top-[calc(var(--notice-height)+3.5rem+1px)] z-20 border-b border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <ul ref={list} className="flex h-13 items-center gap-1 overflow-x-auto px-3">
        {mobileStrip.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavLink to={link.to} className="nav-link flex items-center gap-1.5">
              {link.label}
              {link.free && <span className="badge-free">FREE</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
