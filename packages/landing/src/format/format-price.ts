import { safeLocale } from './safe-intl.ts';

const formats = new Map<string, { format: Intl.NumberFormat; digits: number } | null>();

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
    // Locales and currencies come from data: a flood of odd ones must not grow this forever.
    if (formats.size > 500) formats.clear();
    formats.set(key, entry);
  }
  return entry;
}

/** Money is stored in minor units; currencies with other exponents (JPY, KWD) are formatted by their own rules. */
export function formatPrice(minorUnits: number, currency: string, locale: string): string {
  const entry = priceFormat(locale, currency);
  return entry ? entry.format.format(minorUnits / 10 ** entry.digits) : `${(minorUnits / 100).toFixed(2)} ${currency}`;
}
