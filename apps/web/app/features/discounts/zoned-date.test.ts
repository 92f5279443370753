import { describe, expect, it } from 'vitest';
import { dayIn, endOfDayIn } from './zoned-date.ts';

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
