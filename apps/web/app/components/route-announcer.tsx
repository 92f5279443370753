import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from './ui/use-hydrated.ts';

/**
 * Says the new page's title to screen readers after a client-side navigation. A full page load
 * makes the browser announce the new document; React Router changes the page in place, and a
 * screen reader heard nothing after a link was followed. Only a new path counts: a tab kept in
 * the query (`?view=my`) or a form answered on the same page is not a new page. The region is
 * there from hydration on, before any navigation (a live region added with its text is often not
 * read) but not in the server's HTML, whose bytes the landing page counts; the same title twice in
 * a row differs by an invisible space so it is read again.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [said, setSaid] = useState('');
  const hydrated = useHydrated();
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // <Meta> writes the title in the same commit; read it once the frame is drawn.
    const frame = requestAnimationFrame(() => setSaid((before) => (before === document.title ? `${document.title}\u00a0` : document.title)));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  if (!hydrated) return null;
  return (
    <p id="route-announcer" className="visually-hidden route-announcer" aria-live="polite" aria-atomic="true">
      {said}
    </p>
  );
}
