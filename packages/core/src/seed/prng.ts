/**
 * A small deterministic PRNG (mulberry32) so that `foyer seed --seed N` always writes the same
 * data. Not for secrets: demo tokens and uuids made with it are predictable on purpose.
 */
export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when count >= length). */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  hex(length: number): string;
  /** RFC 4122 version-4 layout, filled from the generator. */
  uuid(): string;
}

export function createPrng(seed: number): Prng {
  let state = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  const hex = (length: number) => {
    let s = '';
    while (s.length < length) s += int(0, 15).toString(16);
    return s;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    shuffle,
    hex,
    uuid: () => {
      const h = hex(32);
      const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
  };
}

/**
 * An independent stream per kind of content, so that e.g. `--attendees 500` does not change
 * the agenda of the same seed.
 */
export function forkPrng(seed: number, label: string): Prng {
  let h = 0x811c9dc5 ^ Math.trunc(seed);
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return createPrng(h >>> 0);
}
