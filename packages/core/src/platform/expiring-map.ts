/**
 * A bounded map whose entries are forgotten `ttlMs` after they were set: the short-lived,
 * process-local caches of a rush (a guest's landing page, a landing page's module previews).
 * Past `maxEntries`, expired entries go first and then the oldest (a Map keeps insertion order).
 * `ttlMs <= 0` keeps nothing.
 */
export interface ExpiringMap<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** Forgets `key`; with `only`, only while it still holds that very value (a later set wins). */
  delete(key: string, only?: V): void;
  clear(): void;
}

export function createExpiringMap<V>(opts: { ttlMs: number; maxEntries: number; now?: () => number }): ExpiringMap<V> {
  const { ttlMs, maxEntries } = opts;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value) {
      if (ttlMs <= 0) return;
      const at = now();
      entries.delete(key);
      if (entries.size >= maxEntries) {
        for (const [k, e] of entries) if (e.expires <= at) entries.delete(k);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      }
      entries.set(key, { value, expires: at + ttlMs });
    },
    delete(key, ...only) {
      if (only.length && entries.get(key)?.value !== only[0]) return;
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
