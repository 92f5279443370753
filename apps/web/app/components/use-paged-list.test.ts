import { describe, expect, it } from 'vitest';
import { appendPage } from './use-paged-list.ts';

describe('appendPage', () => {
  it('appends in order and drops an item already shown', () => {
    const a = { id: 'a' }, b = { id: 'b' }, c = { id: 'c' };
    const key = (x: { id: string }) => x.id;
    expect(appendPage([a, b], [b, c], key)).toEqual([a, b, c]);
    expect(appendPage([], [a], key)).toEqual([a]);
  });
});
