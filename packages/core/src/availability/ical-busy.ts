import ICAL from 'ical.js';
import { AppError } from '../errors.ts';
import type { Interval } from './unavailability.ts';

/** Occurrences gone through per recurring event, and read in all, before the rest of a calendar is ignored. */
const MAX_PER_EVENT = 100_000;
const MAX_TOTAL = 100_000;
const DAY_MS = 86_400_000;
/**
 * CPU one calendar may take to expand, on the request's thread. A rule no day can satisfy
 * (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31) makes one ical.js `next()` loop for ever, and a 2 MB file
 * of rules that happen every second takes minutes: the import is refused past this instead.
 */
export const MAX_EXPANSION_MS = 1_000;

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

/** Whether the runtime knows `tz` as an IANA time zone. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs more than the rest of an occurrence (a 10,000-occurrence rule built 40,000). */
function wallClockOf(tz: string): Intl.DateTimeFormat {
  let f = wallClocks.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    // Zones come from uploaded files: keep the few real ones, not every name a file makes up.
    if (wallClocks.size < 100) wallClocks.set(tz, f);
  }
  return f;
}

/** How far `tz`'s wall clock is ahead of UTC at instant `ms`, in milliseconds. */
function offsetAt(ms: number, tz: string): number {
  const parts = wallClockOf(tz).formatToParts(new Date(ms));
  const p = (type: string) => Number(parts.find((x) => x.type === type)?.value ?? 0);
  return Date.UTC(p('year'), p('month') - 1, p('day'), p('hour'), p('minute'), p('second')) - Math.floor(ms / 1000) * 1000;
}

/** The instant when the wall clock in `tz` shows the given time (the later one in a DST gap). */
export function wallClockToUtc(y: number, mo: number, d: number, h: number, mi: number, s: number, tz: string): Date {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  let utc = wall - offsetAt(wall, tz);
  utc = wall - offsetAt(utc, tz);
  return new Date(utc);
}

/**
 * The instant of an iCalendar time: UTC and times whose TZID the file defines (VTIMEZONE) are
 * exact; a TZID the file does not define is read as an IANA name; floating times and all-day
 * dates are read in the event's time zone.
 */
function instantOf(t: Time, fallbackTz: string, named: string | undefined): Date {
  const zone = t.zone as (InstanceType<typeof ICAL.Timezone> & { component?: Component }) | null;
  if (!t.isDate && zone && (zone.tzid === 'UTC' || zone.component)) return new Date(t.toUnixTime() * 1000);
  const tz = !t.isDate && named && isTimeZone(named) ? named : fallbackTz;
  return wallClockToUtc(t.year, t.month, t.day, t.isDate ? 0 : t.hour, t.isDate ? 0 : t.minute, t.isDate ? 0 : t.second, tz);
}

function intervalOf(start: Time, end: Time | null, tz: string, named?: string): Interval | null {
  const from = instantOf(start, tz, named);
  let to = end ? instantOf(end, tz, named) : from;
  // An all-day event without an end lasts its day (RFC 5545 3.6.1).
  if (to <= from && start.isDate) {
    const next = start.clone();
    next.adjust(1, 0, 0, 0);
    to = instantOf(next, tz, named);
  }
  return to > from ? { from, to } : null;
}

/** The TZID a VEVENT's start names (ical.js forgets it on occurrences when the file does not define it). */
const tzidOf = (c: Component) => {
  const v = c.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof v === 'string' ? v : undefined;
};

const isFree = (c: Component) =>
  String(c.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT' || String(c.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

const tooComplex = () => new AppError('availability.calendar_too_complex', 'This calendar has repeating events that cannot be worked out (a rule no day matches, or too many occurrences).');

/**
 * The deadline of the expansion running now (synchronous, so one at a time per thread), or
 * Infinity. ical.js's RecurIterator checks every candidate time with check_contracting_rules,
 * also inside the loop of a `next()` that never finds one: counting those calls is the only
 * place a never-ending rule can be stopped from outside the library.
 */
let deadline = Infinity;
let candidates = 0;
const recurIterator = ICAL.RecurIterator.prototype as unknown as { check_contracting_rules: (...args: unknown[]) => boolean };
const checkContractingRules = recurIterator.check_contracting_rules;
recurIterator.check_contracting_rules = function (this: unknown, ...args: unknown[]) {
  if ((++candidates & 1023) === 0 && performance.now() > deadline) throw tooComplex();
  return checkContractingRules.apply(this, args);
};

/** A content line of a real calendar is a few hundred characters (a long description: a few kB). */
const MAX_LINE_CHARS = 16 * 1024;
/** Dates listed by EXDATE and RDATE per event: ical.js sorts them by insertion, in quadratic time. */
const MAX_LISTED_DATES = 2_000;

/**
 * Refuses, before ical.js reads it, what the parser itself is slow on: its parameter parser
 * searches from each `;` to the end of the line, so one 1 MB line of `;X=1` cost a second.
 * Lines are measured unfolded (a fold is CRLF or LF followed by a space or tab).
 */
function checkLines(text: string): void {
  let run = 0;
  let listed = 0;
  for (let at = 0; at < text.length; ) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    const folded = at > 0 && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9);
    run = (folded ? run : 0) + (end - at);
    if (run > MAX_LINE_CHARS) throw tooComplex();
    // EXDATE/RDATE lines of one event counted before ical.js parses them: parsing 40,000 of
    // them took 0.4 s before the count of their dates below could refuse the file.
    if (!folded) {
      listedLine.lastIndex = at;
      beginEvent.lastIndex = at;
      if (listedLine.test(text) && ++listed > MAX_LISTED_DATES) throw tooComplex();
      else if (beginEvent.test(text)) listed = 0;
    }
    at = end + 1;
  }
}
const listedLine = /(?:EXDATE|RDATE)[;:]/iy;
const beginEvent = /BEGIN:VEVENT/iy;

