import { createExpiringMap } from '../platform/expiring-map.ts';
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
  const entries = createExpiringMap<Promise<Preview | null>>({ ttlMs: opts.ttlMs ?? 5_000, maxEntries: opts.maxEntries ?? 500, now: opts.now });
  return {
    clear: () => entries.clear(),
    get(key, load) {
      const kept = entries.get(key);
      if (kept) return kept;
      const value = load();
      entries.set(key, value);
      value.catch(() => entries.delete(key, value));
      return value;
    },
  };
}
