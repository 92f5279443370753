import { safeLocale } from './safe-intl.ts';

// Building an Intl.ListFormat costs about ten times its format() (ICU loads the locale's
// patterns); there are nine locales, so one per locale is kept for the process.
const formats = new Map<string, Intl.ListFormat>();

/** "3 days, 4 hours and 5 minutes" with the locale's own conjunction. */
export function formatList(items: string[], locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(safeLocale(locale), { style: 'long', type: 'conjunction' });
    // Keyed by the locale as asked: a visitor's malformed tag must not grow the map without bound.
    if (formats.size < 64) formats.set(locale, format);
  }
  return format.format(items);
}
