import { useEffect } from 'react';

/**
 * Calls `onVisible` when `target` comes near the viewport (infinite scroll). Paused while
 * `enabled` is false (nothing more, or the last load failed: the user retries by hand).
 */
export function useNearViewport(target: React.RefObject<HTMLElement | null>, enabled: boolean, onVisible: () => void) {
  useEffect(() => {
    const el = target.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onVisible();
    }, { rootMargin: '400px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [target, enabled, onVisible]);
}
