import { afterAll, describe, expect, it } from 'vitest';
import { CalendarThread } from './calendar-thread.ts';

const thread = new CalendarThread(1_500);
afterAll(() => thread.close());

const window = { from: new Date('2027-06-01T00:00:00Z'), to: new Date('2027-06-03T00:00:00Z') };
const ics = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${body}END:VCALENDAR\r\n`;
const meeting = ics('BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20270601T090000Z\r\nDTEND:20270601T100000Z\r\nSUMMARY:Standup\r\nEND:VEVENT\r\n');

describe('CalendarThread', () => {
  it('expands a calendar on its own thread', async () => {
    expect(await thread.busyTimes(meeting, window, 'Europe/Warsaw')).toEqual([{ from: new Date('2027-06-01T09:00:00Z'), to: new Date('2027-06-01T10:00:00Z') }]);
  });

  it('answers a broken file with its AppError code', async () => {
    await expect(thread.busyTimes('BEGIN:VCALENDAR\r\nnot ical', window, 'UTC')).rejects.toMatchObject({ name: 'AppError', code: 'availability.calendar_invalid' });
  });

  it('refuses a rule that never ends within its time, and the next calendar still reads', async () => {
    // No day is 31 February: ical.js searches for one without end.
    const never = ics('BEGIN:VEVENT\r\nUID:b\r\nDTSTART:20270101T090000Z\r\nDTEND:20270101T100000Z\r\nRRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31\r\nEND:VEVENT\r\n');
    const [stuck, after] = await Promise.allSettled([thread.busyTimes(never, window, 'UTC'), thread.busyTimes(meeting, window, 'UTC')]);
    expect(stuck).toMatchObject({ status: 'rejected', reason: { code: 'availability.calendar_too_complex' } });
    expect(after).toMatchObject({ status: 'fulfilled', value: [expect.objectContaining({ from: new Date('2027-06-01T09:00:00Z') })] });
  });

  it('keeps the event loop free while a calendar expands', async () => {
    const many = ics(Array.from({ length: 3000 }, (_, i) => `BEGIN:VEVENT\r\nUID:m${i}\r\nDTSTART:20270601T0${i % 10}0000Z\r\nDTEND:20270601T0${i % 10}3000Z\r\nEND:VEVENT\r\n`).join(''));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await thread.busyTimes(many, window, 'UTC');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});
