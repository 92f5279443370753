import { describe, expect, it } from 'vitest';
import { StreamSlots } from './stream-slots.ts';

describe('StreamSlots', () => {
  it('gives `limit` places per key, and each release frees exactly one, however often called', () => {
    const slots = new StreamSlots();
    const a = slots.take('ip:1', 2)!;
    const b = slots.take('ip:1', 2)!;
    expect(slots.take('ip:1', 2)).toBeNull();
    expect(slots.take('ip:2', 2)).not.toBeNull();
    a();
    a();
    expect(slots.count('ip:1')).toBe(1);
    expect(slots.take('ip:1', 2)).not.toBeNull();
    expect(slots.take('ip:1', 2)).toBeNull();
    b();
    expect(slots.count('ip:1')).toBe(1);
  });
});