function parseCalendar(text: string): Component {
  checkLines(text);
  try {
    const jcal = ICAL.parse(text);
    const root = new ICAL.Component(Array.isArray(jcal[0]) ? jcal[0] : jcal);
    if (root.name !== 'vcalendar') throw new Error('not a calendar');
    return root;
  } catch {
    throw new AppError('availability.calendar_invalid', 'This is not an iCalendar (.ics) file.');
  }
}

/**
 * The busy times of an iCalendar text between `window.from` and `window.to` (cut to it): every
 * VEVENT that is not transparent or cancelled, recurring ones expanded (RRULE, RDATE, EXDATE and
 * RECURRENCE-ID exceptions, by ical.js), in the time zones the file gives; floating and all-day
 * times in `tz`. Unmerged; a broken file is availability.calendar_invalid.
 */
export function icalBusyTimes(text: string, window: Interval, tz: string): Interval[] {
  const root = parseCalendar(text);
  const vevents = root.getAllSubcomponents('vevent');
  const exceptions = new Map<string, Component[]>();
  for (const v of vevents) {
    if (!v.hasProperty('recurrence-id')) continue;
    const uid = String(v.getFirstPropertyValue('uid') ?? '');
    // Pushed, not copied: 40,000 exceptions of one UID took 8.7 s as [...list, v].
    const list = exceptions.get(uid);
    if (list) list.push(v);
    else exceptions.set(uid, [v]);
  }
  const out: Interval[] = [];
  let total = 0;
  const keep = (i: Interval | null) => {
    if (!i || i.to <= window.from || i.from >= window.to) return;
    out.push({ from: i.from < window.from ? window.from : i.from, to: i.to > window.to ? window.to : i.to });
  };
  deadline = performance.now() + MAX_EXPANSION_MS;
  try {
    for (const v of vevents) {
      if (performance.now() > deadline) throw tooComplex();
      if (v.hasProperty('recurrence-id') || !v.hasProperty('dtstart')) continue;
      const uid = String(v.getFirstPropertyValue('uid') ?? '');
      let listed = 0;
      for (const name of ['exdate', 'rdate']) for (const p of v.getAllProperties(name)) listed += p.getValues().length;
      if (listed > MAX_LISTED_DATES) throw tooComplex();
      const event = new ICAL.Event(v, { exceptions: exceptions.get(uid) ?? [] });
      if (!event.isRecurring()) {
        if (!isFree(v)) keep(intervalOf(event.startDate, event.endDate, tz, tzidOf(v)));
        continue;
      }
      // Occurrences are produced from DTSTART on: a weekly meeting since 2015 is hundreds of them
      // before the event's days. Those that end a day or more before the window (a day covers
      // any zone's offset from the UTC ical.js reads a file's unknown zones in) are passed over
      // unread, unless the event has exceptions, which can move an occurrence anywhere.
      const skipBefore = Object.keys(event.exceptions).length ? -Infinity : window.from.getTime() - event.duration.toSeconds() * 1000 - DAY_MS;
      const it = event.iterator();
      for (let n = 0, next = it.next(); next && n < MAX_PER_EVENT && total < MAX_TOTAL; n++, next = it.next()) {
        if ((n & 63) === 0 && performance.now() > deadline) throw tooComplex();
        if (next.toUnixTime() * 1000 < skipBefore) continue;
        total++;
        const o = event.getOccurrenceDetails(next);
        const interval = intervalOf(o.startDate, o.endDate, tz, tzidOf(o.item.component));
        if (interval && interval.from >= window.to) break;
        if (!isFree(o.item.component)) keep(interval);
      }
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('availability.calendar_invalid', 'This calendar cannot be read.');
  } finally {
    deadline = Infinity;
  }
  return out;
}
