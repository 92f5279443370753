import { useCallback, useRef, useState } from 'react';
import type { NotificationRecord } from '@foyer/core/notifications/notification-record';

export type PagesStatus = 'idle' | 'loading' | 'error';

/**
 * Each id once, in order: `extra` (live arrivals, newest first) on top of `list`, except those
 * `list` already holds — its copy came from the server later, so its read state is the current one.
 */
export function mergeNotifications(extra: readonly NotificationRecord[], list: readonly NotificationRecord[]): NotificationRecord[] {
  const have = new Set(list.map((n) => n.id));
  const seen = new Set<number>();
  const top = extra.filter((n) => !have.has(n.id) && !seen.has(n.id) && (seen.add(n.id), true));
  return [...top, ...list];
}

/** `?timestamp=` for the JSON route: the next page holds those created before the cursor. */
export const pageUrl = (jsonUrl: string, timestamp: string) => `${jsonUrl}?${new URLSearchParams({ timestamp })}`;

/**
 * The list after the first (server-rendered) page: `loadMore` fetches the page before `next`
 * and appends it. A load asked for while one runs is skipped (SPEC §4 Lists); a failed load
 * keeps what is shown and reports 'error' so the user can retry.
 */
export function useNotificationPages(first: NotificationRecord[], firstNext: string | null, jsonUrl: string) {
  const [items, setItems] = useState(first);
  const [next, setNext] = useState(firstNext);
  const [status, setStatus] = useState<PagesStatus>('idle');
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (busy.current || next === null) return;
    busy.current = true;
    setStatus('loading');
    try {
      const res = await fetch(pageUrl(jsonUrl, next), { headers: { accept: 'application/json' }, credentials: 'same-origin' });
      if (!res.ok || !res.headers.get('content-type')?.includes('json')) throw new Error(`HTTP ${res.status}`);
      const page = (await res.json()) as { notifications: NotificationRecord[]; next: string | null };
      setItems((shown) => [...shown, ...page.notifications.filter((n) => !shown.some((s) => s.id === n.id))]);
      setNext(page.next);
      setStatus('idle');
    } catch {
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }, [next, jsonUrl]);

  return { items, next, status, loadMore };
}
