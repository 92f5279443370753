import { describe, expect, it } from 'vitest';
import { createExpiringMap } from './expiring-map.ts';

describe('createExpiringMap', () => {
  it('answers an entry until its time is up, then forgets it', () => {
    let clock = 0;
    const map = createExpiringMap<string>({ ttlMs: 1_000, maxEntries: 10, now: () => clock });
    map.set('k', 'a');
    clock = 999;
    expect(map.get('k')).toBe('a');
    clock = 1_000;
    expect(map.get('k')).toBeUndefined();
  });

  it('past its size drops the expired entries first, then the oldest', () => {
    let clock = 0;
    const map = createExpiringMap<number>({ ttlMs: 100, maxEntries: 2, now: () => clock });
    map.set('old', 1);
    clock = 50;
    map.set('mid', 2);
    clock = 120; // 'old' has expired, 'mid' has not
    map.set('new', 3);
    expect([map.get('old'), map.get('mid'), map.get('new')]).toEqual([undefined, 2, 3]);
    map.set('newest', 4); // none expired: the oldest ('mid') goes
    expect([map.get('mid'), map.get('new'), map.get('newest')]).toEqual([undefined, 3, 4]);
  });

  it('deletes a key only while it holds the given value; clears; keeps nothing at ttl 0', () => {
    const map = createExpiringMap<string>({ ttlMs: 1_000, maxEntries: 10, now: () => 0 });
    map.set('k', 'first');
    map.set('k', 'second');
    map.delete('k', 'first');
    expect(map.get('k')).toBe('second');
    map.delete('k', 'second');
    expect(map.get('k')).toBeUndefined();
    map.set('a', 'x');
    map.clear();
    expect(map.get('a')).toBeUndefined();
    const none = createExpiringMap<string>({ ttlMs: 0, maxEntries: 10 });
    none.set('k', 'v');
    expect(none.get('k')).toBeUndefined();
  });
});
