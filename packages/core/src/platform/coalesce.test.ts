import { describe, expect, it, vi } from 'vitest';
import { coalesce } from './coalesce.ts';

const nextTurn = () => new Promise((r) => setImmediate(r));

describe('coalesce', () => {
  it('answers the calls of one turn with one load, each caller its own result', async () => {
    const load = vi.fn(async (xs: number[]) => xs.map((x) => x * 10));
    const get = coalesce(load);
    const answers = await Promise.all([get(1), get(2), get(3)]);
    expect(answers).toEqual([10, 20, 30]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith([1, 2, 3]);
  });

  it('starts a new batch for a call made after the flush', async () => {
    const load = vi.fn(async (xs: string[]) => xs.map((x) => x.toUpperCase()));
    const get = coalesce(load);
    const first = get('a');
    await nextTurn();
    const second = get('b');
    expect(await Promise.all([first, second])).toEqual(['A', 'B']);
    expect(load.mock.calls).toEqual([[['a']], [['b']]]);
  });

  it('a load that fails for everyone fails each caller, and the next batch still works', async () => {
    let fail = true;
    const get = coalesce(async (xs: number[]) => {
      if (fail) throw new Error('database down');
      return xs;
    });
    const results = await Promise.allSettled([get(1), get(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await get(3)).toBe(3);
  });

  it('one bad argument fails only its own caller: a failed batch is asked again caller by caller', async () => {
    // As Postgres does with an out-of-range integer: the whole shared statement fails.
    const load = vi.fn(async (xs: number[]) => {
      if (xs.some((x) => x > 2_147_483_647)) throw new Error('value out of range for type integer');
      return xs.map((x) => x + 1);
    });
    const get = coalesce(load);
    const results = await Promise.allSettled([get(1), get(2_147_483_648), get(3)]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('value out of range for type integer') },
      { status: 'fulfilled', value: 4 },
    ]);
    expect(load.mock.calls).toEqual([[[1, 2_147_483_648, 3]], [[1]], [[2_147_483_648]], [[3]]]);
  });

  it('turns a load that throws before returning a promise into rejections', async () => {
    const get = coalesce((): Promise<number[]> => {
      throw new Error('bad arguments');
    });
    await expect(get(1)).rejects.toThrow('bad arguments');
  });
});
