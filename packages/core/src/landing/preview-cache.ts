import type { Preview } from './previews.ts';

/**
 * The module previews of a landing page (next sessions, speakers, exhibitors, partners, tickets
 * left) are the same for every visitor in one language, signed in or not, and cost a statement
 * each. A signed-in page cannot be kept whole (it names the visitor), but its previews can: kept
 * as long as a guest's page is (guest-page-cache.ts, 5 s), dropped at once when the organizer
 * publishes (landing-changed), so during a rush the page's statements are the visitor's own.
 * Concurrent misses for one key share one load; a failed load is not kept.
 * Callers must not change what they get: it is shared (loadLandingPage copies what it translates).
 */
export interface PreviewCache {
  get(key: string, load: () => Promise<Preview | null>): Promise<Preview | null>;
  clear(): void;
}

export function createPreviewCache(opts: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): PreviewCache {
  const ttlMs = opts.ttlMs ?? 5_000;
  const maxEntries = opts.maxEntries ?? 500;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: Promise<Preview | null>; expires: number }>();
  return {
    clear() {
      entries.clear();
    },
    get(key, load) {
      if (ttlMs <= 0) return load();
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expires > at) return hit.value;
      if (entries.size >= maxEntries) {
        // Expired ones first; past that, the oldest (a Map keeps insertion order).
        for (const [k, e] of entries) if (e.expires <= at) entries.delete(k);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      }
      const value = load();
      const entry = { value, expires: at + ttlMs };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
  };
}
