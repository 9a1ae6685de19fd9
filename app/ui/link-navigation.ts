import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A click handler for a long list of plain `<a href>` links: a left click on one of the site's
 * own links navigates in the app, as React Router's `<Link>` would, while the markup stays plain
 * anchors. A list of hundreds of `<Link>`s costs the server a router hook call per link on every
 * render (decision 0020); one handler on the list costs nothing. New-tab clicks, downloads and
 * other sites' links are left to the browser.
 * @example const onClick = useLinkNavigation(); <ul onClick={onClick}><li><a href="/match/x">…</a></li></ul>
 */
export function useLinkNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      if (anchor.target || anchor.hasAttribute('download')) return;
      if (anchor.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
    },
    [navigate],
  );
}
