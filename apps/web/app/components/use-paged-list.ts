import { useCallback, useRef, useState } from 'react';

export type PagesStatus = 'idle' | 'loading' | 'error';

/**
 * A list after its first (server-rendered) page, for every "load more" / infinite-scroll list:
 * `loadMore` fetches the page after the cursor `next` from a JSON route and appends it, each
 * `keyOf` once (a keyset cursor never repeats a row, but an item edited between two pages can
 * come again). A load asked for while one runs is skipped (SPEC §4 Lists); a failed load keeps
 * what is shown and reports 'error' so the user can retry.
 */
export function usePagedList<T, C>(
  first: T[],
  firstNext: C | null,
  /** The JSON URL of the page after `cursor`. */
  pageUrl: (cursor: C) => string,
  /** Reads the fetched body into its items and the next cursor (null: that was the last page). */
  readPage: (body: unknown) => { items: T[]; next: C | null },
  keyOf: (item: T) => string | number,
) {
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
      const page = readPage(await res.json());
      setItems((shown) => appendPage(shown, page.items, keyOf));
      setNext(page.next);
      setStatus('idle');
    } catch {
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }, [next, pageUrl, readPage, keyOf]);

  return { items, next, status, loadMore };
}

/** `shown` then the items of `page` it does not hold yet, in order. */
export function appendPage<T>(shown: readonly T[], page: readonly T[], keyOf: (item: T) => string | number): T[] {
  const seen = new Set(shown.map(keyOf));
  return [...shown, ...page.filter((x) => !seen.has(keyOf(x)))];
}
