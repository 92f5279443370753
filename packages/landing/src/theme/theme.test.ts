import { describe, expect, it } from 'vitest';
import type { LandingEvent } from '../data.ts';
import { contrastRatio, normalizeHex, readableOn } from './contrast.ts';
import { themeStyle } from './theme-style.ts';

describe('contrast', () => {
  it('normalises hex colours and refuses anything else', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex(' #112233 ')).toBe('#112233');
    expect(normalizeHex('red')).toBeNull();
    expect(normalizeHex('#fff;background:url(x)')).toBeNull();
    expect(normalizeHex(null)).toBeNull();
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('keeps a readable preferred colour and replaces an unreadable one', () => {
    expect(readableOn('#ffffff', '#1d4ed8')).toBe('#1d4ed8');
    expect(readableOn('#ffff00', '#ffffff')).toBe('#000000');
    expect(readableOn('#000080', null)).toBe('#ffffff');
  });
});

describe('themeStyle', () => {
  const event = {
    main_color: '#ffee00',
    main_text_color: '#ffffff',
    menu_item_text_color: 'javascript:alert(1)',
    selected_menu_item_text_color: null,
    selected_menu_item_background_color: '#222',
  } as LandingEvent;

  it('exposes safe, readable colours as custom properties', () => {
    expect(themeStyle(event, 'light')).toEqual({
      '--lp-accent': '#ffee00',
      '--lp-accent-text': '#000000',
      '--lp-menu-text': '#000000',
      '--lp-menu-selected-bg': '#222222',
      '--lp-menu-selected-text': '#ffffff',
    });
    expect(themeStyle(event, 'dark')['--lp-menu-text' as keyof object]).toBe('#ffffff');
  });
});
