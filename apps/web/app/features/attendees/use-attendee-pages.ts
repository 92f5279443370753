import { useCallback, useEffect, useRef, useState } from 'react';
import type { AttendeeItem, AttendeesPage } from './attendees.server';
import { appendPage } from './merge-pages.ts';

export type PagesStatus = 'idle' | 'loading' | 'error';

/**
 * The attendee list after the first (server-rendered) page: `loadMore` fetches the page after
 * `next` from the JSON route and appends it. A load asked for while one runs is skipped
 * (SPEC §4); a failed load leaves what is shown and reports 'error' so the user can retry.
 */
export function useAttendeePages(first: AttendeeItem[], firstNext: number | null, pageUrl: (maxId: number) => string) {
  const [items, setItems] = useState(first);
  const [next, setNext] = useState(firstNext);
  const [status, setStatus] = useState<PagesStatus>('idle');
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (busy.current || next === null) return;
    busy.current = true;
    setStatus('loading');
    try {
      const res = await fetch(pageUrl(next), { headers: { accept: 'application/json' }, credentials: 'same-origin' });
      // A lost session answers with the login page (HTML), not JSON: that is a failure here too.
      if (!res.ok || !res.headers.get('content-type')?.includes('json')) throw new Error(`HTTP ${res.status}`);
      const page = (await res.json()) as AttendeesPage;
      setItems((shown) => appendPage(shown, page.users));
      setNext(page.nextMaxId);
      setStatus('idle');
    } catch {
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }, [next, pageUrl]);

  return { items, next, status, loadMore };
}

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
