import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Icon, icons } from '~/ui/icon';
import { ThemeToggle } from '~/ui/theme';
import { setHeaderSearchOpen as setSearchOpen, useHeaderSearchOpen } from './header-search';
import { SearchForm } from './search-form';
import { desktopNav, mobileMenuMore } from './site-links';

/** The top bar: logo, main navigation, search, theme and (on phones) the menu. */
export function SiteHeader() {
  const searchOpen = useHeaderSearchOpen();
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();

  // Menus and search close on every route change.
  useEffect(() => {
    setSearchOpen(false);
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The page behind the open phone menu must not scroll.
  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', menuOpen);
    return () => document.documentElement.classList.remove('scroll-locked');
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen && !searchOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        setSearchOpen(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen, searchOpen]);

  return (
    <>
      <header
        className={`sticky top-(--notice-height) z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95 ${scrolled ? 'shadow-sm' : ''}`}
      >
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-1 px-4 md:h-16">
          <Link
            to="/"
            aria-label="Kickoff TV home"
            className="mr-3 flex items-center gap-2 font-extrabold tracking-tight"
          >
            <Logo />
            <span className="text-lg">Kickoff TV</span>
          </Link>
          <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
            {desktopNav.map((link) => (
              <NavLink key={link.to} to={link.to} className="nav-link" prefetch="intent">
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center">
            <button
              type="button"
              className="icon-button"
              aria-label={searchOpen ? 'Close search' : 'Search'}
              aria-expanded={searchOpen}
              aria-controls="header-search"
              onClick={() => setSearchOpen(!searchOpen)}
            >
              <Icon path={icons.search} />
            </button>
            <ThemeToggle />
            <button
              type="button"
              className="icon-button md:hidden"
              aria-label={menuOpen ? 'Close menu' : 'Menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <Icon path={menuOpen ? icons.close : icons.menu} size={22} />
            </button>
          </div>
        </div>
        {searchOpen && (
          <div id="header-search" className="border-t border-slate-200 dark:border-slate-800">
            <div className="mx-auto max-w-5xl px-4 py-3">
              <SearchForm
                placeholder="Search teams, competitions..."
                onDone={() => setSearchOpen(false)}
                autoFocus
              />
            </div>
          </div>
        )}
      </header>
      {menuOpen && (
        <div
          id="mobile-menu"
          className="fixed inset-x-0 top-[calc(var(--notice-height)+3.5rem)] bottom-0 z-40 overflow-y-auto border-t border-slate-200 bg-white px-4 py-4 md:hidden dark:border-slate-800 dark:bg-slate-950"
        >
          <SearchForm placeholder="Search matches..." onDone={() => setMenuOpen(false)} />
          <nav aria-label="Menu" className="mt-4">
            <ul className="grid gap-1">
              {desktopNav.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="nav-link block text-base">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <h2 className="mt-6 mb-1 px-3 text-xs font-bold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              More
            </h2>
            <ul className="grid gap-1">
              {mobileMenuMore.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="nav-link block text-base">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </>
  );
}

/** 28 px on phones, 32 px on tablets, 40 px on large screens. */
function Logo() {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className="h-7 w-7 md:h-8 md:w-8 lg:h-10 lg:w-10"
    >
      <rect width="32" height="32" rx="8" fill="#0b5d3b" />
      <rect x="6" y="9" width="20" height="13" rx="2" fill="none" stroke="#fff" strokeWidth="2" />
      <circle cx="16" cy="15.5" r="3.5" fill="#fff" />
      <path d="M12 25h8" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
