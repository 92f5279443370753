import { wallClockToUtc } from '@foyer/core/availability/ical-busy';

const localDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A form's datetime-local value (`2027-05-12T09:30`) read as the event's wall clock — the time
 * the organizer or attendee sees on the event's clocks, whatever their own device's zone — or
 * null when it is not one.
 */
export function readWallClock(value: unknown, timeZone: string): Date | null {
  const m = typeof value === 'string' ? localDateTime.exec(value.trim()) : null;
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  return wallClockToUtc(y, mo, d, h, mi, 0, timeZone);
}

/** An instant as a datetime-local value on the event's wall clock ('' for none). */
export function toWallClockInput(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * A day entered in a date input (discount codes' valid_until) as the end of that day on the
 * event's clock (23:59:59.999 there), whatever the organizer's browser zone; null when not a day.
 */
export function endOfDayIn(day: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  return new Date(wallClockToUtc(Number(m[1]), Number(m[2]), Number(m[3]), 23, 59, 59, timeZone).getTime() + 999).toISOString();
}

/** The YYYY-MM-DD an instant falls on in the zone (the date input's value). */
export function dayIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}
