import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, insertEvent, testConfig, type TestCtx } from '../testing/index.ts';
import { openAvailability } from './scope.ts';
import { addUnavailability, busyTimes, listUnavailability, removeUnavailability } from './unavailability.ts';
import { icalBusyTimes, MAX_EXPANSION_MS } from './ical-busy.ts';
import { importIcsText } from './import-calendar.ts';
import { allDay, dailyWithException, newYork, weeklyWithExdate } from './testing/ical-fixtures.ts';

let ctx: TestCtx;
let ann: TestUser;
let bob: TestUser;
let stranger: TestUser;
let eventId: number;

beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-01T10:00:00Z') });
  ctx.config = testConfig();
  [ann, bob, stranger] = await Promise.all([insertTestUser(ctx), insertTestUser(ctx), insertTestUser(ctx)]);
  eventId = (await insertEvent(ctx, { start_date: new Date('2027-06-01T00:00:00Z'), end_date: new Date('2027-06-03T00:00:00Z'), timezone: 'Europe/Warsaw' })).id;
  await ctx.db.insert(schema.event_memberships).values([ann, bob].map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true, first_name: 'A', last_name: 'B' })));
});
afterAll(() => ctx?.close());

const scope = (u: TestUser) => openAvailability(ctx, u.viewer, eventId);
const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);
const at = (iso: string) => new Date(iso);
const iso = (list: { from: Date; to: Date }[]) => list.map((i) => [i.from.toISOString(), i.to.toISOString()]);

describe('times by hand (SPEC §5)', () => {
  it('refuses the past, an end before the start, nonsense and strangers', async () => {
    const s = await scope(ann);
    expect(await code(addUnavailability(ctx, s, { unavailability_from: '2027-04-30T10:00:00Z', unavailability_to: '2027-06-01T10:00:00Z' }))).toBe('availability.in_past');
    expect(await code(addUnavailability(ctx, s, { unavailability_from: '2027-06-01T11:00:00Z', unavailability_to: '2027-06-01T10:00:00Z' }))).toBe('availability.start_after_end');
    expect(await code(addUnavailability(ctx, s, { unavailability_from: '2027-06-01T10:00:00Z', unavailability_to: '2027-06-01T10:00:00Z' }))).toBe('availability.start_after_end');
    expect(await code(addUnavailability(ctx, s, { unavailability_from: 'soon', unavailability_to: 'later' }))).toBe('availability.time_invalid');
    expect(await code(openAvailability(ctx, stranger.viewer, eventId))).toBe('access.not_joined');
    expect(await code(openAvailability(ctx, null, eventId))).toBe('common.not_authenticated');
    expect(await code(openAvailability(ctx, ann.viewer, null))).toBe('availability.event_required');
  });

  it('merges overlapping and touching times into one', async () => {
    const s = await scope(ann);
    await addUnavailability(ctx, s, { unavailability_from: '2027-06-01T08:00:00Z', unavailability_to: '2027-06-01T09:00:00Z' });
    await addUnavailability(ctx, s, { unavailability_from: '2027-06-01T10:00:00Z', unavailability_to: '2027-06-01T11:00:00Z' });
    await addUnavailability(ctx, s, { unavailability_from: '2027-06-01T13:00:00Z', unavailability_to: '2027-06-01T14:00:00Z' });
    const merged = await addUnavailability(ctx, s, { unavailability_from: '2027-06-01T08:30:00Z', unavailability_to: '2027-06-01T10:00:00Z' });
    expect([merged.unavailability_from, merged.unavailability_to]).toEqual(['2027-06-01T08:00:00.000Z', '2027-06-01T11:00:00.000Z']);
    const list = await listUnavailability(ctx, s);
    expect(list.map((t) => [t.unavailability_from, t.unavailability_to])).toEqual([
      ['2027-06-01T08:00:00.000Z', '2027-06-01T11:00:00.000Z'],
      ['2027-06-01T13:00:00.000Z', '2027-06-01T14:00:00.000Z'],
    ]);
  });

  it('simultaneous overlapping adds still leave no overlap', async () => {
    const s = await scope(bob);
    await Promise.all(Array.from({ length: 10 }, (_, i) => addUnavailability(ctx, s, { unavailability_from: `2027-06-02T0${i % 5}:00:00Z`, unavailability_to: `2027-06-02T0${(i % 5) + 1}:30:00Z` })));
    const list = await listUnavailability(ctx, s);
    expect(list.map((t) => [t.unavailability_from, t.unavailability_to])).toEqual([['2027-06-02T00:00:00.000Z', '2027-06-02T05:30:00.000Z']]);
  });

  it('nobody removes or sees another user’s time', async () => {
    const [mine] = await listUnavailability(ctx, await scope(ann));
    expect(await code(removeUnavailability(ctx, await scope(bob), mine!.id))).toBe('availability.not_found');
    expect((await listUnavailability(ctx, await scope(bob))).some((t) => t.id === mine!.id)).toBe(false);
    expect(await removeUnavailability(ctx, await scope(ann), mine!.id)).toEqual({ status: 'ok' });
    expect(await code(removeUnavailability(ctx, await scope(ann), mine!.id))).toBe('availability.not_found');
  });
});

