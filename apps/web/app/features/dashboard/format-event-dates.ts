import { formatWhenRange } from '@foyer/i18n';

/**
 * An event's dates as people at the venue read them: in the event's time zone ("18–20 May 2027,
 * 09:00 – 18:00" collapses what both ends share), through the one formatter (@foyer/i18n).
 */
export function formatEventDates(startIso: string, endIso: string, locale: string, timeZone: string, style: 'short' | 'long' = 'short'): string {
  return formatWhenRange(startIso, endIso, locale, timeZone, style === 'long' ? 'datetime-long' : 'datetime');
}

/** A distance in km in the page's locale ("12.3", "12,3"). */
export function formatKm(km: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
  } catch {
    return String(Math.round(km));
  }
}
