import type { CSSProperties } from 'react';
import type { LandingEvent } from '../data.ts';
import { normalizeHex, readableOn } from './contrast.ts';

const DEFAULT_ACCENT = '#1d4ed8';
const SURFACE = { light: '#ffffff', dark: '#111827' } as const;

/**
 * The event's colours as CSS custom properties on the page root. Only hex colours pass (a colour
 * string lands in a style attribute), and text colours that would be unreadable on their
 * background are swapped for black or white.
 */
export function themeStyle(event: LandingEvent, themeType: 'light' | 'dark', mainColor?: string): CSSProperties {
  const surface = SURFACE[themeType];
  const accent = normalizeHex(mainColor ?? event.main_color) ?? DEFAULT_ACCENT;
  const selectedBackground = normalizeHex(event.selected_menu_item_background_color) ?? accent;
  const vars: Record<string, string> = {
    '--lp-accent': accent,
    '--lp-accent-text': readableOn(accent, normalizeHex(event.main_text_color)),
    '--lp-menu-text': readableOn(surface, normalizeHex(event.menu_item_text_color)),
    '--lp-menu-selected-bg': selectedBackground,
    '--lp-menu-selected-text': readableOn(selectedBackground, normalizeHex(event.selected_menu_item_text_color)),
  };
  return vars as CSSProperties;
}