describe('iCalendar fixtures', () => {
  const window = { from: at('2027-05-31T00:00:00Z'), to: at('2027-06-04T00:00:00Z') };
  it('expands a weekly RRULE with an EXDATE in Warsaw time', () => {
    expect(iso(icalBusyTimes(weeklyWithExdate, window, 'UTC'))).toEqual([['2027-05-31T07:00:00.000Z', '2027-05-31T08:00:00.000Z']]);
  });
  it('reads an all-day event in the event’s time zone and skips transparent ones', () => {
    expect(iso(icalBusyTimes(allDay, window, 'Europe/Warsaw'))).toEqual([['2027-05-31T22:00:00.000Z', '2027-06-01T22:00:00.000Z']]);
  });
  it('honours a VTIMEZONE (America/New_York, daylight time)', () => {
    expect(iso(icalBusyTimes(newYork, window, 'Europe/Warsaw'))).toEqual([['2027-06-02T18:00:00.000Z', '2027-06-02T19:00:00.000Z']]);
  });
  it('applies a RECURRENCE-ID exception and cuts to the window', () => {
    expect(iso(icalBusyTimes(dailyWithException, window, 'UTC'))).toEqual([
      ['2027-05-31T08:00:00.000Z', '2027-05-31T08:15:00.000Z'],
      ['2027-06-01T11:00:00.000Z', '2027-06-01T11:15:00.000Z'],
      ['2027-06-02T08:00:00.000Z', '2027-06-02T08:15:00.000Z'],
      ['2027-06-03T08:00:00.000Z', '2027-06-03T08:15:00.000Z'],
    ]);
  });
  it('refuses a calendar whose repeating events cannot be worked out, in about MAX_EXPANSION_MS, and reads the next one', () => {
    const calendar = (...rules: string[]) =>
      ['BEGIN:VCALENDAR', 'VERSION:2.0', ...rules.flatMap((rule, i) => ['BEGIN:VEVENT', `UID:${i}@t`, 'DTSTART:20270518T090000Z', 'DTEND:20270518T091000Z', `RRULE:${rule}`, 'END:VEVENT']), 'END:VCALENDAR'].join('\r\n');
    // Rules no day matches: one ical.js next() used to loop for ever.
    for (const rules of [['FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31'], ['FREQ=HOURLY;BYMONTH=4;BYMONTHDAY=31'], Array.from({ length: 300 }, () => 'FREQ=SECONDLY;BYHOUR=3')]) {
      const started = performance.now();
      expect(() => icalBusyTimes(calendar(...rules), window, 'Europe/Warsaw'), rules[0]).toThrow(expect.objectContaining({ code: 'availability.calendar_too_complex' }));
      expect(performance.now() - started, rules[0]).toBeLessThan(MAX_EXPANSION_MS * 3);
    }
    expect(iso(icalBusyTimes(calendar('FREQ=DAILY;COUNT=20'), window, 'UTC'))).toEqual(['05-31', '06-01', '06-02', '06-03'].map((d) => [`2027-${d}T09:00:00.000Z`, `2027-${d}T09:10:00.000Z`]));
  });

  it('reads or refuses in linear time what ical.js and the exception list were quadratic on', () => {
    const wrap = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${body}END:VCALENDAR\r\n`;
    // This process's CPU, not the wall clock: the suite runs files side by side on two cores, and
    // a wall-clock bound failed now and then with the work itself unchanged (vitest pool: forks).
    const timed = (f: () => unknown) => {
      const started = process.cpuUsage();
      let outcome: unknown;
      try {
        outcome = f();
      } catch (e) {
        outcome = (e as { code?: string }).code;
      }
      const cpu = process.cpuUsage(started);
      return { outcome, fast: (cpu.user + cpu.system) / 1000 < 400 };
    };
    // 20,000 exceptions of one UID with no master (1 MB): the list was copied per exception, ~1.5 s.
    expect(timed(() => icalBusyTimes(wrap('BEGIN:VEVENT\r\nUID:a\r\nRECURRENCE-ID:20270101\r\nEND:VEVENT\r\n'.repeat(20_000)), window, 'UTC'))).toEqual({ outcome: [], fast: true });
    // One line of 250,000 parameters (1 MB): ical.js's parameter parser took ~1.1 s.
    expect(timed(() => icalBusyTimes(wrap(`BEGIN:VEVENT\r\nUID:p\r\nDTSTART${';X=1'.repeat(250_000)}:20270601T090000Z\r\nEND:VEVENT\r\n`), window, 'UTC'))).toEqual({ outcome: 'availability.calendar_too_complex', fast: true });
    // 40,000 EXDATEs out of order: ical.js sorts them by insertion, ~0.9 s.
    const exdates = Array.from({ length: 40_000 }, (_, i) => `EXDATE:2027${String(1 + (i % 12)).padStart(2, '0')}${String(1 + ((i * 7) % 28)).padStart(2, '0')}T0900${String(i % 60).padStart(2, '0')}Z\r\n`).join('');
    expect(timed(() => icalBusyTimes(wrap(`BEGIN:VEVENT\r\nUID:e\r\nDTSTART:20270601T090000Z\r\nDTEND:20270601T100000Z\r\nRRULE:FREQ=DAILY;COUNT=3\r\n${exdates}END:VEVENT\r\n`), window, 'UTC'))).toEqual({ outcome: 'availability.calendar_too_complex', fast: true });
    // A long description folded over many lines is still read (only an unfolded line past 16 kB is refused).
    const folded = `DESCRIPTION:${Array.from({ length: 100 }, () => 'x'.repeat(70)).join('\r\n ')}\r\n`;
    expect(iso(icalBusyTimes(wrap(`BEGIN:VEVENT\r\nUID:f\r\nDTSTART:20270601T090000Z\r\nDTEND:20270601T100000Z\r\n${folded}END:VEVENT\r\n`), window, 'UTC'))).toEqual([['2027-06-01T09:00:00.000Z', '2027-06-01T10:00:00.000Z']]);
  });

  it('reads a daily meeting held since 1995 in the window (over 11,000 occurrences before it)', () => {
    const since1995 = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:d@t', 'DTSTART;TZID=Europe/Warsaw:19950102T090000', 'DTEND;TZID=Europe/Warsaw:19950102T093000', 'RRULE:FREQ=DAILY', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
    expect(iso(icalBusyTimes(since1995, window, 'UTC'))).toEqual(['05-31', '06-01', '06-02', '06-03'].map((d) => [`2027-${d}T07:00:00.000Z`, `2027-${d}T07:30:00.000Z`]));
  });
  it('refuses what is not a calendar', () => {
    expect(() => icalBusyTimes('hello', window, 'UTC')).toThrow(expect.objectContaining({ code: 'availability.calendar_invalid' }));
  });

  it('an import replaces the previous one and busyTimes merges every source', async () => {
    const s = await scope(bob);
    expect(await importIcsText(ctx, s, weeklyWithExdate)).toEqual({ imported: 1 });
    expect(await importIcsText(ctx, s, newYork)).toEqual({ imported: 1 });
    const list = await listUnavailability(ctx, s);
    expect(list.filter((t) => t.source === 'ical').map((t) => t.unavailability_from)).toEqual(['2027-06-02T18:00:00.000Z']);
    await addUnavailability(ctx, s, { unavailability_from: '2027-06-02T17:00:00Z', unavailability_to: '2027-06-02T18:30:00Z' });
    const busy = await busyTimes(ctx.db, eventId, [bob.viewer.id, ann.viewer.id, stranger.viewer.id], at('2027-06-02T00:00:00Z'), at('2027-06-03T00:00:00Z'));
    expect(iso(busy.get(bob.viewer.id)!)).toEqual([
      ['2027-06-02T00:00:00.000Z', '2027-06-02T05:30:00.000Z'],
      ['2027-06-02T17:00:00.000Z', '2027-06-02T19:00:00.000Z'],
    ]);
    expect(busy.has(stranger.viewer.id)).toBe(false);
  });
});
