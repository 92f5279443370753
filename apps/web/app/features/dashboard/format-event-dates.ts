/** Time zones and locales come from the database and the request: a bad one must not break the page. */
function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
  }
}

/**
 * An event's dates as people at the venue read them: in the event's time zone ("18–20 May 2027,
 * 09:00 – 18:00" collapses what both ends share).
 */
export function formatEventDates(startIso: string, endIso: string, locale: string, timeZone: string, style: 'short' | 'long' = 'short'): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime())) return '';
  const f = formatter(locale, timeZone, { dateStyle: style === 'long' ? 'full' : 'medium', timeStyle: 'short' });
  return !Number.isNaN(end.getTime()) && end >= start ? f.formatRange(start, end) : f.format(start);
}

/** A distance in km in the page's locale ("12.3", "12,3"). */
export function formatKm(km: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
  } catch {
    return String(Math.round(km));
  }
}
