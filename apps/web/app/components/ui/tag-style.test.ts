import { describe, expect, it } from 'vitest';
import { tagStyle } from './tag-style.ts';

describe('tagStyle', () => {
  it('picks the text colour with more contrast', () => {
    expect(tagStyle('#ffff00').color).toBe('#000000');
    expect(tagStyle('#1a237e').color).toBe('#ffffff');
    expect(tagStyle('000000')).toEqual({ background: '#000000', color: '#ffffff' });
  });
  it('falls back to a neutral chip for an invalid colour', () => {
    expect(tagStyle('red; background: url(x)')).toEqual({ background: '#e5e7eb', color: '#000000' });
    expect(tagStyle(null).background).toBe('#e5e7eb');
  });
});
