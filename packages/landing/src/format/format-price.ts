import { safeLocale } from './safe-intl.ts';

/** Money is stored in minor units; currencies with other exponents (JPY, KWD) are formatted by their own rules. */
export function formatPrice(minorUnits: number, currency: string, locale: string): string {
  const tag = safeLocale(locale);
  try {
    const format = new Intl.NumberFormat(tag, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minorUnits / 10 ** digits);
  } catch {
    return `${(minorUnits / 100).toFixed(2)} ${currency}`;
  }
}
