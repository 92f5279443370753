import { describe, expect, it } from 'vitest';
import { tagBackground, tagTextColour } from './tag-colours.ts';

describe('tag colours', () => {
  it('picks the text colour with more contrast', () => {
    expect(tagTextColour('#ffff00')).toBe('#000000');
    expect(tagTextColour('#1a237e')).toBe('#ffffff');
    expect(tagTextColour('000000')).toBe('#ffffff');
  });
  it('falls back for invalid hex', () => {
    expect(tagBackground('nope')).toBe('#e5e7eb');
    expect(tagBackground('abcdef')).toBe('#abcdef');
  });
});
