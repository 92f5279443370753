/**
 * valid_until is entered as a day: the code works until the end of that day in the event's time
 * zone (23:59:59.999 there), whatever the organizer's browser zone is.
 */
export function endOfDayIn(day: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const wallClock = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59, 999);
  // Two passes settle the offset even when the day itself changes offset (DST).
  let utc = wallClock - offsetMs(wallClock, timeZone);
  utc = wallClock - offsetMs(utc, timeZone);
  return new Date(utc).toISOString();
}

/** The YYYY-MM-DD an instant falls on in the zone (the date input's value). */
export function dayIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}
