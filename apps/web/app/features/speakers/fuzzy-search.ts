/** SPEC §9: like Fuse.js with threshold 0.2 — a match is accepted when its error score is ≤ 0.2. */
export const fuzzyThreshold = 0.2;

/** Lower case without diacritics, so "Wiśniewski" is found by "wisniewski". */
export function normalize(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase().trim();
}

/**
 * The best error score of `pattern` anywhere inside `text`: the smallest edit distance between
 * the pattern and any substring of the text (Sellers' approximate substring match), divided by
 * the pattern length. 0 is an exact substring, 1 nothing in common.
 */
export function fuzzyScore(pattern: string, text: string): number {
  const p = normalize(pattern);
  const t = normalize(text);
  if (!p) return 0;
  if (!t) return 1;
  // prev[i] = distance of p[0..i) ending at the current text position; a match may start anywhere.
  let prev = Array.from({ length: p.length + 1 }, (_, i) => i);
  let best = prev[p.length]!;
  for (let j = 1; j <= t.length; j++) {
    const cur = [0];
    for (let i = 1; i <= p.length; i++) {
      const cost = p[i - 1] === t[j - 1] ? 0 : 1;
      cur[i] = Math.min(prev[i - 1]! + cost, prev[i]! + 1, cur[i - 1]! + 1);
    }
    best = Math.min(best, cur[p.length]!);
    prev = cur;
  }
  return best / p.length;
}

/**
 * Items whose fields match every word of the query (each word in some field) within the
 * threshold, in their original order. An empty query keeps everything.
 */
export function fuzzySearch<T>(items: readonly T[], query: string, fields: (item: T) => (string | null | undefined)[], threshold = fuzzyThreshold): T[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...items];
  return items.filter((item) => {
    const values = fields(item).filter((v): v is string => !!v);
    return words.every((w) => values.some((v) => fuzzyScore(w, v) <= threshold));
  });
}
