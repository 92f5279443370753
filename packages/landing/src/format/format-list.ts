import { safeLocale } from './safe-intl.ts';

/** "3 days, 4 hours and 5 minutes" with the locale's own conjunction. */
export function formatList(items: string[], locale: string): string {
  return new Intl.ListFormat(safeLocale(locale), { style: 'long', type: 'conjunction' }).format(items);
}
