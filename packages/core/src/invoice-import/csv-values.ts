/**
 * The spreadsheet spellings the invoice CSV accepts, turned into the values invoices store.
 * Pure; each returns null when the text is not a value of its kind (the row schema names the
 * field and the reason).
 */

/** "1 234,56", "1234.56", "1234" → grosze. Up to two decimals; a minus sign is kept for the caller to refuse. */
export function parseAmount(raw: string): number | null {
  const s = raw.replace(/[\s\u00a0\u202f]/g, '');
  const m = /^(-?)(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const grosze = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -grosze : grosze;
}

/** Whole quantities only: invoices here price pieces (tickets, stands), not hours. */
export function parseQuantity(raw: string): number | null {
  const s = raw.replace(/[\s\u00a0]/g, '').replace(/[.,]0+$/, '');
  return /^\d{1,7}$/.test(s) ? Number(s) : null;
}

/** The Polish VAT rates a ticketing invoice uses. */
export const VAT_RATES = [23, 8, 5, 0] as const;

/** A percent: "23", "23%" or "23 %"; only the rates of VAT_RATES. */
export function parseVatRate(raw: string): number | null {
  const m = /^(\d{1,3})\s*%?$/.exec(raw.trim());
  if (!m) return null;
  const rate = Number(m[1]);
  return (VAT_RATES as readonly number[]).includes(rate) ? rate : null;
}

const daysIn = (y: number, m: number) => (m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

/** The number written by s[from, to) when it is all ASCII digits, else -1. */
function digits(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

/** "2026-11-25" or the Polish "25.11.2026" → "2026-11-25", when the calendar has that day. */
export function parseDate(raw: string): string | null {
  const s = raw.trim();
  // The spelling of almost every row, without a regex and its match array.
  if (s.length === 10 && s.charCodeAt(4) === 45 && s.charCodeAt(7) === 45) {
    const y = digits(s, 0, 4);
    const m = digits(s, 5, 7);
    const d = digits(s, 8, 10);
    if (y < 0 || m < 0 || d < 0) return null;
    return y >= 1900 && m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m) ? s : null;
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const pl = iso ? null : /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s);
  const parts = iso ? [iso[1], iso[2], iso[3]] : pl ? [pl[3], pl[2], pl[1]] : null;
  if (!parts) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  if (y < 1900 || m < 1 || m > 12 || d < 1 || d > daysIn(y, m)) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** How the buyer pays, in English or Polish; the value is printed on the invoice through paymentMethodText. */
const paymentMethods: Record<string, 'transfer' | 'card' | 'cash' | 'online'> = {
  transfer: 'transfer',
  'bank transfer': 'transfer',
  przelew: 'transfer',
  card: 'card',
  karta: 'card',
  cash: 'cash',
  gotówka: 'cash',
  gotowka: 'cash',
  online: 'online',
  'płatność online': 'online',
};
export type ImportPaymentMethod = (typeof paymentMethods)[string];

export function parsePaymentMethod(raw: string): ImportPaymentMethod | null {
  return paymentMethods[raw.trim().toLowerCase()] ?? null;
}

const paymentMethodTexts: Record<ImportPaymentMethod, string> = {
  transfer: 'przelew / bank transfer',
  card: 'karta płatnicza / card',
  cash: 'gotówka / cash',
  online: 'płatność online / online payment',
};
export const paymentMethodText = (m: ImportPaymentMethod): string => paymentMethodTexts[m];

/** The currencies an organizer invoices in (ISO 4217). */
export const IMPORT_CURRENCIES = ['PLN', 'EUR', 'USD', 'GBP', 'CHF', 'CZK', 'HUF', 'RON', 'BGN', 'SEK', 'NOK', 'DKK'] as const;
