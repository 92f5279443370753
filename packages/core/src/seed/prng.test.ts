import { describe, expect, it } from 'vitest';
import { createPrng } from './prng.ts';

describe('createPrng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createPrng(7);
    const b = createPrng(7);
    const c = createPrng(8);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const r = createPrng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = r.int(3, 6);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(6);
      seen.add(v);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct items and makes well-formed v4 uuids', () => {
    const r = createPrng(3);
    const picked = r.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
    expect(r.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
