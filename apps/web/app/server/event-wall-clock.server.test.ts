import { describe, expect, it } from 'vitest';
import { dayIn, endOfDayIn, readWallClock } from './event-wall-clock.server.ts';

describe('valid_until as a day in the event’s time zone', () => {
  it('ends the day there, across summer and winter time', () => {
    expect(endOfDayIn('2027-01-15', 'Europe/Warsaw')).toBe('2027-01-15T22:59:59.999Z');
    expect(endOfDayIn('2027-07-15', 'Europe/Warsaw')).toBe('2027-07-15T21:59:59.999Z');
    expect(endOfDayIn('2027-07-15', 'UTC')).toBe('2027-07-15T23:59:59.999Z');
    expect(endOfDayIn('15.07.2027', 'UTC')).toBeNull();
  });
  it('reads the day back', () => {
    expect(dayIn('2027-01-15T22:59:59.999Z', 'Europe/Warsaw')).toBe('2027-01-15');
    expect(dayIn('2027-01-15T23:30:00Z', 'Europe/Warsaw')).toBe('2027-01-16');
  });
});

describe('a datetime-local value on the event’s clock', () => {
  it('is the instant there, or null when it is not one', () => {
    expect(readWallClock('2027-05-18T09:30', 'Europe/Warsaw')?.toISOString()).toBe('2027-05-18T07:30:00.000Z');
    expect(readWallClock(' 2027-01-18T09:30 ', 'Europe/Warsaw')?.toISOString()).toBe('2027-01-18T08:30:00.000Z');
    for (const bad of ['', 'soon', '2027-05-18', '2027-05-18T09:30:00', null, 42]) expect(readWallClock(bad, 'Europe/Warsaw')).toBeNull();
  });
});
