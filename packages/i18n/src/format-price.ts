/**
 * Money as people read it in a language ("499,00 zł", "€12.50"): the one formatter of the
 * checkout, the landing page, the admin panel and the ticket PDF. Amounts are stored in minor
 * units; a currency with another exponent (JPY, KWD) is formatted by its own rules. Locales and
 * currencies come from data: a malformed locale tag is read as English, an unknown currency falls
 * back to the amount and its code.
 */
const formats = new Map<string, { format: Intl.NumberFormat; digits: number } | null>();

function safeLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** Building a NumberFormat costs far more than using one, and a page shows many prices: one per language and currency. */
function priceFormat(locale: string, currency: string): { format: Intl.NumberFormat; digits: number } | null {
  const key = `${locale}|${currency}`;
  let entry = formats.get(key);
  if (entry === undefined) {
    try {
      const format = new Intl.NumberFormat(safeLocale(locale), { style: 'currency', currency });
      entry = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    } catch {
      entry = null;
    }
    // A flood of odd locales or currencies must not grow this forever.
    if (formats.size > 500) formats.clear();
    formats.set(key, entry);
  }
  return entry;
}

export function formatPrice(minorUnits: number, currency: string, locale: string): string {
  const entry = priceFormat(locale, currency);
  return entry ? entry.format.format(minorUnits / 10 ** entry.digits) : `${(minorUnits / 100).toFixed(2)} ${currency}`;
}
