import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation that left focus on nothing (the button pressed has gone, as after Save or
 * Discard), moves it to the new page's title, so keyboard and screen-reader users carry on from
 * the top of the page rather than from nowhere. A page may focus something better first.
 */
export function FocusAfterNavigation() {
  const { key } = useLocation();
  // A page as first loaded starts at the top on its own.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const target = document.querySelector<HTMLElement>('main h1');
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return null;
}
