import { describe, expect, it } from 'vitest';
import { createPreviewCache } from './preview-cache.ts';
import type { Preview } from './previews.ts';

const speakers = (last_name: string): Preview => ({ kind: 'speakers', speakers: [{ id: 1, first_name: 'Ada', last_name, position: null, company: null, picture: null }] });

describe('createPreviewCache', () => {
  it('keeps a preview for its time, shares one load among concurrent misses, and forgets on clear', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createPreviewCache({ ttlMs: 1_000, now: () => clock });
    const load = async () => speakers(`v${++loads}`);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
    expect(b).toBe(a);
    clock = 999;
    expect(await cache.get('k', load)).toBe(a);
    clock = 1_000;
    expect(await cache.get('k', load)).toEqual(speakers('v2'));
    cache.clear();
    expect(await cache.get('k', load)).toEqual(speakers('v3'));
    expect(await cache.get('other', load)).toEqual(speakers('v4'));
  });

  it('does not keep a failed load: the next visitor asks again', async () => {
    const cache = createPreviewCache({ ttlMs: 1_000, now: () => 0 });
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => speakers('back'))).toEqual(speakers('back'));
  });

  it('holds at most maxEntries, dropping the oldest; ttl 0 keeps nothing', async () => {
    const cache = createPreviewCache({ ttlMs: 1_000, maxEntries: 2, now: () => 0 });
    let loads = 0;
    const load = async () => speakers(`v${++loads}`);
    for (const key of ['a', 'b', 'c']) await cache.get(key, load);
    await cache.get('c', load);
    await cache.get('b', load);
    expect(loads).toBe(3);
    await cache.get('a', load); // dropped when c came in
    expect(loads).toBe(4);

    const none = createPreviewCache({ ttlMs: 0 });
    let calls = 0;
    await none.get('k', async () => speakers(String(++calls)));
    await none.get('k', async () => speakers(String(++calls)));
    expect(calls).toBe(2);
  });
});
