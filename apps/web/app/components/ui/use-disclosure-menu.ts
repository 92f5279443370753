import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Behaviour for a <details> used as a menu (account menu, language menu): it works without
 * JavaScript; with it, it also closes on Escape (focus back on its <summary>), on a click
 * elsewhere and after a navigation.
 */
export function useDisclosureMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // Closed after a navigation — not when the page first becomes interactive: a menu tapped open
  // on a slow phone before hydration stays open.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const el = ref.current;
      if (el?.open && e.target instanceof Node && !el.contains(e.target)) el.open = false;
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const onKeyDown = (e: React.KeyboardEvent<HTMLDetailsElement>) => {
    const el = ref.current;
    if (e.key !== 'Escape' || !el?.open) return;
    el.open = false;
    el.querySelector('summary')?.focus();
  };

  return { ref, onKeyDown };
}
