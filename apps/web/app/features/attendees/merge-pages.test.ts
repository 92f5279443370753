import { describe, expect, it } from 'vitest';
import { appendPage } from './merge-pages.ts';
import { safeHref } from './safe-link.ts';

describe('appendPage', () => {
  it('appends in order and drops a person already shown', () => {
    const a = { id: 'a' }, b = { id: 'b' }, c = { id: 'c' };
    expect(appendPage([a, b], [b, c])).toEqual([a, b, c]);
    expect(appendPage([], [a])).toEqual([a]);
  });
});

describe('safeHref', () => {
  it('keeps http(s), completes a bare domain and refuses other schemes', () => {
    expect(safeHref('https://linkedin.com/in/x')).toBe('https://linkedin.com/in/x');
    expect(safeHref('linkedin.com/in/x')).toBe('https://linkedin.com/in/x');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('@handle')).toBeNull();
    expect(safeHref('  ')).toBeNull();
  });
});
