/**
 * Polish NIP and EU VAT numbers. Pure and browser-safe: the checkout form and the services share
 * these rules, so a number the form accepts is a number the server accepts.
 */

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** Digits only: "PL 123-456-32-18" → "1234563218". */
export function normalizeNip(raw: string): string {
  return raw.replace(/^\s*PL/i, '').replace(/[\s-]/g, '');
}

/**
 * Ten digits whose weighted sum mod 11 equals the last digit (a remainder of 10 is never valid).
 * The first three are the tax office's code, never 000: 0000000000 passes the checksum alone.
 */
export function isValidNip(raw: string): boolean {
  const nip = normalizeNip(raw);
  if (!/^\d{10}$/.test(nip) || nip.startsWith('000')) return false;
  const sum = NIP_WEIGHTS.reduce((acc, w, i) => acc + w * Number(nip[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(nip[9]);
}

/** EU member-state prefixes VIES knows (Greece is EL; XI is Northern Ireland). */
export const VIES_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI',
] as const;

export interface VatNumber {
  country: (typeof VIES_COUNTRIES)[number];
  number: string;
}

/** SPEC §5: a VAT number is a country code followed by the number. Null when it is not one. */
export function parseVatNumber(raw: string): VatNumber | null {
  const compact = raw.replace(/[\s.-]/g, '').toUpperCase();
  const m = /^([A-Z]{2})([0-9A-Z+*]{2,12})$/.exec(compact);
  if (!m) return null;
  const country = m[1] as VatNumber['country'];
  if (!(VIES_COUNTRIES as readonly string[]).includes(country)) return null;
  if (country === 'PL' && !isValidNip(m[2]!)) return null;
  return { country, number: m[2]! };
}
