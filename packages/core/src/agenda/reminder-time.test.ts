import { describe, expect, it } from 'vitest';
import { reminderDelayMs, reminderDueAt, reminderJobId } from './reminder-time.ts';

const start = new Date('2027-05-18T09:00:00Z');

describe('reminder time', () => {
  it('is due the chosen minutes before the start', () => {
    expect(reminderDueAt(start, 15).toISOString()).toBe('2027-05-18T08:45:00.000Z');
    expect(reminderDueAt(start, 30).toISOString()).toBe('2027-05-18T08:30:00.000Z');
  });
  it('waits until the due time', () => {
    expect(reminderDelayMs(new Date('2027-05-18T08:00:00Z'), start, 5)).toBe(55 * 60_000);
    expect(reminderDelayMs(new Date('2027-05-17T09:00:00Z'), start, 30)).toBe((24 * 60 - 30) * 60_000);
  });
  it('delivers at once when set after the due time but before the start', () => {
    expect(reminderDelayMs(new Date('2027-05-18T08:50:00Z'), start, 15)).toBe(0);
    expect(reminderDelayMs(new Date('2027-05-18T08:59:59Z'), start, 5)).toBe(0);
  });
  it('sends nothing once the session has started', () => {
    expect(reminderDelayMs(start, start, 5)).toBeNull();
    expect(reminderDelayMs(new Date('2027-05-18T10:00:00Z'), start, 30)).toBeNull();
  });
  it('gives a stable job id per attendance, minutes and start', () => {
    expect(reminderJobId(7, 15, start)).toBe(reminderJobId(7, 15, new Date(start)));
    expect(new Set([reminderJobId(7, 15, start), reminderJobId(7, 5, start), reminderJobId(8, 15, start), reminderJobId(7, 15, new Date('2027-05-18T10:00:00Z'))]).size).toBe(4);
  });
});
