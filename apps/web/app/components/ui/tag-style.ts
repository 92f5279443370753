import { normalizeHex, readableOn } from '@foyer/landing';

/**
 * Colours of a tag chip (agenda places and paths, exhibitor tags): the organizer's hex as the
 * background, black or white text by WCAG contrast (the same rule the landing theme uses).
 */
export function tagStyle(hex: string | null | undefined): { background: string; color: string } {
  const raw = hex?.trim() ?? '';
  const background = normalizeHex(raw.startsWith('#') ? raw : `#${raw}`) ?? '#e5e7eb';
  return { background, color: readableOn(background, null) };
}
