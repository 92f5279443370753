import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-link.ts';

describe('safeHref', () => {
  it('keeps http(s), completes a bare domain and refuses other schemes', () => {
    expect(safeHref('https://linkedin.com/in/x')).toBe('https://linkedin.com/in/x');
    expect(safeHref('linkedin.com/in/x')).toBe('https://linkedin.com/in/x');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('@handle')).toBeNull();
    expect(safeHref('  ')).toBeNull();
  });
});
