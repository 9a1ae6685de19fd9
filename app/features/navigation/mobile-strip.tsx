import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { mobileStrip } from './site-links';

/** The phone's sticky strip of day views; the active one is scrolled into view. */
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
      className="border-b border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <ul ref={list} className="flex gap-1 overflow-x-auto px-3 py-2">
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
