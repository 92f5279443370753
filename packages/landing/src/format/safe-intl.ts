// Request locales come from outside; Intl throws a RangeError on a malformed locale tag, and one
// bad value must not take the page down. (Dates and times: @foyer/i18n formatWhen.)

export function safeLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}
