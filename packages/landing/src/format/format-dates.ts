import { parseInstant, safeLocale, safeTimeZone } from './safe-intl.ts';

function formatRange(options: Intl.DateTimeFormatOptions, startIso: string, endIso: string, locale: string, timeZone: string): string {
  const start = parseInstant(startIso);
  const end = parseInstant(endIso);
  if (!start) return '';
  const format = new Intl.DateTimeFormat(safeLocale(locale), { ...options, timeZone: safeTimeZone(timeZone) });
  // formatRange collapses what the ends share ("12–14 May 2025", "9:00 – 17:00" on one day).
  return end && end >= start ? format.formatRange(start, end) : format.format(start);
}

/** The event's dates as people at the venue read them: in the event's time zone, in the page's locale. */
export function formatEventDates(startIso: string, endIso: string, locale: string, timeZone: string): string {
  return formatRange({ dateStyle: 'long', timeStyle: 'short' }, startIso, endIso, locale, timeZone);
}

/** A session's slot, short: "12 May, 09:00 – 10:30". */
export function formatSessionTime(startIso: string, endIso: string, locale: string, timeZone: string): string {
  return formatRange({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }, startIso, endIso, locale, timeZone);
}
