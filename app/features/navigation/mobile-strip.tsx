import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { mobileStrip } from './site-links';

/**
 * The phone's strip of day views below the header, scrolling away with the page (app.css says
 * why); the active one is scrolled into view.
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
      className="border-b border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-950"
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
