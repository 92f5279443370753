import { formatWhenRange } from '@foyer/i18n';

/** The event's dates as people at the venue read them: in the event's time zone, in the page's locale. */
export function formatEventDates(startIso: string, endIso: string, locale: string, timeZone: string): string {
  return formatWhenRange(startIso, endIso, locale, timeZone, 'datetime-spelled');
}

/** A session's slot, short: "12 May, 09:00 – 10:30". */
export function formatSessionTime(startIso: string, endIso: string, locale: string, timeZone: string): string {
  return formatWhenRange(startIso, endIso, locale, timeZone, 'slot');
}
